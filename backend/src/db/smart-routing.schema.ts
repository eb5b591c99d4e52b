import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RoutingDefinition } from '@portal/contracts';
import { merchants, tenants, users, websites } from './schema';

/**
 * Smart routing configurations as data (issue 29, ADR 0107): one row per version. `configurationId` names the
 * configuration across its versions; an edit adds a version; activation makes one version Active. At most one
 * Active configuration per website and mode (a partial unique index): activating one stops the website's other.
 * `kind` is Priority (v1: a priority list per payment method) or Rules (v2: rules, splits and a fallback order).
 */
export const routingConfigurations = pgTable('routing_configurations', {
  id: uuid('id').primaryKey(),
  configurationId: uuid('configuration_id').notNull(),
  version: integer('version').notNull(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  websiteId: uuid('website_id').notNull().references(() => websites.id),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  /** Priority or Rules. */
  kind: text('kind').$type<'Priority' | 'Rules'>().notNull(),
  name: text('name').notNull(),
  definition: jsonb('definition').$type<RoutingDefinition>().notNull(),
  /** Draft, PendingApproval, Active or Inactive. */
  status: text('status').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who asked to activate a Live version (four-eyes), who approved, when it started running. */
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
  /** When the activation started waiting for a second user (the approvals page's age; ADR 0113). */
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('routing_configurations_version_key').on(t.configurationId, t.version),
  // The payment path's read, and the rule: one active configuration per website and mode.
  uniqueIndex('routing_configurations_one_active_key').on(t.websiteId, t.mode).where(sql`${t.status} = 'Active'`),
  index('routing_configurations_merchant_idx').on(t.merchantId, t.mode),
]);
