import { sql, type SQL } from 'drizzle-orm';
import {
  antifraudChecks, cascadingAttempts, merchants, serviceProviders, transactionApiLogs, transactionEvents, transactionReasons, transactionRejections, transactions,
} from '../../../db/schema';
import type { ReportField } from '@portal/contracts';
import { currencyField, customerField, periodField } from '../fields';
import type { ReportContext, ReportSpec, ReportUserType } from '../report-spec';
import { and, anyOf, inPeriod, inScope, successRate, transactionsWhere } from '../sql-parts';
import { reportRatioWindows } from '../ratio-windows-report';

/**
 * Reports over the transaction detail tables (ADR 0044): rejections, cascading attempts, API logs, webhook events,
 * antifraud checks. Each row names its tenant and merchant, so the scope applies to the detail row itself; the
 * transaction it belongs to gives the mode (and the shared filters). The period is the detail row's own time.
 */
const ALL = ['crm', 'platform', 'merchant'] as const;
const STAFF = ['crm', 'platform'] as const;
type Detail = typeof transactionRejections | typeof cascadingAttempts | typeof transactionApiLogs | typeof transactionEvents | typeof antifraudChecks;

/**
 * A detail row's transaction. The partitioned children (events, API logs: ADR 0117) carry their transaction's
 * created_at and join on the whole key (id, created_at), so each row probes its own month's partition, not every one.
 */
const joined = (table: Detail): SQL => ('transactionCreatedAt' in table
  ? sql`${table} JOIN ${transactions} ON ${transactions.id} = ${table.transactionId} AND ${transactions.createdAt} = ${table.transactionCreatedAt}`
  : sql`${table} JOIN ${transactions} ON ${transactions.id} = ${table.transactionId}`);
/** The detail rows of the caller's scope and period whose transaction has the Mode header's mode and the filters. */
function detailWhere(ctx: ReportContext, table: Detail): SQL {
  const withoutPeriod = { ...ctx, filters: { ...ctx.filters, range: null } };
  return and(inScope(ctx, table), inPeriod(ctx, sql`${table.createdAt}`), transactionsWhere(withoutPeriod));
}
const staffFields = (u: ReportUserType, fields: ReportField[]): ReportField[] => [...fields, ...(u !== 'merchant' ? [customerField] : [])];

/** declined-transaction-reasons: the reasons declines were recorded with, most frequent first. */
export const declinedTransactionReasons: ReportSpec = {
  id: 'declined-transaction-reasons',
  title: 'Declined transaction reasons',
  description: 'Declined transactions of the period by the reason recorded with the decline and who gave it.',
  userTypes: STAFF,
  fields: (u) => staffFields(u, [periodField(93), currencyField]),
  columns: () => [
    { key: 'reasonCode', title: 'Reason code', kind: 'text' }, { key: 'reason', title: 'Reason', kind: 'text' },
    { key: 'source', title: 'Source', kind: 'text' }, { key: 'declines', title: 'Declines', kind: 'count', total: true },
  ],
  chart: { type: 'PieChart', x: 'reason', y: 'declines' },
  defaultSort: { key: 'declines', direction: 'desc' },
  defaultRangeDays: 30,
  rows: (ctx) => {
    const r = transactionRejections;
    return sql`SELECT ${r.reasonCode} AS "reasonCode", coalesce(min(${transactionReasons.description}), min(${r.message})) AS "reason", ${r.source} AS "source", count(*) AS "declines"
      FROM ${joined(r)} LEFT JOIN ${transactionReasons} ON ${transactionReasons.code} = ${r.reasonCode} AND ${transactionReasons.kind} = 'Declined' AND ${transactionReasons.category} = 'transaction'
      WHERE ${detailWhere(ctx, r)} AND ${r.kind} = 'Declined' GROUP BY 1, 3`;
  },
};

