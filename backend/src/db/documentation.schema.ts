import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants, users } from './schema';

/**
 * A tenant's documentation pages (ADR 0099): Markdown in one of the menu's sections (wiki, user-manuals, faq), shown
 * to the tenant's staff, its merchants or both. The row is the current version; every version is kept below.
 * A page is written in one language; its translations point at the first page of their group (ADR 0148).
 */
export const docPages = pgTable('doc_pages', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  section: text('section').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  audience: text('audience').notNull().default('staff'),
  /** The portal language the page is written in (fixed when it is made). */
  language: text('language').notNull().default('en'),
  /** The page this one translates (the group's first page); null for a group's first page. */
  translationOf: uuid('translation_of').references((): AnyPgColumn => docPages.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // One title per section and tenant, case aside: a wiki link names one page.
  uniqueIndex('doc_pages_tenant_section_language_title_idx').on(t.tenantId, t.section, t.language, sql`lower(${t.title})`),
  // One page per language in a group of translations.
  uniqueIndex('doc_pages_group_language_idx').on(sql`coalesce(${t.translationOf}, ${t.id})`, t.language),
]);

/** Every saved version of a page (a restore is a new version naming its source); removed with the page. */
export const docPageVersions = pgTable('doc_page_versions', {
  id: uuid('id').primaryKey(),
  pageId: uuid('page_id').notNull().references(() => docPages.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  version: integer('version').notNull(),
  section: text('section').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  audience: text('audience').notNull(),
  restoredFrom: integer('restored_from'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('doc_page_versions_page_version_idx').on(t.pageId, t.version),
  index('doc_page_versions_tenant_idx').on(t.tenantId),
]);
