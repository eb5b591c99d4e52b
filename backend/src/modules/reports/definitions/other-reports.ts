import { sql } from 'drizzle-orm';
import {
  accountingEntries, billingSettings, merchants, paymentChannels, paymentMethods, serviceProviders, signInEvents, SIGN_IN_OUTCOMES, supportTickets, transactionFees, transactions, users,
} from '../../../db/schema';
import type { ReportField } from '@portal/contracts';
import { currencyField, customerField, periodField } from '../fields';
import type { ReportSpec, ReportUserType } from '../report-spec';
import { DECIDED, SUCCEEDED, TOTALS, transactionTotals } from '../day-totals';
import { and, anyOf, inPeriod, inScope, localPeriod, successRate } from '../sql-parts';

const ALL = ['crm', 'platform', 'merchant'] as const;
const STAFF = ['crm', 'platform'] as const;
const customerOf = (u: ReportUserType): ReportField[] => (u !== 'merchant' ? [customerField] : []);

/**
 * account-statement: the merchant's payable account (what the platform owes the merchant) from the accounting
 * entries (ADR 0044): its balance before the period, the period's credits and debits, and the balance after.
 * Credits raise what is owed (a captured sale), debits lower it (fees, refunds, payouts).
 */
export const accountStatement: ReportSpec = {
  id: 'account-statement',
  title: 'Account statement',
  description: 'The merchant payable account per customer and currency: opening balance, credits and debits of the period, closing balance.',
  userTypes: ALL,
  fields: (u) => [periodField(366), currencyField, ...customerOf(u)],
  columns: () => [
    { key: 'customer', title: 'Customer', kind: 'text' }, { key: 'currency', title: 'Currency', kind: 'text' },
    { key: 'openingBalance', title: 'Opening balance', kind: 'money', currencyKey: 'currency' },
    { key: 'credits', title: 'Credits', kind: 'money', currencyKey: 'currency' },
    { key: 'debits', title: 'Debits', kind: 'money', currencyKey: 'currency' },
    // What the statement ends on stays in view while the table scrolls sideways.
    { key: 'closingBalance', title: 'Closing balance', kind: 'money', currencyKey: 'currency', pin: 'right' },
    { key: 'entries', title: 'Entries', kind: 'count', total: true },
  ],
  chart: null,
  defaultSort: { key: 'customer', direction: 'asc' },
  defaultRangeDays: 30,
  rows: (ctx) => {
    const a = accountingEntries;
    const { start, end } = ctx.filters.range!;
    const v = ctx.filters.values;
    const before = sql`${a.createdAt} < ${start.toISOString()}::timestamptz`;
    const during = sql`${a.createdAt} >= ${start.toISOString()}::timestamptz AND ${a.createdAt} < ${end.toISOString()}::timestamptz`;
    return sql`SELECT min(${merchants.legalBusinessName}) AS "customer", ${a.currency} AS "currency",
      coalesce(sum(${a.credit} - ${a.debit}) FILTER (WHERE ${before}), 0) AS "openingBalance",
      coalesce(sum(${a.credit}) FILTER (WHERE ${during}), 0) AS "credits",
      coalesce(sum(${a.debit}) FILTER (WHERE ${during}), 0) AS "debits",
      coalesce(sum(${a.credit} - ${a.debit}), 0) AS "closingBalance",
      count(*) FILTER (WHERE ${during}) AS "entries"
      FROM ${a} JOIN ${transactions} ON ${transactions.id} = ${a.transactionId} AND ${transactions.createdAt} = ${a.transactionCreatedAt} JOIN ${merchants} ON ${merchants.id} = ${a.merchantId}
      WHERE ${and(inScope(ctx, a), sql`${a.account} = 'merchant_payable'`, sql`${a.createdAt} < ${end.toISOString()}::timestamptz`,
        sql`${transactions.mode} = ${ctx.mode}`, anyOf(sql`${a.currency}`, v.currency),
        ctx.scope.kind === 'merchant' ? undefined : anyOf(sql`${a.merchantId}::text`, v.customer))}
      GROUP BY ${a.merchantId}, 2`;
  },
};

/**
 * invoices: the fees charged per month (the user's clock), customer and currency, by fee type, and what the
 * invoice asks with the tenant's billing settings (ADR 0066): the top-up to the monthly minimum (in the billing
 * currency), VAT, the amount due and its due date (no settings: the fees, no VAT, no due date).
 */
