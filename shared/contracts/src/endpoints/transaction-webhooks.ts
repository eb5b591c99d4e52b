/** The transaction-webhook lists (spec part 2 section 7.3, ADR 0055). */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { pagedSchema } from '../endpoint/common-schemas';
import { TRANSACTION_WEBHOOK_MAX_PAGE_SIZE, TRANSACTION_WEBHOOK_PATHS as P, type TransactionWebhook } from '../transaction-webhooks';

const text = { type: 'string' } as const;
const webhookSchema = typed<TransactionWebhook>()({
  type: 'object',
  required: ['id', 'transactionId', 'externalId', 'merchantName', 'eventType', 'webhookStatus', 'attempts', 'responseCode', 'lastAttemptAt', 'createdAt'],
  properties: {
    id: text, transactionId: text, externalId: text, merchantName: text, eventType: text, webhookStatus: text, attempts: { type: 'integer' },
    responseCode: { type: ['integer', 'null'] }, lastAttemptAt: { type: ['string', 'null'], format: 'date-time' }, createdAt: { type: 'string', format: 'date-time' },
  },
});
const paging = {
  pageIndex: { type: 'integer', minimum: 0, default: 0 },
  pageSize: { type: 'integer', minimum: 1, maximum: TRANSACTION_WEBHOOK_MAX_PAGE_SIZE, default: 20 },
  transactionId: { type: 'string', format: 'uuid', description: "One transaction's webhooks" },
} as const;
const headers = { type: 'object', properties: { mode: { ...text, description: 'System mode, Test or Live; default Test' } } } as const;

export const TRANSACTION_WEBHOOK_ENDPOINTS = {
  scoped: defineEndpoint({
    modeScoped: true,
    method: 'GET', path: P.scoped, base: 'merchant', tags: ['Transaction webhooks'], headers,
    summary: "Webhook deliveries of the caller's transactions (tenant staff: their tenant; a merchant: its own), newest first",
    query: { type: 'object', properties: paging }, responses: { 200: pagedSchema(webhookSchema) },
  }),
  platform: defineEndpoint({
    modeScoped: true,
    method: 'GET', path: P.platform, base: 'merchant', tags: ['Transaction webhooks'], headers,
    summary: "Platform staff: one tenant's webhook deliveries, newest first",
    query: { type: 'object', required: ['tenantId'], properties: { ...paging, tenantId: { type: 'string', format: 'uuid' } } },
    responses: { 200: pagedSchema(webhookSchema) },
  }),
} as const;
