import { sql, type SQL } from 'drizzle-orm';
import { transactionDayTotals, transactions } from '../../db/schema';
import type { ReportContext } from './report-spec';
import { declinedOn, successRate, succeededOn, transactionFilters } from './sql-parts';

/**
 * The transactions a transaction report sums, read mostly from transaction_day_totals (ADR 0060) instead of
 * every row: a derived table `t` of (merchant_id, currency, status, type, payment_method, payment_channel_id,
 * at, n, amount) whose
 * sums per group are exactly what counting the transactions themselves gives.
 *
 * - Whole UTC days inside the period come from the day totals (n = how many, amount = their sum).
 * - The period's ragged ends (a user's day starts at their midnight, not UTC's): their whole UTC hours from the
 *   day totals' hourly slots (ADR 0060, session 12), the minutes around them from the transactions.
 * - Grouped per local day or month, a UTC day straddles two local days unless the user's clock is UTC: each day
 *   totals row is split at the user's midnight by its hourly slots; on a clock of :30 or :45 the half or
 *   three-quarter hour its slots cannot split is read from the transactions and moved. Exact for every offset.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

const col = (name: string) => sql.raw(`t."${name}"`);
/** The derived table's columns, for the report definitions. */
export const TOTALS = {
  merchantId: col('merchant_id'), currency: col('currency'), status: col('status'), type: col('type'),
  paymentMethod: col('payment_method'), paymentChannelId: col('payment_channel_id'), at: col('at'), n: col('n'), amount: col('amount'),
} as const;

/** Went through / has an outcome (sql-parts' SUCCEEDED and DECIDED), on `t`. */
export const SUCCEEDED = succeededOn(TOTALS.status);
export const DECIDED = sql`(${SUCCEEDED} OR ${declinedOn(TOTALS.status)})`;

/** transactionFigures (sql-parts) over the totals: counts are sums of n. Groups that net to no transaction are left out by `HAVING_ANY`. */
export const totalsFigures = sql`sum(${TOTALS.n}) AS "transactions",
  coalesce(sum(${TOTALS.n}) FILTER (WHERE ${SUCCEEDED}), 0) AS "succeeded",
  coalesce(sum(${TOTALS.n}) FILTER (WHERE ${declinedOn(TOTALS.status)}), 0) AS "declined",
  ${successRate(sql`coalesce(sum(${TOTALS.n}) FILTER (WHERE ${SUCCEEDED}), 0)`, sql`sum(${TOTALS.n}) FILTER (WHERE ${DECIDED})`)} AS "successRate",
  sum(${TOTALS.amount}) AS "amount",
  coalesce(sum(${TOTALS.amount}) FILTER (WHERE ${SUCCEEDED}), 0) AS "succeededAmount"`;

/** A group exists only if it holds a transaction (moved and zeroed totals rows hold none). */
export const HAVING_ANY = sql`HAVING sum(${TOTALS.n}) > 0`;

const iso = (d: Date) => d.toISOString();
const utcDay = (d: Date) => iso(d).slice(0, 10);

/** Transactions as rows of `t` (n = 1), in [from, to) when given. */
function rawRows(ctx: ReportContext, from?: Date, to?: Date): SQL {
  const period = from && to ? sql` AND ${transactions.createdAt} >= ${iso(from)}::timestamptz AND ${transactions.createdAt} < ${iso(to)}::timestamptz` : sql``;
  return sql`SELECT ${transactions.merchantId} AS merchant_id, ${transactions.currency} AS currency, ${transactions.status} AS status,
    ${transactions.type} AS type, ${transactions.paymentMethod} AS payment_method, ${transactions.paymentChannelId} AS payment_channel_id,
    ${transactions.createdAt} AS at, 1 AS n,
    ${transactions.amount}::bigint AS amount
    FROM ${transactions} WHERE ${transactionFilters(ctx, transactions)}${period}`;
}

/**
 * Where the user's midnight falls in a UTC day, in minutes (0 on UTC's clock; 1260 at UTC+3), and so which
 * part of each UTC day is the smaller one: [0, midnight) or [midnight, 1440).
 */
function splitOfDay(timezoneOffset: number) {
  const midnight = ((timezoneOffset % 1440) + 1440) % 1440;
  if (midnight === 0) return null;
  return midnight <= 720
    ? { larger: midnight, smaller: [0, midnight] as const }
    : { larger: 0, smaller: [midnight, 1440] as const };
}