/** decline-reasons: provider declines of cascading attempts, per provider and reason code. */
export const declineReasons: ReportSpec = {
  id: 'decline-reasons',
  title: 'Decline reasons',
  description: 'Attempts the service providers declined or failed in the period, per provider and reason code, with their share of the provider\'s attempts.',
  userTypes: STAFF,
  fields: (u) => staffFields(u, [periodField(93), currencyField]),
  columns: () => [
    { key: 'provider', title: 'Service provider', kind: 'text' }, { key: 'outcome', title: 'Outcome', kind: 'status' },
    { key: 'reasonCode', title: 'Reason code', kind: 'text' }, { key: 'attempts', title: 'Attempts', kind: 'count', total: true },
    { key: 'share', title: 'Share of provider attempts', kind: 'successRate' },
  ],
  chart: { type: 'BarChart', x: 'provider', y: 'attempts' },
  defaultSort: { key: 'attempts', direction: 'desc' },
  defaultRangeDays: 30,
  rows: (ctx) => {
    const c = cascadingAttempts;
    return sql`SELECT * FROM (
      SELECT coalesce(min(${serviceProviders.name}), ${c.serviceProviderId}) AS "provider", ${c.outcome} AS "outcome", coalesce(${c.reasonCode}, '') AS "reasonCode",
        count(*) AS "attempts", round(100.0 * count(*) / sum(count(*)) OVER (PARTITION BY ${c.serviceProviderId}), 2) AS "share"
      FROM ${joined(c)} LEFT JOIN ${serviceProviders} ON ${serviceProviders.id} = ${c.serviceProviderId}
      WHERE ${detailWhere(ctx, c)} GROUP BY ${c.serviceProviderId}, 2, 3) d WHERE d."outcome" <> 'Approved'`;
  },
};

const SOURCE: ReportField = {
  name: 'source', label: 'Source', type: 'radiobutton', value: 'all',
  options: [{ id: 'all', name: 'All' }, { id: 'Merchant', name: 'Merchant' }, { id: 'Provider', name: 'Provider' }],
};
const STATUS_CLASS: ReportField = {
  name: 'statusClass', label: 'HTTP status', type: 'select',
  options: [{ id: 'success', name: 'Success (200-299)' }, { id: 'error', name: 'Error (400 and above)' }],
};
const URL_CONTAINS: ReportField = {
  name: 'url', label: 'URL contains', type: 'input', inputType: 'search',
  validations: [{ name: 'maxLength', value: 255, message: 'At most 255 characters' }],
};

/** api-logs: every API call about a transaction of the period, newest first. */
export const apiLogs: ReportSpec = {
  id: 'api-logs',
  title: 'API logs',
  description: 'The API calls of the period: the merchant\'s calls to the gateway and the gateway\'s calls to providers.',
  userTypes: ALL,
  fields: (u) => staffFields(u, [periodField(31), SOURCE, STATUS_CLASS, URL_CONTAINS]),
  columns: () => [
    { key: 'createdAt', title: 'Time', kind: 'dateTimeSeconds' }, { key: 'externalId', title: 'Transaction', kind: 'text' },
    { key: 'source', title: 'Source', kind: 'text' }, { key: 'method', title: 'Method', kind: 'text' }, { key: 'url', title: 'URL', kind: 'text' },
    { key: 'statusCode', title: 'HTTP status', kind: 'count' }, { key: 'elapsedMs', title: 'Elapsed (ms)', kind: 'volume' },
  ],
  chart: { type: 'BarChart', x: 'statusCode', y: 'calls', yTitle: 'Calls' },
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultRangeDays: 1,
  rows: (ctx) => {
    const l = transactionApiLogs;
    const v = ctx.filters.values;
    const source = v.source?.[0] && v.source[0] !== 'all' ? sql`${l.source} = ${v.source[0]}` : undefined;
    const status = v.statusClass?.[0] === 'success' ? sql`${l.statusCode} BETWEEN 200 AND 299` : v.statusClass?.[0] === 'error' ? sql`${l.statusCode} >= 400` : undefined;
    const url = v.url?.[0] ? sql`strpos(lower(${l.url}), lower(${v.url[0]})) > 0` : undefined;
    return sql`SELECT ${l.createdAt} AS "createdAt", ${transactions.externalId} AS "externalId", ${l.source} AS "source", ${l.method} AS "method",
      ${l.url} AS "url", ${l.statusCode} AS "statusCode", round(${l.elapsedMs}::numeric, 3) AS "elapsedMs", ${l.id} AS "id"
      FROM ${joined(l)} WHERE ${and(detailWhere(ctx, l), source, status, url)}`;
  },
  chartRows: (_ctx, rows) => sql`SELECT r."statusCode"::text AS "statusCode", 1 AS "calls" FROM ${rows} r`,
};

