/**
 * Dashboard endpoints (spec part 2 sections 7.9 and 7.11; issue 11, ADR 0047): the caller's categories with
 * their widgets, and the widget data sources. Data come from the caller's scope (token) and mode (the query's
 * systemMode, else the Mode header); headers endpointId and widgetId name the widget asking.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, emptyBody } from '../endpoint/common-schemas';
import {
  CHART_TYPES, DASHBOARD_DATA_SOURCE_KEYS, DASHBOARD_LIMITS, DASHBOARD_PATHS, DASHBOARD_USER_TYPES, DATA_SOURCE_TYPES, WIDGET_PIPES, WIDGET_TYPES,
  WIDGET_WIDTHS, DASHBOARD_TEMPLATE_LIMITS, type CategoryInput, type DashboardTemplates, type DashboardTemplateVersion, type PublishTemplateInput,
  type UserTemplateState, type DashboardCategoryWithWidgets, type DashboardWidget, type ManagedCategory, type RoleWidgets, type UserLayoutUpdate,
  type WidgetData, type WidgetInput,
} from '../dashboards';
import { defineResource } from '../resource/define-resource';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions';

const tags = ['Dashboards'] as const;
const base = 'reporting' as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const list = <const Items>(items: Items) => ({ type: ['array', 'null'], items }) as const;
const pipe = { type: ['string', 'null'], enum: [...WIDGET_PIPES, null] } as const;

const filtersSchema = {
  type: 'object',
  properties: {
    startDate: { type: ['string', 'null'], format: 'date-time' },
    endDate: { type: ['string', 'null'], format: 'date-time' },
    currency: list({ type: 'string', pattern: '^[A-Z]{3}$' }),
    transactionType: list({ type: 'string', enum: TRANSACTION_TYPES }),
    transactionStatus: list({ type: 'string', enum: TRANSACTION_STATUSES }),
    customer: list(uuid),
    dateRange: nullableText,
  },
} as const;

const chartSchema = {
  type: ['object', 'null'],
  required: ['chartType', 'xAxisColumn', 'xAxisColumnName', 'yAxisColumn', 'yAxisColumnName', 'tooltipValue', 'tooltipType'],
  properties: {
    chartType: { type: 'string', enum: CHART_TYPES }, xAxisColumn: text, xAxisColumnName: text, yAxisColumn: text, yAxisColumnName: text,
    tooltipValue: nullableText, tooltipType: pipe,
  },
} as const;

const tableSchema = {
  type: ['object', 'null'],
  required: ['pageIndex', 'pageSize', 'tableDataProperties', 'tableDataColumns', 'customTemplate', 'pipes', 'navigationUrl'],
  properties: {
    pageIndex: { type: 'integer', minimum: 0 }, pageSize: { type: 'integer', minimum: 1, maximum: DASHBOARD_LIMITS.maxPageSize },
    tableDataProperties: { type: 'array', items: text }, tableDataColumns: { type: 'array', items: text },
    customTemplate: nullableText, pipes: { type: 'array', items: pipe }, navigationUrl: nullableText,
  },
} as const;

const configurationSchema = {
  type: 'object',
  required: ['widgetType', 'chartConfiguration', 'tableConfiguration', 'customPipe', 'description', 'isLast24Hours'],
  properties: {
    widgetType: { type: 'string', enum: WIDGET_TYPES }, chartConfiguration: chartSchema, tableConfiguration: tableSchema,
    customPipe: pipe, description: nullableText, isLast24Hours: { type: 'boolean' },
  },
} as const;

const widgetLayoutSchema = {
  type: 'object',
  required: ['order', 'width'],
  properties: { order: { type: 'integer', minimum: 1, maximum: 1000 }, width: { type: 'string', enum: ['small', 'medium', 'large'] } },
} as const;

export const widgetSchema = {
  type: 'object',
  required: ['widgetId', 'categoryId', 'name', 'filters', 'data', 'configuration', 'layout'],
  properties: {
    widgetId: uuid, categoryId: uuid, name: text, filters: filtersSchema,
    data: {
      type: 'object',
      required: ['dataSourceEndpoint', 'dataSourceEndpointId', 'dataSourceMoreDataEndpoint', 'dataSourceType'],
      properties: {
        dataSourceEndpoint: text, dataSourceEndpointId: text, dataSourceMoreDataEndpoint: nullableText,
        dataSourceType: { type: 'string', enum: DATA_SOURCE_TYPES },
      },
    },
    configuration: configurationSchema,
    layout: widgetLayoutSchema,
  },
} as const;

export const categorySchema = typed<DashboardCategoryWithWidgets>()({
  type: 'object',
  required: ['id', 'name', 'userType', 'widgets'],
  properties: { id: uuid, name: text, userType: { type: 'string', enum: DASHBOARD_USER_TYPES }, widgets: { type: 'array', items: widgetSchema } },
});

const cell = { type: ['string', 'number', 'null'] } as const;

export const widgetDataSchema = typed<WidgetData>()({
  type: 'object',
  required: ['count', 'data', 'alertViewModels', 'totalCount', 'totalVolume', 'baseCurrency'],
  properties: {
    count: { type: 'integer' },
    data: { type: 'array', items: { type: 'object', additionalProperties: cell } },
    alertViewModels: {
      type: 'array',
      items: {
        type: 'object', required: ['id', 'severity', 'message'],
        properties: { id: text, severity: { type: 'string', enum: ['success', 'warning', 'info', 'failed'] }, message: text },
      },
    },
    totalCount: { type: 'integer' },
    totalVolume: { type: ['integer', 'null'] },
    baseCurrency: nullableText,
  },
});

/** The query of section 7.11: the filters (lists comma-joined), widgetId, timezoneOffset, mode, paging. */
const widgetDataQuery = {
  type: 'object',
  required: ['widgetId'],
  properties: {
    ...filtersSchema.properties,
    currency: { type: 'array', items: { type: 'string', pattern: '^[A-Z]{3}$', description: 'An ISO 4217 code (three capital letters)' }, maxItems: 20 },
    transactionType: { type: 'array', items: { type: 'string', enum: TRANSACTION_TYPES }, maxItems: 20 },
    transactionStatus: { type: 'array', items: { type: 'string', enum: TRANSACTION_STATUSES }, maxItems: 20 },
    customer: { type: 'array', items: uuid, maxItems: 100 },
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    dateRange: { type: 'string', enum: [DASHBOARD_LIMITS.last24Hours] },
    widgetId: uuid,
    timezoneOffset: { type: 'integer', minimum: -840, maximum: 840, default: 0 },
    mode: { type: 'integer', enum: [1, 2] },
    pageIndex: { type: 'integer', minimum: 0, default: 0 },
    PageSize: { type: 'integer', minimum: 1, maximum: DASHBOARD_LIMITS.maxPageSize, default: DASHBOARD_LIMITS.widgetPageSize },
  },
} as const;