/** The day totals' rows as rows of `t`, dated `at`, counting `n` with `amount` (all of the day, or some of its hours). */
function dayRows(ctx: ReportContext, days: SQL, at: SQL, n: SQL, amount: SQL): SQL {
  const d = transactionDayTotals;
  return sql`SELECT ${d.merchantId} AS merchant_id, ${d.currency} AS currency, ${d.status} AS status, ${d.type} AS type,
    ${d.paymentMethod} AS payment_method, ${d.paymentChannelId} AS payment_channel_id, ${at} AS at, ${n} AS n, ${amount} AS amount
    FROM ${d} WHERE ${transactionFilters(ctx, d)} AND ${days}`;
}

/** UTC hours [from, to) of a day totals row, summed from its hourly slots (slot 1 is 00:00-01:00), as plain additions. */
function hoursOf(column: typeof transactionDayTotals.hourTransactions | typeof transactionDayTotals.hourAmounts, from: number, to: number): SQL {
  return sql.join(Array.from({ length: to - from }, (_, i) => sql`${column}[${sql.raw(String(from + i + 1))}]`), sql` + `);
}

const floorTo = (d: Date, unit: number) => new Date(Math.floor(d.getTime() / unit) * unit);
const ceilTo = (d: Date, unit: number) => new Date(Math.ceil(d.getTime() / unit) * unit);
const dayStart = (d: SQL) => sql`(${d}::timestamp AT TIME ZONE 'UTC')`;

/**
 * Rows of `t` for [from, to), inside one UTC day: its whole hours from that day's totals rows (their slots), the
 * minutes around them from the transactions. Dated at the first whole hour.
 */
function spanRows(ctx: ReportContext, from: Date, to: Date): SQL[] {
  const firstHour = ceilTo(from, HOUR);
  const endHour = floorTo(to, HOUR);
  if (firstHour >= endHour) return [rawRows(ctx, from, to)];
  const d = transactionDayTotals;
  const day = floorTo(from, DAY);
  const [h0, h1] = [(firstHour.getTime() - day.getTime()) / HOUR, (endHour.getTime() - day.getTime()) / HOUR];
  const parts = [dayRows(ctx, sql`${d.day} = ${utcDay(day)}::date`, sql`${iso(firstHour)}::timestamptz`, hoursOf(d.hourTransactions, h0, h1), hoursOf(d.hourAmounts, h0, h1))];
  if (from < firstHour) parts.push(rawRows(ctx, from, firstHour));
  if (endHour < to) parts.push(rawRows(ctx, endHour, to));
  return parts;
}

/** [from, to) cut at UTC midnights and, when given, at the user's midnights: pieces each inside one UTC day (and one local day). */
function cut(from: Date, to: Date, timezoneOffset: number | null): Array<[Date, Date]> {
  const cuts = new Set<number>();
  for (let m = floorTo(from, DAY).getTime() + DAY; m < to.getTime(); m += DAY) cuts.add(m);
  if (timezoneOffset !== null) {
    const shift = timezoneOffset * 60_000;
    for (let m = floorTo(new Date(from.getTime() - shift), DAY).getTime() + DAY + shift; m < to.getTime(); m += DAY) cuts.add(m);
  }
  const points = [from.getTime(), ...[...cuts].sort((x, y) => x - y), to.getTime()];
  return points.slice(1).map((end, i) => [new Date(points[i]!), new Date(end)]);
}

/**
 * `(SELECT ...) t`: the rows a transaction report sums for the context's period and filters. `perLocalPeriod`
 * when the report groups by the user's day or month (`at` then falls in the right one); without it `at` is
 * meaningless for totals rows.
 */
export function transactionTotals(ctx: ReportContext, { perLocalPeriod = false }: { perLocalPeriod?: boolean } = {}): SQL {
  const range = ctx.filters.range;
  if (!range) return sql`(${rawRows(ctx)}) t`;
  const firstDay = ceilTo(range.start, DAY);
  const endDay = floorTo(range.end, DAY);
  // What no whole UTC day covers, in pieces inside one UTC day (and one local day when grouped by them).
  const ragged = (from: Date, to: Date) => cut(from, to, perLocalPeriod ? ctx.timezoneOffset : null).flatMap(([a, b]) => spanRows(ctx, a, b));
  if (firstDay >= endDay) return sql`(${sql.join(ragged(range.start, range.end), sql` UNION ALL `)}) t`;

  const split = perLocalPeriod ? splitOfDay(ctx.timezoneOffset) : null;
  const d = transactionDayTotals;
  const wholeDays = sql`${d.day} >= ${utcDay(firstDay)}::date AND ${d.day} < ${utcDay(endDay)}::date`;
  const parts: SQL[] = [];
  if (!split) parts.push(dayRows(ctx, wholeDays, dayStart(sql`${d.day}`), sql`${d.transactions}`, sql`${d.amount}`));
  else parts.push(...splitDays(ctx, wholeDays, firstDay, endDay, split));
  if (range.start < firstDay) parts.push(...ragged(range.start, firstDay));
  if (endDay < range.end) parts.push(...ragged(endDay, range.end));
  return sql`(${sql.join(parts, sql` UNION ALL `)}) t`;
}

