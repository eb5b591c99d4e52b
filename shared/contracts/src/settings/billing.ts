/**
 * Billing settings (crm/settings/accounting/billing-settings, ADR 0066): one per tenant, how it invoices its
 * customers: the billing currency, the day invoices are issued, payment terms, VAT, the invoice address and a
 * monthly minimum. The invoices report and its invoice documents read them.
 */
import { defineResource } from '../resource/define-resource';

export const BILLING_SETTINGS_PERMISSION = 'Settings.AccountingBillingSettings';
export const BILLING_LIMITS = { maxInvoiceDay: 28, maxPaymentTermsDays: 120, maxVatBasisPoints: 10_000, maxVatNumber: 32, maxAddress: 500, maxMinimum: 100_000_000 } as const;
export const BILLING_MESSAGES = {
  currency: 'Unknown or inactive currency {{currency}}',
  exists: 'This tenant has its billing settings already: edit them',
} as const;

export const billingSettingsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['billingCurrency', 'invoiceDay', 'paymentTermsDays', 'vatBasisPoints', 'vatNumber', 'invoiceAddress', 'monthlyMinimum'],
  properties: {
    billingCurrency: { type: 'string', pattern: '^[A-Z]{3}$' },
    /** Day of the month after the period on which its invoice is issued (1-28: every month has it). */
    invoiceDay: { type: 'integer', minimum: 1, maximum: BILLING_LIMITS.maxInvoiceDay },
    paymentTermsDays: { type: 'integer', minimum: 0, maximum: BILLING_LIMITS.maxPaymentTermsDays },
    /** VAT in hundredths of a percent (2000 = 20 %). */
    vatBasisPoints: { type: 'integer', minimum: 0, maximum: BILLING_LIMITS.maxVatBasisPoints },
    vatNumber: { type: 'string', maxLength: BILLING_LIMITS.maxVatNumber, pattern: '^[A-Za-z0-9 -]*$' },
    invoiceAddress: { type: 'string', minLength: 1, maxLength: BILLING_LIMITS.maxAddress },
    /** Minor units of the billing currency: a month's fees below it are topped up to it. */
    monthlyMinimum: { type: 'integer', minimum: 0, maximum: BILLING_LIMITS.maxMinimum },
  },
} as const;

export const billingSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tenantId', ...billingSettingsBodySchema.required, 'updatedAt'],
  properties: {
    id: { type: 'string' },
    tenantId: { type: 'string' },
    ...billingSettingsBodySchema.properties,
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const BILLING_SETTINGS = defineResource({
  key: 'billing-settings', path: 'settings/billing-settings', title: 'Billing settings', tag: 'Settings: engines',
  row: billingSettingsSchema, body: billingSettingsBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {},
  sorts: ['updatedAt'], defaultSort: { key: 'updatedAt', direction: 'desc' }, paging: 'offset',
  modeScoped: false, scope: 'tenant',
});

export const BILLING_ENDPOINTS = { billingSettings: BILLING_SETTINGS.endpoints };
