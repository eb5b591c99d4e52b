import { CopyOutlined, StopOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { PAYMENT_LINKS_RESOURCE, type PaymentLinkRow } from '@portal/contracts';
import {
  ActionButton, formatMoney, ResourceListPage, StatusPill, useAlertBanner, useDecimalPlaces, useLookup, useResourceMutation, type ColumnDef,
} from '@portal/kit';
import { LinkPaymentsDrawer } from './LinkPaymentsDrawer';
import { linkBody, linkFields, linkValuesOf } from './link-form';
import { K, usePaymentLinksTranslation } from './texts';

const STATUS_TONE = { Active: 'positive', Expired: 'neutral', UsedUp: 'pending', Inactive: 'negative' } as const;

/**
 * Payment links (spec part 2: /merchant/payment-settings/payment-links; ADR 0108): the merchant's links of the mode the
 * switch shows, each with its public page /pay/<token> (Copy puts it on the clipboard), its uses and status; New and
 * Edit in the resource dialog; Deactivate stops a link at once (its page then says so), its history kept. A link's
 * row (or its Payments action) opens its payments (LinkPaymentsDrawer).
 */
export function PaymentLinksPage({ title }: { title: string }) {
  const { t } = usePaymentLinksTranslation();
  // The merchant's own websites: a link is paid on one of them.
  const websites = useLookup('websites');
  const websiteOptions = websites.options;
  const currencies = useLookup('currencies');
  const places = useDecimalPlaces();


  const amountOf = (r: PaymentLinkRow) => (r.amountType === 'Fixed'
    ? formatMoney(r.amount, r.currency, places(r.currency))
    : t(K.range, { min: formatMoney(r.minAmount, r.currency, places(r.currency)), max: formatMoney(r.maxAmount, r.currency, places(r.currency)) }));
  const columns = useMemo<ColumnDef<PaymentLinkRow>[]>(() => [
    { key: 'description', title: K.description, value: (r) => r.description, sortable: true, alwaysShown: true, width: 220 },
    { key: 'amount', title: K.amount, value: amountOf, width: 170 },
    { key: 'status', title: K.status, value: (r) => t(K[r.status]), width: 120, render: (r) => <StatusPill status={r.status} tone={STATUS_TONE[r.status]} label={t(K[r.status])} /> },
    { key: 'uses', title: K.uses, value: (r) => (r.maxUses === null ? String(r.uses) : t(K.usesOf, { uses: r.uses, max: r.maxUses })), width: 100 },
    {
      key: 'url', title: K.link, value: (r) => r.url, width: 320,
      render: (r) => <Typography.Text code style={{ wordBreak: 'break-all' }}>{r.url}</Typography.Text>,
    },
    { key: 'expiresAt', title: K.expiresAt, kind: 'dateTime', value: (r) => r.expiresAt ?? '', width: 170 },
    { key: 'lastPaidAt', title: K.lastPaid, kind: 'dateTime', value: (r) => r.lastPaidAt ?? '', width: 170 },
    { key: 'createdAt', title: K.created, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170 },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amountOf reads t and places, listed
  ], [t, places]);
  const fieldsFor = (row: PaymentLinkRow | undefined) => linkFields((s) => t(s), websiteOptions, currencies.options, !!row);

  return (
    <ResourceListPage<PaymentLinkRow>
      resource={PAYMENT_LINKS_RESOURCE} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.description}
      fields={{ search: { label: t(K.description) }, active: { label: t(K.active) } }}
      emptyText={t(K.noLinks)}
      before={<Typography.Paragraph type="secondary">{t(K.intro)}</Typography.Paragraph>}
      create={{
        fields: fieldsFor, title: () => t(K.newLink),
        initial: { amountType: 'Fixed', currency: 'GBP', websiteId: websiteOptions[0]?.id },
        // A new link starts on the first website: New waits for the websites.
        ready: !websites.isLoading,
        toBody: (values) => linkBody(values, places),
      }}
      edit={{
        fields: fieldsFor, title: (row) => t(K.editLink, { description: row?.description ?? '' }),
        valuesOf: (row) => linkValuesOf(row, places), toBody: (values) => linkBody(values, places),
      }}
      rowActions={(row, list) => (
        <>
          <ActionButton label={t(K.showPayments, { description: row.description })} icon={<UnorderedListOutlined aria-hidden />} onClick={() => list.drawer.open(row.id)} />
          <CopyLinkButton row={row} />
          {row.active && <DeactivateButton row={row} />}
        </>
      )}
      drawer={(opened, close) => <LinkPaymentsDrawer key={opened.id} linkId={opened.id} row={opened.row} onClose={close} />}
    />
  );
}

/** Copy: the link's URL on the clipboard, said in the list's banner (inside the list, where its banner lives). */
function CopyLinkButton({ row }: { row: PaymentLinkRow }) {
  const { t } = usePaymentLinksTranslation();
  const banner = useAlertBanner();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(row.url);
      banner.show({ id: 'payment-links-copy', severity: 'success', message: t(K.copied) });
    } catch {
      banner.show({ id: 'payment-links-copy', severity: 'failed', message: t(K.copyFailed) });
    }
  };
  return <ActionButton label={t(K.copyLink, { description: row.description })} icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} />;
}

/** Deactivate: the link's own values with active false (its expiry kept, even a past one). */
function DeactivateButton({ row }: { row: PaymentLinkRow }) {
  const { t } = usePaymentLinksTranslation();
  const places = useDecimalPlaces();
  const update = useResourceMutation(PAYMENT_LINKS_RESOURCE, 'update');
  const deactivate = () => {
    const body = linkBody(linkValuesOf(row, places) as never, places);
    void update.run({ id: row.id, body: { ...body, expiresAt: row.expiresAt, active: false } });
  };
  return <ActionButton label={t(K.deactivate, { description: row.description })} icon={<StopOutlined aria-hidden />} onClick={deactivate} />;
}
