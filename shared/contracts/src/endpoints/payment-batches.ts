/**
 * Batch payments and their summary (issue 13, ADR 0054): merchants only, each on its own merchant's batches (another
 * merchant's is 404). Submitting, approving and declining carry a request id (the same on a retry) and the mode.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, errorBodySchema } from '../endpoint/common-schemas';
import { BATCH_PAYMENT_LIMITS, BATCH_STATUSES, PAYEE_CONFIRMATION_STATUSES, PAYMENT_BATCH_PATHS as P, type PaymentBatch, type PaymentBatchDetail } from '../payments';

function declarePaymentBatchEndpoints() {
  const tags = ['Merchant payments'] as const;
  const base = 'merchant' as const;
  const text = { type: 'string' } as const;
  const uuid = { type: 'string', format: 'uuid' } as const;
  const mode = { type: 'string', enum: ['Test', 'Live'] } as const;
  const actor = { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } } as const;
  const nullableActor = { anyOf: [actor, { type: 'null' }] } as const;
  const dateTime = { type: 'string', format: 'date-time' } as const;
  const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
  const int = { type: 'integer' } as const;
  const requestId = { ...uuid, description: 'Idempotency key' } as const;
  const submitHeaders = { type: 'object', required: ['x-request-id', 'systemmode'], properties: { 'x-request-id': requestId, systemmode: mode } } as const;
  const decideHeaders = { type: 'object', required: ['x-request-id', 'mode'], properties: { 'x-request-id': requestId, mode } } as const;
  const batch = typed<PaymentBatch>()({
    type: 'object',
    required: ['id', 'fileName', 'mode', 'status', 'lines', 'waiting', 'paid', 'declined', 'totals', 'initiatedBy', 'decidedBy', 'declineReason', 'createdAt', 'decidedAt'],
    properties: {
      id: uuid, fileName: text, mode, status: { type: 'string', enum: BATCH_STATUSES }, lines: int, waiting: int, paid: int, declined: int,
      totals: { type: 'array', items: { type: 'object', required: ['currency', 'amount', 'count'], properties: { currency: text, amount: int, count: int } } },
      initiatedBy: actor, decidedBy: nullableActor, declineReason: { type: ['string', 'null'] }, createdAt: dateTime, decidedAt: nullableDate,
    },
  });
  const payment = {
    type: 'object',
    required: ['id', 'externalId', 'beneficiaryId', 'beneficiaryName', 'beneficiaryAccount', 'amount', 'currency', 'status', 'mode', 'reference',
      'payeeConfirmation', 'initiatedBy', 'decidedBy', 'declineReason', 'createdAt', 'decidedAt', 'batchLine'],
    properties: {
      id: uuid, externalId: text, beneficiaryId: uuid, beneficiaryName: text, beneficiaryAccount: text, amount: int, currency: text, status: text, mode,
      reference: text, payeeConfirmation: { type: 'string', enum: PAYEE_CONFIRMATION_STATUSES }, initiatedBy: actor, decidedBy: nullableActor, declineReason: { type: ['string', 'null'] },
      createdAt: dateTime, decidedAt: nullableDate, batchLine: int,
    },
  } as const;
  const detail = typed<PaymentBatchDetail>()({ type: 'object', required: ['batch', 'payments'], properties: { batch, payments: { type: 'array', items: payment } } });
  const params = { type: 'object', required: ['batchId'], properties: { batchId: uuid } } as const;
  const refusals = { 409: errorBodySchema, 422: errorBodySchema } as const;
  return {
    list: defineEndpoint({
      method: 'GET', path: P.batches, base, tags, summary: "The merchant's batches in a mode, newest first: counts, totals per currency, status",
      query: { type: 'object', required: ['mode'], properties: { mode } }, responses: { 200: arrayOf(batch) },
    }),
    detail: defineEndpoint({
      method: 'GET', path: P.batch, base, tags, summary: "One batch with each line's payment and outcome", params, responses: { 200: detail },
    }),
    create: defineEndpoint({
      method: 'POST', path: P.batches, base, tags,
      summary: 'Submit a CSV of payouts as one batch: every line checked, each a payout waiting for a second user (all or none)',
      headers: submitHeaders,
      body: {
        type: 'object', additionalProperties: false, required: ['fileName', 'csv'],
        properties: { fileName: { type: 'string', maxLength: BATCH_PAYMENT_LIMITS.maxFileName }, csv: { type: 'string', minLength: 1, maxLength: BATCH_PAYMENT_LIMITS.maxBytes, contentMediaType: 'text/csv' } },
      },
      responses: { 201: detail, ...refusals },
    }),
    approve: defineEndpoint({
      method: 'POST', path: P.approve, base, tags, summary: "A second user approves the batch's waiting payments: each is paid, fee and journal booked",
      params, headers: decideHeaders, body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true, responses: { 200: detail, ...refusals },
    }),
    decline: defineEndpoint({
      method: 'POST', path: P.decline, base, tags, summary: "A second user declines the batch's waiting payments with a reason (the reject-reason dialog)",
      params, headers: decideHeaders,
      body: { type: 'object', additionalProperties: false, required: ['rejectReason'], properties: { rejectReason: { type: 'string', minLength: 1, maxLength: 500 }, response: text } },
      responses: { 200: detail, ...refusals },
    }),
  } as const;
}

export const PAYMENT_BATCH_ENDPOINTS = /*#__PURE__*/ declarePaymentBatchEndpoints();
