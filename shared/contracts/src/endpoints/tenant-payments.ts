/** The tenant's pending payments (issue 13, ADR 0055): tenant staff on their tenant's merchants' waiting payouts. */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { emptyBody, errorBodySchema, pagedSchema } from '../endpoint/common-schemas';
import { TENANT_PAYMENT_PATHS as P, type TenantPendingPayment } from '../tenant-payments';

const tags = ['Tenant payments'] as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const mode = { type: 'string', enum: ['Test', 'Live'] } as const;
const headers = {
  type: 'object', required: ['x-request-id', 'mode'],
  properties: { 'x-request-id': { ...uuid, description: 'Idempotency key' }, mode },
} as const;
const params = { type: 'object', required: ['paymentId'], properties: { paymentId: uuid } } as const;

const pendingSchema = typed<TenantPendingPayment>()({
  type: 'object',
  required: ['id', 'externalId', 'tenantId', 'merchantId', 'merchantName', 'websiteId', 'amount', 'currency', 'createdAt',
    'beneficiaryName', 'beneficiaryAccount', 'reference', 'payeeConfirmation', 'requestedBy', 'payoutChannel'],
  properties: {
    id: uuid, externalId: text, tenantId: uuid, merchantId: uuid, merchantName: text, websiteId: nullableText, amount: { type: 'integer' }, currency: text,
    createdAt: { type: 'string', format: 'date-time' }, beneficiaryName: nullableText, beneficiaryAccount: nullableText, reference: nullableText,
    payeeConfirmation: nullableText, requestedBy: nullableText,
    payoutChannel: { ...nullableText, description: 'The banking channel it leaves through if approved now; null: none active in its currency (approving is refused)' },
  },
});
const decidedSchema = { type: 'object', required: ['id', 'status'], properties: { id: uuid, status: text, message: text } } as const;

export const TENANT_PAYMENT_ENDPOINTS = {
  pending: defineEndpoint({
    modeScoped: true,
    method: 'GET', path: P.pending, base: 'merchant', tags, summary: "The tenant's payouts waiting for approval, oldest first",
    headers: { type: 'object', properties: { mode: { ...text, description: 'System mode, Test or Live; default Test' } } },
    query: { type: 'object', properties: { pageIndex: { type: 'integer', minimum: 0, default: 0 }, pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, merchantId: uuid } },
    responses: { 200: pagedSchema(pendingSchema) },
  }),
  approve: defineEndpoint({
    method: 'POST', path: P.approve, base: 'merchant', tags, summary: 'Approve a waiting payout (not one you asked for): paid, fee and journal booked',
    params, headers, body: emptyBody, optionalBody: true, responses: { 200: decidedSchema, 409: errorBodySchema, 422: errorBodySchema },
  }),
  decline: defineEndpoint({
    method: 'POST', path: P.decline, base: 'merchant', tags, summary: 'Decline a waiting payout with the reject-reason dialog\'s reason',
    params, headers,
    body: { type: 'object', additionalProperties: false, required: ['rejectReason'], properties: { rejectReason: { type: 'string', minLength: 1, maxLength: 500 }, response: text } },
    responses: { 200: decidedSchema, 409: errorBodySchema, 422: errorBodySchema },
  }),
} as const;
