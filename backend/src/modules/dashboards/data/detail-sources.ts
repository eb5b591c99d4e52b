import { sql, type SQL } from 'drizzle-orm';
import { antifraudChecks, transactionEvents, transactionRejections, transactions, webhookEndpoints } from '../../../db/schema';
import { scopeWhere } from '../../../http/scope';
import type { AlertViewModel, WebhookStatus, WidgetDataRow } from '@portal/contracts';
import { answer, anyOf, num, transactionsWhere, type DataSourceFn, type SourceContext } from './context';

/**
 * Data sources over the transaction detail tables (ADR 0044): decline reasons, webhook deliveries, alerts.
 * Those rows exist for the recent transactions the seed wrote them for and for every transaction opened
 * since, so these figures cover fewer payments than the transaction widgets (ADR 0047).
 */

type DetailTable = typeof transactionEvents | typeof antifraudChecks | typeof transactionRejections;

/** A detail table joined to its transaction. */
const withTransaction = (table: DetailTable): SQL => ('transactionCreatedAt' in table
  // The events carry their transaction's created_at (partitioned by it, ADR 0117): the join names the whole key.
  ? sql`${table} JOIN ${transactions} ON ${transactions.id} = ${table.transactionId} AND ${transactions.createdAt} = ${table.transactionCreatedAt}`
  : sql`${table} JOIN ${transactions} ON ${transactions.id} = ${table.transactionId}`);

/**
 * Detail rows (joined to their transaction, withTransaction) of the widget's scope, whose transaction has the
 * mode and filters and whose own time lies in the period.
 */
const detailWhere = (ctx: SourceContext, table: DetailTable): SQL => sql`
  ${scopeWhere(ctx.scope, { tenantId: table.tenantId, merchantId: table.merchantId }) ?? sql`true`}
  AND ${table.createdAt} >= ${ctx.range.start.toISOString()}::timestamptz AND ${table.createdAt} < ${ctx.range.end.toISOString()}::timestamptz
  AND ${transactionsWhere({ ...ctx, range: { ...ctx.range, start: new Date(0), end: new Date('9999-01-01T00:00:00Z') } })}`;

/**
 * The events of the widget's scope and period. Without a filter on the transaction's currency, type or status, each
 * event answers for itself: its mode is in its payload (written with it, as the webhook's receiver gets it) and the
 * customer filter is its merchant, so no event is joined to its transaction, a probe of one month per event
 * (ADR 0117 "Session 31": 2 769 events of a tenant's 90 days, 165-441 ms joined).
 */
function eventsOf(ctx: SourceContext): SQL {
  const e = transactionEvents;
  const { currency, transactionType, transactionStatus, customer } = ctx.filters;
  if (currency?.length || transactionType?.length || transactionStatus?.length) return sql`${withTransaction(e)} WHERE ${detailWhere(ctx, e)}`;
  // As transactionsWhere: a merchant's scope is its own rows already.
  const customers = ctx.scope.kind === 'merchant' ? undefined : anyOf(sql`${e.merchantId}::text`, customer);
  return sql`${e} WHERE ${scopeWhere(ctx.scope, { tenantId: e.tenantId, merchantId: e.merchantId }) ?? sql`true`}
    AND ${e.createdAt} >= ${ctx.range.start.toISOString()}::timestamptz AND ${e.createdAt} < ${ctx.range.end.toISOString()}::timestamptz
    AND ${e.payload}->>'mode' = ${ctx.mode}${customers ? sql` AND ${customers}` : sql``}`;
}

/** Declines per reason code (the reason recorded with the decline), most frequent first. */
export const declinesByReason: DataSourceFn = async (ctx) => {
  const { rows } = await ctx.db.execute<{ code: string; reason: string; declines: string }>(sql`
    SELECT ${transactionRejections.reasonCode} AS code, min(${transactionRejections.message}) AS reason, count(*) AS declines
    FROM ${withTransaction(transactionRejections)} WHERE ${detailWhere(ctx, transactionRejections)} AND ${transactionRejections.kind} = 'Declined'
    GROUP BY 1 ORDER BY 3 DESC, 1`);
  const data = rows.map((r) => ({ code: r.code, reason: r.reason, count: num(r.declines) }));
  return answer(data, { totalCount: data.reduce((sum, r) => sum + r.count, 0) });
};

/**
 * Webhook status (spec part 2 section 4): NotConfigured when no event of the period went to an endpoint;
 * NotDelivering when the latest delivery failed or failures outnumber deliveries; Delivering otherwise;
 * Configured when nothing was sent in the period but earlier events went to an endpoint.
 */
export function webhookStatusOf(counts: { delivered: number; failed: number; pending: number; notConfigured: number }, latest: string | undefined, configuredBefore: boolean): WebhookStatus {
  const attempts = counts.delivered + counts.failed + counts.pending;
  if (attempts === 0) return counts.notConfigured === 0 && configuredBefore ? 'Configured' : 'NotConfigured';
  if (latest === 'Failed' || counts.failed > counts.delivered) return 'NotDelivering';
  return 'Delivering';
}

/** Whether the scope's events reach an enabled endpoint now (a merchant's own or its tenant's). */
async function hasEndpointInScope(ctx: SourceContext): Promise<boolean> {
  const w = webhookEndpoints;
  const where = ctx.scope.kind === 'merchant'
    ? sql`${w.tenantId} = ${ctx.scope.tenantId} AND (${w.merchantId} IS NULL OR ${w.merchantId} = ${ctx.scope.merchantId})`
    : scopeWhere(ctx.scope, { tenantId: w.tenantId, merchantId: w.merchantId }) ?? sql`true`;
  const { rows } = await ctx.db.execute<{ one: number }>(sql`SELECT 1 AS one FROM ${w} WHERE ${w.enabled} AND ${where} LIMIT 1`);
  return rows.length > 0;
}

