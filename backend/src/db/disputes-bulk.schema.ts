import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, storedFiles, tenants, users } from './schema';

/**
 * Disputes and platform bulk status updates (issue 13 part A, ADR 0050). A dispute is the case around a
 * Chargeback row (the dispute action creates both); a bulk update is one request applied by one background job.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One dispute per chargeback transaction: the scheme's reason code, the date the merchant must answer by, where the
 * case stands, the evidence sent and the outcome. The chargeback row carries the money (Pending while open,
 * Successful when lost or accepted, Declined when won); `status` here is the case's own state.
 */
export const disputes = pgTable('disputes', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  /** The Chargeback row. */
  chargebackId: uuid('chargeback_id').notNull(), /* -> transactions.id, on delete cascade: trigger, ADR 0117 */
  /** The disputed payment (the chargeback's parent). */
  paymentId: uuid('payment_id').notNull(), /* -> transactions.id, on delete cascade: trigger, ADR 0117 */
  scheme: text('scheme').notNull(),
  reasonCode: text('reason_code').notNull(),
  category: text('category').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  /** NeedsResponse, UnderReview, Won, Lost. */
  status: text('status').notNull(),
  openedAt: at('opened_at').notNull(),
  respondBy: at('respond_by').notNull(),
  evidenceText: text('evidence_text'),
  evidenceSubmittedAt: at('evidence_submitted_at'),
  evidenceSubmittedBy: uuid('evidence_submitted_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  /** Why it ended as it did (the scheme's decision note, or who accepted). */
  outcomeNote: text('outcome_note'),
}, (t) => [
  uniqueIndex('disputes_chargeback_key').on(t.chargebackId),
  index('disputes_tenant_idx').on(t.tenantId, t.openedAt, t.id),
  index('disputes_merchant_idx').on(t.merchantId, t.openedAt, t.id),
]);

/** Files sent as a dispute's evidence (stored by the files module, as ticket attachments are). */
export const disputeEvidenceFiles = pgTable('dispute_evidence_files', {
  disputeId: uuid('dispute_id').notNull().references(() => disputes.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
}, (t) => [uniqueIndex('dispute_evidence_files_key').on(t.disputeId, t.fileId)]);

/**
 * A platform bulk status update: who asked, the target status and reason, how many ids, and where its job stands
 * (Queued, Running, Completed, Failed).
 */
export const bulkStatusUpdates = pgTable('bulk_status_updates', {
  id: uuid('id').primaryKey(),
  requestedBy: uuid('requested_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  requestedByName: text('requested_by_name').notNull(),
  /** Approve or Decline (the StatusChange action types). */
  targetStatus: text('target_status').notNull(),
  reason: text('reason').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  status: text('status').notNull(),
  total: integer('total').notNull(),
  succeeded: integer('succeeded').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
}, (t) => [index('bulk_status_updates_created_idx').on(t.createdAt, t.id)]);

/** One id of a bulk update and its outcome (Pending until the job reaches it, then Updated or Refused). */
export const bulkStatusUpdateItems = pgTable('bulk_status_update_items', {
  updateId: uuid('update_id').notNull().references(() => bulkStatusUpdates.id, { onDelete: 'cascade' }),
  line: integer('line').notNull(),
  /** What the user gave: an id or an external id. */
  reference: text('reference').notNull(),
  transactionId: uuid('transaction_id'),
  tenantId: uuid('tenant_id'),
  outcome: text('outcome').notNull(),
  message: text('message').notNull().default(''),
  statusBefore: text('status_before'),
  statusAfter: text('status_after'),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
}, (t) => [uniqueIndex('bulk_status_update_items_key').on(t.updateId, t.line)]);
