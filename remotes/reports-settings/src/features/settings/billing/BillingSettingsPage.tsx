import { Typography } from 'antd';
import { useMemo } from 'react';
import { BILLING_SETTINGS, type ResourceRowOf } from '@portal/contracts';
import { formatPercent } from '@portal/i18n';
import { ResourceListPage, useLookup, type ColumnDef, type FieldOverrides } from '@portal/kit';
import { useEngineSettingsTranslation } from '../engine-settings-texts';

type BillingSettings = ResourceRowOf<typeof BILLING_SETTINGS>;

/**
 * Billing settings (crm/settings/accounting/billing-settings, ADR 0066): the tenant's one billing setup,
 * read by the invoices report (monthly minimum, VAT, due date) and its invoice documents.
 */
export function BillingSettingsPage({ title }: { title: string }) {
  const { t } = useEngineSettingsTranslation();
  const currencies = useLookup('currencies');
  const columns = useMemo<ColumnDef<BillingSettings>[]>(() => [
    { key: 'billingCurrency', title: 'Billing currency', value: (r) => r.billingCurrency, alwaysShown: true },
    { key: 'invoiceDay', title: 'Invoice day', value: (r) => r.invoiceDay, align: 'right' },
    { key: 'paymentTermsDays', title: 'Payment terms', value: (r) => t('{{days}} days', { days: r.paymentTermsDays }) },
    { key: 'vatRate', title: 'VAT rate', value: (r) => formatPercent(r.vatBasisPoints / 100), align: 'right' },
    { key: 'vatNumber', title: 'VAT number', value: (r) => r.vatNumber },
    { key: 'invoiceAddress', title: 'Invoice address', value: (r) => r.invoiceAddress.replace(/\n/g, ', ') },
    {
      key: 'monthlyMinimum', title: 'Monthly minimum', kind: 'money', value: (r) => r.monthlyMinimum,
      currency: (r) => r.billingCurrency, decimalPlaces: (r) => currencies.byId.get(r.billingCurrency)?.decimalPlaces,
    },
    { key: 'updatedAt', title: 'Updated', kind: 'dateTime', value: (r) => r.updatedAt, sortable: true },
  ], [t, currencies.byId]);

  const form = useMemo<FieldOverrides>(() => ({
    billingCurrency: { label: t('Billing currency'), type: 'select', options: currencies.options },
    invoiceDay: { label: t('Invoice day of the month after the period (1-28)') },
    paymentTermsDays: { label: t('Payment terms in days') },
    vatBasisPoints: { label: t('VAT rate in basis points (2000 = 20 %)') },
    vatNumber: { label: t('VAT number') },
    invoiceAddress: { label: t('Invoice address'), inputType: 'textarea' },
    monthlyMinimum: { label: t('Monthly minimum in minor units of the billing currency') },
  }), [t, currencies.options]);

  return (
    <ResourceListPage<BillingSettings>
      resource={BILLING_SETTINGS}
      columns={columns}
      title={title}
      translate={t}
      before={<Typography.Paragraph type="secondary">{t('billingIntro')}</Typography.Paragraph>}
      create={{ fields: form, initial: { invoiceDay: 1, paymentTermsDays: 14, vatBasisPoints: 0, vatNumber: '', monthlyMinimum: 0 } }}
      edit={{ fields: form }}
      remove
      rowName={(r) => r.billingCurrency}
    />
  );
}
