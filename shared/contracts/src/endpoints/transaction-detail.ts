/**
 * The transaction detail drawer's endpoints (issue 10 deliverable 1, ADR 0044; declarations as ADR 0014).
 * Every response schema is strict: required fields, no others. Ids are UUIDs (400 otherwise); a row outside
 * the caller's scope is 404.
 */
import { defineEndpoint, typed, type JSONSchema } from '../endpoint/define-endpoint';
import {
  ANTIFRAUD_OUTCOMES, CARD_TYPES, CASCADING_PAGE_SIZE, REASON_CATEGORIES, REASON_KINDS, TRANSACTION_DETAIL_PATHS,
  WEBHOOK_DELIVERY_STATUSES, type TransactionRecord,
} from '../transactions';
import { transactionRecordSchema } from './transactions';

const tags = ['Transaction detail'] as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const json = { type: 'object', additionalProperties: true, description: 'A JSON body as sent or received' } as const;
const elapsed = { type: 'number', description: 'Milliseconds, to the microsecond' } as const;

const strict = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties) as Array<keyof P & string>, properties }) as const;

const record = typed<TransactionRecord>()(transactionRecordSchema);

const binSchema = strict({
  bin: { type: 'string', pattern: '^[0-9]{6}$' }, scheme: text, issuer: text, country: text,
  cardType: { type: 'string', enum: CARD_TYPES }, isTenantCorrection: { type: 'boolean' }, updatedAt: dateTime,
});

const eventSchema = strict({
  id: text, transactionId: text, type: text, status: text, payload: json,
  webhookStatus: { type: 'string', enum: WEBHOOK_DELIVERY_STATUSES }, webhookAttempts: int,
  webhookResponseCode: { type: ['integer', 'null'] }, webhookLastAttemptAt: { type: ['string', 'null'], format: 'date-time' }, createdAt: dateTime,
});

const apiLogSchema = strict({
  id: text, transactionId: text, source: { type: 'string', enum: ['Merchant', 'Provider'] }, method: text, url: text,
  statusCode: int, requestBody: json, responseBody: json, elapsedMs: elapsed, createdAt: dateTime,
});

const alertSchema = strict({
  id: text, transactionId: text, rule: text, score: int, outcome: { type: 'string', enum: ANTIFRAUD_OUTCOMES },
  /** The condition of the rule that fired, in words (ADR 0106); null when no rule matched. */
  condition: { type: ['string', 'null'] },
  isAlert: { type: 'boolean' }, elapsedMs: elapsed, createdAt: dateTime,
});
const antifraudLogSchema = strict({ ...alertSchema.properties, requestBody: json, responseBody: json });

const feeSchema = strict({ id: text, feeType: text, amount: int, currency: text, createdAt: dateTime });
const feesSchema = strict({ data: { type: 'array', items: feeSchema }, total: int, currency: text });

const attemptSchema = strict({
  id: text, attemptOrder: int, serviceProviderId: text, serviceProviderName: text,
  outcome: { type: 'string', enum: ['Approved', 'Declined', 'Error', 'Pending'] }, reasonCode: nullableText, elapsedMs: elapsed, createdAt: dateTime,
});
const routingLogSchema = strict({ id: text, attemptOrder: int, step: int, rule: text, matched: { type: 'boolean' }, decision: text, createdAt: dateTime });

const entrySchema = strict({
  id: text, journal: text, line: int, account: text, debit: int, credit: int, currency: text, createdAt: dateTime,
});
const entriesSchema = strict({
  data: { type: 'array', items: entrySchema }, totalDebit: int, totalCredit: int,
  balance: { type: 'integer', description: 'totalDebit - totalCredit: 0 when the entries balance' }, currency: text,
});

const reasonSchema = strict({ code: text, description: text });
const rejectionSchema = strict({ code: text, description: text, kind: text, source: text, message: text, createdAt: dateTime });
const disputeCodesSchema = strict({
  scheme: nullableText,
  data: { type: 'array', items: strict({ scheme: text, code: text, category: text, description: text }) },
});

