import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { getSystemMode } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { PAYMENT_MESSAGES, type MerchantPayment } from '@portal/contracts';
import { AlertBannerProvider, formatMoney, ListTable, useRejectReason, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { PT } from '../../../i18n/payment-texts';
import { T } from '../../../i18n/texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useActionRunner } from '../../actions/use-action-runner';
import { PayeePill } from '../PayeePill';
import { PAYMENT_QUERY_KEYS, paymentsApi } from '../payments-api';
import { useCurrencies } from '../use-currencies';

/**
 * merchant/payments/pending-payments: the payments waiting for a second user, approved (sent at once) or declined
 * with the kit's reject-reason dialog; one's own requests show who must decide them. Below, the recent payments
 * with their outcome and who decided.
 */
export function PendingPaymentsPage({ title }: { title: string }) {
  return (
    <AlertBannerProvider>
      <PendingPayments title={title} />
    </AlertBannerProvider>
  );
}

function PendingPayments({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const runner = useActionRunner();
  const currencies = useCurrencies();
  const me = useUserContext().data?.user.id;
  const mode = getSystemMode();
  const reject = useRejectReason({ title: t(PT.declineReason) });
  const waiting = useQuery({ queryKey: PAYMENT_QUERY_KEYS.payments(mode, 'WaitingForApproval'), queryFn: ({ signal }) => paymentsApi.payments('WaitingForApproval', signal) });
  const recent = useQuery({ queryKey: PAYMENT_QUERY_KEYS.payments(mode), queryFn: ({ signal }) => paymentsApi.payments(undefined, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEYS.all });
  const money = (p: MerchantPayment) => formatMoney(p.amount, p.currency, currencies.places(p.currency));

  const approve = async (p: MerchantPayment) => {
    const requestId = crypto.randomUUID();
    await runner.run({ requestId, send: async () => { await paymentsApi.approve(p.id, requestId); return { message: t(PAYMENT_MESSAGES.paymentApproved) }; } });
    void refresh();
  };
  const decline = async (p: MerchantPayment) => {
    const answer = await reject.ask();
    if (!answer) return;
    const requestId = crypto.randomUUID();
    await runner.run({ requestId, send: async () => { await paymentsApi.decline(p.id, answer.rejectReason, requestId); return { message: t(PAYMENT_MESSAGES.paymentDeclined) }; } });
    void refresh();
  };

  const base = useMemo<ColumnDef<MerchantPayment>[]>(() => [
    // The payment pinned left with its reference beside it, the amount (and status, actions) pinned right: the
    // columns a payment is known and judged by stay in view at 1280 px.
    { key: 'externalId', title: PT.payment, kind: 'id', value: (p) => p.externalId, width: 150 },
    { key: 'reference', title: PT.reference, value: (p) => p.reference, width: 160 },
    { key: 'createdAt', title: PT.created, kind: 'dateTime', value: (p) => p.createdAt },
    { key: 'beneficiaryName', title: PT.beneficiary, value: (p) => p.beneficiaryName, width: 180 },
    { key: 'beneficiaryAccount', title: PT.account, value: (p) => p.beneficiaryAccount, width: 240 },
    { key: 'amount', title: T.amount, kind: 'money', value: (p) => p.amount, currency: (p) => p.currency, decimalPlaces: (p) => currencies.places(p.currency), width: 130 },
    { key: 'payeeConfirmation', title: PT.payeeConfirmation, value: (p) => p.payeeConfirmation, render: (p) => <PayeePill status={p.payeeConfirmation} />, width: 160 },
    { key: 'initiatedBy', title: PT.requestedBy, value: (p) => p.initiatedBy.name, width: 150 },
  ], [currencies]);
  const waitingColumns = useMemo<ColumnDef<MerchantPayment>[]>(() => [...base, {
    key: 'actions', title: PT.actions, kind: 'actions', value: () => '', width: 230,
    render: (p) => (p.initiatedBy.id === me ? <Typography.Text type="secondary">{t(PT.ownRequest)}</Typography.Text> : (
      <Space>
        <Popconfirm title={t(PT.confirmApprove, { externalId: p.externalId, amount: money(p), name: p.beneficiaryName })} okText={t(PT.approve)} onConfirm={() => approve(p)}>
          <Button size="small" type="primary" aria-label={t(PT.approveNamed, { externalId: p.externalId })}>{t(PT.approve)}</Button>
        </Popconfirm>
        <Button size="small" danger aria-label={t(PT.declineNamed, { externalId: p.externalId })} onClick={() => void decline(p)}>{t(PT.decline)}</Button>
      </Space>
    )),
  }], [base, me, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const recentColumns = useMemo<ColumnDef<MerchantPayment>[]>(() => [...base,
    { key: 'status', title: T.status, kind: 'status', value: (p) => p.status, label: (s) => t(s) },
    { key: 'decidedBy', title: PT.decidedBy, value: (p) => p.decidedBy?.name ?? '', width: 150 },
    { key: 'declineReason', title: PT.declineReason, value: (p) => p.declineReason ?? '', width: 200 },
  ], [base, t]);

  const waitingRows = waiting.data ?? [];
  const recentRows = (recent.data ?? []).filter((p) => p.status !== 'WaitingForApproval');
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      {waiting.isError && <Alert type="error" showIcon title={t(PT.loadFailed)} description={t(waiting.error.message)} style={{ marginBottom: 12 }} />}
      {/* An empty list says so once, inside its table (not an alert over a table saying "No data" as well). */}
      <ListTable rows={waitingRows} rowKey={(p) => p.id} columns={waitingColumns} translate={t} label={t(title)} loading={waiting.isFetching} timeZone={currencies.timeZone} emptyText={t(PT.noPending)} />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>{t(PT.recentTitle)}</Typography.Title>
      <ListTable rows={recentRows} rowKey={(p) => p.id} columns={recentColumns} translate={t} label={t(PT.recentTitle)} loading={recent.isFetching} timeZone={currencies.timeZone} emptyText={t(PT.noRecent)} />
      {reject.dialog}
    </Card>
  );
}
