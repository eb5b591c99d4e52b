/**
 * How a widget calls its data source (spec part 2 sections 5, 7.11 and 9), in one place:
 * - the path is the widget's own endpoint; a path beginning /reporting gets /dashboard inserted after it;
 * - the query comes from the filters: lists joined by commas, nulls (and empty values) dropped, then
 *   widgetId and timezoneOffset; the mode defaults to systemMode 2 (Live);
 * - a standalone widget's filter applies only when it sets a start or end date, else the dashboard's does;
 * - isLast24Hours asks for the last 24 hours (hourly) instead of the date range;
 * - paginated data adds pageIndex and PageSize (widgets: page size 5);
 * - headers endpointId and widgetId.
 */
import { DASHBOARD_LIMITS, type DashboardWidget, type SystemModeNumber, type WidgetFilters } from './model';

export interface WidgetRequestInput {
  /** The dashboard's filter (its date range), applied to every widget. */
  dashboardFilter: WidgetFilters;
  /** A filter the user set on this one widget; used only when it has a start or end date (section 5). */
  standaloneFilter?: WidgetFilters | null;
  /** Minutes UTC is ahead of the user's clock (Date.getTimezoneOffset's sign: London in summer is -60). */
  timezoneOffset: number;
  /** 1 Test, 2 Live; 2 when not given (section 9 "Default dashboard filter: systemMode 2"). */
  mode?: SystemModeNumber;
  /** The table page asked for (paged sources); the widget's configured page otherwise. */
  pageIndex?: number;
}

export interface WidgetRequest {
  /** Relative to the API, as apiFetch takes it (no leading slash). */
  path: string;
  /** The query exactly as sent: every value a string. */
  query: Record<string, string>;
  headers: { endpointId: string; widgetId: string };
}

/** "/reporting/data/x" -> "reporting/dashboard/data/x"; other paths only lose their leading slash. */
export function dashboardPathOf(endpoint: string): string {
  const path = endpoint.replace(/^\/+/, '');
  if (!/^reporting(\/|$)/.test(path) || /^reporting\/dashboard(\/|$)/.test(path)) return path;
  return path.replace(/^reporting/, 'reporting/dashboard');
}

/** Whether a filter sets a start or end date (then a standalone widget's filter applies). */
export const hasDates = (filter: WidgetFilters | null | undefined): boolean => !!(filter?.startDate || filter?.endDate);

/** One query value as sent: lists joined by commas without their empty items; undefined = dropped. */
function wireValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== null && v !== undefined && String(v).trim() !== '').map(String);
    return items.length ? items.join(',') : undefined;
  }
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** The call a widget makes for its data (see the rules above). */
export function widgetRequestOf(widget: Pick<DashboardWidget, 'widgetId' | 'filters' | 'data' | 'configuration'>, input: WidgetRequestInput): WidgetRequest {
  const own = hasDates(input.standaloneFilter) ? input.standaloneFilter! : undefined;
  const dates = own ?? input.dashboardFilter;
  const filters: WidgetFilters = { ...widget.filters, ...(own ?? {}), startDate: dates.startDate ?? null, endDate: dates.endDate ?? null };
  if (widget.configuration.isLast24Hours) {
    filters.startDate = null;
    filters.endDate = null;
    filters.dateRange = DASHBOARD_LIMITS.last24Hours;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const sent = wireValue(value);
    if (sent !== undefined) query[key] = sent;
  }
  query.widgetId = widget.widgetId;
  query.timezoneOffset = String(Math.round(input.timezoneOffset));
  query.mode = String(input.mode ?? DASHBOARD_LIMITS.defaultSystemMode);
  if (widget.data.dataSourceType === 'Paged') {
    const table = widget.configuration.tableConfiguration;
    query.pageIndex = String(input.pageIndex ?? table?.pageIndex ?? 0);
    query.PageSize = String(table?.pageSize ?? DASHBOARD_LIMITS.widgetPageSize);
  }
  return {
    path: dashboardPathOf(widget.data.dataSourceEndpoint),
    query,
    headers: { endpointId: widget.data.dataSourceEndpointId, widgetId: widget.widgetId },
  };
}

/**
 * A navigationUrl with its {placeholder}s filled from the clicked row (spec part 2 section 2.3), each value
 * URL-encoded; null when the row lacks a value the path needs (the row is then not a link).
 */
export function navigationPathOf(template: string, row: Record<string, unknown>): string | null {
  let missing = false;
  const path = template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = row[name];
    if (value === null || value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
}
