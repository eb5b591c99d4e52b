import { sql } from 'drizzle-orm';
import { merchants, transactions } from '../../../db/schema';
import { sharedReads } from '../../../lib/shared-reads';
import { answer, DECIDED, majorUnits, num, PAYMENT, SUCCESSFUL, successRateOf, transactionsWhere, type DataSourceFn, type SourceContext } from './context';
import { cardCountryRowsOf } from './card-country-totals';
import { dayTotalsOf, N } from './day-totals';
import { periodsOf } from './range';

/**
 * Data sources over `transactions` (issue 11): every figure is one aggregation in the database over the
 * caller's rows of the mode and period, volumes converted to the base currency in SQL. What the day totals
 * carry (currency, status, type, method, merchant) is summed from them (`dayTotalsOf`, ADR 0058 "Session 29");
 * the card countries from their own totals (`cardCountryRowsOf`, ADR 0123); the hourly series reads the transactions.
 */

/** Volume of successful payments in minor units of the base currency, unrounded: totals round once, at the end. */
const volumeSql = (ctx: SourceContext) => sql`sum(${ctx.money.inBase}) FILTER (WHERE ${SUCCESSFUL})`;
const minor = (value: unknown): number => Math.round(num(value));
const moneyOf = (ctx: SourceContext) => ({ baseCurrency: ctx.money.baseCurrency });

type Totals = { payments: string; successful: string; decided: string; volume: string | null };

/**
 * The summary and the success rate sum the same rows, and a dashboard asks for its widgets at once: while one of
 * them reads the sums, the other with the same scope, mode, period, filters and base currency takes that read.
 */
const sharedTotals = sharedReads<SourceContext['db'], Totals>();

function totals(ctx: SourceContext): Promise<Totals> {
  const key = JSON.stringify([ctx.scope, ctx.mode, ctx.range, ctx.filters, ctx.money.baseCurrency]);
  return sharedTotals(ctx.db, key, () => readTotals(ctx));
}

async function readTotals(ctx: SourceContext): Promise<Totals> {
  const { rows } = await ctx.db.execute<Totals>(sql`
    SELECT sum(${N}) AS payments, sum(${N}) FILTER (WHERE ${SUCCESSFUL}) AS successful, sum(${N}) FILTER (WHERE ${DECIDED}) AS decided,
      ${volumeSql(ctx)} AS volume
    FROM ${dayTotalsOf(ctx)} WHERE ${PAYMENT}`);
  return rows[0] ?? { payments: '0', successful: '0', decided: '0', volume: null };
}

/** COUNT_WIDGET: payments in the period and their volume (successful payments) in the base currency. */
export const summary: DataSourceFn = async (ctx) => {
  const t = await totals(ctx);
  const row = { payments: num(t.payments), successful: num(t.successful), volume: majorUnits(num(t.volume), ctx.money.basePlaces) };
  return answer([row], { totalCount: num(t.payments), totalVolume: minor(t.volume), ...moneyOf(ctx) });
};

/** SUCCESS_RATE_WIDGET: successful over decided payments. */
export const successRate: DataSourceFn = async (ctx) => {
  const t = await totals(ctx);
  const successful = num(t.successful);
  const decided = num(t.decided);
  return answer([{ successful, unsuccessful: decided - successful, successRate: successRateOf(successful, decided) }], { totalCount: decided });
};

/** Payments and volume per day of the user's clock, or per hour over the last 24 hours; periods without payments are 0. */
export const volumeByTime: DataSourceFn = async (ctx) => {
  const unit = ctx.range.hourly ? 'hour' : 'day';
  const format = ctx.range.hourly ? 'YYYY-MM-DD"T"HH24:00' : 'YYYY-MM-DD';
  // Days from the day totals (each dated in the user's day it belongs to); the 24 hours from the transactions
  // (the totals date a piece of a day at its first whole hour, not per hour; 24 hours are few rows).
  const [at, count, source] = ctx.range.hourly
    ? [sql`${transactions.createdAt}`, sql`count(*)`, sql`${transactions} WHERE ${transactionsWhere(ctx)} AND`]
    : [sql.raw('transactions.at'), sql`sum(${N})`, sql`${dayTotalsOf(ctx, { perLocalPeriod: true })} WHERE`];
  const local = sql`(${at} AT TIME ZONE 'UTC') - ${ctx.range.timezoneOffset} * interval '1 minute'`;
  // Grouped per period and currency first, then converted and formatted once per group (not once per row: at
  // 90 days a merchant has ~120 000 payments). The inner rows are named like the table so `inBase` reads them.
  const { rows } = await ctx.db.execute<{ period: string; payments: string; volume: string | null }>(sql`
    SELECT to_char(transactions.at, ${format}) AS period, sum(transactions.payments) AS payments, sum(${ctx.money.inBase}) AS volume
    FROM (
      SELECT date_trunc(${unit}, ${local}) AS at, ${transactions.currency} AS currency, ${count} AS payments,
        sum(${transactions.amount}) FILTER (WHERE ${SUCCESSFUL}) AS amount
      FROM ${source} ${PAYMENT}
      GROUP BY 1, 2
    ) AS transactions
    GROUP BY 1`);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const data = periodsOf(ctx.range).map((period) => {
    const r = byPeriod.get(period);
    return { period, count: num(r?.payments), volume: majorUnits(num(r?.volume), ctx.money.basePlaces) };
  });
  const totalVolume = minor(rows.reduce((sum, r) => sum + num(r.volume), 0));
  return answer(data, { totalCount: rows.reduce((sum, r) => sum + num(r.payments), 0), totalVolume, ...moneyOf(ctx) });
};

