/**
 * Disputes (issue 13 part A, ADR 0050). Tenant staff see their tenant's disputes, platform staff every tenant's
 * (tenantId narrows); each call answers only the Mode header's disputes. A dispute outside the scope is 404; a
 * refusal of the rules 409/422 (403 for a live decision by tenant staff) with DISPUTE_REFUSALS' message.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { errorBodySchema, pagingQueryProperties } from '../endpoint/common-schemas';
import {
  DISPUTE_ACTIONS, DISPUTE_EVIDENCE_LIMITS, DISPUTE_OUTCOMES, DISPUTE_PATHS, DISPUTE_STATUSES, type DisputeRecord,
} from '../transactions';

/**
 * The declarations, built inside one function so that a bundle that does not use them (the host's shell) drops
 * them whole: its call is marked pure, and the schema helpers' calls inside it go with it.
 */
function declareDisputeEndpoints() {
  const tags = ['Disputes'] as const;
  const text = { type: 'string' } as const;
  const nullableText = { type: ['string', 'null'] } as const;
  const uuid = { type: 'string', format: 'uuid' } as const;
  const dateTime = { type: 'string', format: 'date-time' } as const;
  const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

  const strict = <const P extends Record<string, unknown>>(properties: P) =>
    ({ type: 'object', additionalProperties: false, required: Object.keys(properties) as Array<keyof P & string>, properties }) as const;

  const disputeSchema = typed<DisputeRecord>()(strict({
    id: text, tenantId: text, tenantName: text, merchantId: text, merchantName: text, chargebackId: text, chargebackExternalId: text,
    paymentId: text, paymentExternalId: text, scheme: text, reasonCode: text, category: text, reasonDescription: text,
    amount: { type: 'integer' }, currency: text, mode: { type: 'string', enum: ['Test', 'Live'] },
    status: { type: 'string', enum: DISPUTE_STATUSES }, openedAt: dateTime, respondBy: dateTime, overdue: { type: 'boolean' },
    evidenceText: nullableText, evidenceSubmittedAt: nullableDateTime,
    evidenceFiles: { type: 'array', items: strict({ fileId: text, fileName: text }) },
    decidedAt: nullableDateTime, outcomeNote: nullableText,
    actions: { type: 'array', items: { type: 'string', enum: DISPUTE_ACTIONS } },
  }));

  const disputePage = typed<{ count: number; data: DisputeRecord[] }>()({
    type: 'object', required: ['count', 'data'], properties: { count: { type: 'integer' }, data: { type: 'array', items: disputeSchema } },
  });

  const params = { type: 'object', required: ['disputeId'], properties: { disputeId: uuid } } as const;
  const tenantQuery = { type: 'object', properties: { tenantId: uuid } } as const;
  const refusals = { 409: errorBodySchema, 422: errorBodySchema } as const;
  const answer = typed<{ dispute: DisputeRecord; message: string }>()({
    type: 'object', required: ['dispute', 'message'], properties: { dispute: disputeSchema, message: text },
  });
  const note = { type: 'string', maxLength: 500 } as const;

  return {
    list: defineEndpoint({
      modeScoped: true,
      method: 'GET', path: DISPUTE_PATHS.list, base: 'merchant', tags,
      summary: 'Disputes, newest first: status, merchant, reason code and a chargeback or payment id narrow them',
      query: {
        type: 'object',
        properties: {
          ...pagingQueryProperties(100, 20),
          status: { type: 'string', enum: DISPUTE_STATUSES }, Customer: uuid, reasonCode: { type: 'string', maxLength: 20 },
          search: { type: 'string', maxLength: 255 }, tenantId: uuid,
        },
      },
      responses: { 200: disputePage },
    }),
    detail: defineEndpoint({
      method: 'GET', path: DISPUTE_PATHS.detail, base: 'merchant', tags, params, query: tenantQuery,
      summary: 'One dispute with its evidence, outcome and the actions the caller may take', responses: { 200: disputeSchema },
    }),
    evidence: defineEndpoint({
      method: 'POST', path: DISPUTE_PATHS.evidence, base: 'merchant', tags, params,
      summary: 'Submits evidence (a text and files uploaded through the Attachments box) by the respond-by date',
      body: {
        type: 'object', additionalProperties: false, required: ['text', 'fileIds'],
        properties: {
          text: { type: 'string', maxLength: DISPUTE_EVIDENCE_LIMITS.textMaxLength },
          fileIds: { type: 'array', maxItems: DISPUTE_EVIDENCE_LIMITS.maxFiles, uniqueItems: true, items: uuid },
        },
      },
      responses: { 200: answer, ...refusals },
    }),
    accept: defineEndpoint({
      method: 'POST', path: DISPUTE_PATHS.accept, base: 'merchant', tags, params,
      summary: 'Accepts the dispute: the chargeback is booked and the amount goes back to the cardholder',
      body: { type: 'object', additionalProperties: false, properties: { note } }, optionalBody: true,
      responses: { 200: answer, ...refusals },
    }),
    decision: defineEndpoint({
      method: 'POST', path: DISPUTE_PATHS.decision, base: 'merchant', tags, params,
      summary: "Records the card scheme's decision (Won or Lost) on a dispute under review (tenant staff: test disputes only)",
      body: { type: 'object', additionalProperties: false, required: ['outcome', 'note'], properties: { outcome: { type: 'string', enum: DISPUTE_OUTCOMES }, note: { ...note, minLength: 1 } } },
      responses: { 200: answer, 403: errorBodySchema, ...refusals },
    }),
  } as const;
}

export const DISPUTE_ENDPOINTS = /*#__PURE__*/ declareDisputeEndpoints();
