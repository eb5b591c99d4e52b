import { and, asc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardCategories, dashboardRoleWidgets, dashboardTenantWidgets, dashboardWidgets } from '../../db/schema';
import { DASHBOARD_DATA_SOURCES, dataSourceEndpointOf, type DashboardCategoryWithWidgets, type DashboardDataSource, type DashboardUserType, type DashboardWidget } from '../../lib/contracts';
import type { Principal } from '../users/repository';

/** The dashboard user type of a portal user (spec part 2 section 3: Platform, Tenant, Merchant). */
export const DASHBOARD_USER_TYPE: Record<Principal['user']['userType'], DashboardUserType> = { platform: 'Platform', crm: 'Tenant', merchant: 'Merchant' };

type WidgetRow = typeof dashboardWidgets.$inferSelect;

function widgetOf(row: WidgetRow): DashboardWidget {
  const source = row.dataSource as DashboardDataSource;
  return {
    widgetId: row.id, categoryId: row.categoryId, name: row.name, filters: row.filters,
    data: {
      dataSourceEndpoint: dataSourceEndpointOf(source), dataSourceEndpointId: source, dataSourceMoreDataEndpoint: null,
      dataSourceType: DASHBOARD_DATA_SOURCES[source]?.type ?? 'Aggregate',
    },
    configuration: row.configuration,
    layout: row.layout,
  };
}

/**
 * Which widgets a user is given (spec part 2 section 6): widgets of categories of the user's own type (and own
 * tenant; the platform's have none) that are given to the user's role and, for tenant and merchant users, to
 * their tenant.
 */
function givenTo(principal: Principal): SQL {
  const { user } = principal;
  const userType = DASHBOARD_USER_TYPE[user.userType];
  const roleGrant = exists(sql`(SELECT 1 FROM ${dashboardRoleWidgets} WHERE ${dashboardRoleWidgets.widgetId} = ${dashboardWidgets.id} AND ${dashboardRoleWidgets.roleId} = ${user.roleId})`);
  const conditions: SQL[] = [eq(dashboardCategories.userType, userType), roleGrant];
  if (userType === 'Platform') {
    conditions.push(isNull(dashboardCategories.tenantId));
  } else {
    const tenantId = user.tenantId ?? '00000000-0000-0000-0000-000000000000';
    conditions.push(eq(dashboardCategories.tenantId, tenantId));
    conditions.push(exists(sql`(SELECT 1 FROM ${dashboardTenantWidgets} WHERE ${dashboardTenantWidgets.widgetId} = ${dashboardWidgets.id} AND ${dashboardTenantWidgets.tenantId} = ${tenantId})`));
  }
  return and(...conditions)!;
}

/** The caller's categories (in order) with the widgets given to them (in layout order); empty categories left out. */
export async function userCategoriesWithWidgets(db: Db, principal: Principal): Promise<DashboardCategoryWithWidgets[]> {
  const rows = await db.select({ category: dashboardCategories, widget: dashboardWidgets })
    .from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(givenTo(principal))
    .orderBy(asc(dashboardCategories.sortOrder), asc(dashboardCategories.name), asc(sql`(${dashboardWidgets.layout}->>'order')::int`), asc(dashboardWidgets.id));
  const categories = new Map<string, DashboardCategoryWithWidgets>();
  for (const { category, widget } of rows) {
    let entry = categories.get(category.id);
    if (!entry) {
      entry = { id: category.id, name: category.name, userType: category.userType, widgets: [] };
      categories.set(category.id, entry);
    }
    entry.widgets.push(widgetOf(widget));
  }
  return [...categories.values()];
}

/** A widget given to the caller, or undefined (the data route answers 404: another user's widget is unknown). */
export async function givenWidget(db: Db, principal: Principal, widgetId: string): Promise<DashboardWidget & { dataSource: DashboardDataSource } | undefined> {
  const [row] = await db.select({ widget: dashboardWidgets })
    .from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(and(eq(dashboardWidgets.id, widgetId), givenTo(principal)));
  return row ? { ...widgetOf(row.widget), dataSource: row.widget.dataSource as DashboardDataSource } : undefined;
}