const balanceSchema = strict({
  currency: text, amount: int, authorised: int, captured: int, refunded: int, chargedBack: int, reversed: int, voided: int,
  pendingRefunds: { type: 'integer', description: 'Refunds not yet settled (Pending, WaitingForApproval)' },
  disputed: { type: 'integer', description: 'Chargebacks opened and not yet decided (Pending)' },
  capturable: { type: 'integer', description: 'What may still be captured of an authorisation' },
  refundable: { type: 'integer', description: 'Captured net of refunds (pending ones included), chargebacks, open disputes and reversals' },
});

const detailsSchema = strict({
  transaction: record,
  bin: { anyOf: [binSchema, { type: 'null' }] },
  riskScore: { type: ['integer', 'null'] },
  websiteUrl: nullableText,
  webhookStatus: { type: ['string', 'null'], enum: [...WEBHOOK_DELIVERY_STATUSES, null] },
});

const param = <const N extends string, const S>(name: N, schema: S) => ({ type: 'object', required: [name], properties: { [name]: schema } as { [K in N]: S } }) as const;
const txParam = param('transactionId', uuid);
const withTx = <const N extends string, const S>(name: N, schema: S) =>
  ({ type: 'object', required: ['transactionId', name], properties: { transactionId: uuid, [name]: schema } as { transactionId: typeof uuid } & { [K in N]: S } }) as const;
const kindParam = withTx('kind', { type: 'string', enum: REASON_KINDS });
const tenantQuery = { type: 'object', properties: { tenantId: { ...uuid, description: 'Platform users: narrow to one tenant' } } } as const;

const get = <const P extends string, const Params extends JSONSchema, const R extends JSONSchema>(path: P, summary: string, params: Params, response: R) => defineEndpoint({
  method: 'GET', path, base: 'merchant', summary, tags, params, responses: { 200: response },
});
const tenantGet = <const P extends string, const Params extends JSONSchema, const R extends JSONSchema>(path: P, summary: string, params: Params, response: R) => defineEndpoint({
  method: 'GET', path, base: 'merchant', summary, tags, params, query: tenantQuery, responses: { 200: response },
});
/**
 * A transaction's event or API call read by its own id. `transactionCreatedAt` (the transaction's `createdAt`, when the
 * caller has it) lets the server read the row in its transaction's month alone instead of planning every month
 * (ADR 0117 "Session 33"); a value that is not the row's transaction's time costs a second read, never a wrong answer.
 */
const childQuery = {
  type: 'object',
  properties: {
    ...tenantQuery.properties,
    transactionCreatedAt: { type: 'string', format: 'date-time', description: "The transaction's createdAt: the row is read in its month alone" },
  },
} as const;
const childGet = <const P extends string, const Params extends JSONSchema, const R extends JSONSchema>(path: P, summary: string, params: Params, response: R) => defineEndpoint({
  method: 'GET', path, base: 'merchant', summary, tags, params, query: childQuery, responses: { 200: response },
});

const T = TRANSACTION_DETAIL_PATHS.tenant;
const M = TRANSACTION_DETAIL_PATHS.merchant;
const list = <const I>(items: I) => ({ type: 'array', items }) as const;

