import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardCategories, dashboardRoleWidgets, dashboardTenantWidgets, dashboardWidgets, roles } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import {
  DASHBOARD_DATA_SOURCES, isPortalPath,
  type CategoryInput, type DashboardCategoryWithWidgets, type DashboardUserType, type DashboardWidget, type ManagedCategory, type RoleWidgets, type WidgetInput,
} from '@portal/contracts';
import { widgetOf } from './repository';

/**
 * Dashboard management of one tenant (spec part 2 section 7.9; issue 11 deliverable 4): its categories, its
 * widget definitions, and which of them the tenant and each of its roles are given. Everything is narrowed to
 * the tenant the caller manages: another tenant's ids are unknown (404).
 */

type CategoryRow = typeof dashboardCategories.$inferSelect;
export const managedCategoryOf = (c: CategoryRow): ManagedCategory => ({ id: c.id, name: c.name, userType: c.userType, sortOrder: c.sortOrder });
const ROLE_USER_TYPE = { crm: 'Tenant', merchant: 'Merchant' } as const;

export async function listCategories(db: Db, tenantId: string): Promise<ManagedCategory[]> {
  const rows = await db.select().from(dashboardCategories).where(eq(dashboardCategories.tenantId, tenantId))
    .orderBy(asc(dashboardCategories.userType), asc(dashboardCategories.sortOrder), asc(dashboardCategories.name));
  return rows.map(managedCategoryOf);
}

export async function categoryOf(db: Db, tenantId: string, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(dashboardCategories).where(and(eq(dashboardCategories.id, id), eq(dashboardCategories.tenantId, tenantId)));
  if (!row) throw notFound('Category not found');
  return row;
}

export async function createCategory(db: Db, tenantId: string, input: CategoryInput): Promise<ManagedCategory> {
  const [last] = await db.select({ n: max(dashboardCategories.sortOrder) }).from(dashboardCategories)
    .where(and(eq(dashboardCategories.tenantId, tenantId), eq(dashboardCategories.userType, input.userType)));
  const [row] = await db.insert(dashboardCategories)
    .values({ id: randomUUID(), tenantId, name: input.name.trim(), userType: input.userType, sortOrder: (last?.n ?? 0) + 1 }).returning();
  return managedCategoryOf(row!);
}

export async function renameCategory(db: Db, tenantId: string, id: string, name: string): Promise<ManagedCategory> {
  await categoryOf(db, tenantId, id);
  const [row] = await db.update(dashboardCategories).set({ name: name.trim() }).where(eq(dashboardCategories.id, id)).returning();
  return managedCategoryOf(row!);
}

export async function deleteCategory(db: Db, tenantId: string, id: string): Promise<void> {
  await categoryOf(db, tenantId, id);
  await db.delete(dashboardCategories).where(eq(dashboardCategories.id, id));
}

/** A definition that can be drawn: a source the category's users may read, the settings its type needs. */
export function checkedDefinition(input: WidgetInput, userType: DashboardUserType): void {
  if (!(DASHBOARD_DATA_SOURCES[input.dataSource].userTypes as readonly string[]).includes(userType)) {
    throw badRequest(`${input.dataSource} is not a data source of ${userType} dashboards`);
  }
  const { widgetType, chartConfiguration, tableConfiguration } = input.configuration;
  if ((widgetType === 'CHART_WIDGET' || widgetType === 'MAP_WIDGET') && !chartConfiguration) throw badRequest(`A ${widgetType} needs its chartConfiguration`);
  if (widgetType === 'TABLE_WIDGET') {
    if (!tableConfiguration) throw badRequest('A TABLE_WIDGET needs its tableConfiguration');
    if (tableConfiguration.tableDataColumns.length !== tableConfiguration.tableDataProperties.length) throw badRequest('Each table property needs its column title');
    // The portal follows it on a row click: one same-origin path rule for every stored link (ADR 0074).
    if (tableConfiguration.navigationUrl && !isPortalPath(tableConfiguration.navigationUrl)) throw badRequest('navigationUrl must be a path of the portal');
  }
}

async function nextOrder(db: Db, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: max(sql<number>`(${dashboardWidgets.layout}->>'order')::int`) }).from(dashboardWidgets).where(eq(dashboardWidgets.categoryId, categoryId));
  return Number(row?.n ?? 0) + 1;
}

export async function createWidget(db: Db, tenantId: string, input: WidgetInput): Promise<DashboardWidget> {
  const category = await categoryOf(db, tenantId, input.categoryId);
  checkedDefinition(input, category.userType);
  const id = randomUUID();
  const layout = input.layout ?? { order: await nextOrder(db, category.id), width: 'medium' as const };
  const row = await db.transaction(async (tx) => {
    const [made] = await tx.insert(dashboardWidgets).values({
      id, tenantId, categoryId: category.id, name: input.name.trim(), dataSource: input.dataSource, widgetType: input.configuration.widgetType,
      filters: input.filters ?? {}, configuration: input.configuration, layout,
    }).returning();
    await tx.insert(dashboardTenantWidgets).values({ tenantId, widgetId: id });
    return made!;
  });
  return widgetOf(row);
}

async function widgetRow(db: Db, tenantId: string, categoryId: string, widgetId: string) {
  const [row] = await db.select().from(dashboardWidgets)
    .where(and(eq(dashboardWidgets.id, widgetId), eq(dashboardWidgets.categoryId, categoryId), eq(dashboardWidgets.tenantId, tenantId)));
  if (!row) throw notFound('Widget not found');
  return row;
}

