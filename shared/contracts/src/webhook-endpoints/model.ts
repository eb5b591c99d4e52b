/**
 * Webhook endpoints (spec part 2: /crm/settings/webhook-endpoints, /merchant/payment-settings/webhook-endpoints;
 * ADR 0100): where a tenant or a merchant receives signed events (Standard Webhooks), and the log of every delivery.
 */
import { defineResource } from '../resource/define-resource';
import { dayRange, flag, oneOf, text } from '../resource/filters';
import { WEBHOOK_STATUSES } from '../dashboards/model';

const tag = 'Webhook endpoints';

/**
 * The one catalogue of events an endpoint can subscribe to (the business writes that produce them write an outbox
 * row in their own transaction). `webhook.test` is not subscribable: "Send test event" sends it to one endpoint.
 */
export const WEBHOOK_EVENT_TYPES = [
  'transaction.created', 'transaction.status_changed', 'transaction.refunded', 'transaction.captured', 'transaction.voided',
  'dispute.opened', 'dispute.updated', 'payout.approved', 'payout.declined', 'payment_link.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A message's delivery: Pending while attempts remain, Delivered (2xx) or Failed (gave up, 410, or endpoint disabled). */
export const WEBHOOK_MESSAGE_STATUSES = ['Pending', 'Delivered', 'Failed'] as const;
export type WebhookMessageStatus = (typeof WEBHOOK_MESSAGE_STATUSES)[number];

/** Why an endpoint is disabled: by a person, by the receiver's 410 Gone, or after failing for 5 days. */
export const WEBHOOK_DISABLED_REASONS = ['Manual', 'Gone', 'Failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_ENDPOINT_LIMITS = {
  urlMax: 2048, descriptionMax: 500, headersMax: 10, headerNameMax: 100, headerValueMax: 1000,
  /** The receiver's answer kept per attempt. */
  responseBodyBytes: 4096,
  /** One attempt's time limit. */
  timeoutMs: 10_000,
  /** The previous secret stays valid this long after "Roll secret". */
  rolledSecretHours: 24,
  /** An endpoint whose deliveries have failed without a success this long is disabled. */
  failingDisableDays: 5,
  maxPageSize: 100,
} as const;

/** Header names the signature and the transport own: a custom header cannot replace them. */
export const WEBHOOK_RESERVED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type', 'content-length', 'host', 'user-agent'] as const;
export const WEBHOOK_HEADER_NAME_PATTERN = '^[A-Za-z0-9!#$%&\'*+.^_`|~-]+$';

export const WEBHOOK_ENDPOINT_MESSAGES = {
  urlInvalid: 'The URL must be an https:// address',
  urlPrivate: 'The URL must be a public https:// address: private, loopback and link-local addresses are refused',
  eventTypesRequired: 'Pick at least one event type',
  headerReserved: 'The header {{name}} is set by the delivery itself and cannot be replaced',
  headerDuplicate: 'The header {{name}} is listed twice',
  passwordWrong: 'The password is not correct',
  endpointDisabled: 'This endpoint is disabled: enable it first',
  messageNotFound: 'Delivery not found',
} as const;

/** The routes' permissions (the route catalogue's). */
export const WEBHOOK_ENDPOINT_PERMISSIONS = {
  tenant: 'Settings.WebhookEndpoints',
  merchant: 'Merchant.PaymentsSettings.WebhookEndpoints',
} as const;

const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

const headersSchema = {
  type: 'array', maxItems: WEBHOOK_ENDPOINT_LIMITS.headersMax,
  items: {
    type: 'object', additionalProperties: false, required: ['name', 'value'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: WEBHOOK_ENDPOINT_LIMITS.headerNameMax, pattern: WEBHOOK_HEADER_NAME_PATTERN },
      value: { type: 'string', maxLength: WEBHOOK_ENDPOINT_LIMITS.headerValueMax },
    },
  },
} as const;

export const webhookEndpointBodySchema = {
  type: 'object', additionalProperties: false, required: ['url', 'eventTypes'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: WEBHOOK_ENDPOINT_LIMITS.urlMax },
    description: { type: 'string', maxLength: WEBHOOK_ENDPOINT_LIMITS.descriptionMax },
    eventTypes: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: WEBHOOK_EVENT_TYPES } },
    headers: headersSchema,
    /** false disables the endpoint (nothing is sent to it; its pending messages wait). */
    enabled: { type: 'boolean' },
  },
} as const;

