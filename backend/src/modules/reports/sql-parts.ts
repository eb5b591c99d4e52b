import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { scopeWhere } from '../../http/scope';
import type { ReportContext } from './report-spec';

type Owned = { tenantId: Parameters<typeof scopeWhere>[1]['tenantId']; merchantId: Parameters<typeof scopeWhere>[1]['merchantId'] };

/** The caller's rows of a table with tenant and merchant columns (the one scope resolver, ADR 0015). */
export const inScope = (ctx: ReportContext, table: Owned): SQL => scopeWhere(ctx.scope, table) ?? sql`true`;

/** `column IN (values)` for a filter, or nothing when the filter is not set. */
export function anyOf(column: SQL, values: readonly string[] | undefined): SQL | undefined {
  return values?.length ? sql`${column} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})` : undefined;
}

/** The period's [start, end) on a time column, when the report has a period. */
export function inPeriod(ctx: ReportContext, column: SQL): SQL | undefined {
  const range = ctx.filters.range;
  return range ? sql`${column} >= ${range.start.toISOString()}::timestamptz AND ${column} < ${range.end.toISOString()}::timestamptz` : undefined;
}

export const and = (...parts: Array<SQL | undefined>): SQL => sql.join(parts.filter((p): p is SQL => !!p), sql` AND `);

/** The columns the shared transaction filters read: on transactions and on transaction_day_totals alike. */
type FilteredTable = Owned & { mode: AnyColumn; currency: AnyColumn; status: AnyColumn; type: AnyColumn; paymentMethod: AnyColumn };

/**
 * The caller's rows of a table of transactions or of their day totals: the scope (a merchant's by its own
 * index), the Mode header's mode and the shared filters (currency, status, type, payment method, customer for
 * staff); no period (each table says its own).
 */
export function transactionFilters(ctx: ReportContext, table: FilteredTable): SQL {
  const v = ctx.filters.values;
  return and(
    inScope(ctx, table),
    sql`${table.mode} = ${ctx.mode}`,
    anyOf(sql`${table.currency}`, v.currency),
    anyOf(sql`${table.status}`, v.status),
    anyOf(sql`${table.type}`, v.type),
    anyOf(sql`${table.paymentMethod}`, v.paymentMethod),
    ctx.scope.kind === 'merchant' ? undefined : anyOf(sql`${table.merchantId}::text`, v.customer),
  );
}

/**
 * The transactions a report reads: the shared filters and the period. The (merchant_id | tenant_id, mode,
 * created_at) indexes serve the scope, mode and period (ADR 0016/0047).
 */
export function transactionsWhere(ctx: ReportContext): SQL {
  return and(transactionFilters(ctx, transactions), inPeriod(ctx, sql`${transactions.createdAt}`));
}

const statusIn = (column: SQL, statuses: readonly string[]) => sql`${column} IN (${sql.raw(statuses.map((v) => `'${v}'`).join(', '))})`;
/** Went through: captured, reserved, successful (or captured and later refunded). */
export const succeededOn = (status: SQL) => statusIn(status, ['Captured', 'Refunded', 'Reserved', 'Successful']);
/** Turned down. */
export const declinedOn = (status: SQL) => statusIn(status, ['Declined', 'Failed', 'Blocked']);
export const SUCCEEDED = succeededOn(sql`${transactions.status}`);
export const DECLINED = declinedOn(sql`${transactions.status}`);
/** Has an outcome (pending and four-eyes ones are not decided yet): the success rate's denominator. */
export const DECIDED = sql`(${SUCCEEDED} OR ${DECLINED})`;

/** Success rate in per cent with 2 decimals, null without a decided row. */
export const successRate = (succeeded: SQL, decided: SQL): SQL =>
  sql`round(100.0 * (${succeeded}) / nullif(${decided}, 0), 2)`;

/** The transaction counts every transaction report shows: all, succeeded, declined, success rate, amounts (minor units). */
export const transactionFigures = sql`count(*) AS "transactions",
  count(*) FILTER (WHERE ${SUCCEEDED}) AS "succeeded",
  count(*) FILTER (WHERE ${DECLINED}) AS "declined",
  ${successRate(sql`count(*) FILTER (WHERE ${SUCCEEDED})`, sql`count(*) FILTER (WHERE ${DECIDED})`)} AS "successRate",
  sum(${transactions.amount}) AS "amount",
  coalesce(sum(${transactions.amount}) FILTER (WHERE ${SUCCEEDED}), 0) AS "succeededAmount"`;

/** A time column on the user's clock, cut to the day, month or hour, as text ("2026-11-25", "2026-11", "2026-11-25T13:00"). */
export function localPeriod(ctx: ReportContext, column: SQL, unit: 'hour' | 'day' | 'month'): SQL {
  const format = unit === 'hour' ? 'YYYY-MM-DD"T"HH24:00' : unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const local = sql`((${column} AT TIME ZONE 'UTC') - ${ctx.timezoneOffset} * interval '1 minute')`;
  return sql`to_char(date_trunc(${unit}, ${local}), ${format})`;
}
