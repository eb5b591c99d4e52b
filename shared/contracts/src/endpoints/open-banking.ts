/**
 * The merchant's open-banking consents (issue 13, spec part 2 section 2.2 open-banking-connections and
 * open-banking-history; ADR 0055). Merchants only, each on its own merchant's consents (another's is 404).
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, emptyBody, errorBodySchema, pagedSchema, pathParams } from '../endpoint/common-schemas';
import {
  OPEN_BANKING_CONSENT_STATUSES, OPEN_BANKING_EVENT_TYPES, OPEN_BANKING_LIMITS, OPEN_BANKING_PATHS as P,
  type OpenBankingConnectAnswer, type OpenBankingConsent, type OpenBankingEvent, type OpenBankingPayout,
} from '../open-banking';

const tags = ['Open banking'] as const;
const base = 'merchant' as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const mode = { type: 'string', enum: ['Test', 'Live'] } as const;
const refusals = { 409: errorBodySchema, 422: errorBodySchema } as const;

const consentSchema = typed<OpenBankingConsent>()({
  type: 'object',
  required: ['id', 'bankId', 'bankName', 'status', 'accountName', 'accountMasked', 'currency', 'createdAt', 'authorisationExpiresAt',
    'authorisedAt', 'expiresAt', 'closedAt', 'createdBy'],
  properties: {
    id: uuid, bankId: text, bankName: text, status: { type: 'string', enum: OPEN_BANKING_CONSENT_STATUSES },
    accountName: nullableText, accountMasked: nullableText, currency: text, createdAt: dateTime, authorisationExpiresAt: dateTime,
    authorisedAt: nullableDateTime, expiresAt: nullableDateTime, closedAt: nullableDateTime,
    createdBy: { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } },
  },
});

const eventSchema = typed<OpenBankingEvent>()({
  type: 'object',
  required: ['id', 'consentId', 'bankName', 'accountMasked', 'type', 'actorName', 'transactionExternalId', 'amount', 'currency', 'at'],
  properties: {
    id: uuid, consentId: uuid, bankName: text, accountMasked: nullableText, type: { type: 'string', enum: OPEN_BANKING_EVENT_TYPES },
    actorName: nullableText, transactionExternalId: nullableText, amount: { type: ['integer', 'null'] }, currency: nullableText, at: dateTime,
  },
});

const payoutSchema = typed<OpenBankingPayout>()({
  type: 'object', required: ['transactionId', 'externalId', 'amount', 'currency', 'status'],
  properties: { transactionId: uuid, externalId: text, amount: { type: 'integer' }, currency: text, status: text },
});

const consentParams = pathParams('consentId');

export const OPEN_BANKING_ENDPOINTS = {
  banks: defineEndpoint({
    method: 'GET', path: P.banks, base, tags, summary: 'The banks a merchant can link (simulated)',
    responses: { 200: arrayOf({ type: 'object', required: ['id', 'name', 'country', 'currency'], properties: { id: text, name: text, country: text, currency: text } }) },
  }),
  consents: defineEndpoint({
    method: 'GET', path: P.consents, base, tags, summary: "The merchant's consents, newest first (expired ones marked Expired first)",
    responses: { 200: arrayOf(consentSchema) },
  }),
  connect: defineEndpoint({
    method: 'POST', path: P.consents, base, tags,
    summary: 'Ask a bank for an account-access consent: AwaitingAuthorisation, and the bank page where the user authorises or rejects it',
    body: {
      type: 'object', additionalProperties: false, required: ['bankId', 'returnUrl'],
      properties: { bankId: text, returnUrl: { type: 'string', maxLength: 2048, description: 'A portal page the bank sends the user back to' } },
    },
    responses: { 201: typed<OpenBankingConnectAnswer>()({ type: 'object', required: ['consent', 'authorisationUrl'], properties: { consent: consentSchema, authorisationUrl: text } }), ...refusals },
  }),
  revoke: defineEndpoint({
    method: 'POST', path: P.revoke, base, tags, summary: 'Revoke an authorised consent (409 for any other status)',
    params: consentParams, body: emptyBody, optionalBody: true, responses: { 200: consentSchema, ...refusals },
  }),
  payout: defineEndpoint({
    method: 'POST', path: P.payouts, base, tags,
    summary: "Pay the balance out to the consent's linked account: a Payout transaction, its fee and journal booked",
    params: consentParams,
    headers: { type: 'object', required: ['x-request-id', 'systemmode'], properties: { 'x-request-id': { ...uuid, description: 'Idempotency key' }, systemmode: mode } },
    body: {
      type: 'object', additionalProperties: false, required: ['amount', 'currency', 'reference'],
      properties: {
        amount: { type: 'integer', minimum: 1, description: 'Minor units' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        reference: { type: 'string', minLength: 1, maxLength: OPEN_BANKING_LIMITS.maxReferenceLength },
      },
    },
    responses: { 201: payoutSchema, ...refusals },
  }),
  history: defineEndpoint({
    method: 'GET', path: P.history, base, tags, summary: "The merchant's consent events, newest first (paged)",
    query: {
      type: 'object',
      properties: {
        pageIndex: { type: 'integer', minimum: 0, default: 0 },
        pageSize: { type: 'integer', minimum: 1, maximum: OPEN_BANKING_LIMITS.historyMaxPageSize, default: 20 },
        consentId: uuid,
      },
    },
    responses: { 200: pagedSchema(eventSchema) },
  }),
} as const;
