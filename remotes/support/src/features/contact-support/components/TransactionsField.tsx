import { Select, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { T } from '../../../i18n/texts';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { TRANSACTION_SEARCH_DEBOUNCE_MS, useTransactionSearch } from '../../lookups/api/search-transactions';

export interface TransactionsFieldProps {
  value: string[];
  onChange(ids: string[]): void;
  tenantSide: boolean;
}

/** Transactions by external id: the search waits 750 ms after the last keystroke and asks for 10 (spec part 1 section 5). */
export function TransactionsField({ value, onChange, tenantSide }: TransactionsFieldProps) {
  const { t } = useSupportTranslation();
  const [typed, setTyped] = useState('');
  const [searchKey, setSearchKey] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = useTransactionSearch(searchKey, tenantSide, searchKey.length > 0);

  const onSearch = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearchKey(text.trim()), TRANSACTION_SEARCH_DEBOUNCE_MS);
  };

  let notFound: React.ReactNode = typed ? t(T.noTransactions) : null;
  if (search.isFetching) notFound = <Spin size="small" />;
  else if (search.isError) notFound = <Typography.Text type="warning">{t(T.transactionsUnavailable)}</Typography.Text>;

  return (
    <Select
      mode="multiple"
      aria-label={t(T.transactions)}
      placeholder={t(T.searchTransactions)}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch }}
      notFoundContent={notFound}
      options={(search.data ?? []).map((tx) => ({ value: tx.id, label: tx.externalId }))}
      listHeight={200}
    />
  );
}
