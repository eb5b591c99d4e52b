import { checkExportQuota, EXPORT_QUEUES, type ExportOwner } from '../../jobs/export-quota';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema';
import { answerWith } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import type { Scope } from '../../http/scope';
import { attachment } from '../../lib/content-disposition';
import type { ReaderLanguage } from '../../lib/reader-language';
import { csvLine, type CsvValue } from '../../lib/csv';
import { reportTextIn, utcOffsetLabel, type ReportColumn, type ReportExportJob, type ReportId, type SystemMode } from '@portal/contracts';
import type { JobQueue } from '../../jobs/job-queue';
import { notifyReportFailed, notifyReportGenerated } from '../notifications/notify';
import { EXPORT_PAGE_SIZE } from '../transactions/export/export-csv';
import { localDateTime, majorUnits, offsetDateTime, zonedFileName, zoneOffsetAt } from '../transactions/export/export-format';
import { CSV_CONTENT_TYPE } from '../transactions/export/export-job';
import { REPORTS } from './definitions';
import type { ReportContext, ReportFilters, ReportUserType } from './report-spec';
import { orderedRows, rowsOf } from './run-report';

/**
 * Export v3 (spec part 2 section 7.3, ADR 0049): the report as shown (its filters, the chosen columns in order,
 * its sort), CSV written as the transaction exports write it (ADR 0045: byte order mark, csvLine, money in major
 * units with the currency's places, dates on the caller's profile clock, which the header and file name name), streamed page by page; above the export limit
 * a background job on the same job queue ending in a ReportGenerated notification.
 */

/** What a queued export needs to run again (JSON: dates as ISO text). */
export interface ReportExportRequest {
  reportId: ReportId;
  userType: ReportUserType;
  scope: Scope;
  mode: SystemMode;
  filters: { range: { start: string; end: string } | null; values: Record<string, readonly string[]> };
  columns: string[];
  sort?: string;
  order?: 'asc' | 'desc';
  timezoneOffset: number;
  /** The caller's profile time zone (absent in a job queued before it was recorded): the clock of its date-times. */
  timeZone?: string;
  /**
   * The reader's language (the portal's, else the profile's): column titles and known texts (statuses, sources) as the
   * page reads them. Absent in a job queued before it was recorded: English.
   */
  language?: ReaderLanguage;
  fileName: string;
  now: string;
}

export const REPORT_EXPORT_QUEUE = EXPORT_QUEUES.reports;
const BOM = '\uFEFF';
const MINUTE = 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The file's name: the moment of the export on the caller's profile clock and that zone (as the lookups' exports,
 * ADR 0069: report-20261125-164126-Europe-Istanbul.csv); without a zone, the request's offset.
 */
