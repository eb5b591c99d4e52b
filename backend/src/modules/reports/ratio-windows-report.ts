import { sql, type SQL } from 'drizzle-orm';
import { transactionDayTotals, transactions } from '../../db/schema';
import { crossedRatioWindows, crossedRatioWindowsOf, merchantsWithRatioWindow } from '../settings/alert-thresholds/ratio-windows';
import type { ReportContext } from './report-spec';
import { transactionFilters, transactionsWhere } from './sql-parts';

/**
 * The alerts report's decline pending ratio windows (crossedRatioWindows' columns) for the report's period, read
 * mostly from transaction_day_totals (ADR 0060) instead of every payment of the period (ADR 0117 "Session 30": at
 * 10 M rows the month's 178 000 payments were sorted into windows, 353 of the report's 376 ms).
 *
 * On a clock of whole hours, windows of an hour, four hours or a day start at whole UTC hours, so each UTC day cuts
 * into pieces (its hours between two window starts) that each lie inside one window: a day totals row gives one row
 * per piece, counting the piece's hourly slots (a day window on UTC's clock: the whole day, one row; on UTC+3's: 21
 * hours and 3). Each merchant's day totals are read for its threshold's window only. The period's ragged ends (less
 * than a UTC day) come from the transactions, and so do the whole days of merchants with 15-minute windows. On a
 * clock of :30 or :45, or a period within one UTC day, every payment is read as before. Same windows and counts as
 * counting the payments (alerts-ratio-windows.test.ts).
 */
const DAY = 86_400_000;
const PIECED_WINDOWS = [60, 240, 1440] as const;
/** valid_for of the hourly rows: thresholds of 60 or 240 minutes (crossedRatioWindowsOf). */
const HOURLY = -2;
const PAYMENT_TYPES = sql`('Sale', 'Authorisation')`;

const floorTo = (d: Date, unit: number) => new Date(Math.floor(d.getTime() / unit) * unit);
const ceilTo = (d: Date, unit: number) => new Date(Math.ceil(d.getTime() / unit) * unit);

/** The UTC hours [from, to) of a day in which no window of `windowMinutes` starts after `from`, on the clock `offsetMinutes` behind UTC. */
export function piecesOfDay(windowMinutes: number, offsetMinutes: number): Array<[number, number]> {
  const starts = [0];
  for (let h = 1; h < 24; h++) if ((((h * 60 - offsetMinutes) % windowMinutes) + windowMinutes) % windowMinutes === 0) starts.push(h);
  starts.push(24);
  return starts.slice(1).map((end, i) => [starts[i]!, end]);
}

export function reportRatioWindows(ctx: ReportContext): SQL {
  const range = ctx.filters.range;
  const offset = ctx.timezoneOffset;
  const firstDay = range && ceilTo(range.start, DAY);
  const endDay = range && floorTo(range.end, DAY);
  if (!range || !firstDay || !endDay || offset % 60 !== 0 || firstDay >= endDay) return crossedRatioWindows(transactionsWhere(ctx), offset);

  const t = transactions;
  const d = transactionDayTotals;
  const iso = (x: Date) => x.toISOString();
  const rows = (from: Date, to: Date, validFor: number | null, merchantsIn?: SQL) => sql`
    SELECT ${t.tenantId} AS tenant_id, ${t.merchantId} AS merchant_id, ${t.createdAt} AS at, ${t.status} AS status, 1 AS n, ${validFor}::int AS valid_for
    FROM ${t} WHERE ${transactionFilters(ctx, t)} AND ${t.type} IN ${PAYMENT_TYPES}
      AND ${t.createdAt} >= ${iso(from)}::timestamptz AND ${t.createdAt} < ${iso(to)}::timestamptz${merchantsIn ? sql` AND ${t.merchantId} IN (${merchantsIn})` : sql``}`;
  const pieced = sql.raw(PIECED_WINDOWS.join(', '));
  const parts: SQL[] = [];
  if (range.start < firstDay) parts.push(rows(range.start, firstDay, null));
  if (endDay < range.end) parts.push(rows(endDay, range.end, null));
  parts.push(rows(firstDay, endDay, -1, merchantsWithRatioWindow((w) => sql`${w} NOT IN (${pieced})`)));
  const days = sql`${d.day} >= ${iso(firstDay).slice(0, 10)}::date AND ${d.day} < ${iso(endDay).slice(0, 10)}::date`;
  // Day windows: a day totals row in one piece (UTC's clock) or two (21 h and 3 h on UTC+3's), each its slots' sum.
  for (const [from, to] of piecesOfDay(1440, offset)) {
    const n = from === 0 && to === 24
      ? sql`${d.transactions}`
      : sql.join(Array.from({ length: to - from }, (_, i) => sql`${d.hourTransactions}[${sql.raw(String(from + i + 1))}]`), sql` + `);
    parts.push(sql`
      SELECT ${d.tenantId} AS tenant_id, ${d.merchantId} AS merchant_id, (${d.day}::timestamp AT TIME ZONE 'UTC') + ${from}::int * interval '1 hour' AS at,
        ${d.status} AS status, ${n} AS n, 1440 AS valid_for
      FROM ${d} WHERE ${transactionFilters(ctx, d)} AND ${d.type} IN ${PAYMENT_TYPES} AND ${days}
        AND ${d.merchantId} IN (${merchantsWithRatioWindow((w) => sql`${w} = 1440`)})`);
  }
  // Windows of an hour or four: each hourly slot lies in one window (one part for both, so the statement stays
  // small to plan: a part per piece was 33 parts and doubled the planning time).
  parts.push(sql`
    SELECT ${d.tenantId} AS tenant_id, ${d.merchantId} AS merchant_id, (${d.day}::timestamp AT TIME ZONE 'UTC') + (h.i - 1)::int * interval '1 hour' AS at,
      ${d.status} AS status, h.n AS n, ${HOURLY} AS valid_for
    FROM ${d} CROSS JOIN LATERAL unnest(${d.hourTransactions}) WITH ORDINALITY AS h(n, i)
    WHERE ${transactionFilters(ctx, d)} AND ${d.type} IN ${PAYMENT_TYPES} AND ${days} AND h.n > 0
      AND ${d.merchantId} IN (${merchantsWithRatioWindow((w) => sql`${w} IN (60, 240)`)})`);
  return crossedRatioWindowsOf(sql.join(parts, sql` UNION ALL `), offset, PIECED_WINDOWS);
}
