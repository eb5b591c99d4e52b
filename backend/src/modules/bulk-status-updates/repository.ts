import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bulkStatusUpdateItems, bulkStatusUpdates, transactions } from '../../db/schema';
import type { BulkItemOutcome, BulkUpdateDetail, BulkUpdateItem, BulkUpdateStatus, BulkUpdateSummary, StatusChangeActionType } from '@portal/contracts';
import { pagedQuery } from '../../lib/paged-query';

type UpdateRow = typeof bulkStatusUpdates.$inferSelect;

export const summaryOf = (r: UpdateRow): BulkUpdateSummary => ({
  id: r.id, requestedBy: r.requestedBy, requestedByName: r.requestedByName, targetStatus: r.targetStatus as StatusChangeActionType,
  reason: r.reason, mode: r.mode, status: r.status as BulkUpdateStatus, total: r.total, succeeded: r.succeeded, refused: r.refused,
  createdAt: r.createdAt.toISOString(), finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
});

export async function findUpdate(db: Queryable, id: string): Promise<UpdateRow | undefined> {
  const [row] = await db.select().from(bulkStatusUpdates).where(eq(bulkStatusUpdates.id, id));
  return row;
}

export async function itemsOf(db: Queryable, updateId: string): Promise<BulkUpdateItem[]> {
  const rows = await db.select({ item: bulkStatusUpdateItems, externalId: transactions.externalId }).from(bulkStatusUpdateItems)
    .leftJoin(transactions, eq(transactions.id, bulkStatusUpdateItems.transactionId))
    .where(eq(bulkStatusUpdateItems.updateId, updateId)).orderBy(asc(bulkStatusUpdateItems.line));
  return rows.map(({ item, externalId }) => ({
    line: item.line, reference: item.reference, transactionId: item.transactionId, externalId: externalId ?? null,
    outcome: item.outcome as BulkItemOutcome, message: item.message, statusBefore: item.statusBefore, statusAfter: item.statusAfter,
  }));
}

export async function updateDetail(db: Queryable, row: UpdateRow): Promise<BulkUpdateDetail> {
  return { ...summaryOf(row), items: await itemsOf(db, row.id) };
}

/** The history of one mode, newest first (every platform user's requests: the platform's audit of bulk changes). */
export async function updatePage(db: Db, mode: 'Test' | 'Live', page: { pageIndex: number; pageSize: number }) {
  const result = await pagedQuery({
    db, select: db.select().from(bulkStatusUpdates).$dynamic(), countFrom: bulkStatusUpdates, where: eq(bulkStatusUpdates.mode, mode),
    order: [{ column: bulkStatusUpdates.createdAt, direction: 'desc' }, { column: bulkStatusUpdates.id, direction: 'desc' }],
    page, count: { exact: true },
  });
  return { count: result.count, data: result.rows.map(summaryOf) };
}

/** Counts the items' outcomes into the request (after each id, so the history shows progress). */
export async function recount(db: Queryable, updateId: string): Promise<void> {
  await db.execute(sql`UPDATE bulk_status_updates u SET
    succeeded = (SELECT count(*) FROM bulk_status_update_items i WHERE i.update_id = u.id AND i.outcome = 'Updated'),
    refused = (SELECT count(*) FROM bulk_status_update_items i WHERE i.update_id = u.id AND i.outcome NOT IN ('Updated', 'Pending'))
    WHERE u.id = ${updateId}`);
}
