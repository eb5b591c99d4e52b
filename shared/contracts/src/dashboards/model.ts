/**
 * Dashboards and widgets (spec part 2 sections 3 "Widget", 4 "Dashboard state", 5, 6, 7.9-7.11, 9; issue 11,
 * ADR 0047). A widget names its data source endpoint; the page calls it with the section 7.11 rules
 * (`widget-request.ts`) and draws the answer by its type and configuration.
 */
import type { TransactionStatus, TransactionType } from '../transactions';

export const WIDGET_TYPES = [
  'CHART_WIDGET', 'BANNER_WIDGET', 'TABLE_WIDGET', 'PIPELINE_CHART', 'MAP_WIDGET', 'WEBHOOK_STATUS', 'COUNT_WIDGET', 'SUCCESS_RATE_WIDGET',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const CHART_TYPES = ['PieChart', 'LineChart', 'BarChart', 'ComboChart', 'GeoChart'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** User types of a widget category (spec part 2 section 3). */
export const DASHBOARD_USER_TYPES = ['Platform', 'Tenant', 'Merchant'] as const;
export type DashboardUserType = (typeof DASHBOARD_USER_TYPES)[number];

/** Webhook status (spec part 2 section 4). */
export const WEBHOOK_STATUSES = ['NotConfigured', 'Configured', 'Delivering', 'NotDelivering'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** How a closed pipeline element ended (spec part 2 section 3 "Pipeline element" stateName). */
export const PIPELINE_STATES = ['Lost', 'Disqualified', 'Abandoned', 'Suspended', 'Won', 'GoLive', 'Converted'] as const;
export type PipelineState = (typeof PIPELINE_STATES)[number];

/** Pipeline stage chart colours (spec part 2 section 4): the last stage takes the tone of its state. */
export const PIPELINE_STATE_TONES: Record<PipelineState, 'negative' | 'black' | 'neutral' | 'positive'> = {
  Lost: 'negative', Disqualified: 'negative', Abandoned: 'black', Suspended: 'neutral', Won: 'positive', GoLive: 'positive', Converted: 'positive',
};

/** Aggregate: one answer for the range; Paged: rows by pageIndex / PageSize (section 7.11 "Paginated data"). */
export const DATA_SOURCE_TYPES = ['Aggregate', 'Paged'] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

/**
 * The data sources the backend computes (SQL aggregations in the caller's scope and mode). Which user types
 * may read each: the user type governs widget data sources (spec part 2 section 6).
 */
export const DASHBOARD_DATA_SOURCES = {
  summary: { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  'success-rate': { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  'volume-by-time': { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  'status-split': { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  'method-split': { type: 'Paged', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  'card-countries': { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  'top-merchants': { type: 'Paged', userTypes: ['Platform', 'Tenant'] },
  'declines-by-reason': { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  refunds: { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  'webhook-status': { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  alerts: { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
  pipeline: { type: 'Aggregate', userTypes: ['Platform', 'Tenant', 'Merchant'] },
} as const satisfies Record<string, { type: DataSourceType; userTypes: readonly DashboardUserType[] }>;
export type DashboardDataSource = keyof typeof DASHBOARD_DATA_SOURCES;
export const DASHBOARD_DATA_SOURCE_KEYS = Object.keys(DASHBOARD_DATA_SOURCES) as DashboardDataSource[];

/** A widget's data source endpoint as stored (section 7.11 inserts /dashboard after /reporting when calling it). */
export const dataSourceEndpointOf = (source: DashboardDataSource) => `/reporting/data/${source}`;

/** Section 9: widgets page size 5; the default dashboard filter is systemMode 2 (Live; 1 is Test). */
export const DASHBOARD_LIMITS = {
  widgetPageSize: 5,
  maxPageSize: 100,
  defaultSystemMode: 2,
  /** The hourly chart covers the last 24 hours (section 9). */
  last24Hours: 'Last24Hours',
  /** Default date range of the dashboard: the last 7 days, today included. */
  defaultRangeDays: 7,
  /** Longest range a dashboard (or a widget's own filter) may ask for. */
  maxRangeDays: 366,
} as const;

export const SYSTEM_MODE_NUMBERS = { Test: 1, Live: 2 } as const;
export type SystemModeNumber = 1 | 2;

/** Formatting a table column, a count or a tooltip asks for ("pipes"). */
export const WIDGET_PIPES = ['count', 'volume', 'successRate', 'money', 'date', 'dateTime', 'hour', 'paymentMethod', 'status', 'country', 'text'] as const;
export type WidgetPipe = (typeof WIDGET_PIPES)[number];

/**
 * A widget's filter (stored with the widget, or set on one widget by its user: the "standalone" filter).
 * Lists are sent joined by commas; nulls are dropped (section 7.11).
 */
export interface WidgetFilters {
  startDate?: string | null;
  endDate?: string | null;
  currency?: string[] | null;
  transactionType?: TransactionType[] | null;
  transactionStatus?: TransactionStatus[] | null;
  customer?: string[] | null;
  dateRange?: string | null;
}

export interface ChartConfiguration {
  chartType: ChartType;
  xAxisColumn: string;
  xAxisColumnName: string;
  yAxisColumn: string;
  yAxisColumnName: string;
  /** The column a tooltip shows besides y (a ComboChart draws it as its line). */
  tooltipValue: string | null;
  /** How that column is formatted (a pipe). */
  tooltipType: WidgetPipe | null;
}

export interface TableConfiguration {
  pageIndex: number;
  pageSize: number;
  /** Row properties shown, in order. */
  tableDataProperties: string[];
  /** Column titles, one per property. */
  tableDataColumns: string[];
  /** The first column's text from the row ("{merchantName}"); null: the property's value. */
  customTemplate: string | null;
  /** A pipe per column (null: by its name: volume, count and successRate are formatted as such). */
  pipes: Array<WidgetPipe | null>;
  /** Where a row click goes: a portal path whose {placeholder}s take the clicked row's values. */
  navigationUrl: string | null;
}

export interface WidgetConfiguration {
  widgetType: WidgetType;
  chartConfiguration: ChartConfiguration | null;
  tableConfiguration: TableConfiguration | null;
  /** The main figure's pipe (COUNT_WIDGET: count or money). */
  customPipe: WidgetPipe | null;
  /** A comma list: the captions a widget shows under its figures. */
  description: string | null;
  /** Hourly over the last 24 hours instead of the dashboard's date range. */
  isLast24Hours: boolean;
}

export interface WidgetDataSource {
  dataSourceEndpoint: string;
  dataSourceEndpointId: string;
  dataSourceMoreDataEndpoint: string | null;
  dataSourceType: DataSourceType;
}

/** Where a widget sits on the grid: its order and its width (a quarter, half or the whole row on wide screens). */
export interface WidgetLayout {
  order: number;
  width: 'small' | 'medium' | 'large';
}

export const WIDGET_WIDTHS = ['small', 'medium', 'large'] as const;

/** The caller's arrangement of one category's widgets (order and width of each). */
export interface UserLayoutUpdate {
  categoryId: string;
  widgets: Array<{ widgetId: string; order: number; width: WidgetLayout['width'] }>;
}

export interface DashboardWidget {
  widgetId: string;
  categoryId: string;
  name: string;
  filters: WidgetFilters;
  data: WidgetDataSource;
  configuration: WidgetConfiguration;
  layout: WidgetLayout;
}

/** User widget category (spec part 2 section 3). */
export interface UserWidgetCategory {
  id: string;
  name: string;
  userType: DashboardUserType;
}

export interface DashboardCategoryWithWidgets extends UserWidgetCategory {
  widgets: DashboardWidget[];
}

/** Alert banner entry (spec part 2 section 3). */
export interface AlertViewModel {
  id: string;
  severity: 'success' | 'warning' | 'info' | 'failed';
  message: string;
}

export type WidgetDataRow = Record<string, string | number | null>;

/** A data source's answer (spec part 2 section 3 "dataSourceData"). */
export interface WidgetData {
  /** Rows of this answer (a page of them for Paged sources). */
  count: number;
  data: WidgetDataRow[];
  alertViewModels: AlertViewModel[];
  /** Everything the figure stands for: all rows of a paged source, all payments of a summary. */
  totalCount: number;
  /** Minor units of baseCurrency (null when the source has no money). */
  totalVolume: number | null;
  baseCurrency: string | null;
}

/** Permissions of the management pages (route catalogue, crm/settings/dashboard/management/...). */
export const DASHBOARD_MANAGEMENT_PERMISSIONS = {
  categories: 'Settings.DashboardManagementCategoriesSettings',
  widgets: 'Settings.DashboardManagementWidgetsSettings',
  tenantRoles: 'Settings.DashboardManagementTenantRoles',
  merchantRoles: 'Settings.DashboardManagementMerchantRoles',
} as const;

/** A category as management shows it. */
export interface ManagedCategory extends UserWidgetCategory {
  sortOrder: number;
}

export interface CategoryInput {
  name: string;
  userType: Exclude<DashboardUserType, 'Platform'>;
}

/** A widget definition as management writes it (section 7.9 POST /dashboard/widget). */
export interface WidgetInput {
  categoryId: string;
  name: string;
  dataSource: DashboardDataSource;
  filters?: WidgetFilters;
  configuration: WidgetConfiguration;
  layout?: WidgetLayout;
}

/** A role and the widgets given to it (section 7.9 roles). */
export interface RoleWidgets {
  roleId: string;
  name: string;
  userType: 'Tenant' | 'Merchant';
  widgetsIds: string[];
}

/** Section 7.10: a personal category (its user type is the owner's). `id` only on update. */
export interface PersonalCategoryInput {
  id?: string;
  name: string;
  userType: DashboardUserType;
}

/** Section 7.10 POST /user-dashboard: add a base widget the caller's role is given to one of the caller's categories. */
export interface PersonalWidgetInput {
  categoryId: string;
  baseWidgetId: string;
}

/** Section 7.10 PUT /user-dashboard: rename one of the caller's widgets. */
export interface PersonalWidgetUpdate {
  widgetId: string;
  name: string;
}

/** Section 7.10 share / un-share: a personal widget and a role of its owner's tenant and user type. */
export interface WidgetShare {
  widgetId: string;
  roleId: string;
}

/** The caller's shares and the roles it may share with (section 7.10 GET /user-dashboard/shares). */
export interface PersonalShares {
  roles: Array<{ roleId: string; name: string }>;
  shares: WidgetShare[];
}

/** A widget someone shared with the caller's role, or one of the caller's own (section 7.10 GET /all/widgets). */
export interface PersonalWidget extends DashboardWidget {
  own: boolean;
  ownerName: string;
}

/** Longest name of a personal category or widget. */
export const PERSONAL_DASHBOARD_LIMITS = { nameMaxLength: 100, categoriesPerUser: 20, widgetsPerCategory: 30 } as const;
