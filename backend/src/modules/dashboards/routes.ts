import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { resolveScope, scopeOf } from '../../http/scope';
import * as manage from './management.repository';
import { DASHBOARD_DATA_SOURCES, DASHBOARD_ENDPOINTS, DASHBOARD_LIMITS, DASHBOARD_MANAGEMENT_PERMISSIONS, PERMISSIONS, type SystemMode } from '@portal/contracts';
import type { Principal } from '../users/repository';
import { DATA_SOURCES } from './data';
import { moneyOf } from './data/money';
import { dataRangeOf } from './data/range';
import { managementListRoutes } from './management-lists';
import { personalDashboardRoutes } from './personal-routes';
import { readablePersonalWidget } from './personal.repository';
import { DASHBOARD_USER_TYPE, givenWidget, saveUserLayout, userCategoriesWithWidgets } from './repository';
import { listTemplates, publishTemplate, resetToTemplate, userTemplateState } from './template.repository';

/** Tenant staff need the dashboard's permission (route crm/dashboard); merchants and platform staff land on /dashboard. */
function mayView(principal: Principal): void {
  if (principal.user.userType === 'crm') checkAccess(principal, { anyPermission: [PERMISSIONS.crmDashboardView] });
}

const MODE_OF_NUMBER: Record<1 | 2, SystemMode> = { 1: 'Test', 2: 'Live' };

/**
 * Dashboards (issue 11, ADR 0047): the caller's categories with their widgets (spec part 2 section 7.9), and
 * each widget's data (section 7.11) from the caller's scope (token) and mode (the query's systemMode, else the
 * Mode header). A widget not given to the caller is unknown (404), and the call must name the widget's own
 * data source (path, endpointId header).
 */
