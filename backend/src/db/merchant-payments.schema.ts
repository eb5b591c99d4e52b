import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants, tenants, users } from './schema';

/**
 * The merchant's payments (issue 13 deliverable 4, ADR 0051). A payment itself is a `transactions` row of type
 * Payout (so lookups, the detail drawer, events and accounting entries show it like any other); these tables keep
 * what a payout to a beneficiary needs beside it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A bank account a merchant pays to: an IBAN, or a GB/US account number with its sort code or routing number. */
export const beneficiaries = pgTable('beneficiaries', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  name: text('name').notNull(),
  email: text('email'),
  country: text('country').notNull(),
  /** iban or accountNumber. */
  accountKind: text('account_kind').$type<'iban' | 'accountNumber'>().notNull(),
  iban: text('iban'),
  accountNumber: text('account_number'),
  bankCode: text('bank_code'),
  currency: text('currency').notNull(),
  /** NotNeeded, Pending (not checked since the account last changed), Success, Failed. */
  payeeConfirmation: text('payee_confirmation').$type<'NotNeeded' | 'Pending' | 'Success' | 'Failed'>().notNull(),
  payeeCheckedAt: timestamp('payee_checked_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Deleted beneficiaries stay for the payments that name them; lists leave them out. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('beneficiaries_merchant_idx').on(t.merchantId, t.name)]);

/** A batch of payouts submitted from one CSV (ADR 0054): its lines are merchant_payments rows naming it. */
export const paymentBatches = pgTable('payment_batches', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  fileName: text('file_name').notNull(),
  initiatedBy: jsonb('initiated_by').$type<{ id: string; name: string }>().notNull(),
  decidedBy: jsonb('decided_by').$type<{ id: string; name: string }>(),
  declineReason: text('decline_reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('payment_batches_merchant_idx').on(t.merchantId, t.mode, t.createdAt)]);

/** A payout the merchant asked for in the portal: its Payout transaction, the beneficiary as paid, who asked and decided. */
export const merchantPayments = pgTable('merchant_payments', {
  transactionId: uuid('transaction_id').primaryKey(), /* -> transactions.id, on delete cascade: trigger, ADR 0117 */
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  beneficiaryId: uuid('beneficiary_id').notNull().references(() => beneficiaries.id),
  /** The beneficiary's name and account when it was paid (a later edit does not rewrite history). */
  beneficiaryName: text('beneficiary_name').notNull(),
  beneficiaryAccount: text('beneficiary_account').notNull(),
  reference: text('reference').notNull(),
  payeeConfirmation: text('payee_confirmation').$type<'NotNeeded' | 'Pending' | 'Success' | 'Failed'>().notNull(),
  initiatedBy: jsonb('initiated_by').$type<{ id: string; name: string }>().notNull(),
  decidedBy: jsonb('decided_by').$type<{ id: string; name: string }>(),
  declineReason: text('decline_reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
  /** The batch it came in (ADR 0054) and its line of the file; null for a single payment. */
  batchId: uuid('batch_id').references(() => paymentBatches.id),
  batchLine: integer('batch_line'),
}, (t) => [index('merchant_payments_merchant_idx').on(t.merchantId, t.createdAt), index('merchant_payments_batch_idx').on(t.batchId, t.batchLine)]);
