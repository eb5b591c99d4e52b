import { sql, type SQL } from 'drizzle-orm';
import type { DashboardUserType } from '@portal/contracts';
import { transactionTotals } from '../../reports/day-totals';
import type { ReportContext, ReportUserType } from '../../reports/report-spec';
import type { SourceContext } from './context';

/**
 * The widget's transactions as the day totals give them (ADR 0060, 0058 "Session 29"): whole UTC days from
 * `transaction_day_totals`, the period's ragged ends from its hourly slots and the minutes around them from the
 * transactions, the same derived table the transaction reports sum (`reports/day-totals.ts`, one piece of code
 * for one job). A tenant's 90 days read ~30 000 totals rows instead of ~500 000 index entries (1 M bench).
 *
 * Named `transactions`, with the table's column names (`currency`, `status`, `type`, `payment_method`,
 * `merchant_id`, `amount`: the group's sum) plus `n` (how many) and `at`, so the sources' shared SQL
 * (`SUCCESSFUL`, `DECIDED`, `PAYMENT`, the base-currency conversion `money.inBase`) reads it unchanged, counting
 * `sum(transactions.n)` where they counted rows. `perLocalPeriod`: `at` falls in the user's right day (a
 * per-day series); without it `at` means nothing.
 */
export function dayTotalsOf(ctx: SourceContext, { perLocalPeriod = false }: { perLocalPeriod?: boolean } = {}): SQL {
  return sql`(SELECT t.merchant_id, t.currency, t.status, t.type, t.payment_method, t.at, t.n, t.amount
    FROM ${transactionTotals(reportContextOf(ctx), { perLocalPeriod })}) AS transactions`;
}

/** How many transactions a group of `dayTotalsOf` rows holds. */
export const N = sql.raw('transactions.n');

const REPORT_USER_TYPE: Record<DashboardUserType, ReportUserType> = { Merchant: 'merchant', Tenant: 'crm', Platform: 'platform' };

/** The widget's scope, mode, period and filters as the reports' context (the filters under the reports' names). */
function reportContextOf(ctx: SourceContext): ReportContext {
  const { currency, transactionType, transactionStatus, customer } = ctx.filters;
  const values: Record<string, readonly string[]> = {};
  if (currency?.length) values.currency = currency;
  if (transactionType?.length) values.type = transactionType;
  if (transactionStatus?.length) values.status = transactionStatus;
  if (customer?.length) values.customer = customer;
  return {
    db: ctx.db, scope: ctx.scope, userType: REPORT_USER_TYPE[ctx.userType], mode: ctx.mode,
    filters: { range: { start: ctx.range.start, end: ctx.range.end }, values },
    timezoneOffset: ctx.range.timezoneOffset, now: ctx.now,
  };
}
