/**
 * UTR resubmissions (issue 13, ADR 0055): tenant staff on their tenant's payments, a merchant on its own; the Mode
 * header's rows only. Another scope's payment is 404.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { pagedSchema } from '../endpoint/common-schemas';
import { UTR_LIMITS, UTR_OUTCOMES, UTR_PATHS, UTR_PATTERN, type UtrPendingPayment, type UtrResubmission } from '../utr';

const tags = ['UTR resubmissions'] as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const outcome = { type: 'string', enum: UTR_OUTCOMES } as const;

const pendingSchema = typed<UtrPendingPayment>()({
  type: 'object',
  required: ['id', 'externalId', 'merchantId', 'merchantName', 'amount', 'currency', 'createdAt', 'customerEmail', 'attempts', 'lastUtr', 'lastOutcome', 'lastSubmittedAt'],
  properties: {
    id: uuid, externalId: text, merchantId: uuid, merchantName: text, amount: { type: 'integer' }, currency: text, createdAt: dateTime,
    customerEmail: nullableText, attempts: { type: 'integer' }, lastUtr: nullableText, lastOutcome: { anyOf: [outcome, { type: 'null' }] },
    lastSubmittedAt: { type: ['string', 'null'], format: 'date-time' },
  },
});

const resubmissionSchema = typed<UtrResubmission>()({
  type: 'object',
  required: ['id', 'transactionId', 'externalId', 'merchantName', 'utr', 'outcome', 'amount', 'currency', 'transactionStatus', 'submittedBy', 'submittedAt'],
  properties: {
    id: uuid, transactionId: uuid, externalId: text, merchantName: text, utr: text, outcome, amount: { type: 'integer' }, currency: text,
    transactionStatus: text, submittedBy: { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } }, submittedAt: dateTime,
  },
});

const paging = {
  pageIndex: { type: 'integer', minimum: 0, default: 0 },
  pageSize: { type: 'integer', minimum: 1, maximum: UTR_LIMITS.maxPageSize, default: 20 },
} as const;

const submitBody = {
  type: 'object', additionalProperties: false, required: ['transactionId', 'utr'],
  properties: { transactionId: uuid, utr: { type: 'string', pattern: UTR_PATTERN, description: 'A UTR has 12 digits' } },
} as const;

const endpointsOf = (kind: 'tenant' | 'merchant') => ({
  pending: defineEndpoint({
    method: 'GET', path: kind === 'tenant' ? UTR_PATHS.tenantPending : UTR_PATHS.merchantPending, base: 'merchant', tags, modeScoped: true,
    summary: 'Pending bank-transfer payments waiting for their credit, oldest first, with their latest UTR submission',
    query: { type: 'object', properties: { ...paging, search: { type: 'string', maxLength: 100, description: 'Part of the external id' } } },
    responses: { 200: pagedSchema(pendingSchema) },
  }),
  list: defineEndpoint({
    method: 'GET', path: kind === 'tenant' ? UTR_PATHS.tenantList : UTR_PATHS.merchantList, base: 'merchant', tags, modeScoped: true,
    summary: 'UTR submissions, newest first, optionally of one payment', query: { type: 'object', properties: { ...paging, transactionId: uuid } },
    responses: { 200: pagedSchema(resubmissionSchema) },
  }),
  submit: defineEndpoint({
    method: 'POST', path: kind === 'tenant' ? UTR_PATHS.tenantList : UTR_PATHS.merchantList, base: 'merchant', tags, modeScoped: true,
    summary: "Submit a payment's UTR: matched to the merchant's unmatched bank credit of that UTR, amount and currency (the payment is then captured)",
    body: submitBody, responses: { 201: resubmissionSchema, 409: { type: 'object', properties: { error: text } } },
  }),
});

export const UTR_ENDPOINTS = { tenant: endpointsOf('tenant'), merchant: endpointsOf('merchant') } as const;
