/** Dashboard calls, relative as the portal calls them (spec part 2 sections 7.9-7.11). */
export const DASHBOARD_PATHS = {
  /** Section 7.9 "GET /dashboard/category/list/user/widgets" under /reporting/api/v2: the caller's categories with their widgets. */
  userCategories: 'reporting/api/v2/dashboard/category/list/user/widgets',
  /** Section 7.11: a widget's data source, "/reporting/data/<source>" with /dashboard inserted after /reporting. */
  widgetData: 'reporting/dashboard/data/:source',
  /** Section 7.9 management (under /reporting/api/v2): the tenant's categories and widget definitions. */
  categories: 'reporting/api/v2/dashboard/category',
  category: 'reporting/api/v2/dashboard/category/:id',
  widgets: 'reporting/api/v2/dashboard/widget',
  widget: 'reporting/api/v2/dashboard/widget/:categoryId/:widgetId',
  /** Beyond the spec (issue 11 "live preview", ADR 0052): a definition's data before it is saved. */
  widgetPreview: 'reporting/api/v2/dashboard/widget/preview',
  /** Section 7.9: which widgets a tenant is given ("widgetsIds"), and each role's. */
  tenantWidgets: 'reporting/api/v2/dashboard/management/:tenantId/widgets',
  /** Section 7.9 "GET .../widgets-by-category/{tenantId}/tenant": the tenant's categories with the widgets the tenant is given. */
  tenantWidgetsByCategory: 'reporting/api/v2/dashboard/widgets-by-category/:tenantId/tenant',
  roles: 'reporting/api/v2/dashboard/management/roles',
  tenantRoles: 'reporting/api/v2/dashboard/management/tenant-roles',
  merchantRoles: 'reporting/api/v2/dashboard/management/merchant-roles',
  /** Beyond the spec (issue 11 "reorder and resize, kept on the server"): the caller's arrangement of one category. */
  userLayout: 'reporting/api/v2/user-dashboard/layout',
  /** Beyond the spec (tenant templates, ADR 0058): the tenant's published merchant dashboard versions; publish one. */
  templates: 'reporting/api/v2/dashboard/management/:tenantId/templates',
  /** The caller's place relative to its tenant's template, and going back to it. */
  userTemplate: 'reporting/api/v2/user-dashboard/template',
  userTemplateReset: 'reporting/api/v2/user-dashboard/template/reset',
} as const;

/** Section 7.10 personal dashboards (ADR 0052), under /reporting/api/v2/user-dashboard. */
export const PERSONAL_DASHBOARD_PATHS = {
  widgets: 'reporting/api/v2/user-dashboard/widgets',
  shares: 'reporting/api/v2/user-dashboard/shares',
  allWidgets: 'reporting/api/v2/user-dashboard/all/widgets',
  categories: 'reporting/api/v2/user-dashboard/categories',
  byCategory: 'reporting/api/v2/user-dashboard/by-category/:id',
  baseWidgets: 'reporting/api/v2/user-dashboard/base-widgets/:id',
  root: 'reporting/api/v2/user-dashboard',
  widget: 'reporting/api/v2/user-dashboard/:id',
  share: 'reporting/api/v2/user-dashboard/share',
  unShare: 'reporting/api/v2/user-dashboard/un-share',
  category: 'reporting/api/v2/user-dashboard/category',
  categoryById: 'reporting/api/v2/user-dashboard/category/:id',
} as const;