export function dashboardRoutes(app: FastifyInstance, deps: ApiDeps, now: () => Date = () => new Date()): void {
  const { db } = deps;
  const E = DASHBOARD_ENDPOINTS;

  apiRoute(app, deps, E.userCategories, {
    handler: async ({ principal }) => {
      mayView(principal);
      return userCategoriesWithWidgets(db, principal);
    },
  });

  // Section 7.9 management: tenant staff with the page's permission, on their own tenant only.
  const P = DASHBOARD_MANAGEMENT_PERMISSIONS;
  const tenantOf = (principal: Principal, permission: string | string[], requested?: string): string => {
    checkAccess(principal, { userTypes: ['crm'], anyPermission: [permission].flat() });
    const scope = scopeOf(principal, { tenantId: requested });
    if (scope.kind !== 'tenant') throw forbidden('Only tenant staff manage dashboards');
    return scope.tenantId;
  };
  managementListRoutes(app, deps);
  apiRoute(app, deps, E.createCategory, { handler: async ({ principal, body }) => manage.createCategory(db, tenantOf(principal, P.categories), body) });
  apiRoute(app, deps, E.updateCategory, { handler: async ({ principal, params, body }) => manage.renameCategory(db, tenantOf(principal, P.categories), params.id, body.name) });
  apiRoute(app, deps, E.deleteCategory, { handler: async ({ principal, params }) => manage.deleteCategory(db, tenantOf(principal, P.categories), params.id) });
  apiRoute(app, deps, E.createWidget, { handler: async ({ principal, body }) => manage.createWidget(db, tenantOf(principal, P.widgets), body) });
  apiRoute(app, deps, E.updateWidget, {
    handler: async ({ principal, params, body }) => manage.updateWidget(db, tenantOf(principal, P.widgets), params.categoryId, params.widgetId, body),
  });
  apiRoute(app, deps, E.deleteWidget, {
    handler: async ({ principal, params }) => manage.deleteWidget(db, tenantOf(principal, P.widgets), params.categoryId, params.widgetId),
  });
  // The live preview (ADR 0052): the definition as typed, drawn from the tenant's whole scope (every merchant's).
  apiRoute(app, deps, E.previewWidget, {
    handler: async ({ principal, body }) => {
      const tenantId = tenantOf(principal, P.widgets);
      const category = await manage.categoryOf(db, tenantId, body.categoryId);
      manage.checkedDefinition(body, category.userType);
      const scope = await resolveScope(db, principal);
      const at = now();
      const range = dataRangeOf({ timezoneOffset: 0, dateRange: body.configuration.isLast24Hours ? DASHBOARD_LIMITS.last24Hours : undefined }, at);
      return DATA_SOURCES[body.dataSource]({
        db, scope, userType: category.userType, mode: 'Live', range, money: await moneyOf(db, scope), now: at,
        filters: { currency: body.filters?.currency ?? undefined, transactionType: body.filters?.transactionType ?? undefined,
          transactionStatus: body.filters?.transactionStatus ?? undefined, customer: body.filters?.customer ?? undefined },
        page: { pageIndex: body.configuration.tableConfiguration?.pageIndex ?? 0, pageSize: body.configuration.tableConfiguration?.pageSize ?? DASHBOARD_LIMITS.widgetPageSize },
      });
    },
  });
  apiRoute(app, deps, E.setTenantWidgets, {
    handler: async ({ principal, params, body }) => manage.setTenantWidgets(db, tenantOf(principal, P.widgets, params.tenantId), body.widgetsIds),
  });
  apiRoute(app, deps, E.tenantWidgetsByCategory, {
    handler: async ({ principal, params }) => manage.tenantWidgetsByCategory(db, tenantOf(principal, P.widgets, params.tenantId)),
  });
  // Either roles page may list the roles (each shows its own kind).
  apiRoute(app, deps, E.listRoles, {
    handler: async ({ principal }) => manage.listRoles(db, tenantOf(principal, principal.permissions.has(P.tenantRoles) ? P.tenantRoles : P.merchantRoles)),
  });
  // Section 7.9's POST roles: either kind of role; its kind asks for its page's permission (a merchant-roles
  // manager cannot change a staff role's widgets through it).
  apiRoute(app, deps, E.setRoleWidgets, {
    handler: async ({ principal, body }) => {
      const tenantId = tenantOf(principal, [P.tenantRoles, P.merchantRoles]);
      const kind = await manage.roleKindOf(db, tenantId, body.roleId);
      checkAccess(principal, { anyPermission: [kind === 'crm' ? P.tenantRoles : P.merchantRoles] });
      return manage.setRoleWidgets(db, tenantId, kind, body.roleId, body.widgetsIds);
    },
  });
  apiRoute(app, deps, E.setTenantRoleWidgets, {
    handler: async ({ principal, body }) => manage.setRoleWidgets(db, tenantOf(principal, P.tenantRoles), 'crm', body.roleId, body.widgetsIds),
  });
  apiRoute(app, deps, E.setMerchantRoleWidgets, {
    handler: async ({ principal, body }) => manage.setRoleWidgets(db, tenantOf(principal, P.merchantRoles), 'merchant', body.roleId, body.widgetsIds),
  });

  // Tenant templates (ADR 0058): the widgets page's permission publishes; only the caller's own tenant (tenant2@
  // naming Acme is refused by the one scope resolver).
  apiRoute(app, deps, E.listTemplates, { handler: async ({ principal, params }) => listTemplates(db, tenantOf(principal, P.widgets, params.tenantId)) });
  apiRoute(app, deps, E.publishTemplate, {
    handler: async ({ principal, params, body }) => publishTemplate(db, tenantOf(principal, P.widgets, params.tenantId), principal, body?.note),
  });
  apiRoute(app, deps, E.userTemplate, {
    handler: async ({ principal }) => {
      mayView(principal);
      return userTemplateState(db, principal);
    },
  });
  apiRoute(app, deps, E.resetToTemplate, {
    handler: async ({ principal }) => {
      mayView(principal);
      return resetToTemplate(db, principal);
    },
  });

  personalDashboardRoutes(app, deps);

  apiRoute(app, deps, E.saveUserLayout, {
    handler: async ({ principal, body }) => {
      mayView(principal);
      return saveUserLayout(db, principal, body);
    },
  });

  apiRoute(app, deps, E.widgetData, {
    handler: async ({ mode: headerMode, principal, params, query, headers }) => {
      mayView(principal);
      if (headers.widgetid !== query.widgetId) throw badRequest('The widgetId header and parameter must name the same widget');
      // A widget given to the caller, else a personal one it owns or that is shared with its role (section 7.10).
      const widget = await givenWidget(db, principal, query.widgetId) ?? await readablePersonalWidget(db, principal, query.widgetId);
      if (!widget) throw notFound('Widget not found');
      if (widget.dataSource !== params.source || headers.endpointid !== widget.data.dataSourceEndpointId) {
        throw badRequest(`This widget reads ${widget.data.dataSourceEndpoint}`);
      }
      const userType = DASHBOARD_USER_TYPE[principal.user.userType];
      if (!(DASHBOARD_DATA_SOURCES[params.source].userTypes as readonly string[]).includes(userType)) {
        throw forbidden('Your user type cannot read this data source');
      }
      const scope = await resolveScope(db, principal);
      const mode = query.mode ? MODE_OF_NUMBER[query.mode] : headerMode;
      const at = now();
      const range = dataRangeOf(query, at);
      const money = await moneyOf(db, scope);
      return DATA_SOURCES[params.source]({
        db, scope, userType, mode, range, money, now: at,
        filters: { currency: query.currency, transactionType: query.transactionType, transactionStatus: query.transactionStatus, customer: query.customer },
        page: { pageIndex: query.pageIndex, pageSize: query.PageSize },
      });
    },
  });
}