const layoutSchema = typed<UserLayoutUpdate>()({
  type: 'object',
  required: ['categoryId', 'widgets'],
  properties: {
    categoryId: uuid,
    widgets: {
      type: 'array', minItems: 1, maxItems: 100,
      items: {
        type: 'object', required: ['widgetId', 'order', 'width'],
        properties: { widgetId: uuid, order: { type: 'integer', minimum: 1, maximum: 1000 }, width: { type: 'string', enum: WIDGET_WIDTHS } },
      },
    },
  },
});

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const managedCategorySchema = typed<ManagedCategory>()({
  type: 'object',
  required: ['id', 'name', 'userType', 'sortOrder'],
  properties: { id: uuid, name: text, userType: { type: 'string', enum: DASHBOARD_USER_TYPES }, sortOrder: { type: 'integer' } },
});
const categoryInputSchema = typed<CategoryInput>()({
  type: 'object', required: ['name', 'userType'],
  properties: { name, userType: { type: 'string', enum: ['Tenant', 'Merchant'] } },
});
const typedWidgetSchema = typed<DashboardWidget>()(widgetSchema);
const widgetInputSchema = typed<WidgetInput>()({
  type: 'object',
  required: ['categoryId', 'name', 'dataSource', 'configuration'],
  properties: {
    categoryId: uuid, name, dataSource: { type: 'string', enum: DASHBOARD_DATA_SOURCE_KEYS }, filters: filtersSchema,
    configuration: configurationSchema, layout: widgetLayoutSchema,
  },
});
const widgetIdsSchema = { type: 'array', items: uuid, maxItems: 500, uniqueItems: true } as const;
const roleWidgetsSchema = typed<RoleWidgets>()({
  type: 'object', required: ['roleId', 'name', 'userType', 'widgetsIds'],
  properties: { roleId: uuid, name: text, userType: { type: 'string', enum: ['Tenant', 'Merchant'] }, widgetsIds: widgetIdsSchema },
});
const roleAssignmentSchema = { type: 'object', required: ['roleId', 'widgetsIds'], properties: { roleId: uuid, widgetsIds: widgetIdsSchema } } as const;
const management = ['Dashboard management'] as const;

