/** Dashboard calls, relative as the portal calls them (spec part 2 sections 7.9-7.11). */
export const DASHBOARD_PATHS = {
  /** Section 7.9 "GET /dashboard/category/list/user/widgets" under /reporting/api/v2: the caller's categories with their widgets. */
  userCategories: 'reporting/api/v2/dashboard/category/list/user/widgets',
  /** Section 7.11: a widget's data source, "/reporting/data/<source>" with /dashboard inserted after /reporting. */
  widgetData: 'reporting/dashboard/data/:source',
  /** Beyond the spec (issue 11 "reorder and resize, kept on the server"): the caller's arrangement of one category. */
  userLayout: 'reporting/api/v2/user-dashboard/layout',
} as const;
