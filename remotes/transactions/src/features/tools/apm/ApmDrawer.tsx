import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { useMemo } from 'react';
import { callApi } from '@portal/api-client';
import { TRANSACTION_TOOL_ENDPOINTS, type ApmRequest } from '@portal/contracts';
import { formatInTimeZone, formatMoney, ListTable, StatusPill, type ColumnDef } from '@portal/kit';
import { IconButton } from '@portal/ui';
import { T } from '../../../i18n/texts';
import { TT } from '../../../i18n/tool-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useLookupOptions } from '../../lookup/lookup-options';

/** One APM transaction: what its provider answered, and every request sent for it, oldest first. */
export function ApmDrawer({ id, externalId, onClose }: { id: string; externalId: string; onClose(): void }) {
  const { t } = useTransactionsTranslation();
  const options = useLookupOptions();
  const detail = useQuery({
    queryKey: ['transactions', 'tools', 'apm', id],
    queryFn: ({ signal }) => callApi(TRANSACTION_TOOL_ENDPOINTS.apmOne, { params: { id }, signal }),
  });
  const d = detail.data;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, options.decimalPlaces[currency]);
  const when = (iso: string) => formatInTimeZone(iso, options.timeZone, 'dateTimeSeconds');
  const requestColumns = useMemo<ColumnDef<ApmRequest>[]>(() => [
    { key: 'reference', title: TT.reference, value: (r) => r.reference },
    { key: 'status', title: TT.requestStatus, kind: 'status', value: (r) => r.status, label: (s) => t(s) },
    { key: 'created', title: T.createdAt, kind: 'dateTimeSeconds', value: (r) => r.createdAt },
    { key: 'reason', title: TT.failureReason, value: (r) => (r.failureReason ? t(r.failureReason) : '-') },
  ], [t]);
  return (
    <Drawer
      open
      onClose={onClose}
      size={640}
      placement="right"
      closable={false}
      title={t(TT.detailTitle, { externalId })}
      aria-label={t(TT.detailTitle, { externalId })}
      extra={<IconButton title={t(TT.close)} icon={<CloseOutlined aria-hidden />} onClick={onClose} />}
    >
      {detail.isError && <Alert type="error" showIcon title={t(TT.detailFailed, { message: detail.error.message })} />}
      {detail.isLoading && <Skeleton active />}
      {d && (
        <>
          <Descriptions column={1} size="small" bordered items={[
            { key: 'merchant', label: t(T.merchantName), children: d.merchantName },
            { key: 'method', label: t(T.paymentMethod), children: options.paymentMethodNames[d.paymentMethod] ?? d.paymentMethod },
            { key: 'status', label: t(T.status), children: <StatusPill status={d.status} label={t(d.status)} /> },
            { key: 'amount', label: t(T.amount), children: money(d.amount, d.currency) },
            { key: 'created', label: t(T.createdAt), children: when(d.createdAt) },
            { key: 'provider', label: t(T.serviceProviderName), children: d.serviceProviderName ?? '-' },
            { key: 'ref', label: t(TT.providerReference), children: d.providerReference ?? '-' },
            { key: 'payer', label: t(TT.payerName), children: d.payerName ?? '-' },
            { key: 'account', label: t(TT.payerAccount), children: d.payerAccount ?? '-' },
            { key: 'bank', label: t(TT.bankName), children: d.bankName ?? '-' },
            { key: 'email', label: t(T.customerEmail), children: d.customerEmail ?? '-' },
          ]} />
          <h2 style={{ fontSize: 16, marginTop: 24 }}>{t(TT.requests)}</h2>
          <ListTable rows={d.requests} rowKey={(r) => r.id} columns={requestColumns} translate={t} timeZone={options.timeZone} fit />
        </>
      )}
    </Drawer>
  );
}
