import { Spin, Tag, Typography } from 'antd';
import { PortalSelect } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { T } from '../../../i18n/texts';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { TRANSACTION_SEARCH_DEBOUNCE_MS, useTransactionSearch } from '../api/search-transactions';
import type { SupportScope } from '../../scope/support-scope';
import { transactionLabel } from './transaction-label';

export interface TransactionsFieldProps {
  /** External ids of the chosen transactions: they become the ticket's Transaction references. */
  value: string[];
  onChange(externalIds: string[]): void;
  scope: SupportScope;
  /** Platform staff: the tenant picked in the dialog; the field waits for it. */
  tenantId: string | null;
}

/**
 * Transactions by external id: the search waits 750 ms after the last keystroke and asks for 10 (spec
 * part 1 section 5). A result reads "external id · amount currency · status"; a chosen one shows its external id.
 */
export function TransactionsField({ value, onChange, scope, tenantId }: TransactionsFieldProps) {
  const { t } = useSupportTranslation();
  const [typed, setTyped] = useState('');
  const [searchKey, setSearchKey] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = useTransactionSearch({ searchKey, scope, tenantId });
  const waitingForTenant = scope === 'platform' && !tenantId;

  const onSearch = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearchKey(text.trim()), TRANSACTION_SEARCH_DEBOUNCE_MS);
  };

  let notFound: React.ReactNode = typed ? t(T.noTransactions) : null;
  if (search.isFetching) notFound = <Spin size="small" />;
  else if (search.isError) notFound = <Typography.Text type="warning">{t(T.transactionsUnavailable)}</Typography.Text>;

  // A chosen transaction's tag shows its external id (tagRender), also after a new search replaced the options.
  const options = (search.data ?? []).map((tx) => ({ value: tx.externalId, label: transactionLabel(tx) }));

  return (
    <PortalSelect
      mode="multiple"
      aria-label={t(T.transactions)}
      placeholder={t(T.searchTransactions)}
      disabled={waitingForTenant}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch }}
      notFoundContent={notFound}
      options={options}
      tagRender={({ value: externalId, closable, onClose }) => (
        <Tag closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }}>{String(externalId)}</Tag>
      )}
    />
  );
}