export const invoices: ReportSpec = {
  id: 'invoices',
  title: 'Invoices',
  description: 'The fees charged per month, customer and currency, by fee type, with the monthly minimum, VAT and due date of the tenant\'s billing settings.',
  userTypes: ALL,
  fields: (u) => [periodField(366), currencyField, ...customerOf(u)],
  columns: () => [
    { key: 'month', title: 'Month', kind: 'text' }, { key: 'customer', title: 'Customer', kind: 'text' }, { key: 'currency', title: 'Currency', kind: 'text' },
    ...['Processing', 'Scheme', 'Refund', 'Chargeback', 'Payout'].map((type) => ({
      key: type.toLowerCase(), title: `${type} fees`, kind: 'money' as const, currencyKey: 'currency',
    })),
    { key: 'total', title: 'Total fees', kind: 'money', currencyKey: 'currency' },
    { key: 'fees', title: 'Fees charged', kind: 'count', total: true },
    { key: 'minimumTopUp', title: 'Monthly minimum top-up', kind: 'money', currencyKey: 'currency' },
    { key: 'vat', title: 'VAT', kind: 'money', currencyKey: 'currency' },
    // What the customer owes stays in view while the table scrolls sideways.
    { key: 'amountDue', title: 'Amount due', kind: 'money', currencyKey: 'currency', pin: 'right' },
    { key: 'dueDate', title: 'Due date', kind: 'text' },
  ],
  chart: null,
  defaultSort: { key: 'month', direction: 'desc' },
  defaultRangeDays: 90,
  // Each row (customer, month, currency) downloads as an invoice document (ADR 0057).
  document: 'invoice',
  rows: (ctx) => {
    const f = transactionFees;
    const v = ctx.filters.values;
    const b = billingSettings;
    const byType = (type: string) => sql`coalesce(sum(${f.amount}) FILTER (WHERE ${f.feeType} = ${type}), 0) AS ${sql.raw(`"${type.toLowerCase()}"`)}`;
    const fees = sql`SELECT ${localPeriod(ctx, sql`${f.createdAt}`, 'month')} AS "month", min(${merchants.legalBusinessName}) AS "customer", ${f.currency} AS "currency",
      ${sql.join(['Processing', 'Scheme', 'Refund', 'Chargeback', 'Payout'].map(byType), sql`, `)},
      sum(${f.amount}) AS "total", count(*) AS "fees", ${f.merchantId}::text AS "customerId", min(${merchants.tenantId}::text)::uuid AS tenant_id
      FROM ${f} JOIN ${transactions} ON ${transactions.id} = ${f.transactionId} JOIN ${merchants} ON ${merchants.id} = ${f.merchantId}
      WHERE ${and(inScope(ctx, f), inPeriod(ctx, sql`${f.createdAt}`), sql`${transactions.mode} = ${ctx.mode}`, anyOf(sql`${f.currency}`, v.currency),
        ctx.scope.kind === 'merchant' ? undefined : anyOf(sql`${f.merchantId}::text`, v.customer))}
      GROUP BY 1, ${f.merchantId}, 3`;
    // The same arithmetic as invoiceAmounts / invoiceDates (settings/billing/invoice-terms.ts).
    const vat = sql`round((i."total" + m.top_up) * coalesce(${b.vatBasisPoints}, 0) / 10000.0)`;
    return sql`SELECT i."month", i."customer", i."currency", i."processing", i."scheme", i."refund", i."chargeback", i."payout", i."total", i."fees", i."customerId",
      m.top_up AS "minimumTopUp", ${vat} AS "vat", i."total" + m.top_up + ${vat} AS "amountDue",
      CASE WHEN ${b.id} IS NULL THEN NULL ELSE to_char(to_date(i."month" || '-01', 'YYYY-MM-DD') + interval '1 month'
        + (${b.invoiceDay} - 1 + ${b.paymentTermsDays}) * interval '1 day', 'YYYY-MM-DD') END AS "dueDate"
      FROM (${fees}) i LEFT JOIN ${b} ON ${b.tenantId} = i.tenant_id
      CROSS JOIN LATERAL (SELECT CASE WHEN ${b.billingCurrency} = i."currency" AND i."total" < ${b.monthlyMinimum} THEN ${b.monthlyMinimum} - i."total" ELSE 0 END AS top_up) m`;
  },
};

const PRIORITY: ReportField = {
  name: 'priority', label: 'Priority', type: 'multiSelectAutoComplete',
  options: ['Low', 'Medium', 'High'].map((p) => ({ id: p, name: p })),
};
const CHANNEL: ReportField = {
  name: 'channel', label: 'Tickets', type: 'select', value: 'CustomerToTenantTicketChannel',
  options: [{ id: 'CustomerToTenantTicketChannel', name: 'From customers' }, { id: 'TenantToPlatformTicketChannel', name: 'To the platform' }],
};
const HOURS = (from: unknown, to: unknown) => sql`round((avg(extract(epoch FROM (${to} - ${from}))) / 3600)::numeric, 2)`;

