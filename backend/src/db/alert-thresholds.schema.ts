import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants, tenants } from './schema';

/**
 * Decline pending ratio thresholds (ADR 0066): per tenant (merchant null) or per merchant, the declined and
 * pending shares of a window's payments that alert. At most one per tenant and merchant (one tenant-wide).
 */
export const declinePendingRatioThresholds = pgTable('decline_pending_ratio_thresholds', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
  declinedPercent: doublePrecision('declined_percent'),
  pendingPercent: doublePrecision('pending_percent'),
  windowMinutes: integer('window_minutes').notNull(),
  minimumPayments: integer('minimum_payments').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('decline_pending_ratio_thresholds_owner_key').on(t.tenantId, sql`coalesce(${t.merchantId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
]);

/** A window in which a customer crossed a threshold and the tenant's staff were told: once per window. */
export const declinePendingRatioAlerts = pgTable('decline_pending_ratio_alerts', {
  id: uuid('id').primaryKey(),
  thresholdId: uuid('threshold_id').notNull().references(() => declinePendingRatioThresholds.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** Declined, Pending or both (comma-joined). */
  crossed: text('crossed').notNull(),
  payments: integer('payments').notNull(),
  declined: integer('declined').notNull(),
  pending: integer('pending').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('decline_pending_ratio_alerts_window_key').on(t.thresholdId, t.merchantId, t.windowStart),
  index('decline_pending_ratio_alerts_tenant_idx').on(t.tenantId, t.createdAt),
]);
