import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reportUsage } from '../../../db/schema';
import type { ReportId } from '@portal/contracts';

/** Notes when a user ran (a page of figures) or exported a report: the overview's last run and export. */
export async function recordUsage(db: Db, userId: string, reportId: ReportId, what: 'run' | 'export', at: Date): Promise<void> {
  const set = what === 'run' ? { lastRunAt: at } : { lastExportedAt: at };
  await db.insert(reportUsage).values({ userId, reportId, ...set })
    .onConflictDoUpdate({ target: [reportUsage.userId, reportUsage.reportId], set: what === 'run' ? { lastRunAt: sql`excluded.last_run_at` } : { lastExportedAt: sql`excluded.last_exported_at` } });
}
