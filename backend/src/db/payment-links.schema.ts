import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, storedFiles, tenants, users, websites } from './schema';

/**
 * Payment links (ADR 0108): a merchant's link of one mode, paid on the public page /pay/<token>. `uses` counts paid
 * payments and only grows under the row's lock in the paying transaction, so concurrent payers never exceed max_uses.
 */
export const paymentLinks = pgTable('payment_links', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  /** Test or Live: the mode switch's when created; its payments are of this mode. */
  mode: text('mode').notNull(),
  /** base64url of 24 random bytes: the public page's address, unguessable. */
  token: text('token').notNull(),
  websiteId: uuid('website_id').notNull().references(() => websites.id),
  /** Fixed or Customer (the customer types an amount between min and max). */
  amountType: text('amount_type').notNull(),
  amount: integer('amount'),
  minAmount: integer('min_amount'),
  maxAmount: integer('max_amount'),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** A publishable key's session (one use, short expiry) rather than a link the merchant made. */
  session: boolean('session').notNull().default(false),
  /** Payments are taken as this user's (the merchant user or the API key's creator): their scope applies. */
  createdBy: uuid('created_by').notNull().references(() => users.id),
  lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payment_links_token_idx').on(t.token),
  index('payment_links_owner_idx').on(t.merchantId, t.mode, t.createdAt),
  check('payment_links_uses_within_max', sql`${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses}`),
]);

/** Which transaction paid which link (the list's history; a link's payments). */
export const paymentLinkPayments = pgTable('payment_link_payments', {
  transactionId: uuid('transaction_id').primaryKey(),
  linkId: uuid('link_id').notNull().references(() => paymentLinks.id),
  paid: boolean('paid').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('payment_link_payments_link_idx').on(t.linkId, t.createdAt)]);

/** The hosted payment page's settings ("Websites settings"), one row per merchant. */
export const hostedPaymentSettings = pgTable('hosted_payment_settings', {
  merchantId: uuid('merchant_id').primaryKey().references(() => merchants.id),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  allowedWebsites: jsonb('allowed_websites').$type<string[]>().notNull(),
  logoFileId: uuid('logo_file_id').references(() => storedFiles.id),
  brandColour: text('brand_colour').notNull(),
  accentColour: text('accent_colour').notNull(),
  successUrl: text('success_url'),
  cancelUrl: text('cancel_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
