import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PromotionArea, PromotionChange, PromotionStatus } from '@portal/contracts';
import { merchants, paymentChannels, serviceProviders, tenants, users, websites } from './schema';

/**
 * A merchant's payment settings per system mode (ADR 0067). A website and a payment channel are one row each
 * (payments of both modes name them); what differs between Test and Live hangs off them per mode. MIDs,
 * white-listing, confirmation levels and error mappings are rows of one mode each. Promotions record what was
 * copied from Test to Live (before and after per field), who asked and who approved.
 */

type Mode = 'Test' | 'Live';
const mode = () => text('mode').$type<Mode>().notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A website's keys and addresses in one mode. The secret key is written, never read back by the API. */
export const websiteSettings = pgTable('website_settings', {
  id: uuid('id').primaryKey(),
  websiteId: uuid('website_id').notNull().references(() => websites.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  mode: mode(),
  publicKey: text('public_key').notNull().default(''),
  secretKey: text('secret_key'),
  callbackUrl: text('callback_url').notNull().default(''),
  returnUrl: text('return_url').notNull().default(''),
  allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('website_settings_website_mode_uq').on(t.websiteId, t.mode), index('website_settings_merchant_idx').on(t.merchantId, t.mode)]);

/** A channel in one mode: on or off, its amount limits (minor units), priority and the merchant's fee. */
export const paymentChannelSettings = pgTable('payment_channel_settings', {
  id: uuid('id').primaryKey(),
  channelId: uuid('channel_id').notNull().references(() => paymentChannels.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  mode: mode(),
  isEnabled: boolean('is_enabled').notNull().default(false),
  minAmount: integer('min_amount').notNull().default(0),
  maxAmount: integer('max_amount').notNull().default(0),
  priority: integer('priority').notNull().default(1),
  feePercent: doublePrecision('fee_percent').notNull().default(0),
  feeFixed: integer('fee_fixed').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('payment_channel_settings_channel_mode_uq').on(t.channelId, t.mode), index('payment_channel_settings_merchant_idx').on(t.merchantId, t.mode)]);

/** The merchant's MID on a channel in one mode (the provider's sandbox MID in Test). */
export const merchantMids = pgTable('merchant_mids', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  mode: mode(),
  channelId: uuid('channel_id').notNull().references(() => paymentChannels.id),
  mid: text('mid').notNull(),
  descriptor: text('descriptor').notNull().default(''),
  apiSecret: text('api_secret'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('merchant_mids_channel_mode_uq').on(t.merchantId, t.channelId, t.mode)]);

/** An address or domain allowed to call the API in one mode. */
export const merchantWhitelist = pgTable('merchant_whitelist', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  mode: mode(),
  kind: text('kind').$type<'IP' | 'Domain'>().notNull(),
  value: text('value').notNull(),
  note: text('note').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('merchant_whitelist_value_mode_uq').on(t.merchantId, t.mode, t.kind, t.value)]);

/**
 * Above which amount (major units of the currency) a refund or payout of the merchant waits for a second user, in
 * one mode. A currency's own level wins over the level for every currency (currency null); with neither, the
 * tenant's four-eyes threshold applies (ADR 0046).
 */
export const confirmationLevels = pgTable('confirmation_levels', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  mode: mode(),
  action: text('action').$type<'Refund' | 'Payout'>().notNull(),
  /** '' = every currency (a unique index treats it as one value, unlike null). */
  currency: text('currency').notNull().default(''),
  thresholdMajor: integer('threshold_major').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('confirmation_levels_action_mode_uq').on(t.merchantId, t.mode, t.action, t.currency)]);

/** A provider's error code shown to the payer as a portal decline reason and message, in one mode. */
export const errorMappings = pgTable('error_mappings', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  mode: mode(),
  serviceProviderId: text('service_provider_id').notNull().references(() => serviceProviders.id),
  providerCode: text('provider_code').notNull(),
  declineReason: text('decline_reason').notNull(),
  payerMessage: text('payer_message').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('error_mappings_code_mode_uq').on(t.merchantId, t.mode, t.serviceProviderId, t.providerCode)]);

/** A Test-to-Live promotion (or the revert of one): what it copies, who asked, who approved, before and after. */
export const settingsPromotions = pgTable('settings_promotions', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  area: text('area').$type<PromotionArea>().notNull(),
  kind: text('kind').$type<'Promotion' | 'Revert'>().notNull(),
  status: text('status').$type<PromotionStatus>().notNull(),
  revertsId: uuid('reverts_id'),
  requestedById: uuid('requested_by_id').notNull().references(() => users.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  decidedById: uuid('decided_by_id').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  changes: jsonb('changes').$type<PromotionChange[]>().notNull(),
  reenterInLive: jsonb('reenter_in_live').$type<Array<{ rowLabel: string; field: string }>>().notNull().default([]),
}, (t) => [index('settings_promotions_merchant_idx').on(t.merchantId, t.requestedAt)]);
