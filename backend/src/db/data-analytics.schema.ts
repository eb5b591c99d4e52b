import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
