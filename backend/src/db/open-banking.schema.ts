import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants, tenants } from './schema';

/**
 * Open banking (issue 13, ADR 0055): the account-access consents a merchant asks its bank for, and what happened to
 * each (the open-banking history). A payout through a consent is a `transactions` row like ADR 0051's payouts.
 */

/** One consent: the bank, its status and times, and the account the bank shared on authorisation. */
export const openBankingConsents = pgTable('open_banking_consents', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  bankId: text('bank_id').notNull(),
  /** AwaitingAuthorisation, Authorised, Rejected, Revoked, Expired. */
  status: text('status').$type<'AwaitingAuthorisation' | 'Authorised' | 'Rejected' | 'Revoked' | 'Expired'>().notNull(),
  currency: text('currency').notNull(),
  accountName: text('account_name'),
  /** The merchant's own account, as the bank shared it (payouts go there); shown masked. */
  accountIban: text('account_iban'),
  /** sha256 of the one-time token in the bank's authorisation link (the token itself is never stored). */
  stateHash: text('state_hash'),
  returnUrl: text('return_url').notNull(),
  authorisationExpiresAt: timestamp('authorisation_expires_at', { withTimezone: true }).notNull(),
  authorisedAt: timestamp('authorised_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdBy: jsonb('created_by').$type<{ id: string; name: string }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('open_banking_consents_merchant_idx').on(t.merchantId, t.createdAt)]);

/** What happened to a consent: requested, the bank's answer, revoked, expired, a payout through it. */
export const openBankingEvents = pgTable('open_banking_events', {
  id: uuid('id').primaryKey(),
  consentId: uuid('consent_id').notNull().references(() => openBankingConsents.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  type: text('type').notNull(),
  actorName: text('actor_name'),
  transactionId: uuid('transaction_id'), /* -> transactions.id, on delete set null: trigger, ADR 0117 */
  amount: integer('amount'),
  currency: text('currency'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('open_banking_events_merchant_idx').on(t.merchantId, t.at)]);

/** A UTR someone submitted for a pending bank-transfer payment (UTR resubmissions, ADR 0055) and what it came to. */
export const utrResubmissions = pgTable('utr_resubmissions', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  transactionId: uuid('transaction_id').notNull(), /* -> transactions.id, on delete cascade: trigger, ADR 0117 */
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  utr: text('utr').notNull(),
  /** Matched, NotFound, AmountDiffers, AlreadyMatched, Returned. */
  outcome: text('outcome').notNull(),
  /** The bank credit it named, when one has that UTR. */
  depositId: uuid('deposit_id'),
  submittedBy: jsonb('submitted_by').$type<{ id: string; name: string }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('utr_resubmissions_tx_idx').on(t.transactionId, t.createdAt),
  index('utr_resubmissions_tenant_idx').on(t.tenantId, t.mode, t.createdAt),
  index('utr_resubmissions_merchant_idx').on(t.merchantId, t.mode, t.createdAt),
]);
