import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Scope } from '../../http/scope';
import type { ReportChart, ReportColumn, ReportDefinition, ReportField, ReportId, SystemMode } from '@portal/contracts';

export type ReportUserType = 'crm' | 'platform' | 'merchant';

/** The filters a call passed, checked against the definition's fields (filters.ts). */
export interface ReportFilters {
  /** The date range, [start, end) in UTC, when the report has one. */
  range: { start: Date; end: Date } | null;
  /** Every other filter's values (a single select holds one; a checkbox "true"). */
  values: Readonly<Record<string, readonly string[]>>;
}

/** What a report's SQL reads: whose rows (the one scope resolver), which mode, which filters, the user's clock. */
export interface ReportContext {
  db: Db;
  scope: Scope;
  userType: ReportUserType;
  mode: SystemMode;
  filters: ReportFilters;
  /** Minutes UTC is ahead of the user's clock (Date.getTimezoneOffset's sign): days and months are the user's. */
  timezoneOffset: number;
  now: Date;
}

/**
 * One report (ADR 0049): what the browser is told (fields, columns, chart) and the SQL that computes its rows.
 * `rows` is a SELECT whose output names are the columns' keys; the runner pages, sorts (by a column's key only)
 * and totals it in the database. `chartRows`, when the chart is not a plot of the rows themselves, is a SELECT
 * naming the chart's x (text) and y; it may read the report's rows, already computed, as `rows`.
 */
export interface ReportSpec {
  id: ReportId;
  title: string;
  description: string;
  /** Who may open it (the route catalogue also decides the permission per user type). */
  userTypes: readonly ReportUserType[];
  fields(userType: ReportUserType): ReportField[];
  columns(userType: ReportUserType): ReportColumn[];
  chart: ReportChart | null;
  defaultSort: ReportDefinition['defaultSort'];
  /** The date range a fresh page opens with (days back to today), null without a range. */
  defaultRangeDays: number | null;
  resend?: boolean;
  /** Each row downloads as a document (invoices: `customerId`, `month`, `currency` name it). */
  document?: ReportDefinition['document'];
  rows(ctx: ReportContext): SQL;
  chartRows?(ctx: ReportContext, rows: SQL): SQL;
}
