import { jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './schema';

/**
 * Saved views of the resource lists (ADR 0095): a user's named list states per list (a resource's key). The
 * name is unique per user and list whatever its case.
 */
export const listViews = pgTable('list_views', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  listKey: text('list_key').notNull(),
  name: text('name').notNull(),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('list_views_user_list_name_key').on(t.userId, t.listKey, sql`lower(${t.name})`),
]);

/** A user's visible columns of a list (ADR 0095): one row per user and list, replaced on each choice. */
export const listColumnChoices = pgTable('list_column_choices', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  listKey: text('list_key').notNull(),
  columns: text('columns').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.listKey] })]);
