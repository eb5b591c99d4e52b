import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, serviceProviders, tenants } from './schema';

/**
 * What the transaction detail drawer reads (issue 10, ADR 0044): every row names its transaction and, copied
 * from it, its tenant and merchant, so a sub-resource read by its own id (events/{id}, api-logs/{id}) is
 * scoped by the one resolver without a join. Actions (issue 10's second part) write into these same tables:
 * an event per state change, an API log per call, fees and balanced accounting entries per money movement.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The large children (events, API logs, journals) carry their transaction's `created_at` and are partitioned by it
 * (PARTITION BY RANGE (transaction_created_at), the parent's month bounds and names, ADR 0117 session 29): a read of
 * one transaction's children names `(transaction_id, transaction_created_at)` and scans one month.
 */
const transactionCreatedAt = () => timestamp('transaction_created_at', { withTimezone: true }).notNull();
const owner = () => ({
  transactionId: uuid('transaction_id').notNull(), /* -> transactions.id, on delete cascade: trigger, ADR 0117 */
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
});

/** A state change of a transaction and the merchant webhook it caused (resend-webhook retries it). */
export const transactionEvents = pgTable('transaction_events', {
  id: uuid('id').notNull(),
  ...owner(),
  transactionCreatedAt: transactionCreatedAt(),
  /** transaction.created, transaction.captured, transaction.declined, ... */
  type: text('type').notNull(),
  /** The transaction's status after the event. */
  status: text('status').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** Delivered, Failed, Pending or NotConfigured (the merchant has no webhook endpoint). */
  webhookStatus: text('webhook_status').notNull(),
  webhookAttempts: integer('webhook_attempts').notNull().default(0),
  webhookResponseCode: integer('webhook_response_code'),
  webhookLastAttemptAt: timestamp('webhook_last_attempt_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'transaction_events_pkey', columns: [t.id, t.transactionCreatedAt] }),
  index('transaction_events_tx_idx').on(t.transactionId, t.createdAt),
  // A tenant's or a merchant's events of a period (the webhook widget and reports, the webhooks list): without them
  // each month's (transaction_id, created_at) index is read whole by its second column (ADR 0117 "Session 31").
  index('transaction_events_tenant_created_idx').on(t.tenantId, t.createdAt),
  index('transaction_events_merchant_created_idx').on(t.merchantId, t.createdAt),
]);

/** One API call about a transaction: the merchant's call to the gateway, or the gateway's call to a provider. */
export const transactionApiLogs = pgTable('transaction_api_logs', {
  id: uuid('id').notNull(),
  ...owner(),
  transactionCreatedAt: transactionCreatedAt(),
  /** Merchant (the merchant's call to the portal's API) or Provider (the gateway's call onwards). */
  source: text('source').$type<'Merchant' | 'Provider'>().notNull(),
  method: text('method').notNull(),
  url: text('url').notNull(),
  statusCode: integer('status_code').notNull(),
  requestBody: jsonb('request_body').$type<Record<string, unknown>>().notNull(),
  responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
  elapsedMs: doublePrecision('elapsed_ms').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ name: 'transaction_api_logs_pkey', columns: [t.id, t.transactionCreatedAt] }), index('transaction_api_logs_tx_idx').on(t.transactionId, t.createdAt)]);

/** One antifraud check of a payment with its API exchange; an alert when its outcome is not Passed. */
export const antifraudChecks = pgTable('antifraud_checks', {
  id: uuid('id').primaryKey(),
  ...owner(),
  rule: text('rule').notNull(),
  /** The operator's rule version that decided (ADR 0106), null for the built-in checks. */
  ruleVersionId: uuid('rule_version_id'),
  /** The condition that fired, in words (the alerts tab shows it). */
  condition: text('condition'),
  score: integer('score').notNull(),
  /** Passed, Review or Blocked. */
  outcome: text('outcome').notNull(),
  requestBody: jsonb('request_body').$type<Record<string, unknown>>().notNull(),
  responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
  elapsedMs: doublePrecision('elapsed_ms').notNull(),
  createdAt: createdAt(),
}, (t) => [index('antifraud_checks_tx_idx').on(t.transactionId)]);

