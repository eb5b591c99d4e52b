import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reportRoleHidden, reportTenantSettings, reportUsage } from '../../../db/schema';
import { REPORT_GROUP_OF, REPORT_GROUPS, REPORT_IDS, reportPermissionOf, type ReportOverviewItem, type ReportsOverview } from '../../../lib/contracts';
import type { Principal } from '../../users/repository';
import { REPORTS } from '../definitions';

/**
 * The reports the caller may run (user type, the menu entry's permission, not hidden from the tenant or the role:
 * the same rules the report calls enforce), grouped, with when the caller last ran and exported each.
 */
export async function reportsOverview(db: Db, principal: Principal): Promise<ReportsOverview> {
  const { user } = principal;
  const tenantHidden = user.tenantId
    ? (await db.select({ reportId: reportTenantSettings.reportId }).from(reportTenantSettings)
      .where(and(eq(reportTenantSettings.tenantId, user.tenantId), eq(reportTenantSettings.hidden, true)))).map((r) => r.reportId)
    : [];
  const roleHidden = (await db.select({ reportId: reportRoleHidden.reportId }).from(reportRoleHidden).where(eq(reportRoleHidden.roleId, principal.role.id))).map((r) => r.reportId);
  const hidden = new Set([...tenantHidden, ...roleHidden]);
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