export async function updateWidget(db: Db, tenantId: string, categoryId: string, widgetId: string, input: WidgetInput): Promise<DashboardWidget> {
  const current = await widgetRow(db, tenantId, categoryId, widgetId);
  if (input.categoryId !== categoryId) throw badRequest('A widget stays in its category');
  const category = await categoryOf(db, tenantId, categoryId);
  checkedDefinition(input, category.userType);
  const [row] = await db.update(dashboardWidgets).set({
    name: input.name.trim(), dataSource: input.dataSource, widgetType: input.configuration.widgetType, filters: input.filters ?? {},
    configuration: input.configuration, layout: input.layout ?? current.layout,
  }).where(eq(dashboardWidgets.id, widgetId)).returning();
  return widgetOf(row!);
}

export async function deleteWidget(db: Db, tenantId: string, categoryId: string, widgetId: string): Promise<void> {
  await widgetRow(db, tenantId, categoryId, widgetId);
  await db.delete(dashboardWidgets).where(eq(dashboardWidgets.id, widgetId));
}

/** The ids must all be the tenant's own widgets (of `userType` when given); else the unknown one is 404. */
async function ownWidgets(db: Db, tenantId: string, ids: string[], userType?: DashboardUserType): Promise<void> {
  if (!ids.length) return;
  const rows = await db.select({ id: dashboardWidgets.id, userType: dashboardCategories.userType }).from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(and(inArray(dashboardWidgets.id, ids), eq(dashboardWidgets.tenantId, tenantId)));
  if (rows.length !== ids.length) throw notFound('Widget not found');
  const other = userType && rows.find((r) => r.userType !== userType);
  if (other) throw badRequest(`Widget ${other.id} is not a widget of ${userType} dashboards`);
}

export async function setTenantWidgets(db: Db, tenantId: string, ids: string[]): Promise<{ widgetsIds: string[] }> {
  await ownWidgets(db, tenantId, ids);
  await db.transaction(async (tx) => {
    await tx.delete(dashboardTenantWidgets).where(eq(dashboardTenantWidgets.tenantId, tenantId));
    if (ids.length) await tx.insert(dashboardTenantWidgets).values(ids.map((widgetId) => ({ tenantId, widgetId })));
  });
  return { widgetsIds: ids };
}

/** The tenant's categories (both user types, in order) with the widgets the tenant is given; empty categories too. */
export async function tenantWidgetsByCategory(db: Db, tenantId: string): Promise<DashboardCategoryWithWidgets[]> {
  const categories = await listCategories(db, tenantId);
  const rows = await db.select({ widget: dashboardWidgets }).from(dashboardWidgets)
    .innerJoin(dashboardTenantWidgets, and(eq(dashboardTenantWidgets.widgetId, dashboardWidgets.id), eq(dashboardTenantWidgets.tenantId, tenantId)))
    .where(eq(dashboardWidgets.tenantId, tenantId))
    .orderBy(asc(sql`(${dashboardWidgets.layout}->>'order')::int`), asc(dashboardWidgets.id));
  return categories.map((c) => ({
    id: c.id, name: c.name, userType: c.userType,
    widgets: rows.filter((r) => r.widget.categoryId === c.id).map((r) => widgetOf(r.widget)),
  }));
}

export async function listRoles(db: Db, tenantId: string): Promise<RoleWidgets[]> {
  const rows = await db.select({ id: roles.id, name: roles.name, userType: roles.userType, widgetId: dashboardRoleWidgets.widgetId })
    .from(roles).leftJoin(dashboardRoleWidgets, eq(dashboardRoleWidgets.roleId, roles.id))
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.userType, ['crm', 'merchant'])))
    .orderBy(asc(roles.userType), asc(roles.name), asc(dashboardRoleWidgets.widgetId));
  const byRole = new Map<string, RoleWidgets>();
  for (const r of rows) {
    const entry = byRole.get(r.id) ?? { roleId: r.id, name: r.name, userType: ROLE_USER_TYPE[r.userType as 'crm' | 'merchant'], widgetsIds: [] };
    if (r.widgetId) entry.widgetsIds.push(r.widgetId);
    byRole.set(r.id, entry);
  }
  return [...byRole.values()];
}

/** Whether a role of the tenant is a staff role ('crm') or a merchant role; 404 for any other (another tenant's). */
export async function roleKindOf(db: Db, tenantId: string, roleId: string): Promise<'crm' | 'merchant'> {
  const [role] = await db.select({ userType: roles.userType }).from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, tenantId), inArray(roles.userType, ['crm', 'merchant'])));
  if (!role) throw notFound('Role not found');
  return role.userType as 'crm' | 'merchant';
}

/** Replaces the widgets a tenant role (kind 'crm') or merchant role (kind 'merchant') of the tenant is given. */
export async function setRoleWidgets(db: Db, tenantId: string, kind: 'crm' | 'merchant', roleId: string, ids: string[]): Promise<RoleWidgets> {
  const [role] = await db.select().from(roles).where(and(eq(roles.id, roleId), eq(roles.tenantId, tenantId), eq(roles.userType, kind)));
  if (!role) throw notFound('Role not found');
  await ownWidgets(db, tenantId, ids, ROLE_USER_TYPE[kind]);
  await db.transaction(async (tx) => {
    await tx.delete(dashboardRoleWidgets).where(eq(dashboardRoleWidgets.roleId, roleId));
    if (ids.length) await tx.insert(dashboardRoleWidgets).values(ids.map((widgetId) => ({ roleId, widgetId })));
  });
  return { roleId, name: role.name, userType: ROLE_USER_TYPE[kind], widgetsIds: [...ids].sort() };
}
