import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { PERMISSIONS, PERSONAL_DASHBOARD_ENDPOINTS } from '@portal/contracts';
import type { Principal } from '../users/repository';
import * as personal from './personal.repository';

/** Whoever may view their dashboard keeps a personal one: tenant staff need the dashboard's permission. */
function mayKeep(principal: Principal): Principal {
  if (principal.user.userType === 'crm') checkAccess(principal, { anyPermission: [PERMISSIONS.crmDashboardView] });
  return principal;
}

/** Section 7.10 personal dashboards (ADR 0052): every call is narrowed to the caller (token), never a tenant's data. */
export function personalDashboardRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = PERSONAL_DASHBOARD_ENDPOINTS;
  apiRoute(app, deps, E.widgets, { handler: async ({ principal }) => personal.ownWidgets(db, mayKeep(principal)) });
  apiRoute(app, deps, E.shares, { handler: async ({ principal }) => personal.sharesOf(db, mayKeep(principal)) });
  apiRoute(app, deps, E.allWidgets, { handler: async ({ principal }) => personal.allWidgets(db, mayKeep(principal)) });
  apiRoute(app, deps, E.categories, { handler: async ({ principal }) => personal.ownCategories(db, mayKeep(principal)) });
  apiRoute(app, deps, E.byCategory, { handler: async ({ principal, params }) => personal.categoryWithWidgets(db, mayKeep(principal), params.id) });
  apiRoute(app, deps, E.baseWidgets, { handler: async ({ principal, params }) => personal.baseWidgets(db, mayKeep(principal), params.id) });
  apiRoute(app, deps, E.addWidget, { handler: async ({ principal, body }) => personal.addWidget(db, mayKeep(principal), body.categoryId, body.baseWidgetId) });
  apiRoute(app, deps, E.renameWidget, { handler: async ({ principal, body }) => personal.renameWidget(db, mayKeep(principal), body.widgetId, body.name) });
  apiRoute(app, deps, E.cloneWidget, { handler: async ({ principal, params }) => personal.cloneWidget(db, mayKeep(principal), params.id) });
  apiRoute(app, deps, E.deleteWidget, { handler: async ({ principal, params }) => personal.deleteWidget(db, mayKeep(principal), params.id) });
  apiRoute(app, deps, E.share, { handler: async ({ principal, body }) => personal.share(db, mayKeep(principal), body) });
  apiRoute(app, deps, E.unShare, { handler: async ({ principal, body }) => personal.unShare(db, mayKeep(principal), body) });
  apiRoute(app, deps, E.createCategory, { handler: async ({ principal, body }) => personal.createCategory(db, mayKeep(principal), body) });
  apiRoute(app, deps, E.updateCategory, {
    handler: async ({ principal, body }) => {
      if (!body.id) throw badRequest('id names the category to rename');
      return personal.renameCategory(db, mayKeep(principal), { ...body, id: body.id });
    },
  });
  apiRoute(app, deps, E.deleteCategory, { handler: async ({ principal, params }) => personal.deleteCategory(db, mayKeep(principal), params.id) });
}