const templateVersionSchema = typed<DashboardTemplateVersion>()({
  type: 'object',
  required: ['templateId', 'version', 'note', 'publishedAt', 'publishedBy', 'categoryCount', 'widgetCount', 'customisedCount'],
  properties: {
    templateId: uuid, version: { type: 'integer', minimum: 1 }, note: nullableText, publishedAt: { type: 'string', format: 'date-time' },
    publishedBy: nullableText, categoryCount: { type: 'integer' }, widgetCount: { type: 'integer' }, customisedCount: { type: 'integer' },
  },
});
const templatesSchema = typed<DashboardTemplates>()({
  type: 'object', required: ['versions', 'followingCount', 'customisedCount'],
  properties: { versions: { type: 'array', items: templateVersionSchema }, followingCount: { type: 'integer' }, customisedCount: { type: 'integer' } },
});
const userTemplateStateSchema = typed<UserTemplateState>()({
  type: 'object', required: ['version', 'latestVersion', 'customised'],
  properties: { version: { type: ['integer', 'null'] }, latestVersion: { type: ['integer', 'null'] }, customised: { type: 'boolean' } },
});
const tenantParams = { type: 'object', required: ['tenantId'], properties: { tenantId: uuid } } as const;

/**
 * Section 7.9 management lists (ADR 0063): the managing tenant's categories (both user types) and widget
 * definitions, each a short list in its dashboards' order (user type, category order, widget order), unpaged.
 */
export const DASHBOARD_CATEGORIES = defineResource({
  key: 'dashboard-categories', path: DASHBOARD_PATHS.categories, base, title: 'Dashboard categories', tag: management[0],
  row: managedCategorySchema, operations: ['list'], filters: {}, sorts: ['order'], defaultSort: { key: 'order', direction: 'asc' },
  paging: 'none', modeScoped: false, scope: 'tenant',
});
export const DASHBOARD_WIDGETS = defineResource({
  key: 'dashboard-widgets', path: DASHBOARD_PATHS.widgets, base, title: 'Dashboard widgets', tag: management[0],
  row: typedWidgetSchema, operations: ['list'], filters: {}, sorts: ['order'], defaultSort: { key: 'order', direction: 'asc' },
  paging: 'none', modeScoped: false, scope: 'tenant',
});

