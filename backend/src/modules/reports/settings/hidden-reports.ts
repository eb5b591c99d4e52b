import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reportRoleHidden, reportTenantSettings } from '../../../db/schema';
import { reportPermissionOf, type ReportId } from '@portal/contracts';
import type { Principal } from '../../users/repository';

/** The reports hidden from the caller: by its tenant's settings or from its role (ADR 0057). */
export async function hiddenReports(db: Db, principal: Principal): Promise<Set<ReportId>> {
  const { user } = principal;
  const [tenantHidden, roleHidden] = await Promise.all([
    user.tenantId
      ? db.select({ reportId: reportTenantSettings.reportId }).from(reportTenantSettings)
        .where(and(eq(reportTenantSettings.tenantId, user.tenantId), eq(reportTenantSettings.hidden, true)))
      : Promise.resolve([]),
    db.select({ reportId: reportRoleHidden.reportId }).from(reportRoleHidden).where(eq(reportRoleHidden.roleId, principal.role.id)),
  ]);
  return new Set([...tenantHidden, ...roleHidden].map((r) => r.reportId as ReportId));
}

/**
 * The permissions the caller holds in effect: its role's, less those of the reports hidden from it. The user
 * context sends these, so the menu, the route guard and every report picker leave a hidden report out, as the
 * report calls refuse it.
 */
export async function effectivePermissions(db: Db, principal: Principal): Promise<string[]> {
  const hidden = await hiddenReports(db, principal);
  const withheld = new Set([...hidden].map((id) => reportPermissionOf(id, principal.user.userType)));
  return [...principal.role.permissions].filter((p) => !withheld.has(p)).sort();
}
