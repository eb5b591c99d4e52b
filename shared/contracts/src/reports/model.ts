/**
 * Reports (issue 12, ADR 0049): each report is one definition the server sends (its filter fields, columns,
 * chart) and one SQL aggregation the server runs. One report page in the browser serves all of them.
 */
import type { ColumnPin } from '../columns/column-pin';
import type { FieldDefinition, FieldType } from '../fields/field-definition';

/** The reports of spec part 2 sections 2.1 and 2.2, by id (a route's slug, a slash written as a dash). */
export const REPORT_IDS = [
  'transactions-summary', 'transactions-summary-v1', 'transactions-summary-v3', 'transactions-summary-per-day-month',
  'transactions-daily', 'transactions-daily-v1', 'declined-transaction-reasons', 'decline-reasons',
  'pmp-configuration-report', 'support-analytics-report', 'api-logs', 'webhookreport', 'webhookreportV2',
  'webhooks-destinations-status', 'webhooks-destinations-statistics', 'resend-webhooks', 'alerts', 'login-history',
  'account-statement', 'invoices',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** The report of a route slug (`webhooks-destinations/status` -> `webhooks-destinations-status`), or undefined. */
export function reportIdOfSlug(slug: string): ReportId | undefined {
  const id = slug.replace(/\//g, '-');
  return (REPORT_IDS as readonly string[]).includes(id) ? (id as ReportId) : undefined;
}

/** How a column is written: the list kit's formatting kinds (ADR 0019). */
export const REPORT_COLUMN_KINDS = ['text', 'money', 'date', 'dateTime', 'dateTimeSeconds', 'status', 'count', 'volume', 'successRate'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export interface ReportColumn {
  /** The row's key, the sort key the server knows. */
  key: string;
  /** English text (translated in the browser). */
  title: string;
  kind: ReportColumnKind;
  /** money: the row's key holding its currency code. */
  currencyKey?: string;
  /** The totals row sums this column. */
  total?: boolean;
  /**
   * Where it stays while the table scrolls sideways; from its kind when absent (the first amount, success rate and
   * status right); `false`: never pinned (a second amount that would crowd out the first).
   */
  pin?: ColumnPin | false;
}

export const REPORT_CHART_TYPES = ['LineChart', 'BarChart', 'PieChart'] as const;
export type ReportChartType = (typeof REPORT_CHART_TYPES)[number];

/** A report's chart: which row key is the x axis (a period, a name) and which the plotted value. */
export interface ReportChart {
  type: ReportChartType;
  x: string;
  y: string;
  /** x holds hours of the last 24 hours ("2026-11-25T13:00") rather than days or names. */
  hourly?: boolean;
  /** Titles of x and y when they are not columns of the table (English, translated in the browser). */
  xTitle?: string;
  yTitle?: string;
}

/**
 * A filter field as the server sends it: the one field definition (ADR 0021, ADR 0063), so the browser hands
 * it to the filter bar as is (after translating its texts). Only its JSON part travels: no `custom` test.
 */
export type ReportField = FieldDefinition;
export type ReportFieldType = FieldType;

/** What the report page draws: filters, columns, chart, and its default order. */
export interface ReportDefinition {
  id: ReportId;
  title: string;
  /** One sentence under the title saying what the figures are. */
  description: string;
  fields: ReportField[];
  columns: ReportColumn[];
  chart: ReportChart | null;
  defaultSort: { key: string; direction: 'asc' | 'desc' };
  /** Filters a fresh page opens with, beside the date range (the browser computes the range). */
  defaultRangeDays: number | null;
  /** Rows can be selected and their webhooks resent (resend-webhooks). */
  resend: boolean;
  /** Column keys the page shows and exports, in order (the tenant's report setting, ADR 0057); absent or empty: every column. */
  defaultColumns?: string[];
  /** Each row downloads as a document: 'invoice' (the invoices report; rows carry customerId, month and currency). */
  document?: 'invoice';
}

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** One page of a report: its rows, how many rows in all, the totals of the columns that total, and the chart's points. */
export interface ReportPage {
  data: ReportRow[];
  count: number;
  totals: ReportRow | null;
  /** Every point of the chart (not only this page's); empty when the report has none or nothing matched. */
  chart: ReportRow[];
}

export const REPORT_LIMITS = {
  maxPageSize: 100,
  defaultPageSize: 20,
  /** A chart plots at most this many points. */
  maxChartPoints: 400,
  /** Rows resent at once. */
  maxResend: 100,
} as const;

/** Report calls, relative as the portal calls them. */
export const REPORT_PATHS = {
  definition: 'reporting/report-v2/reports/:reportId/definition',
  data: 'reporting/report-v2/reports/:reportId/data',
  resendWebhooks: 'reporting/report-v2/reports/resend-webhooks',
  /** Spec part 2 section 7.3: "POST /reporting/report-v2/reports-tenant-export-v3 (blob response), body reportId, filters, columns". */
  exportV3: 'reporting/report-v2/reports-tenant-export-v3',
} as const;

/** A report export too large to answer at once: its background job, whose file arrives as a ReportGenerated notification. */
export interface ReportExportJob {
  jobId: string;
  fileName: string;
  notifies: true;
}

/** The permission a report needs: Reports.<Name> for staff, Merchant.Reports.<Name> for merchants (route catalogue). */
export const REPORT_SLUGS: Record<ReportId, string> = {
  'transactions-summary': 'transactions-summary', 'transactions-summary-v1': 'transactions-summary-v1', 'transactions-summary-v3': 'transactions-summary-v3',
  'transactions-summary-per-day-month': 'transactions-summary-per-day-month', 'transactions-daily': 'transactions-daily',
  'transactions-daily-v1': 'transactions-daily-v1', 'declined-transaction-reasons': 'declined-transaction-reasons', 'decline-reasons': 'decline-reasons',
  'pmp-configuration-report': 'pmp-configuration-report', 'support-analytics-report': 'support-analytics-report', 'api-logs': 'api-logs',
  webhookreport: 'webhookreport', webhookreportV2: 'webhookreportV2', 'webhooks-destinations-status': 'webhooks-destinations/status',
  'webhooks-destinations-statistics': 'webhooks-destinations/statistics', 'resend-webhooks': 'resend-webhooks', alerts: 'alerts', 'login-history': 'login-history',
  'account-statement': 'account-statement', invoices: 'invoices',
};

/** The permission that opens a report: the route catalogue's permission of its menu entry. */
export function reportPermissionOf(id: ReportId, userType: 'crm' | 'platform' | 'merchant'): string {
  const name = REPORT_SLUGS[id].split(/[/-]/).filter(Boolean).map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
  return userType === 'merchant' ? `Merchant.Reports.${name}` : `Reports.${name}`;
}
