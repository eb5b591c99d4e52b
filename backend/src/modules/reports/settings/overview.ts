import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reportUsage } from '../../../db/schema';
import { REPORT_GROUP_OF, REPORT_GROUPS, REPORT_IDS, reportPermissionOf, type ReportOverviewItem, type ReportsOverview } from '@portal/contracts';
import type { Principal } from '../../users/repository';
import { REPORTS } from '../definitions';
import { hiddenReports } from './hidden-reports';

/**
 * The reports the caller may run (user type, the menu entry's permission, not hidden from the tenant or the role:
 * the same rules the report calls enforce), grouped, with when the caller last ran and exported each.
 */
export async function reportsOverview(db: Db, principal: Principal): Promise<ReportsOverview> {
  const { user } = principal;
  const hidden = await hiddenReports(db, principal);
  const runnable = REPORT_IDS.filter((id) => REPORTS[id].userTypes.includes(user.userType) && principal.permissions.has(reportPermissionOf(id, user.userType)) && !hidden.has(id));
  const usage = runnable.length
    ? await db.select().from(reportUsage).where(and(eq(reportUsage.userId, user.id), inArray(reportUsage.reportId, runnable)))
    : [];
  const items: ReportOverviewItem[] = runnable.map((id) => {
    const used = usage.find((u) => u.reportId === id);
    return {
      reportId: id, title: REPORTS[id].title, description: REPORTS[id].description, group: REPORT_GROUP_OF[id],
      lastRunAt: used?.lastRunAt?.toISOString() ?? null, lastExportedAt: used?.lastExportedAt?.toISOString() ?? null,
    };
  });
  return {
    groups: REPORT_GROUPS.map((group) => ({ group, reports: items.filter((i) => i.group === group) })).filter((g) => g.reports.length > 0),
  };
}
