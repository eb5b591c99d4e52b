import { sql, type SQL } from 'drizzle-orm';
import { transactionDayTotals, transactionHourTotals, transactions } from '../../db/schema';
import type { ReportContext } from './report-spec';
import { declinedOn, successRate, succeededOn, transactionFilters } from './sql-parts';

/**
 * The transactions a transaction report sums, read mostly from transaction_day_totals (ADR 0060) instead of
 * every row: a derived table `t` of (merchant_id, currency, status, type, payment_method, payment_channel_id,
 * at, n, amount) whose
 * sums per group are exactly what counting the transactions themselves gives.
 *
 * - Whole UTC days inside the period come from the day totals (n = how many, amount = their sum).
 * - The period's ragged ends (a user's day starts at their midnight, not UTC's): their whole UTC hours from
 *   transaction_hour_totals, the minutes around them from the transactions.
 * - Grouped per local day or month, a UTC day straddles two local days unless the user's clock is UTC: its
 *   totals row is counted on the local day of its larger part (`at`), and its smaller part (at most 12 hours,
 *   from the hour totals, and from the transactions for a partial hour on a clock of :30 or :45) is moved: +n on
 *   its own local day, -n on the larger part's. Exact for every offset.
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

/** Hour totals as rows of `t`, dated at their hour or at `at`. They hold no channel (none of their readers groups by it). */
function hourRows(ctx: ReportContext, where: SQL, at?: SQL): SQL {
  const h = transactionHourTotals;
  return sql`SELECT ${h.merchantId} AS merchant_id, ${h.currency} AS currency, ${h.status} AS status, ${h.type} AS type,
    ${h.paymentMethod} AS payment_method, NULL::uuid AS payment_channel_id, ${at ?? sql`${h.hour}`} AS at, ${h.transactions} AS n, ${h.amount} AS amount
    FROM ${h} WHERE ${transactionFilters(ctx, h)} AND ${where}`;
}

const floorTo = (d: Date, unit: number) => new Date(Math.floor(d.getTime() / unit) * unit);
const ceilTo = (d: Date, unit: number) => new Date(Math.ceil(d.getTime() / unit) * unit);

/** Rows of `t` for [from, to): its whole UTC hours from the hour totals when allowed, the rest from the transactions. */
function spanRows(ctx: ReportContext, from: Date, to: Date, byHour: boolean): SQL[] {
  const firstHour = ceilTo(from, HOUR);
  const endHour = floorTo(to, HOUR);
  if (!byHour || firstHour >= endHour) return [rawRows(ctx, from, to)];
  const h = transactionHourTotals;
  const parts = [hourRows(ctx, sql`${h.hour} >= ${iso(firstHour)}::timestamptz AND ${h.hour} < ${iso(endHour)}::timestamptz`)];
  if (from < firstHour) parts.push(rawRows(ctx, from, firstHour));
  if (endHour < to) parts.push(rawRows(ctx, endHour, to));
  return parts;
}

/**
 * [from, to) cut at the user's midnights, so that each piece lies in one local day: an hour totals row is dated at
 * its hour's start, which on a clock of :30 or :45 may be the local day before some of its transactions'.
 */
function cutAtLocalMidnights(from: Date, to: Date, timezoneOffset: number): Array<[Date, Date]> {
  const shift = timezoneOffset * 60_000;
  const pieces: Array<[Date, Date]> = [];
  let start = from;
  for (let midnight = floorTo(new Date(from.getTime() - shift), DAY).getTime() + DAY + shift; midnight < to.getTime(); midnight += DAY) {
    pieces.push([start, new Date(midnight)]);
    start = new Date(midnight);
  }
  pieces.push([start, to]);
  return pieces;
}

export interface TotalsOptions {
  /** The report groups by the user's day or month (`at` then falls in the right one); without it `at` is meaningless for totals rows. */
  perLocalPeriod?: boolean;
  /** The report reads `payment_channel_id` (the hour totals hold none: its ragged ends come from the transactions). */
  channels?: boolean;
}

