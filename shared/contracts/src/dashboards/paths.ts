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
} as const;
