import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from './schema';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The statuses a tenant's leads move through (ADR 0086): Open ones are worked, a Qualified one may be converted, a
 * Disqualified one is out. One is the default a new lead starts at. Names are unique per tenant, case aside.
 */
export const leadStatuses = pgTable('lead_statuses', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind').notNull(),
  sortOrder: integer('sort_order').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('lead_statuses_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  index('lead_statuses_tenant_order_idx').on(t.tenantId, t.sortOrder),
]);

/** A checklist of activities a pipeline stage expects ("KYB documents received"), shown on the record (ADR 0086). */
export const activitySets = pgTable('activity_sets', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  activities: text('activities').array().notNull(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('activity_sets_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`)]);
