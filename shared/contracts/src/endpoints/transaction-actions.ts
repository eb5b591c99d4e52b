/**
 * Transaction actions (issue 10 deliverable 2; spec part 2 section 7.1, base api/crm/transactions/; ADR 0046).
 * Tenant staff act on their tenant's transactions, platform staff on any tenant's (header tenantId). Each call
 * carries the headers of section 7.1: Website-Id (the transaction's website, when it has one), SystemMode (or
 * Mode for approves/declines: apiFetch sends Mode on every call), a request id fresh per user action and the
 * same on a retry (the server answers a repeated id with the first result), and optionally tenantId.
 * A state that does not allow the action answers 409, an amount it does not allow 422, both `{error}` with the
 * message of ACTION_REFUSALS; nothing changes then.
 */
import { defineEndpoint, typed, type JSONSchema } from '../endpoint/define-endpoint';
import { errorBodySchema, pagingQueryProperties } from '../endpoint/common-schemas';
import {
  ACTION_HEADERS, RELATIONSHIP_REQUEST_TYPES, STATUS_CHANGE_ACTION_TYPES, type BatchPayoutOutcome, type TransactionActionResult,
  type TransactionRecord,
} from '../transactions';
import { transactionRecordSchema } from './transactions';

const tags = ['Transaction actions'] as const;
const text = { type: 'string' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
/** A one-line reason a person typed (sanitised and checked again by the server). */
const reason = { type: 'string', minLength: 1, maxLength: 500 } as const;
const amount = { type: 'integer', minimum: 1, description: 'Minor units of the transaction currency' } as const;

export const TRANSACTION_ACTION_PATHS = {
  capture: 'api/crm/transactions/:transactionId/captures',
  void: 'api/crm/transactions/:transactionId/voids',
  refund: 'api/crm/transactions/:transactionId/refunds',
  statusChangeRefund: 'api/crm/transactions/:transactionId/status-change-refunds',
  reversal: 'api/crm/transactions/:transactionId/reversals',
  dispute: 'api/crm/transactions/:transactionId/dispute',
  payout: 'api/crm/transactions/:transactionId/payouts',
  checkStatus: 'api/crm/transactions/:transactionId/checkstatus',
  approve: 'api/crm/transactions/:transactionId/approves',
  decline: 'api/crm/transactions/:transactionId/declines',
  statusChange: 'api/crm/transactions/:transactionId/StatusChange',
  resetRestriction: 'api/crm/transactions/:transactionId/reset-restriction',
  payoutApprovals: 'api/crm/transactions/payout/approvals',
  payoutDeclinations: 'api/crm/transactions/payout/declinations',
  resendWebhook: 'api/crm/transactions/events/:eventId/resend-webhook',
  relationships: 'api/crm/transactions/relationships',
  deallocate: 'api/crm/transactions/relationships/deallocate',
} as const;

const txParams = { type: 'object', required: ['transactionId'], properties: { transactionId: uuid } } as const;

/** Section 7.1's action headers. Generic in the mode header's name, so each declaration requires only its own. */
const actionHeaders = <const M extends 'systemmode' | 'mode'>(mode: M) => ({
  type: 'object',
  required: [ACTION_HEADERS.requestId, mode] as [typeof ACTION_HEADERS.requestId, M],
  properties: {
    [ACTION_HEADERS.websiteId]: { ...uuid, description: "The transaction's website (when it has one)" },
    [mode]: { type: 'string', enum: ['Test', 'Live'], description: 'The mode the user works in: must be the transaction\'s' },
    [ACTION_HEADERS.requestId]: { ...uuid, description: 'Fresh per user action, the same on a retry (idempotency key)' },
    [ACTION_HEADERS.tenantId]: { ...uuid, description: "Platform staff: the transaction's tenant" },
  } as {
    'website-id': typeof uuid & { description: string };
    'x-request-id': typeof uuid & { description: string };
    tenantid: typeof uuid & { description: string };
  } & { [K in M]: { type: 'string'; enum: ['Test', 'Live']; description: string } },
}) as const;
const systemModeHeaders = actionHeaders('systemmode');
const modeHeaders = actionHeaders('mode');

const resultSchema = typed<TransactionActionResult<TransactionRecord>>()({
  type: 'object',
  required: ['transaction', 'created', 'message'],
  properties: {
    transaction: transactionRecordSchema,
    created: { anyOf: [transactionRecordSchema, { type: 'null' }] },
    message: text,
  },
});

/** A refusal of the rule table (409: the state does not allow it; 422: the amount or input) with its message. */
const refusals = { 409: errorBodySchema, 422: errorBodySchema } as const;

const strictBody = <const P extends Record<string, unknown>, const R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

const action = <const P extends string, const B extends JSONSchema, const H extends JSONSchema = typeof systemModeHeaders>(path: P, summary: string, body: B, headers?: H) => defineEndpoint({
  method: 'POST', path, base: 'merchant', summary, tags, params: txParams, headers: (headers ?? systemModeHeaders) as H, body, optionalBody: true as const, responses: { 200: resultSchema, ...refusals },
});

const P = TRANSACTION_ACTION_PATHS;

const batchOutcomeSchema = typed<{ results: BatchPayoutOutcome[] }>()({
  type: 'object',
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object', required: ['transactionId', 'outcome', 'message'],
        properties: { transactionId: text, outcome: { type: 'string', enum: ['Approved', 'Declined', 'Refused'] }, message: text },
      },
    },
  },
});
const batchIds = { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: uuid } as const;

