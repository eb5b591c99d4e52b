import { index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RuleGroup } from '@portal/contracts';
import { merchants, tenants, users } from './schema';
import { versionLifecycleColumns } from './version-lifecycle.columns';

/**
 * Antifraud rules as data (issue 29, ADR 0106): one row per version of a rule. `ruleId` names the rule across its
 * versions; an edit adds a version (the newest is what the editor shows), activation makes one version Active
 * (at most one per rule, the evaluator reads only Active rows). A tenant's rules (merchantId null) apply to all its
 * merchants; a merchant's add to them. Per mode: Test rules never screen Live payments.
 */
export const antifraudRules = pgTable('antifraud_rules', {
  id: uuid('id').primaryKey(),
  ruleId: uuid('rule_id').notNull(),
  version: integer('version').notNull(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** RequestThreeDS, Allow, Block or Review. */
  action: text('action').notNull(),
  score: integer('score').notNull(),
  conditions: jsonb('conditions').$type<RuleGroup>().notNull(),
  // A Live Block version needs a second user to activate it (four-eyes).
  ...versionLifecycleColumns(),
}, (t) => [
  uniqueIndex('antifraud_rules_version_key').on(t.ruleId, t.version),
  uniqueIndex('antifraud_rules_one_active_key').on(t.ruleId).where(sql`${t.status} = 'Active'`),
  // The evaluator's read: a tenant's (and its merchant's) active rules of a mode.
  index('antifraud_rules_active_idx').on(t.tenantId, t.mode, t.merchantId).where(sql`${t.status} = 'Active'`),
]);

/**
 * Blacklist entries (ADR 0106): a typed value (card fingerprint, BIN, e-mail, e-mail domain, IP or CIDR, country)
 * a tenant (merchantId null: for all its merchants) or a merchant lists, with why, until when and who added it.
 * Values are stored normalised (lower-case e-mails and domains, upper-case countries) so matching is exact.
 */
export const blacklistEntries = pgTable('blacklist_entries', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  listType: text('list_type').notNull(),
  value: text('value').notNull(),
  reason: text('reason').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('blacklist_entries_value_key').on(t.tenantId, t.merchantId, t.listType, t.value).nullsNotDistinct(),
  // The screen's read: only the entries equal to one payment's values (ADR 0106 "Bench").
  index('blacklist_entries_lookup_idx').on(t.tenantId, t.listType, t.value),
  // The IP blocks (CIDR) the screen checks every IPv4 payment against.
  index('blacklist_entries_cidr_idx').on(t.tenantId).where(sql`${t.listType} = 'Ip' AND ${t.value} LIKE '%/%'`),
]);
