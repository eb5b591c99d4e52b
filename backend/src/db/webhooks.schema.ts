import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants, tenants, users } from './schema';

/**
 * Webhook endpoints, their signing secrets, the outbox of messages and every delivery attempt (ADR 0100).
 * An endpoint belongs to a tenant (merchantId null: the tenant's own, receiving its merchants' events) or to one
 * merchant.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  eventTypes: jsonb('event_types').$type<string[]>().notNull(),
  headers: jsonb('headers').$type<Array<{ name: string; value: string }>>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  /** Manual, Gone (the receiver answered 410) or Failing (5 days without a success). */
  disabledReason: text('disabled_reason'),
  /** The first failed attempt since the last success (null while delivering). */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('webhook_endpoints_owner_idx').on(t.tenantId, t.merchantId)]);

/**
 * An endpoint's signing secrets, sealed at rest (SEALED_COLUMNS): the current one (expiresAt null) and, after a
 * roll, the previous one until its expiry. A delivery signs with every one not expired.
 */
export const webhookEndpointSecrets = pgTable('webhook_endpoint_secrets', {
  id: uuid('id').primaryKey(),
  endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('webhook_endpoint_secrets_endpoint_idx').on(t.endpointId)]);

/**
 * The outbox: one message per event and subscribed endpoint, written in the business write's own transaction.
 * The worker claims due ones (`nextAttemptAt`) with a lease (`lockedUntil`), so an instance that dies mid-delivery
 * leaves its messages to be claimed again; `id` is the `webhook-id` the receiver dedupes by.
 */
export const webhookMessages = pgTable('webhook_messages', {
  id: text('id').primaryKey(),
  endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  eventId: uuid('event_id'), /* -> transaction_events.id, on delete set null: trigger (partitioned, ADR 0117) */
  transactionId: uuid('transaction_id'), /* -> transactions.id, on delete set null: trigger, ADR 0117 */
  /** The event's partition key (its transaction's created_at): the worker's update of the event reads one month. */
  transactionCreatedAt: timestamp('transaction_created_at', { withTimezone: true }),
  eventType: text('event_type').notNull(),
  /** The signed body: { type, timestamp, data }. */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** Pending, Delivered or Failed. */
  status: text('status').notNull().default('Pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStatusCode: integer('last_status_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [
  index('webhook_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'Pending'`),
  index('webhook_messages_endpoint_idx').on(t.endpointId, t.createdAt),
  index('webhook_messages_event_idx').on(t.eventId),
]);

/** Every delivery attempt: the delivery log. */
export const webhookAttempts = pgTable('webhook_attempts', {
  id: uuid('id').primaryKey(),
  messageId: text('message_id').notNull().references(() => webhookMessages.id, { onDelete: 'cascade' }),
  endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  eventType: text('event_type').notNull(),
  transactionId: uuid('transaction_id'),
  /** Delivered or Failed. */
  outcome: text('outcome').notNull(),
  statusCode: integer('status_code'),
  durationMs: integer('duration_ms').notNull(),
  responseBody: text('response_body').notNull().default(''),
  error: text('error'),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
}, (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.attemptedAt)]);