/** `(SELECT ...) t`: the rows a transaction report sums for the context's period and filters. */
export function transactionTotals(ctx: ReportContext, { perLocalPeriod = false, channels = false }: TotalsOptions = {}): SQL {
  const range = ctx.filters.range;
  if (!range) return sql`(${rawRows(ctx)}) t`;
  const firstDay = ceilTo(range.start, DAY);
  const endDay = floorTo(range.end, DAY);
  const byHour = !channels;
  // What no whole UTC day covers: whole hours and the minutes around them.
  const ragged = (from: Date, to: Date) => perLocalPeriod
    ? cutAtLocalMidnights(from, to, ctx.timezoneOffset).flatMap(([a, b]) => spanRows(ctx, a, b, byHour))
    : spanRows(ctx, from, to, byHour);
  if (firstDay >= endDay) return sql`(${sql.join(ragged(range.start, range.end), sql` UNION ALL `)}) t`;

  const split = perLocalPeriod ? splitOfDay(ctx.timezoneOffset) : null;
  const d = transactionDayTotals;
  const parts: SQL[] = [
    sql`SELECT ${d.merchantId} AS merchant_id, ${d.currency} AS currency, ${d.status} AS status, ${d.type} AS type,
      ${d.paymentMethod} AS payment_method, ${d.paymentChannelId} AS payment_channel_id, (${d.day}::timestamp AT TIME ZONE 'UTC') + ${split?.larger ?? 0}::int * interval '1 minute' AS at,
      ${d.transactions} AS n, ${d.amount} AS amount
      FROM ${d} WHERE ${transactionFilters(ctx, d)} AND ${d.day} >= ${utcDay(firstDay)}::date AND ${d.day} < ${utcDay(endDay)}::date`,
  ];
  if (range.start < firstDay) parts.push(...ragged(range.start, firstDay));
  if (endDay < range.end) parts.push(...ragged(endDay, range.end));
  if (split) parts.push(...smallerParts(ctx, firstDay, endDay, split));
  return sql`(${sql.join(parts, sql` UNION ALL `)}) t`;
}

/**
 * The smaller part of each whole UTC day in [firstDay, endDay), each transaction moved from the larger part's
 * local day (where its day totals row counted it) to its own: +1 at the part's start, -1 in the larger part.
 * The part lies inside one local day (it starts or ends at the user's midnight), so its rows are dated at the
 * part's start and collapse into a few groups per day before the local day of each is worked out. Its whole
 * UTC hours come from the hour totals (all of it on a clock of whole hours); on a clock of :30 or :45 the part's
 * first or last partial hour comes from the transactions.
 */
function smallerParts(ctx: ReportContext, firstDay: Date, endDay: Date, split: NonNullable<ReturnType<typeof splitOfDay>>): SQL[] {
  const [from, to] = split.smaller;
  const days = Array.from({ length: (endDay.getTime() - firstDay.getTime()) / DAY }, (_, i) => new Date(firstDay.getTime() + i * DAY));
  const moved = (rows: SQL, dayStart: SQL) => sql`SELECT x.merchant_id, x.currency, x.status, x.type, x.payment_method, x.payment_channel_id, v.at, v.n, v.amount
    FROM (${rows}) x
    CROSS JOIN LATERAL (VALUES (${dayStart} + ${from}::int * interval '1 minute', x.n, x.amount),
      (${dayStart} + ${split.larger}::int * interval '1 minute', -x.n, -x.amount)) v(at, n, amount)`;
  // Minutes [a, b) of every day from the transactions: one index range per day (a LATERAL subquery kept apart
  // with OFFSET 0: pulled up, PostgreSQL joined every day to every row of the tenant, 5.5 s at 1 M rows). The
  // days as a VALUES list: PostgreSQL then knows how many there are (it guessed 1 000 for generate_series, and
  // the inflated cost turned JIT compilation on).
  const fromTransactions = (a: number, b: number) => sql`SELECT x.*, days.day FROM (VALUES ${sql.join(days.map((day) => sql`(${iso(day)}::timestamptz)`), sql`, `)}) days(day)
    CROSS JOIN LATERAL (${rawRows(ctx)}
      AND ${transactions.createdAt} >= days.day + ${a}::int * interval '1 minute' AND ${transactions.createdAt} < days.day + ${b}::int * interval '1 minute'
      OFFSET 0) x`;
  const hourFrom = Math.ceil(from / 60) * 60;
  const hourTo = Math.floor(to / 60) * 60;
  if (hourFrom >= hourTo) return [moved(fromTransactions(from, to), sql`x.day`)];
  const h = transactionHourTotals;
  const hours = days.flatMap((day) => Array.from({ length: (hourTo - hourFrom) / 60 }, (_, i) => iso(new Date(day.getTime() + (hourFrom + i * 60) * 60_000))));
  const parts = [moved(hourRows(ctx, sql`${h.hour} = ANY(${`{${hours.join(',')}}`}::timestamptz[])`), sql`date_trunc('day', x.at, 'UTC')`)];
  if (from < hourFrom) parts.push(moved(fromTransactions(from, hourFrom), sql`x.day`));
  if (hourTo < to) parts.push(moved(fromTransactions(hourTo, to), sql`x.day`));
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