/** A fee charged on a transaction, minor units of its currency. */
export const transactionFees = pgTable('transaction_fees', {
  id: uuid('id').primaryKey(),
  ...owner(),
  /** Processing, Scheme, Refund, Chargeback, Payout. */
  feeType: text('fee_type').notNull(),
  /** Who receives it (Tenant, Partner, Platform) and the fee receiver rule it was computed from (ADR 0066). */
  receiver: text('receiver'),
  feeReceiverId: uuid('fee_receiver_id'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
}, (t) => [index('transaction_fees_tx_idx').on(t.transactionId), index('transaction_fees_receiver_idx').on(t.feeReceiverId)]);

/** The providers a payment was tried on, in order (a soft decline cascades to the next). */
export const cascadingAttempts = pgTable('cascading_attempts', {
  id: uuid('id').primaryKey(),
  ...owner(),
  attemptOrder: integer('attempt_order').notNull(),
  serviceProviderId: text('service_provider_id').notNull().references(() => serviceProviders.id),
  /** Approved, Declined or Error. */
  outcome: text('outcome').notNull(),
  reasonCode: text('reason_code'),
  elapsedMs: doublePrecision('elapsed_ms').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('cascading_attempts_tx_order_key').on(t.transactionId, t.attemptOrder)]);

/** The smart-routing rules evaluated for one attempt of a payment and what they decided. */
export const smartRoutingLogs = pgTable('smart_routing_logs', {
  id: uuid('id').primaryKey(),
  ...owner(),
  attemptOrder: integer('attempt_order').notNull(),
  step: integer('step').notNull(),
  rule: text('rule').notNull(),
  matched: text('matched').$type<'true' | 'false'>().notNull(),
  decision: text('decision').notNull(),
  createdAt: createdAt(),
}, (t) => [index('smart_routing_logs_tx_idx').on(t.transactionId, t.attemptOrder, t.step)]);

/**
 * Double-entry lines of a transaction: each journal (one money movement) debits and credits accounts in
 * minor units of one currency; the debits and credits of a transaction (and of each journal) are equal.
 */
export const accountingEntries = pgTable('accounting_entries', {
  id: uuid('id').notNull(),
  ...owner(),
  transactionCreatedAt: transactionCreatedAt(),
  journal: text('journal').notNull(),
  line: integer('line').notNull(),
  /** merchant_payable, scheme_receivable, fee_revenue, authorisation_hold, authorisation_hold_contra, bank_settlement. */
  account: text('account').notNull(),
  debit: integer('debit').notNull().default(0),
  credit: integer('credit').notNull().default(0),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'accounting_entries_pkey', columns: [t.id, t.transactionCreatedAt] }),
  index('accounting_entries_tx_idx').on(t.transactionId, t.journal, t.line),
  // A merchant's balance (ADR 0051): its merchant_payable lines per currency, without reading every merchant's.
  index('accounting_entries_merchant_account_idx').on(t.merchantId, t.account, t.currency),
]);

/** Reasons a transaction can be declined or captured with (lookup/{category}/reasons/{Declined|Captured}). */
export const transactionReasons = pgTable('transaction_reasons', {
  code: text('code').notNull(),
  /** transaction or payout. */
  category: text('category').notNull(),
  /** Declined or Captured. */
  kind: text('kind').notNull(),
  description: text('description').notNull(),
}, (t) => [primaryKey({ columns: [t.category, t.kind, t.code] })]);

/** Why a transaction was declined (or captured by hand): a reason of the lookup and who gave it. */
export const transactionRejections = pgTable('transaction_rejections', {
  id: uuid('id').primaryKey(),
  ...owner(),
  kind: text('kind').notNull(),
  reasonCode: text('reason_code').notNull(),
  /** Provider, Antifraud or User. */
  source: text('source').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
}, (t) => [index('transaction_rejections_tx_idx').on(t.transactionId)]);

/** Card schemes' dispute (chargeback) reason codes. */
export const disputeCodes = pgTable('dispute_codes', {
  scheme: text('scheme').notNull(),
  code: text('code').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
}, (t) => [primaryKey({ columns: [t.scheme, t.code] })]);

/** What the first 6 digits of a card say; tenant_id null = the platform's row, else that tenant's correction. */
export const binData = pgTable('bin_data', {
  id: uuid('id').primaryKey(),
  bin: text('bin').notNull(),
  tenantId: uuid('tenant_id').references(() => tenants.id),
  scheme: text('scheme').notNull(),
  issuer: text('issuer').notNull(),
  country: text('country').notNull(),
  /** Credit, Debit or Prepaid. */
  cardType: text('card_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('bin_data_bin_tenant_key').on(t.bin, t.tenantId).nullsNotDistinct()]);