export const webhookStatus: DataSourceFn = async (ctx) => {
  const e = transactionEvents;
  const { rows } = await ctx.db.execute<{ status: string; events: string; last_attempt: string | null }>(sql`
    SELECT ${e.webhookStatus} AS status, count(*) AS events, max(${e.webhookLastAttemptAt}) AS last_attempt
    FROM ${eventsOf(ctx)} GROUP BY 1`);
  const count = (status: string) => num(rows.find((r) => r.status === status)?.events);
  const counts = { delivered: count('Delivered'), failed: count('Failed'), pending: count('Pending'), notConfigured: count('NotConfigured') };
  const attempted = rows.filter((r) => r.last_attempt && r.status !== 'NotConfigured')
    .sort((a, b) => new Date(b.last_attempt!).getTime() - new Date(a.last_attempt!).getTime());
  let configuredBefore = false;
  if (counts.delivered + counts.failed + counts.pending + counts.notConfigured === 0) {
    const { rows: before } = await ctx.db.execute<{ one: number }>(sql`
      SELECT 1 AS one FROM ${e} WHERE ${scopeWhere(ctx.scope, { tenantId: e.tenantId, merchantId: e.merchantId }) ?? sql`true`}
        AND ${e.webhookStatus} <> 'NotConfigured' AND ${e.createdAt} < ${ctx.range.start.toISOString()}::timestamptz LIMIT 1`);
    configuredBefore = before.length > 0;
  }
  // An enabled endpoint that had nothing to send in the period is Configured (ADR 0100: statuses from real endpoints).
  const endpointNow = counts.delivered + counts.failed + counts.pending === 0 && await hasEndpointInScope(ctx);
  const status = endpointNow ? 'Configured' : webhookStatusOf(counts, attempted[0]?.status, configuredBefore);
  const lastAttemptAt = attempted[0]?.last_attempt ? new Date(attempted[0].last_attempt).toISOString() : null;
  return answer([{ status, ...counts, lastAttemptAt }], { totalCount: counts.delivered + counts.failed + counts.pending + counts.notConfigured });
};

type AlertKind = 'antifraudBlocked' | 'antifraudReview' | 'webhookFailed' | 'waitingForApproval';
const SEVERITY: Record<AlertKind, AlertViewModel['severity']> = {
  antifraudBlocked: 'failed', antifraudReview: 'warning', webhookFailed: 'failed', waitingForApproval: 'info',
};
/** The English message (the portal shows its own text for each kind, from the row). */
const MESSAGE: Record<AlertKind, (row: { externalId: string; detail: string }) => string> = {
  antifraudBlocked: (r) => `${r.externalId} blocked by antifraud: ${r.detail}`,
  antifraudReview: (r) => `${r.externalId} needs an antifraud review: ${r.detail}`,
  webhookFailed: (r) => `The webhook of ${r.externalId} was not delivered (${r.detail})`,
  waitingForApproval: (r) => `${r.externalId} is waiting for approval: ${r.detail}`,
};
const ALERTS_SHOWN = 5;

/**
 * What needs attention in the period, newest first (at most 5; totalCount all): antifraud checks that were not
 * Passed (tenant and platform staff only: merchants never see antifraud results, ADR 0044), webhook deliveries
 * that failed (merchants: their endpoint), and transactions waiting for approval.
 */
export const alerts: DataSourceFn = async (ctx) => {
  const a = antifraudChecks;
  const e = transactionEvents;
  const staff = ctx.scope.kind !== 'merchant';
  const parts: SQL[] = [
    sql`SELECT ${transactions.id}::text AS id, 'waitingForApproval' AS kind, ${transactions.externalId}, ${transactions.type}::text, ${transactions.createdAt}
      FROM ${transactions} WHERE ${transactionsWhere(ctx)} AND ${transactions.status} = 'WaitingForApproval'`,
    staff
      ? sql`SELECT ${a.id}::text, CASE ${a.outcome} WHEN 'Blocked' THEN 'antifraudBlocked' ELSE 'antifraudReview' END, ${transactions.externalId}, ${a.rule}, ${a.createdAt}
        FROM ${withTransaction(a)} WHERE ${detailWhere(ctx, a)} AND ${a.outcome} <> 'Passed'`
      : sql`SELECT ${e.id}::text, 'webhookFailed', ${transactions.externalId}, coalesce(${e.webhookResponseCode}::text, ${e.type}), ${e.createdAt}
        FROM ${withTransaction(e)} WHERE ${detailWhere(ctx, e)} AND ${e.webhookStatus} = 'Failed'`,
  ];
  const union = sql.join(parts.map((p) => sql`(${p})`), sql` UNION ALL `);
  const { rows } = await ctx.db.execute<{ id: string; kind: AlertKind; external_id: string; detail: string; created_at: string; total: string }>(sql`
    SELECT u.*, count(*) OVER () AS total FROM (${union}) u (id, kind, external_id, detail, created_at)
    ORDER BY u.created_at DESC, u.id LIMIT ${ALERTS_SHOWN}`);
  const data: WidgetDataRow[] = rows.map((r) => ({
    id: r.id, kind: r.kind, externalId: r.external_id, detail: r.detail, createdAt: new Date(r.created_at).toISOString(),
  }));
  const alertViewModels: AlertViewModel[] = rows.map((r) => ({
    id: r.id, severity: SEVERITY[r.kind], message: MESSAGE[r.kind]({ externalId: r.external_id, detail: r.detail }),
  }));
  return { ...answer(data, { totalCount: num(rows[0]?.total) }), alertViewModels };
};
