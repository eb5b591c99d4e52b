/**
 * Dashboard endpoints (spec part 2 sections 7.9 and 7.11; issue 11, ADR 0047): the caller's categories with
 * their widgets, and the widget data sources. Data come from the caller's scope (token) and mode (the query's
 * systemMode, else the Mode header); headers endpointId and widgetId name the widget asking.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf } from '../endpoint/common-schemas';
import {
  CHART_TYPES, DASHBOARD_DATA_SOURCE_KEYS, DASHBOARD_LIMITS, DASHBOARD_PATHS, DASHBOARD_USER_TYPES, DATA_SOURCE_TYPES, WIDGET_PIPES, WIDGET_TYPES,
  WIDGET_WIDTHS, type DashboardCategoryWithWidgets, type UserLayoutUpdate, type WidgetData,
} from '../dashboards';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions';

const tags = ['Dashboards'] as const;
const base = 'reporting' as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const list = (items: object) => ({ type: ['array', 'null'], items }) as const;
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

const widgetSchema = {
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
    configuration: {
      type: 'object',
      required: ['widgetType', 'chartConfiguration', 'tableConfiguration', 'customPipe', 'description', 'isLast24Hours'],
      properties: {
        widgetType: { type: 'string', enum: WIDGET_TYPES }, chartConfiguration: chartSchema, tableConfiguration: tableSchema,
        customPipe: pipe, description: nullableText, isLast24Hours: { type: 'boolean' },
      },
    },
    layout: {
      type: 'object',
      required: ['order', 'width'],
      properties: { order: { type: 'integer' }, width: { type: 'string', enum: ['small', 'medium', 'large'] } },
    },
  },
} as const;

const categorySchema = typed<DashboardCategoryWithWidgets>()({
  type: 'object',
  required: ['id', 'name', 'userType', 'widgets'],
  properties: { id: uuid, name: text, userType: { type: 'string', enum: DASHBOARD_USER_TYPES }, widgets: { type: 'array', items: widgetSchema } },
});

const cell = { type: ['string', 'number', 'null'] } as const;

const widgetDataSchema = typed<WidgetData>()({
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

export const DASHBOARD_ENDPOINTS = {
  userCategories: defineEndpoint({
    method: 'GET', path: DASHBOARD_PATHS.userCategories, base, tags,
    summary: "The caller's dashboard: the categories of its user type with the widgets its tenant and role are given, in order",
    responses: { 200: arrayOf(categorySchema) },
  }),
  widgetData: defineEndpoint({
    method: 'GET', path: DASHBOARD_PATHS.widgetData, base, tags,
    summary: "A widget's data: an aggregation over the caller's scope and mode for the date range (hourly over the last 24 hours with dateRange)",
    params: { type: 'object', required: ['source'], properties: { source: { type: 'string', enum: DASHBOARD_DATA_SOURCE_KEYS } } },
    query: widgetDataQuery,
    headers: { type: 'object', required: ['endpointid', 'widgetid'], properties: { endpointid: text, widgetid: uuid } },
    responses: { 200: widgetDataSchema },
  }),
  saveUserLayout: defineEndpoint({
    method: 'PUT', path: DASHBOARD_PATHS.userLayout, base, tags,
    summary: "Keep the caller's order and width of a category's widgets (only widgets given to the caller, of that category); answers the category as the caller now sees it",
    body: layoutSchema,
    responses: { 200: categorySchema },
  }),
} as const;