const relationshipSchema = {
  type: 'object',
  required: ['id', 'organizationId', 'organizationName', 'transactionId', 'externalId', 'websiteId', 'accountReference', 'requestType', 'amount', 'currency', 'allocatedAt', 'deallocatedAt'],
  properties: {
    id: text, organizationId: text, organizationName: text, transactionId: text, externalId: text, websiteId: { type: ['string', 'null'] },
    accountReference: text, requestType: { type: 'string', enum: RELATIONSHIP_REQUEST_TYPES }, amount: { type: 'integer' }, currency: text,
    allocatedAt: dateTime, deallocatedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const TRANSACTION_ACTION_ENDPOINTS = {
  capture: action(P.capture, 'Captures an authorisation, partly or wholly (up to what remains authorised)',
    strictBody({ amount }, ['amount'])),
  void: action(P.void, 'Voids an authorisation with nothing captured yet', strictBody({ reason }, [])),
  refund: action(P.refund, 'Refunds a captured payment, partly and cumulatively; above the four-eyes threshold it waits for approval',
    strictBody({ amount, reason }, ['amount'])),
  statusChangeRefund: action(P.statusChangeRefund, 'Changes a captured payment to refunded: records a refund made outside the gateway for what remains',
    strictBody({ reason }, [])),
  reversal: action(P.reversal, 'Reverses a whole capture before anything was refunded, disputed or reversed', strictBody({ reason }, [])),
  dispute: action(P.dispute, 'Opens a dispute (chargeback) on a captured payment with a scheme reason code',
    strictBody({ amount, reasonCode: { type: 'string', minLength: 1, maxLength: 20 } }, ['amount', 'reasonCode'])),
  payout: action(P.payout, 'Sends a pending payout; above the four-eyes threshold it waits for approval', strictBody({}, [])),
  checkStatus: action(P.checkStatus, "Asks the provider for the transaction's status; a pending one takes the provider's answer", strictBody({}, [])),
  approve: action(P.approve, 'Approves a request waiting for approval (not your own) or a payment held for review', strictBody({}, []), modeHeaders),
  decline: action(P.decline, 'Declines a request waiting for approval (not your own) or a pending or held payment, with a reason',
    strictBody({ declineReason: reason }, ['declineReason']), modeHeaders),
  statusChange: defineEndpoint({
    method: 'PUT', path: P.statusChange, base: 'merchant', tags, params: txParams, headers: systemModeHeaders,
    summary: 'Platform staff: approves or declines (with declineReason) by actionType',
    body: strictBody({ actionType: { type: 'string', enum: STATUS_CHANGE_ACTION_TYPES }, declineReason: reason }, ['actionType']),
    responses: { 200: resultSchema, ...refusals },
  }),
  resetRestriction: defineEndpoint({
    method: 'PUT', path: P.resetRestriction, base: 'merchant', tags, params: txParams, headers: systemModeHeaders,
    summary: "Lifts the antifraud restriction a blocked payment put on its card at the merchant (organization)",
    query: { type: 'object', required: ['organizationId'], properties: { organizationId: uuid, tenantId: uuid } },
    body: strictBody({}, []), optionalBody: true,
    responses: { 200: resultSchema, ...refusals },
  }),
  payoutApprovals: defineEndpoint({
    method: 'POST', path: P.payoutApprovals, base: 'merchant', tags, headers: modeHeaders,
    summary: 'Approves payouts waiting for approval, each on its own (not your own requests)',
    body: strictBody({ transactions: batchIds }, ['transactions']),
    responses: { 200: batchOutcomeSchema, ...refusals },
  }),
  payoutDeclinations: defineEndpoint({
    method: 'POST', path: P.payoutDeclinations, base: 'merchant', tags, headers: modeHeaders,
    summary: 'Declines payouts waiting for approval with one reason (empty string if none)',
    body: strictBody({ transactions: batchIds, reason: { type: 'string', maxLength: 500 } }, ['transactions', 'reason']),
    responses: { 200: batchOutcomeSchema, ...refusals },
  }),
  resendWebhook: defineEndpoint({
    method: 'POST', path: P.resendWebhook, base: 'merchant', tags, headers: systemModeHeaders,
    params: { type: 'object', required: ['eventId'], properties: { eventId: uuid } },
    body: strictBody({}, []), optionalBody: true,
    summary: "Delivers an event's webhook to the merchant's endpoint again",
    responses: {
      200: {
        type: 'object', required: ['eventId', 'webhookStatus', 'webhookAttempts', 'webhookResponseCode', 'message'],
        properties: { eventId: text, webhookStatus: text, webhookAttempts: { type: 'integer' }, webhookResponseCode: { type: ['integer', 'null'] }, message: text },
      },
      ...refusals,
    },
  }),
  relationships: defineEndpoint({
    method: 'GET', path: P.relationships, base: 'merchant', tags,
    summary: 'Allocations of payments and payouts to merchants\' account references',
    query: {
      type: 'object',
      properties: {
        ...pagingQueryProperties(100, 20), externalOrganizationId: uuid, transactionId: uuid, websiteId: uuid,
        requestType: { type: 'string', enum: RELATIONSHIP_REQUEST_TYPES }, tenantId: uuid,
      },
    },
    responses: { 200: { type: 'object', required: ['count', 'data'], properties: { count: { type: 'integer' }, data: { type: 'array', items: relationshipSchema } } } },
  }),
  deallocate: defineEndpoint({
    method: 'PUT', path: P.deallocate, base: 'merchant', tags, headers: systemModeHeaders,
    summary: "Ends a payment's allocation to an account reference",
    body: strictBody({ organizationId: uuid, transactionId: uuid, accountReference: { type: 'string', minLength: 1, maxLength: 64 }, websiteId: uuid },
      ['organizationId', 'transactionId', 'accountReference']),
    responses: { 200: relationshipSchema, ...refusals },
  }),
} as const;
