import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants, tenants } from './schema';
import { posProviders } from './payment-configuration.schema';

/**
 * The tenant's transaction tools (issue 13 part C, ADR 0053). Every row carries its tenant and merchant, so the
 * one scope resolver scopes it without a join.
 */

/**
 * A request sent to an APM provider (open banking, bank transfer, PayPal): the payer is redirected, then the
 * provider completes it (it has a transaction), fails it, or the payer abandons it (Expired, Cancelled: no
 * transaction). `vrtransaction-lookup` lists them; the APM lookup joins a transaction's completing request.
 */
export const apmRequests = pgTable('apm_requests', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  transactionId: uuid('transaction_id'), /* -> transactions.id, on delete cascade: trigger, ADR 0117 */
  /** The gateway's reference of the request (APR-...), quoted to the provider. */
  reference: text('reference').notNull(),
  paymentMethod: text('payment_method').notNull(),
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  /** What the provider calls it; absent until the provider answered. */
  providerReference: text('provider_reference'),
  payerName: text('payer_name'),
  /** Masked: an IBAN's country, check digits and last 4; an e-mail's first letter and domain. */
  payerAccount: text('payer_account'),
  bankName: text('bank_name'),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('apm_requests_tenant_mode_created_idx').on(t.tenantId, t.mode, t.createdAt, t.id),
  index('apm_requests_merchant_mode_created_idx').on(t.merchantId, t.mode, t.createdAt, t.id),
  index('apm_requests_transaction_idx').on(t.transactionId),
]);

/**
 * A deposit credited to the tenant's collection account for a bank-transfer payment (BDT, transaction-lookup-v3):
 * the bank's UTR, the payer as the bank reports them (account masked) and what the payer wrote. Matched to its
 * payment, Unmatched (waiting for someone to match it) or Returned to the payer.
 */
export const bankDeposits = pgTable('bank_deposits', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  transactionId: uuid('transaction_id'), /* -> transactions.id, on delete set null: trigger, ADR 0117 */
  utr: text('utr').notNull(),
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  payerName: text('payer_name').notNull(),
  payerBank: text('payer_bank').notNull(),
  payerAccount: text('payer_account').notNull(),
  narrative: text('narrative').notNull(),
  creditedAt: timestamp('credited_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('bank_deposits_tenant_mode_credited_idx').on(t.tenantId, t.mode, t.creditedAt, t.id),
  index('bank_deposits_merchant_mode_credited_idx').on(t.merchantId, t.mode, t.creditedAt, t.id),
  index('bank_deposits_transaction_idx').on(t.transactionId),
]);

/** A card terminal (POS) of a merchant (terminal pages, ADR 0053): its terminal id, where it stands, its currency. */
export const terminals = pgTable('terminals', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  /** The acquirer's terminal id (TID), 8 characters. */
  terminalId: text('terminal_id').notNull(),
  serialNumber: text('serial_number').notNull(),
  model: text('model').notNull(),
  location: text('location').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  /** The terminal host it connects through (ADR 0152): a POS provider of its tenant that takes its currency; null: none. */
  posProviderId: uuid('pos_provider_id').references(() => posProviders.id),
}, (t) => [index('terminals_tenant_idx').on(t.tenantId), index('terminals_merchant_idx').on(t.merchantId), index('terminals_pos_provider_idx').on(t.posProviderId)]);

/**
 * A card-present payment at a terminal, as the terminal host reports it: Approved or Declined, the entry mode,
 * the masked card, and when the cardholder chose to pay in their own currency (dynamic currency conversion) the
 * rate, the markup and the amount in the card's currency.
 */
export const terminalTransactions = pgTable('terminal_transactions', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  terminalId: uuid('terminal_id').notNull().references(() => terminals.id),
  reference: text('reference').notNull(),
  type: text('type').notNull(),
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  entryMode: text('entry_mode').notNull(),
  cardFirst6: text('card_first6').notNull(),
  cardLast4: text('card_last4').notNull(),
  /** Dynamic currency conversion: the cardholder's currency, the rate (card currency per unit), markup in basis points, the converted amount. */
  cardCurrency: text('card_currency'),
  rate: numeric('rate', { precision: 14, scale: 6 }),
  markupBps: integer('markup_bps'),
  convertedAmount: integer('converted_amount'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('terminal_transactions_tenant_mode_created_idx').on(t.tenantId, t.mode, t.createdAt, t.id),
  index('terminal_transactions_terminal_created_idx').on(t.terminalId, t.createdAt),
]);

/** A bank order the tenant uploaded (bank-order-uploads): the bank, the account, the file, who and when. */
export const bankOrders = pgTable('tenpay_bank_orders', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  uploadedById: uuid('uploaded_by_id').notNull(),
  uploadedByName: text('uploaded_by_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  fileName: text('file_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('tenpay_bank_orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id)]);

/** One line of a bank order: as read, checked, and matched to a transaction of the tenant (or why not). */
export const bankOrderItems = pgTable('tenpay_bank_order_items', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull().references(() => bankOrders.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  lineNumber: integer('line_number').notNull(),
  valueDate: text('value_date'),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  payer: text('payer').notNull(),
  status: text('status').notNull(),
  errorText: text('error_text'),
  errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
  transactionId: uuid('transaction_id'), /* -> transactions.id, on delete set null: trigger, ADR 0117 */
  /** Who matched an unmatched line by hand, and when (null for the upload's own match). */
  matchedByName: text('matched_by_name'),
  matchedAt: timestamp('matched_at', { withTimezone: true }),
}, (t) => [index('tenpay_bank_order_items_order_idx').on(t.orderId, t.lineNumber)]);
