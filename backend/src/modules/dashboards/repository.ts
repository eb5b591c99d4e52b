import { and, asc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardCategories, dashboardRoleWidgets, dashboardTenantWidgets, dashboardUserLayouts, dashboardWidgets } from '../../db/schema';
import {
  DASHBOARD_DATA_SOURCES, dataSourceEndpointOf,
  type DashboardCategoryWithWidgets, type DashboardDataSource, type DashboardUserType, type DashboardWidget, type UserLayoutUpdate, type WidgetLayout,
} from '@portal/contracts';
import { badRequest, notFound } from '../../http/errors';
import type { Principal } from '../users/repository';
import { markCustomised, templateInEffect } from './template.repository';

/** The dashboard user type of a portal user (spec part 2 section 3: Platform, Tenant, Merchant). */
export const DASHBOARD_USER_TYPE: Record<Principal['user']['userType'], DashboardUserType> = { platform: 'Platform', crm: 'Tenant', merchant: 'Merchant' };

type WidgetRow = typeof dashboardWidgets.$inferSelect;

export function widgetOf(row: WidgetRow, own?: WidgetLayout | null): DashboardWidget {
  const source = row.dataSource as DashboardDataSource;
  return {
    widgetId: row.id, categoryId: row.categoryId, name: row.name, filters: row.filters,
    data: {
      dataSourceEndpoint: dataSourceEndpointOf(source), dataSourceEndpointId: source, dataSourceMoreDataEndpoint: null,
      dataSourceType: DASHBOARD_DATA_SOURCES[source]?.type ?? 'Aggregate',
    },
    configuration: row.configuration,
    layout: own ?? row.layout,
  };
}

/**
 * Which widgets a user is given (spec part 2 section 6): widgets of categories of the user's own type (and own
 * tenant; the platform's have none) that are given to the user's role and, for tenant and merchant users, to
 * their tenant.
 */
export function givenTo(principal: Principal): SQL {
  const { user } = principal;
  const userType = DASHBOARD_USER_TYPE[user.userType];
  const roleGrant = exists(sql`(SELECT 1 FROM ${dashboardRoleWidgets} WHERE ${dashboardRoleWidgets.widgetId} = ${dashboardWidgets.id} AND ${dashboardRoleWidgets.roleId} = ${user.roleId})`);
  const conditions: SQL[] = [eq(dashboardCategories.userType, userType), roleGrant];
  if (userType === 'Platform') {
    conditions.push(isNull(dashboardCategories.tenantId), isNull(dashboardCategories.ownerUserId));
  } else {
    const tenantId = user.tenantId ?? '00000000-0000-0000-0000-000000000000';
    conditions.push(eq(dashboardCategories.tenantId, tenantId));
    conditions.push(exists(sql`(SELECT 1 FROM ${dashboardTenantWidgets} WHERE ${dashboardTenantWidgets.widgetId} = ${dashboardWidgets.id} AND ${dashboardTenantWidgets.tenantId} = ${tenantId})`));
  }
  return and(...conditions)!;
}

/**
 * The caller's categories (in order) with the widgets given to them, in the caller's own arrangement where they
 * made one (else the widget's layout); empty categories left out. A merchant user whose tenant published a
 * template (ADR 0058) sees the template's categories, widgets and arrangement (the version they kept when they
 * arranged their own, else the newest), always narrowed to what their role is given.
 */
export async function userCategoriesWithWidgets(db: Db, principal: Principal, onlyCategory?: string): Promise<DashboardCategoryWithWidgets[]> {
  const [rows, effect] = await Promise.all([
    db.select({ category: dashboardCategories, widget: dashboardWidgets, own: dashboardUserLayouts.layout })
      .from(dashboardWidgets)
      .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
      .leftJoin(dashboardUserLayouts, and(eq(dashboardUserLayouts.widgetId, dashboardWidgets.id), eq(dashboardUserLayouts.userId, principal.user.id)))
      .where(and(givenTo(principal), onlyCategory ? eq(dashboardCategories.id, onlyCategory) : undefined))
      .orderBy(asc(dashboardCategories.sortOrder), asc(dashboardCategories.name), asc(dashboardWidgets.id)),
    templateInEffect(db, principal),
  ]);
  const template = effect?.template;
  const placements = new Map(template?.categories.flatMap((c) => c.widgets.map((w) => [w.widgetId, { order: w.order, width: w.width }] as const)));
  const categoryOrder = new Map(template?.categories.map((c) => [c.categoryId, c.sortOrder]));
  const categories = new Map<string, DashboardCategoryWithWidgets>();
  for (const { category, widget, own } of rows) {
    const placed = placements.get(widget.id);
    if (template && !placed) continue;
    let entry = categories.get(category.id);
    if (!entry) {
      entry = { id: category.id, name: category.name, userType: category.userType, widgets: [] };
      categories.set(category.id, entry);
    }
    // Following the template: its arrangement; arranged their own: theirs where they made one.
    entry.widgets.push(widgetOf(widget, template && !effect.customised ? placed : own ?? placed));
  }
  for (const entry of categories.values()) entry.widgets.sort((a, b) => a.layout.order - b.layout.order || a.widgetId.localeCompare(b.widgetId));
  const result = [...categories.values()];
  if (template) result.sort((a, b) => (categoryOrder.get(a.id) ?? 0) - (categoryOrder.get(b.id) ?? 0));
  return result;
}

/**
 * Keeps the caller's order and width of a category's widgets (issue 11: reorder and resize, kept on the server).
 * Every widget named must be given to the caller and belong to that category (another's is unknown: 404).
 */
export async function saveUserLayout(db: Db, principal: Principal, update: UserLayoutUpdate): Promise<DashboardCategoryWithWidgets> {
  const ids = update.widgets.map((w) => w.widgetId);
  if (new Set(ids).size !== ids.length) throw badRequest('A widget is named twice');
  const given = await db.select({ id: dashboardWidgets.id, categoryId: dashboardWidgets.categoryId })
    .from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(and(inArray(dashboardWidgets.id, ids), givenTo(principal)));
  if (given.length !== ids.length) throw notFound('Widget not found');
  if (given.some((w) => w.categoryId !== update.categoryId)) throw badRequest('Every widget must be of the category');
  // A merchant user who arranges their own keeps the template version they arranged from (ADR 0058).
  await markCustomised(db, principal);
  await db.transaction(async (tx) => {
    for (const w of update.widgets) {
      const layout: WidgetLayout = { order: w.order, width: w.width };
      await tx.insert(dashboardUserLayouts).values({ userId: principal.user.id, widgetId: w.widgetId, layout })
        .onConflictDoUpdate({ target: [dashboardUserLayouts.userId, dashboardUserLayouts.widgetId], set: { layout, updatedAt: new Date() } });
    }
  });
  const [category] = await userCategoriesWithWidgets(db, principal, update.categoryId);
  if (!category) throw notFound('Category not found');
  return category;
}

/** A widget given to the caller, or undefined (the data route answers 404: another user's widget is unknown). */
export async function givenWidget(db: Db, principal: Principal, widgetId: string): Promise<DashboardWidget & { dataSource: DashboardDataSource } | undefined> {
  const [row] = await db.select({ widget: dashboardWidgets })
    .from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(and(eq(dashboardWidgets.id, widgetId), givenTo(principal)));
  return row ? { ...widgetOf(row.widget), dataSource: row.widget.dataSource as DashboardDataSource } : undefined;
}
