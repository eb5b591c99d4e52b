import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RoutingDefinition } from '@portal/contracts';
import { merchants, tenants, websites } from './schema';
import { versionLifecycleColumns } from './version-lifecycle.columns';

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
  // A Live version needs a second user to activate it (four-eyes).
  ...versionLifecycleColumns(),
}, (t) => [
  uniqueIndex('routing_configurations_version_key').on(t.configurationId, t.version),
  // The payment path's read, and the rule: one active configuration per website and mode.
  uniqueIndex('routing_configurations_one_active_key').on(t.websiteId, t.mode).where(sql`${t.status} = 'Active'`),
  index('routing_configurations_merchant_idx').on(t.merchantId, t.mode),
]);