export const webhookEndpointRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'merchantId', 'url', 'description', 'eventTypes', 'headers', 'enabled', 'disabledReason', 'status',
    'previousSecretExpiresAt', 'lastDeliveryAt', 'createdAt', 'updatedAt'],
  properties: {
    id: str, tenantId: str, merchantId: { type: ['string', 'null'] }, url: str, description: str,
    eventTypes: { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENT_TYPES } }, headers: headersSchema,
    enabled: { type: 'boolean' }, disabledReason: { type: ['string', 'null'], enum: [...WEBHOOK_DISABLED_REASONS, null] },
    /** Computed from the endpoint's real deliveries of the last 24 h. */
    status: { type: 'string', enum: WEBHOOK_STATUSES },
    /** While a rolled secret is still valid (deliveries carry both signatures until then). */
    previousSecretExpiresAt: nullableDate, lastDeliveryAt: nullableDate, createdAt: date, updatedAt: date,
    /** Only in the answer to create: the signing secret, shown this once. */
    secret: str,
  },
} as const;

export const WEBHOOK_ENDPOINTS_RESOURCE = defineResource({
  key: 'webhook-endpoints', path: 'webhook-endpoints', title: 'Webhook endpoint', tag,
  row: webhookEndpointRowSchema, body: webhookEndpointBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('URL', { field: 'url', alsoIn: ['description'] }), enabled: flag('Enabled') },
  sorts: ['createdAt', 'url'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['webhook-deliveries'],
});

export const webhookDeliveryRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'messageId', 'endpointId', 'eventType', 'transactionId', 'messageStatus', 'outcome', 'attemptedAt', 'statusCode', 'durationMs', 'responseBody', 'error'],
  properties: {
    id: str, messageId: str, endpointId: str, eventType: str, transactionId: { type: ['string', 'null'] },
    messageStatus: { type: 'string', enum: WEBHOOK_MESSAGE_STATUSES },
    outcome: { type: 'string', enum: ['Delivered', 'Failed'] }, attemptedAt: date,
    statusCode: { type: ['integer', 'null'] }, durationMs: { type: 'integer' },
    /** The first 4 KB of the receiver's answer. */
    responseBody: str,
    /** Why no HTTP answer came (timeout, refused address, connection error). */
    error: { type: ['string', 'null'] },
  },
} as const;

/** The delivery log: every attempt to an endpoint, newest first. */
export const WEBHOOK_DELIVERIES_RESOURCE = defineResource({
  key: 'webhook-deliveries', path: 'webhook-deliveries', title: 'Webhook delivery', tag,
  row: webhookDeliveryRowSchema, operations: ['list'],
  filters: {
    endpointId: text('Endpoint', { match: 'exact', field: 'endpointId' }),
    outcome: oneOf('Status', ['Delivered', 'Failed'] as const),
    eventType: oneOf('Event type', [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const),
    attempted: dayRange('Date', { field: 'attemptedAt' }),
    transactionId: text('Transaction id', { match: 'exact', field: 'transactionId' }),
  },
  sorts: ['attemptedAt'], defaultSort: { key: 'attemptedAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  maxPageSize: WEBHOOK_ENDPOINT_LIMITS.maxPageSize,
});

export type WebhookEndpointHeader = { name: string; value: string };
export interface WebhookEndpointRow {
  id: string; tenantId: string; merchantId: string | null; url: string; description: string; eventTypes: WebhookEventType[];
  headers: WebhookEndpointHeader[]; enabled: boolean; disabledReason: WebhookDisabledReason | null;
  status: (typeof WEBHOOK_STATUSES)[number]; previousSecretExpiresAt: string | null; lastDeliveryAt: string | null; createdAt: string; updatedAt: string;
  /** Only in the answer to create. */
  secret?: string;
}
export interface WebhookEndpointBody {
  url: string; description?: string; eventTypes: WebhookEventType[]; headers?: WebhookEndpointHeader[]; enabled?: boolean;
}
export interface WebhookDeliveryRow {
  id: string; messageId: string; endpointId: string; eventType: string; transactionId: string | null; messageStatus: WebhookMessageStatus;
  outcome: 'Delivered' | 'Failed'; attemptedAt: string; statusCode: number | null; durationMs: number; responseBody: string; error: string | null;
}
/** One attempt's outcome as "Send test event" shows it. */
export interface WebhookAttemptResult {
  messageId: string; delivered: boolean; statusCode: number | null; durationMs: number; responseBody: string; error: string | null;
}
