import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dailyReportFiles, merchants, tenants, transactions } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import { newId } from '../../../lib/ids';
import type { ReportExportRequest } from '../export';
import { reportExportLines } from '../export';
import type { ReportUserType } from '../report-spec';

const DAY = 86_400_000;

/**
 * How long a daily file is kept (ADR 0057): 13 months, so that a month can be compared with the same month a year
 * before and a year-end reconciliation still finds every day; older files are deleted by the daily job. The same
 * figures stay available as the transactions-daily report over any range: a file is a convenience copy.
 */
export const DAILY_FILES_RETENTION_DAYS = 400;

/**
 * A daily file's name: the report, the UTC day, then `t` and the tenant's id for the tenant's file or `m` and the
 * merchant's id for a merchant's (ids without dashes: a name stays short enough for a path segment).
 */
export function dailyFileName(day: string, tenantId: string, merchantId?: string | null): string {
  const owner = merchantId ? `m${merchantId}` : `t${tenantId}`;
  return `transactions-daily-${day}-${owner.replace(/-/g, '')}.csv`;
}

/** The UTC day before `now` (YYYY-MM-DD): the last whole day a file can cover. */
export const yesterdayOf = (now: Date): string => new Date(Math.floor(now.getTime() / DAY) * DAY - DAY).toISOString().slice(0, 10);

async function writeOne(db: Db, day: string, owner: { tenantId: string; merchantId: string | null }, now: Date): Promise<void> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const scope: Scope = owner.merchantId ? { kind: 'merchant', tenantId: owner.tenantId, merchantId: owner.merchantId } : { kind: 'tenant', tenantId: owner.tenantId };
  const userType: ReportUserType = owner.merchantId ? 'merchant' : 'crm';
  const name = dailyFileName(day, owner.tenantId, owner.merchantId);
  // The transactions-daily report as export v3 writes it (ADR 0049): Live figures of that UTC day, every column.
  const request: ReportExportRequest = {
    reportId: 'transactions-daily', userType, scope, mode: 'Live',
    filters: { range: { start: start.toISOString(), end: new Date(start.getTime() + DAY).toISOString() }, values: {} },
    columns: [], timezoneOffset: 0, fileName: name, now: now.toISOString(),
  };
  let content = '';
  let rows = 0;
  for await (const part of reportExportLines(db, request, () => { rows += 1; })) content += part;
  const values = { tenantId: owner.tenantId, merchantId: owner.merchantId, day, rows, size: Buffer.byteLength(content, 'utf8'), content, createdAt: now };
  await db.insert(dailyReportFiles).values({ id: newId(), name, ...values })
    .onConflictDoUpdate({ target: dailyReportFiles.name, set: values });
}

/**
 * Writes one UTC day's transactions-daily CSV files (issue 12 deliverable 3, ADR 0057): one per active tenant (every
 * merchant's transactions) and one per merchant with Live transactions that day. Running it again for a day
 * replaces that day's files (late transactions are then included).
 */
export async function writeDailyReportFiles(db: Db, day: string, now = new Date()): Promise<number> {
  const start = `${day}T00:00:00.000Z`;
  const end = new Date(Date.parse(start) + DAY).toISOString();
  const tenantRows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isActive, true));
  const merchantRows = await db.selectDistinct({ tenantId: transactions.tenantId, merchantId: transactions.merchantId }).from(transactions)
    .innerJoin(merchants, eq(merchants.id, transactions.merchantId))
    .where(and(eq(transactions.mode, 'Live'), sql`${transactions.createdAt} >= ${start}::timestamptz AND ${transactions.createdAt} < ${end}::timestamptz`));
  const owners = [...tenantRows.map((t) => ({ tenantId: t.id, merchantId: null })), ...merchantRows.filter((m) => tenantRows.some((t) => t.id === m.tenantId))];
  for (const owner of owners) await writeOne(db, day, owner, now);
  return owners.length;
}

/** Deletes the files of days more than DAILY_FILES_RETENTION_DAYS before `today` (YYYY-MM-DD); how many went. */
export async function pruneDailyReportFiles(db: Db, today: string): Promise<number> {
  const oldest = new Date(Date.parse(`${today}T00:00:00.000Z`) - DAILY_FILES_RETENTION_DAYS * DAY).toISOString().slice(0, 10);
  const gone = await db.delete(dailyReportFiles).where(lt(dailyReportFiles.day, oldest)).returning({ id: dailyReportFiles.id });
  return gone.length;
}
