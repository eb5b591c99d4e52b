import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { usePermissions } from '@portal/auth';
import { PAYMENT_MESSAGES, TENANT_PAYMENT_PERMISSIONS, payeeConfirmationTone, type TenantPendingPayment } from '@portal/contracts';
import { AlertBannerProvider, formatMoney, ListPager, ListTable, StatusPill, useRejectReason, useResourceList, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { PT } from '../../i18n/payment-texts';
import { T } from '../../i18n/texts';
import { TP } from '../../i18n/tenant-payment-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useActionRunner } from '../actions/use-action-runner';
import { useCurrencies } from '../payments/use-currencies';
import { TENANT_PENDING_PAYMENTS, tenantPaymentsApi } from './tenant-payments-api';

/** The ids of a row's "no payout channel" cell and of the note over the table, which a disabled Approve names. */
const noChannelId = (p: TenantPendingPayment) => `no-payout-channel-${p.id}`;
const NO_CHANNEL_NOTE = 'no-payout-channel-note';

/**
 * transaction-management/pending-payments (ADR 0055): the tenant's merchants' payouts waiting for approval, oldest
 * first; staff holding the approvals permission approve (paid at once) or decline with the kit's reject-reason dialog.
 * Each names the banking channel it leaves through (ADR 0150); without one, Approve is disabled and the reason is beside it.
 */
export function TenantPendingPaymentsPage({ title }: { title: string }) {
  return (
    <AlertBannerProvider>
      <TenantPendingPayments title={title} />
    </AlertBannerProvider>
  );
}

function TenantPendingPayments({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const runner = useActionRunner();
  const currencies = useCurrencies();
  const { permissions } = usePermissions();
  const canDecide = permissions.has(TENANT_PAYMENT_PERMISSIONS.decide);
  const reject = useRejectReason({ title: t(PT.declineReason) });
  const list = useResourceList<TenantPendingPayment>(TENANT_PENDING_PAYMENTS);
  const pending = list.result;
  const { refresh } = list;
  const money = (p: TenantPendingPayment) => formatMoney(p.amount, p.currency, currencies.places(p.currency));

  const approve = async (p: TenantPendingPayment) => {
    const requestId = crypto.randomUUID();
    await runner.run({ requestId, send: async () => { await tenantPaymentsApi.approve(p.id, requestId); return { message: t(PAYMENT_MESSAGES.paymentApproved) }; } });
    void refresh();
  };
  const decline = async (p: TenantPendingPayment) => {
    const answer = await reject.ask();
    if (!answer) return;
    const requestId = crypto.randomUUID();
    await runner.run({ requestId, send: async () => { await tenantPaymentsApi.decline(p.id, answer.rejectReason, requestId); return { message: t(PAYMENT_MESSAGES.paymentDeclined) }; } });
    void refresh();
  };

  const columns = useMemo<ColumnDef<TenantPendingPayment>[]>(() => [
    { key: 'externalId', title: T.externalId, value: (p) => p.externalId, width: 160 },
    { key: 'createdAt', title: PT.created, kind: 'dateTime', value: (p) => p.createdAt, width: 150 },
    { key: 'merchantName', title: TP.merchant, value: (p) => p.merchantName, width: 190 },
    { key: 'amount', title: T.amount, kind: 'money', value: (p) => p.amount, currency: (p) => p.currency, decimalPlaces: (p) => currencies.places(p.currency), width: 130 },
    { key: 'beneficiaryName', title: PT.beneficiary, value: (p) => p.beneficiaryName ?? '', width: 170 },
    { key: 'beneficiaryAccount', title: PT.account, value: (p) => p.beneficiaryAccount ?? '', width: 220 },
    { key: 'reference', title: PT.reference, value: (p) => p.reference ?? '', width: 150 },
    { key: 'payeeConfirmation', title: PT.payeeConfirmation, value: (p) => p.payeeConfirmation ?? '', width: 150,
      render: (p) => (p.payeeConfirmation ? <StatusPill status={p.payeeConfirmation} tone={payeeConfirmationTone(p.payeeConfirmation)} label={t(p.payeeConfirmation === 'NotNeeded' ? PT.NotNeeded : p.payeeConfirmation)} /> : null) },
    { key: 'requestedBy', title: PT.requestedBy, value: (p) => p.requestedBy ?? '', width: 150 },
    // Where the money would leave now (ADR 0150); none: the reason, and Approve waits for a channel.
    { key: 'payoutChannel', title: TP.payoutChannel, value: (p) => p.payoutChannel ?? '', width: 200,
      render: (p) => p.payoutChannel ?? <Typography.Text type="danger" id={noChannelId(p)}>{t(TP.noPayoutChannelIn, { currency: p.currency })}</Typography.Text> },
    ...(canDecide ? [{
      key: 'actions', title: PT.actions, kind: 'actions' as const, value: () => '', width: 220,
      render: (p: TenantPendingPayment) => (
        <Space>
          {p.payoutChannel ? (
            <Popconfirm title={t(TP.confirmApprove, { externalId: p.externalId, amount: money(p), merchant: p.merchantName })} okText={t(PT.approve)} onConfirm={() => approve(p)}>
              <Button size="small" type="primary" aria-label={t(PT.approveNamed, { externalId: p.externalId })}>{t(PT.approve)}</Button>
            </Popconfirm>
          ) : (
            <Button size="small" type="primary" disabled aria-label={t(PT.approveNamed, { externalId: p.externalId })} aria-describedby={`${noChannelId(p)} ${NO_CHANNEL_NOTE}`}>{t(PT.approve)}</Button>
          )}
          <Button size="small" danger aria-label={t(PT.declineNamed, { externalId: p.externalId })} onClick={() => void decline(p)}>{t(PT.decline)}</Button>
        </Space>
      ),
    }] : []),
  ], [canDecide, currencies, t]); // eslint-disable-line react-hooks/exhaustive-deps

  // The currencies on this page no channel pays out: said once over the table, each row's cell short.
  const missing = [...new Set(list.table.rows.filter((p) => !p.payoutChannel).map((p) => p.currency))].sort();
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph>{t(canDecide ? TP.intro : TP.introReadOnly)}</Typography.Paragraph>
      {missing.length > 0 && (
        <Alert type="warning" showIcon id={NO_CHANNEL_NOTE} title={t(TP.noPayoutChannel, { currencies: missing.join(', ') })} style={{ marginBottom: 12 }} />
      )}
      {pending.isError && <Alert type="error" showIcon title={t(PT.loadFailed)} description={t(pending.error.message)} style={{ marginBottom: 12 }} />}
      {/* An empty list says so once, inside its table. */}
      <ListTable {...list.table} columns={columns} translate={t} label={t(title)} emptyText={t(PT.noPending)} />
      <ListPager {...list.pager} />
      {reject.dialog}
    </Card>
  );
}