export function reportFileName(reportId: ReportId, now: Date, timezoneOffset: number, timeZone?: string): string {
  if (timeZone) return zonedFileName(reportId, now, timeZone);
  const d = new Date(now.getTime() - timezoneOffset * MINUTE);
  const stamp = `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}-${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
  return `${reportId}-${stamp}-${utcOffsetLabel(timezoneOffset).replace(':', '')}.csv`;
}

/** The chosen columns in the chosen order (default: every column); an unknown one is a 400 naming it. */
export function exportColumns(all: readonly ReportColumn[], chosen: readonly string[] | undefined): ReportColumn[] {
  if (!chosen?.length) return [...all];
  return chosen.map((key) => {
    const column = all.find((c) => c.key === key);
    if (!column) throw badRequest(`Unknown column ${key}`);
    return column;
  });
}

export const contextOf = (db: Db, request: ReportExportRequest): ReportContext => {
  const filters: ReportFilters = {
    range: request.filters.range ? { start: new Date(request.filters.range.start), end: new Date(request.filters.range.end) } : null,
    values: request.filters.values,
  };
  return { db, scope: request.scope, userType: request.userType, mode: request.mode, filters, timezoneOffset: request.timezoneOffset, now: new Date(request.now) };
};

function cellOf(column: ReportColumn, row: Record<string, unknown>, request: ReportExportRequest, places: ReadonlyMap<string, number>): CsvValue {
  const value = row[column.key];
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money': {
      const currency = String(row[column.currencyKey ?? 'currency'] ?? '');
      return majorUnits(Number(value), currency, places.get(currency) ?? 2);
    }
    // A day or month is a bucket the report cut on the request's offset: written on that clock.
    case 'date':
      return offsetDateTime(new Date(String(value)), request.timezoneOffset);
    // An instant on the profile's clock, as the page shows it (its own offset then: summer and winter time both right).
    case 'dateTime': case 'dateTimeSeconds':
      return request.timeZone ? localDateTime(new Date(String(value)), request.timeZone) : offsetDateTime(new Date(String(value)), request.timezoneOffset);
    // A status, and a text the report names (a source, an alert kind), as the page shows it; names and URLs as they are.
    case 'status': case 'text':
      return typeof value === 'number' ? value : reportTextIn(String(value), request.language ?? 'en');
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

/**
 * The clock a date column's title names, as the page's header does ("Created (Europe/Istanbul)"): the profile's zone;
 * for day buckets only while the request's offset is that zone's now (else the offset they were cut on, "UTC+03:00").
 */
function clockOf(column: ReportColumn, request: ReportExportRequest): string {
  const offset = utcOffsetLabel(request.timezoneOffset);
  if (!request.timeZone) return offset;
  if (column.kind !== 'date') return request.timeZone;
  return zoneOffsetAt(new Date(request.now), request.timeZone) === request.timezoneOffset ? request.timeZone : offset;
}

/** The export's CSV one page at a time: the header (a date column names its clock), then the rows in the report's order. */
export async function* reportExportLines(db: Db, request: ReportExportRequest, onRow: () => void = () => undefined): AsyncGenerator<string> {
  const spec = REPORTS[request.reportId];
  const ctx = contextOf(db, request);
  const columns = exportColumns(spec.columns(request.userType), request.columns);
  const places = new Map((await db.select({ code: currencies.code, places: currencies.decimalPlaces }).from(currencies)).map((c) => [c.code, c.places]));
  const titleOf = (c: ReportColumn) => reportTextIn(c.title, request.language ?? 'en');
  yield BOM + csvLine(columns.map((c) => (c.kind.startsWith('date') ? `${titleOf(c)} (${clockOf(c, request)})` : titleOf(c))));
  const ordered = orderedRows(spec, ctx, request.sort, request.order);
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const { rows } = await db.execute<Record<string, unknown>>(sql`${ordered} LIMIT ${EXPORT_PAGE_SIZE} OFFSET ${offset}`);
    let text = '';
    for (const row of rowsOf(spec, ctx, rows)) {
      text += csvLine(columns.map((c) => cellOf(c, row, request, places)));
      onRow();
    }
    if (text) yield text;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/** The file itself when the rows fit the export limit (counted up to it, never further), else a background job and 202. */
export async function answerReportExport(deps: ApiDeps, owner: ExportOwner, request: ReportExportRequest, reply: FastifyReply) {
  const limit = deps.config.exportSyncLimit;
  const spec = REPORTS[request.reportId];
  const ctx = contextOf(deps.db, request);
  // An unknown sort is refused here, before the file's first byte.
  orderedRows(spec, ctx, request.sort, request.order);
  const { rows } = await deps.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (SELECT 1 FROM (${spec.rows(ctx)}) r LIMIT ${limit + 1}) l`);
  if (Number(rows[0]?.n ?? 0) > limit) {
    await checkExportQuota(deps.jobs, owner);
    const jobId = await deps.jobs.send<ReportExportJobData>(REPORT_EXPORT_QUEUE, { userId: owner.userId, tenantId: owner.tenantId, request });
    const job: ReportExportJob = { jobId, fileName: request.fileName, notifies: true };
    return answerWith(202, job);
  }
  void reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', attachment(request.fileName)).header('cache-control', 'no-store');
  return Readable.from(reportExportLines(deps.db, request));
}

interface ReportExportJobData {
  userId: string;
  /** The asker's tenant: its quota counts the job (export-quota.ts). */
  tenantId?: string | null;
  request: ReportExportRequest;
}

/** Runs a queued report export: the same lines stored as the user's generated report, then its notification. */
export async function runReportExportJob(db: Db, { userId, request }: ReportExportJobData): Promise<void> {
  let rows = 0;
  await notifyReportGenerated(db, userId, {
    fileName: request.fileName,
    contentType: CSV_CONTENT_TYPE,
    content: reportExportLines(db, request, () => { rows += 1; }),
    text: () => ({ key: 'reports.exportReady', params: { rows: String(rows), fileName: request.fileName } }),
  });
}

export const startReportExportWorker = (jobs: JobQueue, db: Db): Promise<void> =>
  jobs.work<ReportExportJobData>(REPORT_EXPORT_QUEUE, (job) => runReportExportJob(db, job), {
    onGaveUp: ({ userId, request }) => notifyReportFailed(db, userId, { key: 'reports.exportFailed', params: { fileName: request.fileName } }),
  });