/**
 * Whole UTC days on a clock whose midnight is not UTC's: each straddles two local days. Each day totals row
 * gives two rows (the table read twice): its smaller part's whole hours (from its hourly slots) dated at the part's start, the rest
 * dated in the larger part. On a clock of :30 or :45 the smaller part's partial hour (30 or 45 minutes a day)
 * is read from the transactions and moved: +1 at the smaller part's start, -1 in the larger part, where the
 * slots counted it. Each part lies inside one local day (it starts or ends at the user's midnight).
 */
function splitDays(ctx: ReportContext, wholeDays: SQL, firstDay: Date, endDay: Date, split: NonNullable<ReturnType<typeof splitOfDay>>): SQL[] {
  const d = transactionDayTotals;
  const [from, to] = split.smaller;
  const hourFrom = Math.ceil(from / 60);
  const hourTo = Math.floor(to / 60);
  const larger = sql`${dayStart(sql`${d.day}`)} + ${split.larger}::int * interval '1 minute'`;
  const smaller = sql`${dayStart(sql`${d.day}`)} + ${from}::int * interval '1 minute'`;
  const parts: SQL[] = [];
  if (hourFrom < hourTo) {
    const [n, amount] = [hoursOf(d.hourTransactions, hourFrom, hourTo), hoursOf(d.hourAmounts, hourFrom, hourTo)];
    // Two scans of the same rows rather than a LATERAL VALUES per row: at 1 M transactions the per-row rescan made
    // a 93-day UTC+3 report 8 times slower than the same rows read once.
    parts.push(dayRows(ctx, wholeDays, larger, sql`${d.transactions} - (${n})`, sql`${d.amount} - (${amount})`));
    parts.push(dayRows(ctx, wholeDays, smaller, n, amount));
  } else {
    parts.push(dayRows(ctx, wholeDays, larger, sql`${d.transactions}`, sql`${d.amount}`));
  }
  // The partial hours: minutes [a, b) of every day from the transactions, one index range per day (a LATERAL
  // subquery kept apart with OFFSET 0: pulled up, PostgreSQL joined every day to every row of the tenant). The
  // days as a VALUES list: PostgreSQL then knows how many there are (it guessed 1 000 for generate_series, and
  // the inflated cost turned JIT compilation on).
  const days = Array.from({ length: (endDay.getTime() - firstDay.getTime()) / DAY }, (_, i) => new Date(firstDay.getTime() + i * DAY));
  const moved = (a: number, b: number) => sql`SELECT x.merchant_id, x.currency, x.status, x.type, x.payment_method, x.payment_channel_id, v.at, v.n, v.amount
    FROM (VALUES ${sql.join(days.map((day) => sql`(${iso(day)}::timestamptz)`), sql`, `)}) days(day)
    CROSS JOIN LATERAL (${rawRows(ctx)}
      AND ${transactions.createdAt} >= days.day + ${a}::int * interval '1 minute' AND ${transactions.createdAt} < days.day + ${b}::int * interval '1 minute'
      OFFSET 0) x
    CROSS JOIN LATERAL (VALUES (days.day + ${from}::int * interval '1 minute', 1, x.amount),
      (days.day + ${split.larger}::int * interval '1 minute', -1, -x.amount)) v(at, n, amount)`;
  if (hourFrom >= hourTo) parts.push(moved(from, to));
  else {
    if (from < hourFrom * 60) parts.push(moved(from, hourFrom * 60));
    if (hourTo * 60 < to) parts.push(moved(hourTo * 60, to));
  }
  return parts;
}

/**
 * transactionTotals per user's day or month, summed first per (at, currency, status): the day totals' rows
 * collapse to a few per day before each one's local period is worked out (to_char on every row was most of
 * the 93-day summary's time).
 */
export function localPeriodTotals(ctx: ReportContext): SQL {
  return sql`(SELECT ${TOTALS.at} AS at, ${TOTALS.currency} AS currency, ${TOTALS.status} AS status, sum(${TOTALS.n}) AS n, sum(${TOTALS.amount}) AS amount
    FROM ${transactionTotals(ctx, { perLocalPeriod: true })} GROUP BY 1, 2, 3) t`;
}
