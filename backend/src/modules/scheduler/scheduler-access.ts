import { isNull, or, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SCHEDULER_PERMISSIONS, TENANT_SETTINGS_PLATFORM_PERMISSION } from '@portal/contracts';
import type { Access } from '../../http/api-route';
import { isPlatform } from '../../http/scope';
import type { Principal } from '../users/repository';
import { tenantSettingsAccess } from '../settings/tenant-settings-access';

export const RECURRING_JOBS_ACCESS = tenantSettingsAccess(SCHEDULER_PERMISSIONS.recurringJobs);
export const PROCESS_LOGS_ACCESS = tenantSettingsAccess(SCHEDULER_PERMISSIONS.processLogs);
export const CUSTOM_JOBS_READ = tenantSettingsAccess(SCHEDULER_PERMISSIONS.customJobs);
/** A custom job sends its files to its owner, a user of the tenant: only tenant staff create and change them. */
export const CUSTOM_JOBS_WRITE: Access = { userTypes: ['crm'], anyPermission: [SCHEDULER_PERMISSIONS.customJobs] };
/** The cron preview serves every scheduler page. */
export const PREVIEW_ACCESS: Access = {
  userTypes: ['crm', 'platform'],
  anyPermission: [...Object.values(SCHEDULER_PERMISSIONS), TENANT_SETTINGS_PLATFORM_PERMISSION],
};

/**
 * The jobs (and runs) a caller sees, by their tenant column: platform staff every one (or the system jobs and one
 * picked tenant's), tenant staff the system jobs and their own tenant's; never another tenant's.
 */
export function visibleTo(principal: Principal, tenantColumn: PgColumn, pickedTenantId?: string): SQL | undefined {
  if (isPlatform(principal)) return pickedTenantId ? or(isNull(tenantColumn), eq(tenantColumn, pickedTenantId)) : undefined;
  const own = principal.user.tenantId;
  return own ? or(isNull(tenantColumn), eq(tenantColumn, own)) : isNull(tenantColumn);
}

/** Whether a caller may pause, resume, run or edit a job: system jobs platform staff only; custom ones their tenant. */
export function mayChange(principal: Principal, job: { tenantId: string | null }): boolean {
  if (isPlatform(principal)) return true;
  return job.tenantId !== null && job.tenantId === principal.user.tenantId;
}