const WEBHOOK_STATUS: ReportField = {
  name: 'webhookStatus', label: 'Delivery', type: 'multiSelectAutoComplete',
  options: ['Delivered', 'Failed', 'Pending', 'NotConfigured'].map((s) => ({ id: s, name: s })), multiSelectOptions: { maxTagCount: 2 },
};
const eventColumns = [
  { key: 'createdAt', title: 'Time', kind: 'dateTimeSeconds' as const }, { key: 'externalId', title: 'Transaction', kind: 'text' as const },
  { key: 'eventType', title: 'Event', kind: 'text' as const }, { key: 'webhookStatus', title: 'Delivery', kind: 'status' as const },
  { key: 'attempts', title: 'Attempts', kind: 'count' as const }, { key: 'responseCode', title: 'Response code', kind: 'text' as const },
  { key: 'lastAttemptAt', title: 'Last attempt', kind: 'dateTimeSeconds' as const },
];
const eventRows = (ctx: ReportContext, onlyFailed: boolean): SQL => {
  const e = transactionEvents;
  return sql`SELECT ${e.createdAt} AS "createdAt", ${transactions.externalId} AS "externalId", ${e.type} AS "eventType", ${e.webhookStatus} AS "webhookStatus",
    ${e.webhookAttempts} AS "attempts", coalesce(${e.webhookResponseCode}::text, '') AS "responseCode", ${e.webhookLastAttemptAt} AS "lastAttemptAt", ${e.id}::text AS "id"
    FROM ${joined(e)} WHERE ${and(detailWhere(ctx, e), anyOf(sql`${e.webhookStatus}`, onlyFailed ? ['Failed'] : ctx.filters.values.webhookStatus))}`;
};

/** webhookreport: every webhook the period's events caused and how its delivery went. */
export const webhookReport: ReportSpec = {
  id: 'webhookreport',
  title: 'Webhook report',
  description: 'Each webhook the period\'s transaction events sent to the merchant\'s endpoint and how its delivery went.',
  userTypes: ALL,
  fields: (u) => staffFields(u, [periodField(31), WEBHOOK_STATUS]),
  columns: () => eventColumns,
  chart: null,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => eventRows(ctx, false),
};

/** resend-webhooks: the failed deliveries of the period; picked ones are resent (the transaction resend-webhook action). */
export const resendWebhooks: ReportSpec = {
  id: 'resend-webhooks',
  title: 'Resend webhooks',
  description: 'Webhooks whose delivery failed in the period. Pick some and resend them to the merchant\'s endpoint.',
  userTypes: ALL,
  fields: (u) => staffFields(u, [periodField(31)]),
  columns: () => eventColumns,
  chart: null,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultRangeDays: 7,
  resend: true,
  rows: (ctx) => eventRows(ctx, true),
};

const deliveryFigures = (e: typeof transactionEvents) => sql`count(*) AS "events",
  count(*) FILTER (WHERE ${e.webhookStatus} = 'Delivered') AS "delivered", count(*) FILTER (WHERE ${e.webhookStatus} = 'Failed') AS "failed",
  count(*) FILTER (WHERE ${e.webhookStatus} = 'Pending') AS "pending", count(*) FILTER (WHERE ${e.webhookStatus} = 'NotConfigured') AS "notConfigured",
  ${successRate(sql`count(*) FILTER (WHERE ${e.webhookStatus} = 'Delivered')`, sql`count(*) FILTER (WHERE ${e.webhookStatus} IN ('Delivered', 'Failed'))`)} AS "deliveryRate",
  coalesce(sum(${e.webhookAttempts}), 0) AS "attempts"`;
const deliveryColumns = [
  { key: 'events', title: 'Events', kind: 'count' as const, total: true }, { key: 'delivered', title: 'Delivered', kind: 'count' as const, total: true },
  { key: 'failed', title: 'Failed', kind: 'count' as const, total: true }, { key: 'pending', title: 'Pending', kind: 'count' as const, total: true },
  { key: 'notConfigured', title: 'Not configured', kind: 'count' as const, total: true }, { key: 'deliveryRate', title: 'Delivery rate', kind: 'successRate' as const },
  { key: 'attempts', title: 'Attempts', kind: 'count' as const, total: true },
];

