import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, roles, tenants, users } from './schema';

/**
 * Report settings (issue 12 deliverable 4, ADR 0057): per tenant and report, whether the tenant sees it, its
 * default filters, columns and period; the server enforces them on the definition, data and export calls.
 * No row: the report as its definition describes it, visible.
 */
export const reportTenantSettings = pgTable('report_tenant_settings', {
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  reportId: text('report_id').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  /** Filter name -> value(s), checked against the report's fields when saved. */
  defaultFilters: jsonb('default_filters').$type<Record<string, string | string[]>>().notNull().default({}),
  /** Column keys in order; empty: every column. */
  defaultColumns: text('default_columns').array().notNull().default(sql`'{}'::text[]`),
  /** Days a fresh page opens with; null: the definition's. */
  defaultRangeDays: integer('default_range_days'),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.reportId] })]);

/** A report hidden from one role (of the tenant): its users neither see nor run it. */
export const reportRoleHidden = pgTable('report_role_hidden', {
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  reportId: text('report_id').notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.reportId] })]);

/** When a user last ran (a page of figures) and last exported a report: the overview's "last run / export". */
export const reportUsage = pgTable('report_usage', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reportId: text('report_id').notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastExportedAt: timestamp('last_exported_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.userId, t.reportId] })]);

/**
 * The daily transactions-daily CSV files (issue 12 deliverable 3): one per tenant (every merchant) and one per
 * merchant with transactions that day, written by a scheduled job; downloaded by name in the caller's scope.
 */
export const dailyReportFiles = pgTable('daily_report_files', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  /** Null: the tenant's file (every merchant). */
  merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
  /** The UTC day the file covers. */
  day: date('day', { mode: 'string' }).notNull(),
  rows: integer('rows').notNull(),
  size: integer('size').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('daily_report_files_name_key').on(t.name),
  index('daily_report_files_tenant_day_idx').on(t.tenantId, t.day),
]);
