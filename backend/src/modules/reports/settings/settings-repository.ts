import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants, reportRoleHidden, reportTenantSettings, roles, tenants } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { REPORT_IDS, type ReportFilterValue, type ReportId, type ReportSettingInput, type ReportSettingRow, type ReportSettingsPage, type ReportSettingsRole } from '@portal/contracts';
import { REPORTS } from '../definitions';
import { readFilters } from '../filters';
import type { ReportSpec } from '../report-spec';

/** The tenant's user types a report serves (platform staff are not a tenant's). */
const tenantUserTypes = (spec: ReportSpec): Array<'crm' | 'merchant'> => (['crm', 'merchant'] as const).filter((u) => spec.userTypes.includes(u));

/** The period field's maximum days, null when the report has no period. */
const maxRangeDaysOf = (spec: ReportSpec): number | null =>
  spec.fields('crm').find((f) => f.type === 'dateRangePicker')?.maxDaysSelected ?? null;

async function tenantRoles(db: Db, tenantId: string): Promise<ReportSettingsRole[]> {
  const rows = await db.select({ id: roles.id, name: roles.name, userType: roles.userType }).from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.userType, ['crm', 'merchant']))).orderBy(roles.userType, roles.name);
  return rows.map((r) => ({ id: r.id, name: r.name, userType: r.userType as 'crm' | 'merchant' }));
}

async function assertTenant(db: Db, tenantId: string): Promise<void> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw notFound('Tenant not found');
}

function rowOf(spec: ReportSpec, saved: typeof reportTenantSettings.$inferSelect | undefined, hiddenRoleIds: string[]): ReportSettingRow {
  return {
    reportId: spec.id, title: spec.title, description: spec.description, userTypes: tenantUserTypes(spec),
    fields: spec.fields('crm'), columns: spec.columns('crm'), maxRangeDays: maxRangeDaysOf(spec), reportRangeDays: spec.defaultRangeDays,
    hidden: saved?.hidden ?? false, hiddenRoleIds, defaultFilters: saved?.defaultFilters ?? {}, defaultColumns: saved?.defaultColumns ?? [],
    defaultRangeDays: saved?.defaultRangeDays ?? null, updatedAt: saved?.updatedAt.toISOString() ?? null,
  };
}

/** Every report a tenant's users may have, with the tenant's setting of each, and the tenant's roles. */
export async function tenantReportSettings(db: Db, tenantId: string): Promise<ReportSettingsPage> {
  await assertTenant(db, tenantId);
  const roleList = await tenantRoles(db, tenantId);
  const saved = await db.select().from(reportTenantSettings).where(eq(reportTenantSettings.tenantId, tenantId));
  const hidden = roleList.length
    ? await db.select().from(reportRoleHidden).where(inArray(reportRoleHidden.roleId, roleList.map((r) => r.id)))
    : [];
  const reports = REPORT_IDS.map((id) => REPORTS[id]).filter((spec) => tenantUserTypes(spec).length > 0).map((spec) =>
    rowOf(spec, saved.find((s) => s.reportId === spec.id), hidden.filter((h) => h.reportId === spec.id).map((h) => h.roleId)));
  return { tenantId, roles: roleList, reports };
}

/**
 * The setting checked as the report page would check it, and more: roles are the tenant's and of a user type the
 * report serves, default filters pass the report's own filter rules (customers are the tenant's), default columns
 * are the report's, the default period fits its maximum. Each refusal is a 400 naming what is wrong.
 */
async function checkSetting(db: Db, tenantId: string, spec: ReportSpec, input: ReportSettingInput): Promise<void> {
  const roleList = await tenantRoles(db, tenantId);
  const serves = tenantUserTypes(spec);
  for (const roleId of input.hiddenRoleIds) {
    const role = roleList.find((r) => r.id === roleId);
    if (!role) throw badRequest(`Role ${roleId} is not a role of this tenant`);
    if (!serves.includes(role.userType)) throw badRequest(`${spec.title} is not a report of the role ${role.name}`);
  }
  const fields = spec.fields('crm').filter((f) => f.type !== 'dateRangePicker');
  const filters = readFilters(fields, input.defaultFilters);
  const customers = filters.values.customer;
  if (customers?.length) {
    const found = await db.select({ id: merchants.id }).from(merchants)
      .where(and(eq(merchants.tenantId, tenantId), inArray(merchants.id, customers.filter((c) => /^[0-9a-f-]{36}$/i.test(c)))));
    if (found.length !== customers.length) throw badRequest('customer must be a customer of this tenant');
  }
  const keys = spec.columns('crm').map((c) => c.key);
  const unknown = input.defaultColumns.find((key) => !keys.includes(key));
  if (unknown) throw badRequest(`Unknown column ${unknown}`);
  if (input.defaultRangeDays !== null) {
    const max = maxRangeDaysOf(spec);
    if (max === null) throw badRequest(`${spec.title} has no period`);
    if (input.defaultRangeDays > max) throw badRequest(`Pick at most ${max} days`);
  }
}

/** Saves one report's setting for a tenant (the whole setting: roles not named are no longer hidden from). */
export async function saveReportSetting(db: Db, tenantId: string, reportId: ReportId, input: ReportSettingInput, userId: string, now: Date): Promise<ReportSettingRow> {
  await assertTenant(db, tenantId);
  const spec = REPORTS[reportId];
  if (tenantUserTypes(spec).length === 0) throw notFound('Report not found');
  await checkSetting(db, tenantId, spec, input);
  // Filters as the checks read them: blank values dropped.
  const defaultFilters: Record<string, ReportFilterValue> = Object.fromEntries(Object.entries(input.defaultFilters)
    .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v.trim() !== '')));
  const values = { hidden: input.hidden, defaultFilters, defaultColumns: input.defaultColumns, defaultRangeDays: input.defaultRangeDays, updatedById: userId, updatedAt: now };
  const roleIds = (await tenantRoles(db, tenantId)).map((r) => r.id);
  await db.transaction(async (tx) => {
    await tx.insert(reportTenantSettings).values({ tenantId, reportId, ...values })
      .onConflictDoUpdate({ target: [reportTenantSettings.tenantId, reportTenantSettings.reportId], set: values });
    if (roleIds.length) await tx.delete(reportRoleHidden).where(and(eq(reportRoleHidden.reportId, reportId), inArray(reportRoleHidden.roleId, roleIds)));
    if (input.hiddenRoleIds.length) await tx.insert(reportRoleHidden).values(input.hiddenRoleIds.map((roleId) => ({ roleId, reportId })));
  });
  const [saved] = await db.select().from(reportTenantSettings).where(and(eq(reportTenantSettings.tenantId, tenantId), eq(reportTenantSettings.reportId, reportId)));
  return rowOf(spec, saved, input.hiddenRoleIds);
}
