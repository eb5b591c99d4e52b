import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PivotConfig } from '@portal/contracts';
import { users } from './schema';

/**
 * A user's Data Analytics layout per report (issue 12, ADR 0056): the pivot the user last arranged in the pop-up,
 * saved from a report-changed message whose secp256k1 token the server checked. The next session opens with it.
 */
export const dataAnalyticsLayouts = pgTable('data_analytics_layouts', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reportId: text('report_id').notNull(),
  reportConfig: jsonb('report_config').$type<PivotConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.reportId] })]);

/**
 * Open Data Analytics sessions (ADR 0056, ADR 0102): in the database so that any replica answers a pop-up that
 * another one opened. The session's secp256k1 secret is sealed with the platform's data key (ADR 0083); the pop-up's
 * licence key is kept as its SHA-256 only. Rows live for the session's 60 minutes; expired rows are deleted as new
 * sessions open.
 */
export const dataAnalyticsSessions = pgTable('data_analytics_sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reportId: text('report_id').notNull(),
  secretKeySealed: text('secret_key_sealed').notNull(),
  publicKeyHex: text('public_key_hex').notNull(),
  licenceHash: text('licence_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('data_analytics_sessions_user_idx').on(t.userId, t.createdAt), index('data_analytics_sessions_expiry_idx').on(t.expiresAt)]);
