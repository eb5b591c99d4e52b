import { sql } from 'drizzle-orm';
import { merchants, paymentMethods, transactions } from '../../../db/schema';
import type { ReportField } from '@portal/contracts';
import { currencyField, customerField, periodField, statusField, typeField } from '../fields';
import type { ReportSpec, ReportUserType } from '../report-spec';
import { HAVING_ANY, localPeriodTotals, TOTALS, totalsFigures, transactionTotals } from '../day-totals';
import { localPeriod, transactionFigures, transactionsWhere } from '../sql-parts';
import { CURRENCY_COLUMN, TRANSACTION_FIGURE_COLUMNS } from './columns';

const ALL = ['crm', 'platform', 'merchant'] as const;
const STAFF = ['crm', 'platform'] as const;
const staff = (userType: ReportUserType) => userType !== 'merchant';
/** The shared transaction filters; customers only for staff. */
const transactionFields = (userType: ReportUserType, maxDays: number, extra: ReportField[] = []): ReportField[] => [
  periodField(maxDays), ...extra, currencyField, statusField, typeField, ...(staff(userType) ? [customerField] : []),
];

/** transactions-summary: per type and currency, every transaction of the period (the lookup's rows, aggregated). */
export const transactionsSummary: ReportSpec = {
  id: 'transactions-summary',
  title: 'Transactions summary',
  description: 'Every transaction of the period by type and currency: how many, how many succeeded or were declined, and their amounts.',
  userTypes: ALL,
  fields: (u) => transactionFields(u, 93),
  columns: () => [{ key: 'type', title: 'Type', kind: 'text' }, CURRENCY_COLUMN, ...TRANSACTION_FIGURE_COLUMNS],
  chart: { type: 'PieChart', x: 'status', y: 'transactions', xTitle: 'Status' },
  defaultSort: { key: 'transactions', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => sql`SELECT ${TOTALS.type} AS "type", ${TOTALS.currency} AS "currency", ${totalsFigures}
    FROM ${transactionTotals(ctx)} GROUP BY 1, 2 ${HAVING_ANY}`,
  chartRows: (ctx) => sql`SELECT ${TOTALS.status} AS "status", sum(${TOTALS.n}) AS "transactions"
    FROM ${transactionTotals(ctx)} GROUP BY 1 ${HAVING_ANY}`,
};

/** transactions-summary-v1: per payment method and currency. */
export const transactionsSummaryV1: ReportSpec = {
  id: 'transactions-summary-v1',
  title: 'Transactions summary (V1)',
  description: 'The transactions of the period by payment method and currency.',
  userTypes: ALL,
  fields: (u) => transactionFields(u, 93),
  columns: () => [{ key: 'paymentMethod', title: 'Payment method', kind: 'text' }, CURRENCY_COLUMN, ...TRANSACTION_FIGURE_COLUMNS],
  chart: { type: 'BarChart', x: 'paymentMethod', y: 'transactions' },
  defaultSort: { key: 'transactions', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => sql`SELECT coalesce(${paymentMethods.name}, ${TOTALS.paymentMethod}) AS "paymentMethod", ${TOTALS.currency} AS "currency", ${totalsFigures}
    FROM ${transactionTotals(ctx)} LEFT JOIN ${paymentMethods} ON ${paymentMethods.id} = ${TOTALS.paymentMethod}
    GROUP BY 1, 2 ${HAVING_ANY}`,
};

/** transactions-summary-v3 (tenant staff): per customer (merchant) and currency. */
export const transactionsSummaryV3: ReportSpec = {
  id: 'transactions-summary-v3',
  title: 'Transactions summary (V3)',
  description: 'The transactions of the period by customer and currency.',
  userTypes: STAFF,
  fields: (u) => transactionFields(u, 93),
  columns: () => [{ key: 'customer', title: 'Customer', kind: 'text' }, CURRENCY_COLUMN, ...TRANSACTION_FIGURE_COLUMNS],
  chart: { type: 'BarChart', x: 'customer', y: 'transactions' },
  defaultSort: { key: 'transactions', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => sql`SELECT ${merchants.legalBusinessName} AS "customer", ${TOTALS.currency} AS "currency", ${totalsFigures}
    FROM ${transactionTotals(ctx)} JOIN ${merchants} ON ${merchants.id} = ${TOTALS.merchantId}
    GROUP BY ${TOTALS.merchantId}, 1, 2 ${HAVING_ANY}`,
};

const GRANULARITY: ReportField = {
  name: 'granularity', label: 'Per', type: 'radiobutton', value: 'day',
  options: [{ id: 'day', name: 'Day' }, { id: 'month', name: 'Month' }],
};

/** transactions-summary-per-day-month: per day or per month of the user's clock, and currency. */
export const transactionsSummaryPerDayMonth: ReportSpec = {
  id: 'transactions-summary-per-day-month',
  title: 'Transactions summary per day or month',
  description: 'The transactions of the period per day or per month (your time zone) and currency.',
  userTypes: STAFF,
  fields: (u) => transactionFields(u, 366, [GRANULARITY]),
  columns: () => [{ key: 'period', title: 'Period', kind: 'text' }, CURRENCY_COLUMN, ...TRANSACTION_FIGURE_COLUMNS],
  chart: { type: 'LineChart', x: 'period', y: 'transactions' },
  defaultSort: { key: 'period', direction: 'desc' },
  defaultRangeDays: 30,
  rows: (ctx) => sql`SELECT ${localPeriod(ctx, TOTALS.at, ctx.filters.values.granularity?.[0] === 'month' ? 'month' : 'day')} AS "period",
    ${TOTALS.currency} AS "currency", ${totalsFigures}
    FROM ${localPeriodTotals(ctx)} GROUP BY 1, 2 ${HAVING_ANY}`,
};

/** transactions-daily: per day of the user's clock and currency. */
export const transactionsDaily: ReportSpec = {
  id: 'transactions-daily',
  title: 'Transactions daily',
  description: 'The transactions of each day of the period (your time zone) by currency.',
  userTypes: ALL,
  fields: (u) => transactionFields(u, 31),
  columns: () => [{ key: 'day', title: 'Day', kind: 'text' }, CURRENCY_COLUMN, ...TRANSACTION_FIGURE_COLUMNS],
  chart: { type: 'LineChart', x: 'day', y: 'transactions' },
  defaultSort: { key: 'day', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => sql`SELECT ${localPeriod(ctx, TOTALS.at, 'day')} AS "day", ${TOTALS.currency} AS "currency", ${totalsFigures}
    FROM ${localPeriodTotals(ctx)} GROUP BY 1, 2 ${HAVING_ANY}`,
};

const HOUR = 3_600_000;

/**
 * transactions-daily-v1: the last 24 hours by hour (spec part 2 section 9 "Hourly chart covers the last 24 hours"),
 * every hour shown, hours without transactions as 0.
 */
export const transactionsDailyV1: ReportSpec = {
  id: 'transactions-daily-v1',
  title: 'Transactions daily (V1)',
  description: 'The last 24 hours hour by hour (your time zone), hours without transactions as zero.',
  userTypes: ALL,
  fields: (u) => [currencyField, statusField, typeField, ...(staff(u) ? [customerField] : [])],
  columns: () => [{ key: 'hour', title: 'Hour', kind: 'text' }, ...TRANSACTION_FIGURE_COLUMNS.filter((c) => c.kind !== 'money')],
  chart: { type: 'LineChart', x: 'hour', y: 'transactions', hourly: true },
  defaultSort: { key: 'hour', direction: 'desc' },
  defaultRangeDays: null,
  rows: (ctx) => {
    // Whole hours: 24 of them, the current hour last.
    const end = new Date(Math.floor(ctx.now.getTime() / HOUR) * HOUR + HOUR);
    const start = new Date(end.getTime() - 24 * HOUR);
    const hourCtx = { ...ctx, filters: { ...ctx.filters, range: { start, end } } };
    const figures = sql`SELECT ${localPeriod(ctx, sql`${transactions.createdAt}`, 'hour')} AS "hour", ${transactionFigures}
      FROM ${transactions} WHERE ${transactionsWhere(hourCtx)} GROUP BY 1`;
    const hours = sql`SELECT ${localPeriod(ctx, sql`h`, 'hour')} AS "hour"
      FROM generate_series(${start.toISOString()}::timestamptz, ${new Date(end.getTime() - HOUR).toISOString()}::timestamptz, interval '1 hour') h`;
    return sql`SELECT hs."hour", coalesce(f."transactions", 0) AS "transactions", coalesce(f."succeeded", 0) AS "succeeded",
      coalesce(f."declined", 0) AS "declined", f."successRate" FROM (${hours}) hs LEFT JOIN (${figures}) f ON f."hour" = hs."hour"`;
  },
};
