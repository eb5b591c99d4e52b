import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_CATEGORIES, DASHBOARD_MANAGEMENT_PERMISSIONS, DASHBOARD_WIDGETS } from '@portal/contracts';
import { dashboardCategories, dashboardWidgets } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { listRoute } from '../../http/resource-routes';
import { managedCategoryOf } from './management.repository';
import { widgetOf } from './repository';

type WidgetRow = typeof dashboardWidgets.$inferSelect;
const P = DASHBOARD_MANAGEMENT_PERMISSIONS;

/**
 * Section 7.9 management lists (ADR 0063): the managing tenant's categories and widget definitions, tenant staff
 * with the page's permission, their own tenant only; in the dashboards' order (user type, category order, then
 * each widget's order).
 */
export function managementListRoutes(app: FastifyInstance, deps: ApiDeps): void {
  listRoute(app, deps, DASHBOARD_CATEGORIES, {
    access: { userTypes: ['crm'], anyPermission: [P.categories] },
    table: dashboardCategories,
    owner: { tenantId: dashboardCategories.tenantId },
    columns: { id: dashboardCategories.id },
    sortTerms: { order: [dashboardCategories.userType, dashboardCategories.sortOrder, dashboardCategories.name] },
    toRow: (row: typeof dashboardCategories.$inferSelect) => managedCategoryOf(row),
  });
  listRoute(app, deps, DASHBOARD_WIDGETS, {
    access: { userTypes: ['crm'], anyPermission: [P.widgets] },
    select: (db) => db.select({ widget: dashboardWidgets }).from(dashboardWidgets)
      .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId)).$dynamic(),
    countFrom: dashboardWidgets,
    owner: { tenantId: dashboardWidgets.tenantId },
    columns: { id: dashboardWidgets.id },
    sortTerms: { order: [dashboardCategories.userType, dashboardCategories.sortOrder, sql`(${dashboardWidgets.layout}->>'order')::int`] },
    toRow: (row: { widget: WidgetRow }) => widgetOf(row.widget),
  });
}
