import { Alert, Descriptions, Drawer } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { PAYMENT_LINK_PAYMENTS_RESOURCE, PAYMENT_LINKS_RESOURCE, type PaymentLinkPaymentRow, type PaymentLinkRow } from '@portal/contracts';
import { formatMoney, ResourceListPage, StatusPill, useDecimalPlaces, type ColumnDef } from '@portal/kit';
import { K, usePaymentLinksTranslation } from './texts';

const STATUS_TONE = { Active: 'positive', Expired: 'neutral', UsedUp: 'pending', Inactive: 'negative' } as const;
/** The transaction lookup's drawer of one payment (the lookup opens `?tx=`). */
export const lookupUrlOf = (transactionId: string) => `/merchant/transaction-management/transaction-lookup?tx=${encodeURIComponent(transactionId)}`;

/**
 * One payment link's payments (ADR 0108, 0110): the link's amount, status and uses, then every attempt through its page,
 * newest first — time, amount, paid or declined with the transaction's status, card last 4, and the transaction's
 * reference opening it in the lookup. The server answers only the merchant's own link of the switch's mode (404 else).
 */
export function LinkPaymentsDrawer({ linkId, row, onClose }: { linkId: string; row: PaymentLinkRow | undefined; onClose(): void }) {
  const { t } = usePaymentLinksTranslation();
  const places = useDecimalPlaces();
  // Opened from an address (?open=) the link may not be on the list's page: read it.
  const fetched = useQuery({
    queryKey: ['payment-link', linkId], enabled: !row,
    queryFn: ({ signal }) => callApi(PAYMENT_LINKS_RESOURCE.endpoints.one, { params: { id: linkId }, signal, silent: true }) as Promise<PaymentLinkRow>,
    retry: false,
  });
  const link = row ?? fetched.data;
  const columns = useMemo<ColumnDef<PaymentLinkPaymentRow>[]>(() => [
    { key: 'createdAt', title: K.paidAt, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, alwaysShown: true, width: 170 },
    { key: 'amount', title: K.amount, value: (r) => formatMoney(r.amount, r.currency, places(r.currency)), width: 120 },
    {
      key: 'paid', title: K.status, value: (r) => t(r.paid ? K.paymentPaid : K.paymentDeclined), width: 150,
      render: (r) => <StatusPill status={r.paid ? 'Paid' : 'Declined'} tone={r.paid ? 'positive' : 'negative'} label={t(r.paid ? K.paymentPaid : K.paymentDeclined)} />,
    },
    { key: 'transactionStatus', title: K.transactionStatus, value: (r) => r.status, width: 130 },
    { key: 'cardLast4', title: K.cardLast4, value: (r) => (r.cardLast4 ? `•••• ${r.cardLast4}` : ''), width: 110 },
    {
      key: 'externalId', title: K.transaction, value: (r) => r.externalId, width: 170,
      render: (r) => <Link to={lookupUrlOf(r.transactionId)} title={t(K.openTransaction, { reference: r.externalId })}>{r.externalId}</Link>,
    },
  ], [t, places]);

  const title = link ? t(K.paymentsOf, { description: link.description }) : t(K.payments);
  return (
    <Drawer open onClose={onClose} size="large" styles={{ wrapper: { maxWidth: '100vw' } }} destroyOnHidden title={title} closable={{ 'aria-label': t(K.close) }}>
      {!link && fetched.isError && <Alert type="error" showIcon role="alert" title={t(K.linkNotFound)} />}
      {link && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[
            { key: 'amount', label: t(K.amount), children: link.amountType === 'Fixed'
              ? formatMoney(link.amount, link.currency, places(link.currency))
              : t(K.range, { min: formatMoney(link.minAmount, link.currency, places(link.currency)), max: formatMoney(link.maxAmount, link.currency, places(link.currency)) }) },
            { key: 'status', label: t(K.status), children: <StatusPill status={link.status} tone={STATUS_TONE[link.status]} label={t(K[link.status])} /> },
            { key: 'uses', label: t(K.uses), children: link.maxUses === null ? t(K.usesUnlimited, { uses: link.uses }) : t(K.usesOf, { uses: link.uses, max: link.maxUses }) },
          ]} />
          <ResourceListPage<PaymentLinkPaymentRow>
            resource={PAYMENT_LINK_PAYMENTS_RESOURCE} title={K.paymentsTitle} translate={(text) => t(text)} columns={columns}
            list={{ fixed: { linkId }, urlPrefix: 'payments' }}
            fields={{ paid: { label: t(K.paidOnly) } }}
            rowName={(r) => r.externalId}
          />
        </>
      )}
    </Drawer>
  );
}