/**
 * support-analytics-report (staff): tickets opened in the period per category and priority: how many, still open,
 * closed, and the average hours to the first response and to resolution (from the first request, else creation).
 */
export const supportAnalytics: ReportSpec = {
  id: 'support-analytics-report',
  title: 'Support analytics',
  description: 'Tickets opened in the period per category and priority: volumes, average hours to the first response and to resolution.',
  userTypes: STAFF,
  fields: () => [periodField(366), CHANNEL, PRIORITY],
  columns: () => [
    { key: 'category', title: 'Category', kind: 'text' }, { key: 'priority', title: 'Priority', kind: 'text' },
    { key: 'tickets', title: 'Tickets', kind: 'count', total: true }, { key: 'open', title: 'Open', kind: 'count', total: true },
    { key: 'closed', title: 'Closed', kind: 'count', total: true },
    { key: 'firstResponseHours', title: 'First response (hours)', kind: 'volume' }, { key: 'resolutionHours', title: 'Resolution (hours)', kind: 'volume' },
  ],
  chart: { type: 'BarChart', x: 'category', y: 'tickets' },
  defaultSort: { key: 'tickets', direction: 'desc' },
  defaultRangeDays: 90,
  rows: (ctx) => {
    const s = supportTickets;
    const v = ctx.filters.values;
    const start = sql`coalesce(${s.initialRequestAt}, ${s.createdAt})`;
    return sql`SELECT ${s.category} AS "category", ${s.priority} AS "priority", count(*) AS "tickets",
      count(*) FILTER (WHERE ${s.status} = 'Opened') AS "open", count(*) FILTER (WHERE ${s.status} = 'Closed') AS "closed",
      ${HOURS(start, s.responseAt)} AS "firstResponseHours", ${HOURS(start, s.resolutionAt)} AS "resolutionHours"
      FROM ${s} WHERE ${and(inScope(ctx, { tenantId: s.tenantId, merchantId: s.customerId }), inPeriod(ctx, sql`${s.createdAt}`),
        sql`${s.channelType} = ${v.channel?.[0] ?? 'CustomerToTenantTicketChannel'}`, anyOf(sql`${s.priority}`, v.priority))}
      GROUP BY 1, 2`;
  },
};

const ACTIVE_ONLY: ReportField = { name: 'activeOnly', label: 'Active channels only', type: 'checkbox', value: false };

/** pmp-configuration-report (channel reports, staff): each payment channel's configuration and its figures in the period. */
export const channelReport: ReportSpec = {
  id: 'pmp-configuration-report',
  title: 'Channel reports',
  description: 'Each payment channel: its customer, provider, method and currency, whether it is active, and its transactions in the period.',
  userTypes: STAFF,
  fields: (u) => [periodField(93), currencyField, ACTIVE_ONLY, ...customerOf(u)],
  columns: () => [
    { key: 'channel', title: 'Channel', kind: 'text' }, { key: 'customer', title: 'Customer', kind: 'text' },
    { key: 'provider', title: 'Service provider', kind: 'text' }, { key: 'paymentMethod', title: 'Payment method', kind: 'text' },
    { key: 'currency', title: 'Currency', kind: 'text' }, { key: 'active', title: 'Active', kind: 'status' },
    { key: 'transactions', title: 'Transactions', kind: 'count', total: true }, { key: 'successRate', title: 'Success rate', kind: 'successRate' },
    { key: 'succeededAmount', title: 'Succeeded amount', kind: 'money', currencyKey: 'currency' },
  ],
  chart: null,
  defaultSort: { key: 'transactions', direction: 'desc' },
  defaultRangeDays: 30,
  rows: (ctx) => {
    const c = paymentChannels;
    const v = ctx.filters.values;
    // Each channel's transactions of the period, from the day totals (ADR 0060); the form's filters pick
    // channels (their currency, customer, active), not transactions, so the totals are read unfiltered.
    const unfiltered = { ...ctx, filters: { ...ctx.filters, values: {} } };
    const figures = sql`SELECT ${TOTALS.paymentChannelId} AS channel_id, sum(${TOTALS.n}) AS transactions,
        coalesce(sum(${TOTALS.n}) FILTER (WHERE ${SUCCEEDED}), 0) AS succeeded, coalesce(sum(${TOTALS.n}) FILTER (WHERE ${DECIDED}), 0) AS decided,
        coalesce(sum(${TOTALS.amount}) FILTER (WHERE ${SUCCEEDED}), 0) AS succeeded_amount
      FROM ${transactionTotals(unfiltered)} WHERE ${TOTALS.paymentChannelId} IS NOT NULL GROUP BY 1`;
    return sql`SELECT ${c.name} AS "channel", ${merchants.legalBusinessName} AS "customer", coalesce(${serviceProviders.name}, ${c.serviceProviderId}) AS "provider",
      coalesce(${paymentMethods.name}, ${c.paymentMethodId}) AS "paymentMethod", ${c.currency} AS "currency",
      CASE WHEN ${c.isActive} THEN 'Active' ELSE 'Inactive' END AS "active",
      coalesce(f.transactions, 0) AS "transactions", ${successRate(sql`f.succeeded`, sql`f.decided`)} AS "successRate", coalesce(f.succeeded_amount, 0) AS "succeededAmount"
      FROM ${c} JOIN ${merchants} ON ${merchants.id} = ${c.merchantId}
      LEFT JOIN ${serviceProviders} ON ${serviceProviders.id} = ${c.serviceProviderId} LEFT JOIN ${paymentMethods} ON ${paymentMethods.id} = ${c.paymentMethodId}
      LEFT JOIN (${figures}) f ON f.channel_id = ${c.id}
      WHERE ${and(inScope(ctx, c), anyOf(sql`${c.currency}`, v.currency), v.activeOnly?.[0] === 'true' ? sql`${c.isActive}` : undefined,
        ctx.scope.kind === 'merchant' ? undefined : anyOf(sql`${c.merchantId}::text`, v.customer))}`;
  },
};

