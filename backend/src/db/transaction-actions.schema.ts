import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, tenants, users, websites } from './schema';

/**
 * What the transaction actions keep beyond the transaction model (issue 10 deliverable 2, ADR 0046). The actions
 * themselves write into `transactions` and the detail tables (events, API logs, fees, accounting entries).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One action request by its request id (the idempotency key the browser sends, fresh per user action and the same
 * on a retry): who sent it, what it asked (a hash of action, target, headers and body) and the answer it got, so a
 * repeated id is answered with the first answer and never acts twice. Written in the action's own database
 * transaction: a concurrent duplicate waits on the primary key, then reads the stored answer.
 */
export const transactionActionRequests = pgTable('transaction_action_requests', {
  requestId: uuid('request_id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** refund, capture, ..., payoutApprovals, resendWebhook, deallocate. */
  action: text('action').notNull(),
  /** The transaction, event or relationship acted on ('batch' for payout batches). */
  target: text('target').notNull(),
  /** sha256 of the request: action, target, the headers that matter and the body. */
  requestHash: text('request_hash').notNull(),
  answerStatus: integer('answer_status').notNull(),
  answerBody: jsonb('answer_body').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/**
 * An allocation of a bank-transfer payment or payout to one of its merchant's account references (relationships,
 * spec part 2 section 7.1). Deallocating ends it (`deallocated_at`); it is never deleted.
 */
export const transactionRelationships = pgTable('transaction_relationships', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  /** The organization (merchant) the account reference belongs to. */
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  transactionId: uuid('transaction_id').notNull(), /* -> transactions.id, on delete cascade: trigger, ADR 0117 */
  websiteId: uuid('website_id').references(() => websites.id),
  accountReference: text('account_reference').notNull(),
  /** Payment or Payout. */
  requestType: text('request_type').$type<'Payment' | 'Payout'>().notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  allocatedAt: timestamp('allocated_at', { withTimezone: true }).notNull(),
  deallocatedAt: timestamp('deallocated_at', { withTimezone: true }),
  deallocatedBy: uuid('deallocated_by').references(() => users.id, { onDelete: 'set null' }),
}, (t) => [
  uniqueIndex('transaction_relationships_tx_reference_key').on(t.transactionId, t.accountReference),
  // The list: a tenant's (or a merchant's) allocations, newest first (read backwards, keyset-paged).
  index('transaction_relationships_tenant_idx').on(t.tenantId, t.allocatedAt, t.id),
  index('transaction_relationships_merchant_idx').on(t.merchantId, t.allocatedAt, t.id),
]);