export const DASHBOARD_ENDPOINTS = {
  userCategories: defineEndpoint({
    method: 'GET', path: DASHBOARD_PATHS.userCategories, base, tags,
    summary: "The caller's dashboard: the categories of its user type with the widgets its tenant and role are given, in order",
    responses: { 200: arrayOf(categorySchema) },
  }),
  widgetData: defineEndpoint({
    modeScoped: true,
    method: 'GET', path: DASHBOARD_PATHS.widgetData, base, tags,
    summary: "A widget's data: an aggregation over the caller's scope and mode for the date range (hourly over the last 24 hours with dateRange)",
    params: { type: 'object', required: ['source'], properties: { source: { type: 'string', enum: DASHBOARD_DATA_SOURCE_KEYS } } },
    query: widgetDataQuery,
    headers: { type: 'object', required: ['endpointid', 'widgetid'], properties: { endpointid: text, widgetid: uuid } },
    responses: { 200: widgetDataSchema },
  }),
  // Section 7.9 management: the caller's tenant's categories, widget definitions and who is given them.
  listCategories: DASHBOARD_CATEGORIES.endpoints.list,
  createCategory: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.categories, base, tags: management, summary: 'Add a category for tenant staff or for merchants (last in order)',
    body: categoryInputSchema, responses: { 201: managedCategorySchema },
  }),
  updateCategory: defineEndpoint({
    method: 'PUT', path: DASHBOARD_PATHS.category, base, tags: management, summary: 'Rename a category',
    params: { type: 'object', required: ['id'], properties: { id: uuid } },
    body: { type: 'object', required: ['name'], properties: { name } }, responses: { 200: managedCategorySchema },
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE', path: DASHBOARD_PATHS.category, base, tags: management, summary: 'Delete a category and its widgets',
    params: { type: 'object', required: ['id'], properties: { id: uuid } }, responses: { 204: null },
  }),
  listWidgets: DASHBOARD_WIDGETS.endpoints.list,
  createWidget: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.widgets, base, tags: management,
    summary: "Define a widget in a category: its data source (one the category's user type may read), type and configuration; given to the tenant, to no role yet",
    body: widgetInputSchema, responses: { 201: typedWidgetSchema },
  }),
  updateWidget: defineEndpoint({
    method: 'PUT', path: DASHBOARD_PATHS.widget, base, tags: management, summary: "Change a widget's definition (its category stays)",
    params: { type: 'object', required: ['categoryId', 'widgetId'], properties: { categoryId: uuid, widgetId: uuid } },
    body: widgetInputSchema, responses: { 200: typedWidgetSchema },
  }),
  deleteWidget: defineEndpoint({
    method: 'DELETE', path: DASHBOARD_PATHS.widget, base, tags: management, summary: 'Delete a widget (category then widget in the path)',
    params: { type: 'object', required: ['categoryId', 'widgetId'], properties: { categoryId: uuid, widgetId: uuid } }, responses: { 204: null },
  }),
  previewWidget: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.widgetPreview, base, tags: management,
    summary: "A definition's data before it is saved (live preview): its source over the managing tenant's whole scope, Live, the last 7 days, a table's page as its tableConfiguration.pageIndex",
    body: widgetInputSchema, responses: { 200: widgetDataSchema },
  }),
  setTenantWidgets: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.tenantWidgets, base, tags: management, summary: "The widgets a tenant is given (replaces the list); the tenant's own widgets only",
    params: { type: 'object', required: ['tenantId'], properties: { tenantId: uuid } },
    body: { type: 'object', required: ['widgetsIds'], properties: { widgetsIds: widgetIdsSchema } },
    responses: { 200: { type: 'object', required: ['widgetsIds'], properties: { widgetsIds: widgetIdsSchema } } },
  }),
  tenantWidgetsByCategory: defineEndpoint({
    method: 'GET', path: DASHBOARD_PATHS.tenantWidgetsByCategory, base, tags: management,
    summary: "The tenant's categories with the widgets the tenant is given (its own tenant only)",
    params: { type: 'object', required: ['tenantId'], properties: { tenantId: uuid } },
    responses: { 200: arrayOf(categorySchema) },
  }),
  listRoles: defineEndpoint({
    method: 'GET', path: DASHBOARD_PATHS.roles, base, tags: management, summary: "The tenant's staff and merchant roles with the widgets each is given",
    responses: { 200: arrayOf(roleWidgetsSchema) },
  }),
  setRoleWidgets: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.roles, base, tags: management,
    summary: "The widgets one of the tenant's roles is given, whichever kind it is (replaces the list; the role's kind decides which widgets fit and which management permission is needed)",
    body: roleAssignmentSchema, responses: { 200: roleWidgetsSchema },
  }),
  setTenantRoleWidgets: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.tenantRoles, base, tags: management, summary: 'The widgets a tenant staff role is given (replaces the list; tenant-staff widgets only)',
    body: roleAssignmentSchema, responses: { 200: roleWidgetsSchema },
  }),
  setMerchantRoleWidgets: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.merchantRoles, base, tags: management, summary: "The widgets a merchant role is given (replaces the list; merchants' widgets only)",
    body: roleAssignmentSchema, responses: { 200: roleWidgetsSchema },
  }),
  saveUserLayout: defineEndpoint({
    method: 'PUT', path: DASHBOARD_PATHS.userLayout, base, tags,
    summary: "Keep the caller's order and width of a category's widgets (only widgets given to the caller, of that category); answers the category as the caller now sees it",
    body: layoutSchema,
    responses: { 200: categorySchema },
  }),
  // Tenant templates (beyond the spec, ADR 0058).
  listTemplates: defineEndpoint({
    method: 'GET', path: DASHBOARD_PATHS.templates, base, tags: management,
    summary: "The tenant's published merchant dashboard versions (newest first) and how many merchant users follow the newest or keep their own",
    params: tenantParams, responses: { 200: templatesSchema },
  }),
  publishTemplate: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.templates, base, tags: management,
    summary: "Publish the tenant's merchant dashboard (merchant categories in order, the widgets shown in the tenant with their order and width) as the next version",
    params: tenantParams,
    body: typed<PublishTemplateInput>()({
      type: 'object', properties: { note: { type: ['string', 'null'], maxLength: DASHBOARD_TEMPLATE_LIMITS.noteMaxLength } },
    }),
    optionalBody: true,
    responses: { 201: templateVersionSchema },
  }),
  userTemplate: defineEndpoint({
    method: 'GET', path: DASHBOARD_PATHS.userTemplate, base, tags,
    summary: "The caller's place relative to its tenant's merchant dashboard template (merchants; others have none)",
    responses: { 200: userTemplateStateSchema },
  }),
  resetToTemplate: defineEndpoint({
    method: 'POST', path: DASHBOARD_PATHS.userTemplateReset, base, tags,
    summary: "Drop the caller's own arrangement and follow the tenant's newest template again",
    body: emptyBody, optionalBody: true, responses: { 200: userTemplateStateSchema },
  }),
} as const;
