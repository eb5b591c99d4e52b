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
 * - The period's ragged ends (a user's day starts at their midnight, not UTC's) come from the transactions.
 * - Grouped per local day or month, a UTC day straddles two local days unless the user's clock is UTC: its
 *   totals row is counted on the local day of its larger part (`at`), and the transactions of its smaller part
 *   (at most 12 hours) are moved: +1 on their own local day, -1 on the larger part's. Exact for every offset.
 */

const DAY = 86_400_000;

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

/**
 * `(SELECT ...) t`: the rows a transaction report sums for the context's period and filters. `perLocalPeriod`
 * when the report groups by the user's day or month (`at` then falls in the right one); without it `at` is
 * meaningless for totals rows.
 */
export function transactionTotals(ctx: ReportContext, perLocalPeriod: boolean): SQL {
  const range = ctx.filters.range;
  if (!range) return sql`(${rawRows(ctx)}) t`;
  const firstDay = new Date(Math.ceil(range.start.getTime() / DAY) * DAY);
  const endDay = new Date(Math.floor(range.end.getTime() / DAY) * DAY);
  if (firstDay >= endDay) return sql`(${rawRows(ctx, range.start, range.end)}) t`;

  const split = perLocalPeriod ? splitOfDay(ctx.timezoneOffset) : null;
  const d = transactionDayTotals;
  const parts: SQL[] = [
    sql`SELECT ${d.merchantId} AS merchant_id, ${d.currency} AS currency, ${d.status} AS status, ${d.type} AS type,
      ${d.paymentMethod} AS payment_method, ${d.paymentChannelId} AS payment_channel_id, (${d.day}::timestamp AT TIME ZONE 'UTC') + ${split?.larger ?? 0}::int * interval '1 minute' AS at,
      ${d.transactions} AS n, ${d.amount} AS amount
      FROM ${d} WHERE ${transactionFilters(ctx, d)} AND ${d.day} >= ${utcDay(firstDay)}::date AND ${d.day} < ${utcDay(endDay)}::date`,
  ];
  if (range.start < firstDay) parts.push(rawRows(ctx, range.start, firstDay));
  if (endDay < range.end) parts.push(rawRows(ctx, endDay, range.end));
  if (split) {
    // The smaller part of each whole day: one index range per day, each transaction moved from the larger
    // part's local day (where its totals row counted it) to its own.
    const [from, to] = split.smaller;
    // The days as a VALUES list: PostgreSQL then knows how many there are (it guessed 1 000 for generate_series,
    // and the inflated cost turned JIT compilation on: seconds at 1 M rows for a query of milliseconds).
    const days = Array.from({ length: (endDay.getTime() - firstDay.getTime()) / DAY }, (_, i) => new Date(firstDay.getTime() + i * DAY));
    parts.push(sql`SELECT x.merchant_id, x.currency, x.status, x.type, x.payment_method, x.payment_channel_id, v.at, v.n, v.amount
      FROM (VALUES ${sql.join(days.map((day) => sql`(${iso(day)}::timestamptz)`), sql`, `)}) days(day)
      CROSS JOIN LATERAL (${rawRows(ctx)}
        AND ${transactions.createdAt} >= days.day + ${from}::int * interval '1 minute' AND ${transactions.createdAt} < days.day + ${to}::int * interval '1 minute'
        -- OFFSET 0: planned on its own, an index range per day; pulled up, PostgreSQL joined every day to every
        -- row of the tenant (5.5 s at 1 M rows instead of milliseconds).
        OFFSET 0) x
      -- The smaller part lies inside one local day (it starts or ends at the user's midnight): its transactions are
      -- dated at the part's start, so that they collapse into a few groups per day before the local day of each is
      -- worked out (that was most of a 93-day UTC+3 report's time, one per transaction).
      CROSS JOIN LATERAL (VALUES (days.day + ${from}::int * interval '1 minute', 1, x.amount),
        (days.day + ${split.larger}::int * interval '1 minute', -1, -x.amount)) v(at, n, amount)`);
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)}) t`;
}

/**
 * transactionTotals per user's day or month, summed first per (at, currency, status): the day totals' rows
 * collapse to a few per day before each one's local period is worked out (to_char on every row was most of
 * the 93-day summary's time).
 */
export function localPeriodTotals(ctx: ReportContext): SQL {
  return sql`(SELECT ${TOTALS.at} AS at, ${TOTALS.currency} AS currency, ${TOTALS.status} AS status, sum(${TOTALS.n}) AS n, sum(${TOTALS.amount}) AS amount
    FROM ${transactionTotals(ctx, true)} GROUP BY 1, 2, 3) t`;
}
