import { CloseOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { callApi } from '@portal/api-client';
import { TRANSACTION_TOOL_ENDPOINTS, type BankOrder, type BankOrderItem } from '@portal/contracts';
import { formatMoney, ListPager, ListTable, type ColumnDef } from '@portal/kit';
import { IconButton } from '@portal/ui';
import { BO } from '../../../i18n/bank-order-texts';
import { T } from '../../../i18n/texts';
import { TT } from '../../../i18n/tool-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useLookupOptions } from '../../lookup/lookup-options';
import { MatchLineDialog } from './MatchLineDialog';

const PAGE_SIZE = 50;

/** A bank order's lines in file order: what each said, its match (or why it is invalid); an unmatched one matched by hand. */
export function BankOrderItemsDrawer({ order, onClose }: { order: BankOrder; onClose(): void }) {
  const { t } = useTransactionsTranslation();
  const options = useLookupOptions();
  const [page, setPage] = useState(0);
  const [matching, setMatching] = useState<BankOrderItem | null>(null);
  const [matched, setMatched] = useState<string | null>(null);
  const items = useQuery({
    queryKey: ['transactions', 'tools', 'bank-order-items', order.id, page],
    queryFn: ({ signal }) => callApi(TRANSACTION_TOOL_ENDPOINTS.bankOrderItems, { params: { id: order.id }, query: { pageIndex: page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const title = t(BO.itemsTitle, { fileName: order.fileName });
  const columns = useMemo<ColumnDef<BankOrderItem>[]>(() => {
    const matchText = (r: BankOrderItem) => (r.error ? t(r.error.text, r.error.params)
      : r.transactionExternalId && r.matchedBy ? t(BO.matchedBy, { reference: r.transactionExternalId, name: r.matchedBy })
        : r.transactionExternalId ?? '-');
    const statusText = (s: BankOrderItem['status']) => t(s === 'Matched' ? TT.Matched : s === 'Unmatched' ? TT.Unmatched : BO[s]);
    return [
      { key: 'line', title: BO.line, value: (r) => r.lineNumber, width: 70 },
      { key: 'status', title: T.status, kind: 'status', value: (r) => r.status, label: (s) => statusText(s as BankOrderItem['status']), width: 130 },
      { key: 'reference', title: TT.reference, value: (r) => r.reference },
      { key: 'amount', title: T.amount, value: (r) => (r.status === 'Invalid' ? '-' : formatMoney(r.amount, r.currency, options.decimalPlaces[r.currency])) },
      { key: 'payer', title: TT.payerName, value: (r) => r.payer },
      {
        key: 'match', title: TT.transaction, value: matchText,
        // An unmatched line: the button that matches it by hand, beside its "-".
        render: (r) => (r.status === 'Unmatched' ? (
          <Button size="small" onClick={() => setMatching(r)} aria-label={t(BO.matchLine, { line: r.lineNumber })}>{t(BO.matchByHand)}</Button>
        ) : matchText(r)),
      },
    ];
  }, [options.decimalPlaces, t]);
  return (
    <Drawer open onClose={onClose} size={820} placement="right" closable={false} title={title} aria-label={title}
      extra={<IconButton title={t(TT.close)} icon={<CloseOutlined aria-hidden />} onClick={onClose} />}>
      {items.isError && <Alert type="error" showIcon title={t(BO.itemsFailed, { message: items.error.message })} />}
      <div role="status" aria-live="polite">
        {matched && <Alert type="success" showIcon closable title={matched} onClose={() => setMatched(null)} style={{ marginBottom: 12 }} />}
      </div>
      {/* The lines page inside the drawer (not in the URL): Back closes the drawer, as it opened in one step. */}
      <ListTable rows={items.data?.data ?? []} rowKey={(r) => r.id} columns={columns} translate={t} loading={items.isFetching} fit />
      <ListPager pageIndex={page} pageSize={PAGE_SIZE} total={items.data?.count ?? 0} sizeChoice={false} onChange={(pageIndex) => setPage(pageIndex)} />
      {matching && (
        <MatchLineDialog line={matching} onClose={() => setMatching(null)}
          onDone={(message) => { setMatching(null); setMatched(message); }} />
      )}
    </Drawer>
  );
}
