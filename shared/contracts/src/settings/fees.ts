/**
 * Fee receivers (crm/settings/fees, ADR 0066): who receives which fee of a tenant's transactions (the tenant,
 * a partner or ISO, the platform), per fee type and optionally per payment method and currency, as a rate in
 * basis points of the amount and/or a fixed amount in minor units. Stored per mode. The money rows an action
 * books (transaction_fees, then the journals' fee_revenue) are computed from the active receivers.
 */
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';

export const FEE_TYPES = ['Processing', 'Scheme', 'Refund', 'Chargeback', 'Payout'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const FEE_RECEIVER_KINDS = ['Tenant', 'Partner', 'Platform'] as const;
export type FeeReceiverKind = (typeof FEE_RECEIVER_KINDS)[number];
export const FEES_PERMISSION = 'Settings.Fees';
export const FEE_LIMITS = { maxBasisPoints: 10_000, maxFixedAmount: 100_000_000, maxPartnerName: 100 } as const;
export const FEE_MESSAGES = {
  partnerName: 'Name the partner that receives this fee',
  noPartnerName: 'Only a partner receiver has a partner name',
  nothing: 'Give a rate, a fixed amount or both',
  currency: 'Unknown or inactive currency {{currency}}',
  method: 'Unknown or inactive payment method {{method}}',
  inUse: 'This fee receiver is in use by {{count}} posted fees: deactivate it instead',
  duplicate: 'This receiver already has a rule for this fee type, method and currency',
} as const;

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const feeReceiverBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['feeType', 'receiver', 'basisPoints', 'fixedAmount', 'isActive'],
  properties: {
    feeType: { type: 'string', enum: FEE_TYPES },
    receiver: { type: 'string', enum: FEE_RECEIVER_KINDS },
    /** The partner's (ISO's) name; only with receiver Partner. */
    partnerName: nullableText(FEE_LIMITS.maxPartnerName),
    /** A payment method id; null: every method. */
    paymentMethod: nullableText(64),
    /** A currency code; null: every currency. */
    currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    /** Hundredths of a percent of the amount (140 = 1.40 %). */
    basisPoints: { type: 'integer', minimum: 0, maximum: FEE_LIMITS.maxBasisPoints },
    /** Minor units of the transaction's currency, added to the rate's part. */
    fixedAmount: { type: 'integer', minimum: 0, maximum: FEE_LIMITS.maxFixedAmount },
    isActive: { type: 'boolean' },
  },
} as const;

export const feeReceiverSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tenantId', 'mode', 'feeType', 'receiver', 'partnerName', 'paymentMethod', 'currency', 'basisPoints', 'fixedAmount', 'isActive', 'updatedAt'],
  properties: {
    id: { type: 'string' },
    tenantId: { type: 'string' },
    mode: { type: 'string', enum: ['Test', 'Live'] },
    ...feeReceiverBodySchema.properties,
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const FEE_RECEIVERS = defineResource({
  key: 'fee-receivers', path: 'settings/fee-receivers', title: 'Fee receivers', tag: 'Settings: engines',
  row: feeReceiverSchema, body: feeReceiverBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    feeType: oneOf('Fee type', FEE_TYPES, { multiple: true }),
    receiver: oneOf('Receiver', FEE_RECEIVER_KINDS, { multiple: true }),
    search: text('Partner', { field: 'partnerName' }),
    isActive: flag('Active'),
  },
  sorts: ['feeType', 'receiver', 'updatedAt'], defaultSort: { key: 'feeType', direction: 'asc' }, paging: 'offset',
  modeScoped: true, scope: 'tenant',
});

export const FEES_ENDPOINTS = { feeReceivers: FEE_RECEIVERS.endpoints };