/** Payments per status (pie chart). */
export const statusSplit: DataSourceFn = async (ctx) => {
  const { rows } = await ctx.db.execute<{ status: string; payments: string }>(sql`
    SELECT ${transactions.status} AS status, sum(${N}) AS payments FROM ${dayTotalsOf(ctx)}
    WHERE ${PAYMENT} GROUP BY 1 HAVING sum(${N}) > 0 ORDER BY 2 DESC, 1`);
  const data = rows.map((r) => ({ status: r.status, count: num(r.payments) }));
  return answer(data, { totalCount: data.reduce((sum, r) => sum + r.count, 0) });
};

/** Per payment method: payments, volume, success rate; a page of them, most payments first. */
export const methodSplit: DataSourceFn = async (ctx) => {
  const { pageIndex, pageSize } = ctx.page;
  const { rows } = await ctx.db.execute<{ method: string; name: string; payments: string; successful: string; decided: string; volume: string | null; methods: string; all_volume: string | null }>(sql`
    SELECT m.*, coalesce(pm.name, m.method) AS name, count(*) OVER () AS methods, sum(m.volume) OVER () AS all_volume FROM (
      SELECT ${transactions.paymentMethod} AS method, sum(${N}) AS payments, sum(${N}) FILTER (WHERE ${SUCCESSFUL}) AS successful,
        sum(${N}) FILTER (WHERE ${DECIDED}) AS decided, ${volumeSql(ctx)} AS volume
      FROM ${dayTotalsOf(ctx)} WHERE ${PAYMENT} GROUP BY 1 HAVING sum(${N}) > 0
    ) m LEFT JOIN payment_methods pm ON pm.id = m.method
    ORDER BY m.payments DESC, m.method LIMIT ${pageSize} OFFSET ${pageIndex * pageSize}`);
  const data = rows.map((r) => ({
    paymentMethod: r.method, paymentMethodName: r.name, count: num(r.payments),
    volume: majorUnits(num(r.volume), ctx.money.basePlaces), successRate: successRateOf(num(r.successful), num(r.decided)),
  }));
  return answer(data, { totalCount: num(rows[0]?.methods), totalVolume: minor(rows[0]?.all_volume), ...moneyOf(ctx) });
};

/** Card payments per card country (ISO 3166 alpha-2): the map, from the card country totals (ADR 0123). */
export const cardCountries: DataSourceFn = async (ctx) => {
  const { rows } = await ctx.db.execute<{ country: string; payments: string; volume: string | null }>(sql`
    SELECT transactions.card_country AS country, sum(${N}) AS payments, ${volumeSql(ctx)} AS volume
    FROM ${cardCountryRowsOf(ctx)} GROUP BY 1 HAVING sum(${N}) > 0 ORDER BY 2 DESC, 1`);
  const data = rows.map((r) => ({ country: r.country, count: num(r.payments), volume: majorUnits(num(r.volume), ctx.money.basePlaces) }));
  return answer(data, {
    totalCount: data.reduce((sum, r) => sum + r.count, 0), totalVolume: minor(rows.reduce((sum, r) => sum + num(r.volume), 0)), ...moneyOf(ctx),
  });
};

/** Tenant and platform staff: their merchants by volume, a page of them, with the tenant for the platform's link. */
export const topMerchants: DataSourceFn = async (ctx) => {
  const { pageIndex, pageSize } = ctx.page;
  const { rows } = await ctx.db.execute<{ merchant_id: string; tenant_id: string; name: string; payments: string; successful: string; decided: string; volume: string | null; merchants: string; all_volume: string | null }>(sql`
    SELECT m.*, ${merchants.tenantId} AS tenant_id, ${merchants.legalBusinessName} AS name, count(*) OVER () AS merchants, sum(m.volume) OVER () AS all_volume FROM (
      SELECT ${transactions.merchantId} AS merchant_id, sum(${N}) AS payments,
        sum(${N}) FILTER (WHERE ${SUCCESSFUL}) AS successful, sum(${N}) FILTER (WHERE ${DECIDED}) AS decided, ${volumeSql(ctx)} AS volume
      FROM ${dayTotalsOf(ctx)} WHERE ${PAYMENT} GROUP BY 1 HAVING sum(${N}) > 0
    ) m
    JOIN ${merchants} ON ${merchants.id} = m.merchant_id
    ORDER BY m.volume DESC NULLS LAST, m.merchant_id LIMIT ${pageSize} OFFSET ${pageIndex * pageSize}`);
  const data = rows.map((r) => ({
    merchantId: r.merchant_id, tenantId: r.tenant_id, merchantName: r.name, count: num(r.payments),
    volume: majorUnits(num(r.volume), ctx.money.basePlaces), successRate: successRateOf(num(r.successful), num(r.decided)),
  }));
  return answer(data, { totalCount: num(rows[0]?.merchants), totalVolume: minor(rows[0]?.all_volume), ...moneyOf(ctx) });
};

/** Refunds in the period: how many (any status) and the amount refunded (completed ones) in the base currency. */
export const refunds: DataSourceFn = async (ctx) => {
  const { rows } = await ctx.db.execute<{ status: string; refunds: string; volume: string | null }>(sql`
    SELECT ${transactions.status} AS status, sum(${N}) AS refunds,
      sum(${ctx.money.inBase}) FILTER (WHERE ${transactions.status} = 'Successful') AS volume
    FROM ${dayTotalsOf(ctx)} WHERE ${transactions.type} = 'Refund' GROUP BY 1 HAVING sum(${N}) > 0 ORDER BY 2 DESC, 1`);
  const data = rows.map((r) => ({ status: r.status, count: num(r.refunds) }));
  return answer(data, {
    totalCount: data.reduce((sum, r) => sum + r.count, 0), totalVolume: minor(rows.reduce((sum, r) => sum + num(r.volume), 0)), ...moneyOf(ctx),
  });
};
