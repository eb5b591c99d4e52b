/** The API keys' own operation beside the resource's, and the public REST API the keys call (ADR 0104). */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { transactionRecordSchema } from '../endpoints/transactions';
import { TRANSACTION_LOOKUP_LIMITS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions';
import { webhookEndpointRowSchema } from '../webhook-endpoints/model';
import { API_KEY_ERRORS, API_KEY_GRACE_HOURS, API_KEY_LIMITS, API_KEYS_RESOURCE } from './model';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;

export const API_KEY_ENDPOINTS = {
  /** Create answers the row with the key in full, once; remove revokes. */
  resource: API_KEYS_RESOURCE.endpoints,
  roll: defineEndpoint({
    method: 'POST', path: 'api-keys/:id/roll', base: 'merchant', tags: ['API keys'], params: idParams,
    body: {
      type: 'object', additionalProperties: false, required: ['graceHours'],
      properties: { graceHours: { type: 'integer', enum: API_KEY_GRACE_HOURS, description: 'How long the replaced key keeps working: 0, 1, 24 or 168 hours' } },
    },
    summary: 'API key: issues a new key with the same name, mode and scopes; the old one keeps working for the chosen grace',
    responses: { 200: API_KEYS_RESOURCE.endpoints.create.responses[201] },
  }),
} as const;

/** The public API's refusal: which one (`code`) and a sentence. */
export const publicApiErrorSchema = {
  type: 'object', required: ['error'],
  properties: {
    error: { type: 'string' },
    /** Every refusal of the key, its scope, the rate limit and the rule table says which; a malformed request lists its fields in `errors`. */
    code: { type: 'string', enum: [...new Set(Object.values(API_KEY_ERRORS).map((e) => e.code)), 'not_found', 'invalid_request', 'refused', 'api_key_origin'] },
    errors: { type: 'array', items: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } },
  },
} as const;

const tags = ['Public API'];
const bearer = 'Authorization: Bearer sk_test_... or sk_live_... (a key of the API keys page); the key acts only in its own mode';
const refusals = { 400: publicApiErrorSchema, 401: publicApiErrorSchema, 403: publicApiErrorSchema, 404: publicApiErrorSchema, 429: publicApiErrorSchema } as const;
const { maxTextLength, maxValues } = TRANSACTION_LOOKUP_LIMITS;
const listOf = <const Item>(items: Item) => ({ type: 'array', items, maxItems: maxValues }) as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** The lookup's filters, as the merchant lookup takes them. */
const transactionFilters = {
  from: { ...dateTime, description: 'ISO date-time, inclusive' },
  to: { ...dateTime, description: 'ISO date-time, exclusive' },
  status: { ...listOf({ type: 'string', enum: TRANSACTION_STATUSES }), description: 'Statuses' },
  type: { ...listOf({ type: 'string', enum: TRANSACTION_TYPES }), description: 'Types' },
  currency: { ...listOf({ type: 'string', pattern: '^[A-Z]{3}$', description: 'An ISO 4217 code (three capital letters)' }), description: 'ISO 4217 codes' },
  amountFrom: { type: 'integer', description: 'Minor units, inclusive' },
  amountTo: { type: 'integer', description: 'Minor units, inclusive' },
  externalId: { type: 'string', maxLength: maxTextLength, description: 'Part of the external id, case-insensitive' },
  customerEmail: { type: 'string', maxLength: maxTextLength, description: 'Whole e-mail address, case-insensitive' },
  cursor: { type: 'string', maxLength: 200, description: 'next_cursor of the previous page' },
  limit: { type: 'integer', minimum: 1, maximum: API_KEY_LIMITS.maxPageSize, description: `Default ${TRANSACTION_LOOKUP_LIMITS.defaultPageSize}` },
} as const;

export const PUBLIC_API_ENDPOINTS = {
  transactions: defineEndpoint({
    method: 'GET', path: 'transactions', base: 'public', tags,
    summary: `The key's transactions of its mode, newest first, cursor-paged (scope transactions:read). ${bearer}`,
    query: { type: 'object', additionalProperties: false, properties: transactionFilters },
    responses: {
      200: {
        type: 'object', required: ['data', 'has_more', 'next_cursor'],
        properties: { data: { type: 'array', items: transactionRecordSchema }, has_more: { type: 'boolean' }, next_cursor: { type: ['string', 'null'] } },
      },
      ...refusals,
    },
  }),
  transaction: defineEndpoint({
    method: 'GET', path: 'transactions/:id', base: 'public', tags, params: idParams,
    summary: `One transaction of the key's owner and mode (scope transactions:read). ${bearer}`,
    responses: { 200: transactionRecordSchema, ...refusals },
  }),
  refunds: defineEndpoint({
    method: 'POST', path: 'refunds', base: 'public', tags,
    summary: `Refunds a captured payment, partly and cumulatively, by the portal's rule table; above the four-eyes threshold it waits for a second person's approval in the portal (scope refunds:write). ${bearer}. `
      + 'The Idempotency-Key header makes a retry answer the first answer without refunding twice',
    headers: { type: 'object', required: ['idempotency-key'], properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 255 } } },
    body: {
      type: 'object', additionalProperties: false, required: ['transaction', 'amount'],
      properties: { transaction: { type: 'string', format: 'uuid' }, amount: { type: 'integer', minimum: 1, description: 'Minor units' }, reason: { type: 'string', maxLength: 500 } },
    },
    responses: {
      200: {
        type: 'object', required: ['transaction', 'created', 'message'],
        properties: { transaction: transactionRecordSchema, created: { anyOf: [transactionRecordSchema, { type: 'null' }] }, message: { type: 'string' } },
      },
      ...refusals, 409: publicApiErrorSchema, 422: publicApiErrorSchema,
    },
  }),
  webhookEndpoints: defineEndpoint({
    method: 'GET', path: 'webhook_endpoints', base: 'public', tags,
    summary: `The webhook endpoints of the key's owner (scope webhooks:read). ${bearer}`,
    responses: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: webhookEndpointRowSchema } } }, ...refusals },
  }),
} as const;
