import { and, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { merchants, transactionEvents, transactions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { scopeWhere, type Scope } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import { pagedQuery } from '../../lib/paged-query';
import type { ApprovalKind, ApprovalRequest, ResourcePage } from '@portal/contracts';
import { balanceOf } from '../transactions/balance';

/**
 * The tenant's approval queue (ADR 0071): its four-eyes requests waiting for a second tenant user (refunds,
 * "changes to refunded" and payouts WaitingForApproval), in a mode, oldest request first. A merchant's own payments
 * are not here (the merchant's users decide them, ADR 0051). Who asked, why and when come from the request's
 * `<type>.waiting_for_approval` event (ADR 0046); what the payment has left to refund from its balance now.
 */

const parent = alias(transactions, 'parent');
const WAITING_EVENT = '%.waiting_for_approval';

/** When the request started waiting: its waiting event's time (a payout waits after it was created), else its creation. */
const requestedAt = sql<Date>`coalesce((SELECT max(e.created_at) FROM ${transactionEvents} e WHERE e.transaction_id = ${transactions.id} AND e.transaction_created_at = ${transactions.createdAt} AND e.type LIKE ${WAITING_EVENT}), ${transactions.createdAt})`;
/** A "change to refunded": the refund's waiting event says it was made outside the gateway. */
const outsideGateway = sql`EXISTS (SELECT 1 FROM ${transactionEvents} e WHERE e.transaction_id = ${transactions.id} AND e.transaction_created_at = ${transactions.createdAt} AND e.type = 'refund.waiting_for_approval' AND e.payload->>'outsideGateway' = 'true')`;
const merchantPayment = sql`EXISTS (SELECT 1 FROM merchant_payments mp WHERE mp.transaction_id = ${transactions.id})`;

const KIND_WHERE: Record<ApprovalKind, SQL> = {
  Refund: sql`${transactions.type} = 'Refund' AND NOT ${outsideGateway}`,
  ChangeToRefunded: sql`${transactions.type} = 'Refund' AND ${outsideGateway}`,
  Payout: sql`${transactions.type} = 'Payout'`,
};

export interface QueueQuery {
  kind?: ApprovalKind;
  mode?: 'Test' | 'Live';
  sortField?: 'requestedAt' | 'amount';
  sortDirection?: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

function queueWhere(scope: Scope, mode: 'Test' | 'Live' | undefined, extra?: SQL): SQL | undefined {
  return and(
    scopeWhere(scope, transactions), mode ? eq(transactions.mode, mode) : undefined, eq(transactions.status, 'WaitingForApproval'),
    inArray(transactions.type, ['Refund', 'Payout']), sql`NOT ${merchantPayment}`, extra,
  );
}

const selectQueue = (db: Db) => db.select({ t: transactions, merchantName: merchants.legalBusinessName, requestedAt, parent })
  .from(transactions).innerJoin(merchants, eq(merchants.id, transactions.merchantId))
  // The parent by the whole key: one month's primary key (ADR 0117 "Session 30").
  .leftJoin(parent, and(eq(parent.id, transactions.parentId), eq(parent.createdAt, transactions.parentCreatedAt))).$dynamic();

type QueueRow = { t: typeof transactions.$inferSelect; merchantName: string; requestedAt: Date | string; parent: typeof transactions.$inferSelect | null };

/** The waiting events of the rows (the newest per transaction): who asked and why. */
async function waitingEvents(db: Db, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const events = await db.select({ transactionId: transactionEvents.transactionId, payload: transactionEvents.payload }).from(transactionEvents)
    .where(and(inArray(transactionEvents.transactionId, ids), like(transactionEvents.type, WAITING_EVENT))).orderBy(desc(transactionEvents.createdAt));
  const byId = new Map<string, Record<string, unknown>>();
  for (const e of events) if (!byId.has(e.transactionId)) byId.set(e.transactionId, e.payload);
  return byId;
}

async function toRequests(db: Db, rows: QueueRow[]): Promise<ApprovalRequest[]> {
  const events = await waitingEvents(db, rows.map((r) => r.t.id));
  return Promise.all(rows.map(async ({ t, merchantName, requestedAt: at, parent: p }): Promise<ApprovalRequest> => {
    const event = events.get(t.id);
    const user = (event?.initiatedBy ?? event?.user) as { id?: string; name?: string } | undefined;
    const kind: ApprovalKind = t.type === 'Payout' ? 'Payout' : event?.outsideGateway === true ? 'ChangeToRefunded' : 'Refund';
    return {
      id: t.id, externalId: t.externalId, kind, amount: t.amount, currency: t.currency, mode: t.mode, merchantId: t.merchantId, merchantName,
      websiteId: t.websiteId, requestedBy: user?.id ? { id: user.id, name: user.name ?? '' } : null,
      reason: typeof event?.reason === 'string' && event.reason.trim() ? event.reason : null,
      requestedAt: new Date(at).toISOString(), parentId: p?.id ?? null, parentExternalId: p?.externalId ?? null, parentAmount: p?.amount ?? null,
      parentRefundable: p ? (await balanceOf(db, p)).refundable : null,
    };
  }));
}

/** One page of the queue. */
export async function approvalQueue(db: Db, scope: Scope, q: QueueQuery): Promise<ResourcePage<ApprovalRequest>> {
  const direction = q.sortField ? q.sortDirection ?? 'asc' : 'asc';
  const column = q.sortField === 'amount' ? transactions.amount : requestedAt;
  const page = await pagedQuery({
    db, select: selectQueue(db), countFrom: transactions, where: queueWhere(scope, q.mode, q.kind ? KIND_WHERE[q.kind] : undefined),
    order: [{ column, direction }, { column: transactions.id, direction }],
    page: { pageIndex: q.pageIndex, pageSize: q.pageSize }, count: { exact: true },
  });
  return { data: await toRequests(db, page.rows as QueueRow[]), count: page.count, countIsCapped: page.countIsCapped, nextCursor: null };
}

export const NOT_WAITING = 'This request is not waiting for approval';

/** One waiting request (a notification's link): 404 when it is another tenant's, decided already, or not in the queue. */
export async function approvalRequest(db: Db, scope: Scope, id: string): Promise<ApprovalRequest> {
  if (!isUuid(id)) throw notFound(NOT_WAITING);
  const rows = await selectQueue(db).where(queueWhere(scope, undefined, eq(transactions.id, id))).limit(1);
  if (rows.length === 0) throw notFound(NOT_WAITING);
  const [request] = await toRequests(db, rows as QueueRow[]);
  return request!;
}
