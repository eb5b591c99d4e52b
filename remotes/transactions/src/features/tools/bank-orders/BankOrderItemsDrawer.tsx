import { CloseOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Table } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { TRANSACTION_TOOL_ENDPOINTS, type BankOrder, type BankOrderItem } from '@portal/contracts';
import { formatMoney, StatusPill } from '@portal/kit';
import { IconButton } from '@portal/ui';
import { BO } from '../../../i18n/bank-order-texts';
import { T } from '../../../i18n/texts';
import { TT } from '../../../i18n/tool-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useLookupOptions } from '../../lookup/lookup-options';

const PAGE_SIZE = 50;

/** A bank order's lines in file order: what each said, its match (or why it is invalid). */
export function BankOrderItemsDrawer({ order, onClose }: { order: BankOrder; onClose(): void }) {
  const { t } = useTransactionsTranslation();
  const options = useLookupOptions();
  const [page, setPage] = useState(0);
  const items = useQuery({
    queryKey: ['transactions', 'tools', 'bank-order-items', order.id, page],
    queryFn: ({ signal }) => callApi(TRANSACTION_TOOL_ENDPOINTS.bankOrderItems, { params: { id: order.id }, query: { pageIndex: page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const title = t(BO.itemsTitle, { fileName: order.fileName });
  const statusText = (s: BankOrderItem['status']) => t(s === 'Matched' ? TT.Matched : s === 'Unmatched' ? TT.Unmatched : BO[s]);
  return (
    <Drawer open onClose={onClose} size={820} placement="right" closable={false} title={title} aria-label={title}
      extra={<IconButton title={t(TT.close)} icon={<CloseOutlined />} onClick={onClose} />}>
      {items.isError && <Alert type="error" showIcon title={t(BO.itemsFailed, { message: items.error.message })} />}
      <Table<BankOrderItem>
        size="small"
        rowKey="id"
        loading={items.isFetching}
        dataSource={items.data?.data ?? []}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: items.data?.count ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        columns={[
          { key: 'line', title: t(BO.line), dataIndex: 'lineNumber', width: 70 },
          { key: 'status', title: t(T.status), width: 130, render: (_, r) => <StatusPill status={r.status} label={statusText(r.status)} /> },
          { key: 'reference', title: t(TT.reference), dataIndex: 'reference' },
          { key: 'amount', title: t(T.amount), render: (_, r) => (r.status === 'Invalid' ? '-' : formatMoney(r.amount, r.currency, options.decimalPlaces[r.currency])) },
          { key: 'payer', title: t(TT.payerName), dataIndex: 'payer' },
          { key: 'match', title: t(TT.transaction), render: (_, r) => (r.error ? t(r.error.text, r.error.params) : r.transactionExternalId ?? '-') },
        ]}
      />
    </Drawer>
  );
}
