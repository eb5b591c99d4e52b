/**
 * Report settings, the reports overview, daily report files and invoice documents (issue 12, ADR 0057).
 */
import type { ReportColumn, ReportField, ReportId } from './model';

/** The permission of report-settings/reports (spec part 2 section 6, Platform.*). */
export const REPORT_SETTINGS_PERMISSION = 'Platform.ReportV2.Settings';

export type ReportFilterValue = string | string[];

/** What a platform user sets for one report of one tenant. */
export interface ReportSettingInput {
  /** Hidden from every user of the tenant (staff and its merchants). */
  hidden: boolean;
  /** Roles of the tenant (staff or merchant roles) that do not see it. */
  hiddenRoleIds: string[];
  /** Filter values a run starts with when the caller passes none (checked against the report's fields). */
  defaultFilters: Record<string, ReportFilterValue>;
  /** Column keys in order shown and exported when the caller names none; empty: every column. */
  defaultColumns: string[];
  /** Days of the period a fresh page opens with; null: the report's own. */
  defaultRangeDays: number | null;
}

/** One report on the settings page: its setting and what is needed to edit it. */
export interface ReportSettingRow extends ReportSettingInput {
  reportId: ReportId;
  title: string;
  description: string;
  /** Which of the tenant's user types may run it at all. */
  userTypes: Array<'crm' | 'merchant'>;
  /** The staff definition's fields (the widest: merchants have no customer filter) and columns. */
  fields: ReportField[];
  columns: ReportColumn[];
  /** The period's maximum days (null without a period) and the report's own default. */
  maxRangeDays: number | null;
  reportRangeDays: number | null;
  updatedAt: string | null;
}

export interface ReportSettingsRole {
  id: string;
  name: string;
  userType: 'crm' | 'merchant';
}

export interface ReportSettingsPage {
  tenantId: string;
  roles: ReportSettingsRole[];
  reports: ReportSettingRow[];
}

/** The groups the overview lists reports in (English, translated in the browser). */
export const REPORT_GROUPS = ['Transactions', 'Declines', 'Webhooks and API', 'Operations', 'Finance'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const REPORT_GROUP_OF: Record<ReportId, ReportGroup> = {
  'transactions-summary': 'Transactions', 'transactions-summary-v1': 'Transactions', 'transactions-summary-v3': 'Transactions',
  'transactions-summary-per-day-month': 'Transactions', 'transactions-daily': 'Transactions', 'transactions-daily-v1': 'Transactions',
  'declined-transaction-reasons': 'Declines', 'decline-reasons': 'Declines', alerts: 'Declines',
  'api-logs': 'Webhooks and API', webhookreport: 'Webhooks and API', webhookreportV2: 'Webhooks and API',
  'webhooks-destinations-status': 'Webhooks and API', 'webhooks-destinations-statistics': 'Webhooks and API', 'resend-webhooks': 'Webhooks and API',
  'pmp-configuration-report': 'Operations', 'support-analytics-report': 'Operations', 'login-history': 'Operations',
  'account-statement': 'Finance', invoices: 'Finance',
};

export interface ReportOverviewItem {
  reportId: ReportId;
  title: string;
  description: string;
  group: ReportGroup;
  /** When the caller last ran it (a page of figures) and last exported it. */
  lastRunAt: string | null;
  lastExportedAt: string | null;
}

/** The reports the caller may run, in the groups' order. */
export interface ReportsOverview {
  groups: Array<{ group: ReportGroup; reports: ReportOverviewItem[] }>;
}

/** A daily transactions-daily CSV file (issue 12 deliverable 3). */
export interface DailyReportFile {
  name: string;
  /** The UTC day it covers (YYYY-MM-DD). */
  day: string;
  /** The merchant's name for a merchant's file, null for the tenant's (every merchant). */
  merchantName: string | null;
  rows: number;
  size: number;
  createdAt: string;
}

export interface DailyReportFilesPage {
  data: DailyReportFile[];
  count: number;
}

/** Report setting, overview, daily file and invoice paths, relative as the portal calls them. */
export const REPORT_SETTINGS_PATHS = {
  settings: 'reporting/report-v2/report-settings/:tenantId',
  setting: 'reporting/report-v2/report-settings/:tenantId/:reportId',
  overview: 'reporting/report-v2/reports-overview',
  dailyFiles: 'reporting/report-v2/daily-report-files',
  /** Spec part 2 section 7.12: "GET /fs/transaction-daily-report-csv/file/{name} (blob)". */
  dailyFile: 'fs/transaction-daily-report-csv/file/:name',
  /** Spec part 2 section 7.12: "GET api/crm/files/?fileName= (blob)". */
  crmFile: 'api/crm/files/',
  invoiceDocument: 'reporting/report-v2/invoices/document',
} as const;

/** A daily file's name: letters, digits, dots, dashes and underscores, ending .csv (nothing else is looked up). */
export const DAILY_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.csv$/;