const OUTCOME: ReportField = {
  name: 'outcome', label: 'Outcome', type: 'multiSelectAutoComplete',
  options: SIGN_IN_OUTCOMES.map((o) => ({ id: o, name: o })), multiSelectOptions: { maxTagCount: 2 },
};
const USER_KIND: ReportField = {
  name: 'userKind', label: 'Users', type: 'select', options: [{ id: 'crm', name: 'Staff' }, { id: 'merchant', name: 'Merchants' }],
};
const EMAIL_CONTAINS: ReportField = {
  name: 'email', label: 'E-mail contains', type: 'input', inputType: 'search',
  validations: [{ name: 'maxLength', value: 254, message: 'At most 254 characters' }],
};

/**
 * login-history (staff): every sign-in through the login form of the scope's accounts (tenant staff: their tenant's
 * staff and merchants' users; platform: everyone), newest first, with its outcome, address and browser.
 */
export const loginHistory: ReportSpec = {
  id: 'login-history',
  title: 'Login history',
  description: 'Sign-ins of your users in the period: who, when, from where, and whether the sign-in succeeded.',
  userTypes: STAFF,
  fields: () => [periodField(31), OUTCOME, USER_KIND, EMAIL_CONTAINS],
  columns: () => [
    { key: 'createdAt', title: 'Time', kind: 'dateTimeSeconds' }, { key: 'email', title: 'User', kind: 'text' },
    { key: 'name', title: 'Name', kind: 'text' }, { key: 'userKind', title: 'Users', kind: 'text' },
    { key: 'outcome', title: 'Outcome', kind: 'status' }, { key: 'ip', title: 'IP address', kind: 'text' },
    { key: 'userAgent', title: 'Browser', kind: 'text' },
  ],
  chart: { type: 'PieChart', x: 'outcome', y: 'signIns', yTitle: 'Sign-ins' },
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => {
    const e = signInEvents;
    const v = ctx.filters.values;
    return sql`SELECT ${e.createdAt} AS "createdAt", ${users.email} AS "email", trim(${users.firstName} || ' ' || ${users.lastName}) AS "name",
      CASE ${users.userType} WHEN 'merchant' THEN 'Merchants' ELSE 'Staff' END AS "userKind", ${e.outcome} AS "outcome",
      coalesce(${e.ip}, '') AS "ip", coalesce(${e.userAgent}, '') AS "userAgent", ${e.id}::text AS "id"
      FROM ${e} JOIN ${users} ON ${users.id} = ${e.userId}
      WHERE ${and(inScope(ctx, { tenantId: e.tenantId, merchantId: e.merchantId }), inPeriod(ctx, sql`${e.createdAt}`), anyOf(sql`${e.outcome}`, v.outcome),
        v.userKind?.[0] === 'merchant' ? sql`${users.userType} = 'merchant'` : v.userKind?.[0] === 'crm' ? sql`${users.userType} <> 'merchant'` : undefined,
        v.email?.[0] ? sql`strpos(${users.email}, lower(${v.email[0]})) > 0` : undefined)}`;
  },
  chartRows: (_ctx, rows) => sql`SELECT r."outcome" AS "outcome", 1 AS "signIns" FROM ${rows} r`,
};
