import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataAnalyticsLayouts } from '../../db/schema';
import type { PivotConfig, ReportId } from '@portal/contracts';

/** The user's saved layout of a report, if any. */
export async function savedLayout(db: Db, userId: string, reportId: ReportId): Promise<PivotConfig | undefined> {
  const [row] = await db.select({ config: dataAnalyticsLayouts.reportConfig }).from(dataAnalyticsLayouts)
    .where(and(eq(dataAnalyticsLayouts.userId, userId), eq(dataAnalyticsLayouts.reportId, reportId)));
  return row?.config;
}

export async function saveLayout(db: Db, userId: string, reportId: ReportId, config: PivotConfig, at: Date): Promise<void> {
  await db.insert(dataAnalyticsLayouts).values({ userId, reportId, reportConfig: config, updatedAt: at })
    .onConflictDoUpdate({ target: [dataAnalyticsLayouts.userId, dataAnalyticsLayouts.reportId], set: { reportConfig: config, updatedAt: at } });
}
