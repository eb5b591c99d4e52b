import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Drawer, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { getSystemMode } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { BATCH_PAYMENT_MESSAGES as M, type BatchTotal, type MerchantPayment, type PaymentBatch } from '@portal/contracts';
import { AlertBannerProvider, formatMoney, ListTable, StatusPill, useRejectReason, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { PT } from '../../../i18n/payment-texts';
import { T } from '../../../i18n/texts';
import { BP } from '../../../i18n/vt-batch-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useActionRunner } from '../../actions/use-action-runner';
import { PayeePill } from '../PayeePill';
import { useCurrencies } from '../use-currencies';
import { BATCH_QUERY_KEYS, batchApi } from './batch-api';

/** Batch statuses as the spec's pill words (section 4): Approved positive, Declined negative, waiting pending. */
const BATCH_TONE = { WaitingForApproval: 'pending', Approved: 'positive', Declined: 'negative', PartlyApproved: 'hold' } as const;

/**
 * merchant/payments/batch-summary (ADR 0054): the merchant's batches in the mode with their counts, totals per
 * currency and status; a batch opens in a drawer with each line's payment and outcome, where a second user approves
 * or declines its waiting payments together (the submitter sees who must decide).
 */
export function BatchSummaryPage({ title }: { title: string }) {
  return (
    <AlertBannerProvider>
      <BatchSummary title={title} />
    </AlertBannerProvider>
  );
}

function BatchSummary({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const currencies = useCurrencies();
  const mode = getSystemMode();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({ queryKey: BATCH_QUERY_KEYS.list(mode), queryFn: ({ signal }) => batchApi.list(signal) });
  const totalsText = (totals: BatchTotal[]) => totals.map((x) => formatMoney(x.amount, x.currency, currencies.places(x.currency))).join(' · ');
  const columns = useMemo<ColumnDef<PaymentBatch>[]>(() => [
    { key: 'createdAt', title: BP.submitted, kind: 'dateTime', value: (b) => b.createdAt, width: 150 },
    { key: 'fileName', title: BP.file, value: (b) => b.fileName, width: 180 },
    { key: 'status', title: T.status, value: (b) => b.status, render: (b) => <StatusPill status={b.status} tone={BATCH_TONE[b.status]} label={t(BP[b.status])} />, width: 170 },
    { key: 'lines', title: BP.payments, value: (b) => b.lines, width: 100 },
    { key: 'counts', title: BP.outcome, value: (b) => t(BP.counts, { paid: b.paid, waiting: b.waiting, declined: b.declined }), width: 240 },
    { key: 'totals', title: BP.totals, value: (b) => totalsText(b.totals), width: 200 },
    { key: 'initiatedBy', title: PT.requestedBy, value: (b) => b.initiatedBy.name, width: 150 },
    { key: 'open', title: PT.actions, value: () => '', width: 120,
      render: (b) => <Button size="small" aria-label={t(BP.openNamed, { fileName: b.fileName })} onClick={() => setOpenId(b.id)}>{t(BP.open)}</Button> },
  ], [t, currencies]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = list.data ?? [];
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      {list.isError && <Alert type="error" showIcon title={t(PT.loadFailed)} description={t(list.error.message)} style={{ marginBottom: 12 }} />}
      <ListTable rows={rows} rowKey={(b) => b.id} columns={columns} translate={t} label={t(title)} loading={list.isFetching} timeZone={currencies.timeZone}
        emptyText={list.isError ? undefined : t(BP.noBatches)} />
      {openId && <BatchDrawer batchId={openId} onClose={() => setOpenId(null)} />}
    </Card>
  );
}

function BatchDrawer({ batchId, onClose }: { batchId: string; onClose(): void }) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const runner = useActionRunner();
  const currencies = useCurrencies();
  const me = useUserContext().data?.user.id;
  const reject = useRejectReason({ title: t(PT.declineReason) });
  const detail = useQuery({ queryKey: BATCH_QUERY_KEYS.detail(batchId), queryFn: ({ signal }) => batchApi.detail(batchId, signal) });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: BATCH_QUERY_KEYS.all }), queryClient.invalidateQueries({ queryKey: ['payments'] })]);
  const batch = detail.data?.batch;
  const approve = async () => {
    const requestId = crypto.randomUUID();
    await runner.run({ requestId, send: async () => { const d = await batchApi.approve(batchId, requestId); return { message: t(M.approved, { paid: d.batch.paid }) }; } });
    void refresh();
  };
  const decline = async () => {
    const answer = await reject.ask();
    if (!answer) return;
    const requestId = crypto.randomUUID();
    await runner.run({ requestId, send: async () => { await batchApi.decline(batchId, answer.rejectReason, requestId); return { message: t(M.declined) }; } });
    void refresh();
  };
  const columns = useMemo<ColumnDef<MerchantPayment & { batchLine: number }>[]>(() => [
    { key: 'batchLine', title: BP.line, value: (p) => p.batchLine, width: 70 },
    { key: 'externalId', title: PT.payment, value: (p) => p.externalId, width: 140 },
    { key: 'beneficiaryName', title: PT.beneficiary, value: (p) => p.beneficiaryName, width: 170 },
    { key: 'beneficiaryAccount', title: PT.account, value: (p) => p.beneficiaryAccount, width: 230 },
    { key: 'amount', title: T.amount, kind: 'money', value: (p) => p.amount, currency: (p) => p.currency, decimalPlaces: (p) => currencies.places(p.currency), width: 120 },
    { key: 'reference', title: PT.reference, value: (p) => p.reference, width: 140 },
    { key: 'payeeConfirmation', title: PT.payeeConfirmation, value: (p) => p.payeeConfirmation, render: (p) => <PayeePill status={p.payeeConfirmation} />, width: 150 },
    { key: 'status', title: T.status, kind: 'status', value: (p) => p.status, label: (s) => t(s), width: 160 },
    { key: 'declineReason', title: PT.declineReason, value: (p) => p.declineReason ?? '', width: 180 },
  ], [t, currencies]);
  const waiting = (batch?.waiting ?? 0) > 0;
  return (
    <Drawer open size={1100} onClose={onClose} title={batch ? t(BP.drawerTitle, { fileName: batch.fileName }) : t(BP.open)} destroyOnHidden>
      {detail.isError && <Alert type="error" showIcon title={t(PT.loadFailed)} description={t(detail.error.message)} />}
      {batch && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t(T.status)}><StatusPill status={batch.status} tone={BATCH_TONE[batch.status]} label={t(BP[batch.status])} /></Descriptions.Item>
            <Descriptions.Item label={t(BP.outcome)}>{t(BP.counts, { paid: batch.paid, waiting: batch.waiting, declined: batch.declined })}</Descriptions.Item>
            <Descriptions.Item label={t(PT.requestedBy)}>{batch.initiatedBy.name}</Descriptions.Item>
            <Descriptions.Item label={t(PT.decidedBy)}>{batch.decidedBy?.name ?? ''}</Descriptions.Item>
            {batch.declineReason && <Descriptions.Item label={t(PT.declineReason)}>{batch.declineReason}</Descriptions.Item>}
          </Descriptions>
          {waiting && (batch.initiatedBy.id === me ? <Typography.Text type="secondary">{t(M.ownBatch)}</Typography.Text> : (
            <Space>
              <Popconfirm title={t(BP.confirmApprove, { n: batch.waiting })} okText={t(PT.approve)} onConfirm={() => approve()}>
                <Button type="primary">{t(BP.approveBatch)}</Button>
              </Popconfirm>
              <Button danger onClick={() => void decline()}>{t(BP.declineBatch)}</Button>
            </Space>
          ))}
          <ListTable rows={detail.data?.payments ?? []} rowKey={(p) => p.id} columns={columns} translate={t} label={t(BP.linesTitle)} loading={detail.isFetching} timeZone={currencies.timeZone} />
        </Space>
      )}
      {reject.dialog}
    </Drawer>
  );
}