/** webhookreportV2: deliveries per event type. */
export const webhookReportV2: ReportSpec = {
  id: 'webhookreportV2',
  title: 'Webhook report V2',
  description: 'Webhook deliveries of the period per event type: delivered, failed, pending, and the delivery rate.',
  userTypes: ALL,
  fields: (u) => staffFields(u, [periodField(93)]),
  columns: () => [{ key: 'eventType', title: 'Event', kind: 'text' }, ...deliveryColumns],
  chart: { type: 'BarChart', x: 'eventType', y: 'events' },
  defaultSort: { key: 'events', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => {
    const e = transactionEvents;
    return sql`SELECT ${e.type} AS "eventType", ${deliveryFigures(e)} FROM ${joined(e)} WHERE ${detailWhere(ctx, e)} GROUP BY 1`;
  },
};

/** webhooks-destinations/statistics (staff): deliveries per customer's endpoint. */
export const webhookDestinationStatistics: ReportSpec = {
  id: 'webhooks-destinations-statistics',
  title: 'Webhook destinations statistics',
  description: 'Webhook deliveries of the period per customer endpoint.',
  userTypes: STAFF,
  fields: (u) => staffFields(u, [periodField(93)]),
  columns: () => [{ key: 'customer', title: 'Customer', kind: 'text' }, ...deliveryColumns],
  chart: { type: 'BarChart', x: 'customer', y: 'failed' },
  defaultSort: { key: 'events', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => {
    const e = transactionEvents;
    return sql`SELECT min(${merchants.legalBusinessName}) AS "customer", ${deliveryFigures(e)}
      FROM ${joined(e)} JOIN ${merchants} ON ${merchants.id} = ${e.merchantId} WHERE ${detailWhere(ctx, e)} GROUP BY ${e.merchantId}`;
  },
};

const DESTINATION_STATUS: ReportField = {
  name: 'destinationStatus', label: 'Status', type: 'multiSelectAutoComplete',
  options: ['NotConfigured', 'Configured', 'Delivering', 'NotDelivering'].map((s) => ({ id: s, name: s })),
};

/**
 * webhooks-destinations/status (staff): each customer's endpoint status (spec part 2 section 4): NotConfigured when
 * none of its events went to an endpoint; NotDelivering when its latest delivery in the period failed or failures
 * outnumber deliveries; Delivering; Configured when nothing was sent in the period but earlier events went to an
 * endpoint (the dashboard's webhook status rule, ADR 0047, per customer).
 */
export const webhookDestinationStatus: ReportSpec = {
  id: 'webhooks-destinations-status',
  title: 'Webhook destinations status',
  description: 'Each customer\'s webhook endpoint: not configured, configured, delivering or not delivering in the period.',
  userTypes: STAFF,
  fields: (u) => staffFields(u, [periodField(93), DESTINATION_STATUS]),
  columns: () => [
    { key: 'customer', title: 'Customer', kind: 'text' }, { key: 'status', title: 'Status', kind: 'status' },
    { key: 'delivered', title: 'Delivered', kind: 'count', total: true }, { key: 'failed', title: 'Failed', kind: 'count', total: true },
    { key: 'lastAttemptAt', title: 'Last attempt', kind: 'dateTimeSeconds' },
  ],
  chart: { type: 'PieChart', x: 'status', y: 'customers', yTitle: 'Customers' },
  defaultSort: { key: 'customer', direction: 'asc' },
  defaultRangeDays: 7,
  rows: (ctx) => {
    const e = transactionEvents;
    const m = merchants;
    const range = ctx.filters.range!;
    const inRange = sql`${e.createdAt} >= ${range.start.toISOString()}::timestamptz AND ${e.createdAt} < ${range.end.toISOString()}::timestamptz`;
    const v = ctx.filters.values;
    const statuses = sql`SELECT ${m.legalBusinessName} AS "customer",
      CASE
        WHEN s.attempted = 0 THEN CASE WHEN s.configured_before THEN 'Configured' ELSE 'NotConfigured' END
        WHEN s.latest = 'Failed' OR s.failed > s.delivered THEN 'NotDelivering'
        ELSE 'Delivering' END AS "status",
      s.delivered AS "delivered", s.failed AS "failed", s.last_attempt AS "lastAttemptAt"
      FROM ${m} CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE ${inRange} AND ${e.webhookStatus} = 'Delivered') AS delivered,
          count(*) FILTER (WHERE ${inRange} AND ${e.webhookStatus} = 'Failed') AS failed,
          count(*) FILTER (WHERE ${inRange} AND ${e.webhookStatus} IN ('Delivered', 'Failed', 'Pending')) AS attempted,
          bool_or(${e.webhookStatus} <> 'NotConfigured' AND ${e.createdAt} < ${range.start.toISOString()}::timestamptz) AS configured_before,
          max(${e.webhookLastAttemptAt}) FILTER (WHERE ${inRange}) AS last_attempt,
          (array_agg(${e.webhookStatus} ORDER BY ${e.webhookLastAttemptAt} DESC NULLS LAST) FILTER (WHERE ${inRange} AND ${e.webhookStatus} <> 'NotConfigured'))[1] AS latest
        FROM ${joined(e)} WHERE ${e.merchantId} = ${m.id} AND ${e.createdAt} < ${range.end.toISOString()}::timestamptz
          AND ${transactions.mode} = ${ctx.mode}
      ) s
      WHERE ${and(inScope(ctx, { tenantId: m.tenantId, merchantId: m.id }), ctx.scope.kind === 'merchant' ? undefined : anyOf(sql`${m.id}::text`, v.customer))}`;
    return sql`SELECT * FROM (${statuses}) d WHERE ${anyOf(sql`d."status"`, v.destinationStatus) ?? sql`true`}`;
  },
  chartRows: (_ctx, rows) => sql`SELECT r."status" AS "status", 1 AS "customers" FROM ${rows} r`,
};

const ALERT_KIND: ReportField = {
  name: 'kind', label: 'Alert', type: 'multiSelectAutoComplete',
  options: [
    { id: 'antifraudBlocked', name: 'Blocked by antifraud' }, { id: 'antifraudReview', name: 'Antifraud review' },
    { id: 'webhookFailed', name: 'Webhook not delivered' }, { id: 'declinePendingRatio', name: 'Decline and pending ratio' },
  ],
};
/**
 * alerts (staff): what needed attention in the period, newest first: antifraud checks that were not Passed,
 * webhook deliveries that failed, and each customer window whose declined or pending payments crossed the
 * tenant's decline pending ratio threshold (crm/settings/alerts/decline-pending-ratio, ADR 0066).
 */
export const alerts: ReportSpec = {
  id: 'alerts',
  title: 'Alerts',
  description: 'Antifraud checks that did not pass, webhooks that were not delivered, and customer windows whose declined or pending payments crossed the decline pending ratio thresholds.',
  userTypes: STAFF,
  fields: (u) => staffFields(u, [periodField(31), ALERT_KIND]),
  columns: () => [
    { key: 'createdAt', title: 'Time', kind: 'dateTime' }, { key: 'kind', title: 'Alert', kind: 'text' }, { key: 'severity', title: 'Severity', kind: 'status' },
    { key: 'customer', title: 'Customer', kind: 'text' }, { key: 'subject', title: 'Subject', kind: 'text' }, { key: 'detail', title: 'Detail', kind: 'text' },
  ],
  chart: { type: 'PieChart', x: 'kind', y: 'alerts', yTitle: 'Alerts' },
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultRangeDays: 7,
  rows: (ctx) => {
    const a = antifraudChecks;
    const e = transactionEvents;
    const t = transactions;
    // Windows on the user's clock: a day window is the user's day, named by its date; shorter ones by date and time.
    const local = sql`(r.window_start AT TIME ZONE 'UTC') - ${ctx.timezoneOffset} * interval '1 minute'`;
    const union = sql`
      SELECT ${a.createdAt} AS "createdAt", CASE ${a.outcome} WHEN 'Blocked' THEN 'antifraudBlocked' ELSE 'antifraudReview' END AS kind_id,
        CASE ${a.outcome} WHEN 'Blocked' THEN 'Failed' ELSE 'Pending' END AS "severity", ${a.merchantId} AS merchant_id, ${t.externalId} AS "subject",
        ${a.rule} || ' (score ' || ${a.score} || ')' AS "detail"
      FROM ${joined(a)} WHERE ${detailWhere(ctx, a)} AND ${a.outcome} <> 'Passed'
      UNION ALL
      SELECT ${e.createdAt}, 'webhookFailed', 'Failed', ${e.merchantId}, ${t.externalId}, ${e.type} || coalesce(' -> HTTP ' || ${e.webhookResponseCode}, '')
      FROM ${joined(e)} WHERE ${detailWhere(ctx, e)} AND ${e.webhookStatus} = 'Failed'
      UNION ALL
      SELECT r.window_start, 'declinePendingRatio', 'Pending', r.merchant_id,
        CASE WHEN r.window_minutes = 1440 THEN to_char(${local}, 'YYYY-MM-DD') ELSE to_char(${local}, 'YYYY-MM-DD HH24:MI') END,
        r.declined || ' declined (' || round(100.0 * r.declined / r.payments, 2) || ' %) and ' || r.pending || ' pending ('
          || round(100.0 * r.pending / r.payments, 2) || ' %) of ' || r.payments || ' payments'
      FROM (${reportRatioWindows(ctx)}) r`;
    // The kind's English name (the filter's option names), translated in the browser like every text it knows.
    const names = sql.join(ALERT_KIND.options!.map((o) => sql`WHEN ${String(o.id)} THEN ${o.name}`), sql` `);
    return sql`SELECT u."createdAt", CASE u.kind_id ${names} END AS "kind", u."severity", ${merchants.legalBusinessName} AS "customer", u."subject", u."detail"
      FROM (${union}) u JOIN ${merchants} ON ${merchants.id} = u.merchant_id
      WHERE ${anyOf(sql`u.kind_id`, ctx.filters.values.kind) ?? sql`true`}`;
  },
  chartRows: (_ctx, rows) => sql`SELECT r."kind" AS "kind", 1 AS "alerts" FROM ${rows} r`,
};