/** Tenant staff (their tenant) and platform staff (every tenant, or ?tenantId=). */
export const TRANSACTION_DETAIL_ENDPOINTS = {
  transaction: tenantGet(T.transaction, 'One transaction', txParam, record),
  details: tenantGet(T.details, 'A transaction with its card BIN facts, risk score, website and webhook state', txParam, detailsSchema),
  events: tenantGet(T.events, "A transaction's events, oldest first, with their webhook delivery", txParam, list(eventSchema)),
  event: childGet(T.event, 'One event', param('eventId', uuid), eventSchema),
  related: tenantGet(T.related, 'The parent, children and siblings of a transaction, oldest first', txParam, list(record)),
  apiLogs: tenantGet(T.apiLogs, "A transaction's API calls with bodies and elapsed time", txParam, list(apiLogSchema)),
  apiLog: childGet(T.apiLog, 'One API call', param('logId', uuid), apiLogSchema),
  alerts: tenantGet(T.alerts, "A payment's antifraud checks (isAlert when not Passed)", txParam, list(alertSchema)),
  antifraudLog: tenantGet(T.antifraudLog, "One antifraud check with its API exchange", param('checkId', uuid), antifraudLogSchema),
  fees: tenantGet(T.fees, "A transaction's fees and their total", txParam, feesSchema),
  cascading: defineEndpoint({
    method: 'GET', path: T.cascading, base: 'merchant', tags, params: txParam,
    summary: `The providers a payment was tried on, in order, ${CASCADING_PAGE_SIZE} per page from offset`,
    query: { type: 'object', properties: { ...tenantQuery.properties, offset: { type: 'integer', minimum: 0, default: 0 } } },
    responses: { 200: strict({ count: int, data: list(attemptSchema) }) },
  }),
  smartRouting: tenantGet(T.smartRouting, 'The routing rules evaluated for one attempt (1, 2, ...) or every attempt (all)',
    withTx('attempt', { type: 'string', pattern: '^(all|[1-9][0-9]{0,2})$' }), list(routingLogSchema)),
  rejectionReasons: tenantGet(T.rejectionReasons, 'Why a transaction was declined (or captured by hand)', kindParam, list(rejectionSchema)),
  disputeCodes: tenantGet(T.disputeCodes, "The dispute reason codes of the transaction's card scheme (every scheme's without a card)", txParam, disputeCodesSchema),
  checkBalance: tenantGet(T.checkBalance, 'What a transaction has authorised, captured, refunded, charged back; what may still be captured or refunded', txParam, balanceSchema),
  // "acc" is one of the unversioned services' prefixes: the portal calls it at /svc/core/acc/... (resolveApiUrl).
  accountingEntries: defineEndpoint({
    method: 'GET', path: T.accountingEntries, base: 'unversioned', tags, params: withTx('customerId', uuid), query: tenantQuery,
    summary: "A transaction's double-entry lines (customer = the transaction's merchant) and their totals",
    responses: { 200: entriesSchema },
  }),
  reasons: get(T.reasons, 'Reasons to decline or capture with, per category',
    { type: 'object', required: ['category', 'kind'], properties: { category: { type: 'string', enum: REASON_CATEGORIES }, kind: { type: 'string', enum: REASON_KINDS } } },
    list(reasonSchema)),
  binData: defineEndpoint({
    method: 'PUT', path: T.binData, base: 'merchant', tags, params: param('bin', { type: 'string', pattern: '^[0-9]{6}$' }),
    summary: "Corrects what a BIN says: a tenant's correction for its own transactions; platform staff change the platform's row",
    body: strict({ scheme: { type: 'string', minLength: 1, maxLength: 50 }, issuer: { type: 'string', minLength: 1, maxLength: 128 },
      country: { type: 'string', pattern: '^[A-Z]{2}$' }, cardType: { type: 'string', enum: CARD_TYPES } }),
    responses: { 200: binSchema },
  }),
} as const;

/** A merchant's own transactions: the subset ADR 0044 gives merchants. */
export const MERCHANT_TRANSACTION_DETAIL_ENDPOINTS = {
  transaction: get(M.transaction, "One of the merchant's transactions", txParam, record),
  details: get(M.details, 'A transaction with its card BIN facts, website and webhook state (no risk score)', txParam, detailsSchema),
  events: get(M.events, "A transaction's events and their webhook delivery", txParam, list(eventSchema)),
  related: get(M.related, 'The parent, children and siblings of a transaction', txParam, list(record)),
  apiLogs: get(M.apiLogs, "The merchant's own API calls about a transaction (not the gateway's calls to providers)", txParam, list(apiLogSchema)),
  fees: get(M.fees, "A transaction's fees and their total", txParam, feesSchema),
  rejectionReasons: get(M.rejectionReasons, 'Why a transaction was declined', kindParam, list(rejectionSchema)),
  checkBalance: get(M.checkBalance, 'What may still be captured or refunded', txParam, balanceSchema),
} as const;
