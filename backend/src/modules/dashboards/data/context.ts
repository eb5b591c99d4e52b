import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactions } from '../../../db/schema';
import { scopeWhere, type Scope, type ScopeColumns } from '../../../http/scope';
import type { DashboardUserType, SystemMode, WidgetData } from '@portal/contracts';
import type { Money } from './money';
import type { DataRange } from './range';

/** What every data source reads: whose rows (scope), which mode, which period, the widget's filters and page. */
export interface SourceContext {
  db: Db;
  scope: Scope;
  userType: DashboardUserType;
  mode: SystemMode;
  range: DataRange;
  filters: { currency?: string[]; transactionType?: string[]; transactionStatus?: string[]; customer?: string[] };
  page: { pageIndex: number; pageSize: number };
  money: Money;
  now: Date;
}

export type DataSourceFn = (ctx: SourceContext) => Promise<WidgetData>;

/** `column IN (values)`, or nothing when no value is asked for. */
export const anyOf = (column: SQL, values: string[] | undefined): SQL | undefined =>
  values?.length ? sql`${column} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})` : undefined;

/** The columns a widget's filters read: on transactions and on the card country totals alike. */
export type WidgetFilterColumns = ScopeColumns & { mode: AnyColumn; currency: AnyColumn; type: AnyColumn; status: AnyColumn };

/**
 * The caller's rows of a table of transactions or of their totals: the scope (a merchant's by its own index), the
 * mode and the widget's filters; no period (each table says its own).
 */
export function widgetFilters(ctx: SourceContext, table: WidgetFilterColumns): SQL[] {
  const { scope, mode, filters } = ctx;
  const parts: Array<SQL | undefined> = [
    scopeWhere(scope, table),
    sql`${table.mode} = ${mode}`,
    anyOf(sql`${table.currency}`, filters.currency),
    anyOf(sql`${table.type}`, filters.transactionType),
    anyOf(sql`${table.status}`, filters.transactionStatus),
    // A merchant's scope is its own rows already; tenant and platform staff may narrow to some merchants.
    scope.kind === 'merchant' ? undefined : anyOf(sql`${table.merchantId}::text`, filters.customer),
  ];
  return parts.filter((p): p is SQL => !!p);
}

/** The transactions in [from, to), by default the widget's period. */
const createdWithin = (from: Date, to: Date): SQL =>
  sql`${transactions.createdAt} >= ${from.toISOString()}::timestamptz AND ${transactions.createdAt} < ${to.toISOString()}::timestamptz`;

/**
 * The transactions a widget reads: the scope's (a merchant's by its own index), the mode, the period, and the
 * widget's filters. The (merchant_id | tenant_id, mode, created_at) indexes serve the first three.
 */
export function transactionsWhere(ctx: SourceContext, from = ctx.range.start, to = ctx.range.end): SQL {
  return sql.join([...widgetFilters(ctx, transactions), createdWithin(from, to)], sql` AND `);
}

/** Payments: what a customer tried to pay (sales and authorisations; follow-ups and payouts are not payments). */
export const PAYMENT = sql`${transactions.type} IN ('Sale', 'Authorisation')`;
/** A payment that went through: a sale captured (or later refunded), an authorisation reserved or completed. */
export const SUCCESSFUL = sql`((${transactions.type} = 'Sale' AND ${transactions.status} IN ('Captured', 'Refunded'))
  OR (${transactions.type} = 'Authorisation' AND ${transactions.status} IN ('Reserved', 'Successful')))`;
/** A payment with an outcome (pending and four-eyes ones are not decided yet): the success rate's denominator. */
export const DECIDED = sql`${transactions.status} IN ('Captured', 'Refunded', 'Reserved', 'Successful', 'Declined', 'Failed', 'Blocked')`;

/** Success rate in per cent with 2 decimals (null without a decided payment). */
export const successRateOf = (successful: number, decided: number): number | null =>
  decided > 0 ? Math.round((successful / decided) * 10_000) / 100 : null;

/** Minor units of the base currency as the major-unit number a chart plots (2 decimals at most). */
export const majorUnits = (minor: number | null, places: number): number => Math.round(((minor ?? 0) / 10 ** places) * 100) / 100;

export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** An answer with no alerts: the shape every source fills. */
export const answer = (data: WidgetData['data'], rest: Partial<Omit<WidgetData, 'data'>> = {}): WidgetData => ({
  count: data.length, data, alertViewModels: [], totalCount: data.length, totalVolume: null, baseCurrency: null, ...rest,
});
