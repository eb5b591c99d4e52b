import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reportRoleHidden, reportTenantSettings } from '../../../db/schema';
import { forbidden } from '../../../http/errors';
import type { ReportColumn, ReportField, ReportFilterValue, ReportId } from '@portal/contracts';
import type { Principal } from '../../users/repository';

/** What the settings (ADR 0057) decide for one caller and one report. */
export interface CallerReportSetting {
  hidden: boolean;
  defaultFilters: Record<string, ReportFilterValue>;
  defaultColumns: string[];
  defaultRangeDays: number | null;
}

export const NO_SETTING: CallerReportSetting = { hidden: false, defaultFilters: {}, defaultColumns: [], defaultRangeDays: null };
export const REPORT_HIDDEN = 'This report is not available to you';

/** The caller's tenant's setting of the report, hidden too when the caller's role is among those it is hidden from. */
export async function callerSetting(db: Db, principal: Principal, reportId: ReportId): Promise<CallerReportSetting> {
  const tenantId = principal.user.tenantId;
  const [tenantRow] = tenantId
    ? await db.select().from(reportTenantSettings).where(and(eq(reportTenantSettings.tenantId, tenantId), eq(reportTenantSettings.reportId, reportId)))
    : [];
  const [roleRow] = await db.select({ roleId: reportRoleHidden.roleId }).from(reportRoleHidden)
    .where(and(eq(reportRoleHidden.roleId, principal.role.id), eq(reportRoleHidden.reportId, reportId)));
  return {
    hidden: (tenantRow?.hidden ?? false) || !!roleRow,
    defaultFilters: tenantRow?.defaultFilters ?? {},
    defaultColumns: tenantRow?.defaultColumns ?? [],
    defaultRangeDays: tenantRow?.defaultRangeDays ?? null,
  };
}

/** The setting, or a 403 when the report is hidden from the caller's tenant or role. */
export async function visibleSetting(db: Db, principal: Principal, reportId: ReportId): Promise<CallerReportSetting> {
  const setting = await callerSetting(db, principal, reportId);
  if (setting.hidden) throw forbidden(REPORT_HIDDEN);
  return setting;
}

/**
 * The call's filters with the tenant's defaults when the call names none of the report's filter fields (the
 * period aside) and does not say `useDefaults: false` (the report page states its whole filter state, so a
 * filter the user cleared stays cleared). Defaults of fields this caller's definition lacks (a merchant has no
 * customer filter) are left out.
 */
export function withDefaultFilters(fields: readonly ReportField[], query: Record<string, unknown>, setting: CallerReportSetting, useDefaults = true): Record<string, unknown> {
  if (!useDefaults) return query;
  const names = fields.filter((f) => f.type !== 'dateRangePicker' && f.type !== 'button').map((f) => f.name);
  if (names.some((name) => name in query)) return query;
  const defaults = Object.fromEntries(Object.entries(setting.defaultFilters).filter(([name]) => names.includes(name)));
  return { ...query, ...defaults };
}

/** The fields with the defaults as their initial values (the page opens with them). */
export function fieldsWithDefaults(fields: readonly ReportField[], setting: CallerReportSetting): ReportField[] {
  return fields.map((field) => {
    const value = setting.defaultFilters[field.name];
    return value === undefined || field.type === 'dateRangePicker' ? field : { ...field, value };
  });
}

/** The default columns this caller has (empty: every column). */
export const defaultColumnsOf = (columns: readonly ReportColumn[], setting: CallerReportSetting): string[] =>
  setting.defaultColumns.filter((key) => columns.some((c) => c.key === key));
