import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulkStatusUpdateItems, bulkStatusUpdates, transactions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { StatusChangeActionType } from '@portal/contracts';
import { ActionRefused } from '../transactions/actions/refusal';
import { reload } from '../transactions/actions/lock';
import { runAction } from '../transactions/actions/service';
import { actionOf } from './resolve';
import { findUpdate, recount } from './repository';

/** pg-boss queue of platform bulk status updates (one job per request). */
export const BULK_UPDATE_QUEUE = 'transaction-bulk-status-update';

export interface BulkUpdateJob {
  updateId: string;
}

/**
 * Applies one request (ADR 0050): each Pending id in line order, in its own database transaction, through the
 * action service as `PUT {id}/StatusChange` does (row locks, the rule table on the state the row has now, events,
 * journals). A refusal is that id's outcome, never the job's; ids already decided are skipped, so a retried job
 * goes on where it stopped.
 */
export async function runBulkUpdate(db: Db, { updateId }: BulkUpdateJob, now: () => Date = () => new Date()): Promise<void> {
  const update = await findUpdate(db, updateId);
  if (!update) return;
  await db.update(bulkStatusUpdates).set({ status: 'Running' }).where(eq(bulkStatusUpdates.id, updateId));
  const pending = await db.select().from(bulkStatusUpdateItems)
    .where(and(eq(bulkStatusUpdateItems.updateId, updateId), eq(bulkStatusUpdateItems.outcome, 'Pending'))).orderBy(asc(bulkStatusUpdateItems.line));
  const action = actionOf(update.targetStatus as StatusChangeActionType);
  const actor = { id: update.requestedBy, name: update.requestedByName };
  for (const item of pending) {
    const id = item.transactionId!;
    let outcome: { outcome: string; message: string; statusBefore: string | null; statusAfter: string | null };
    try {
      outcome = await db.transaction(async (tx) => {
        const before = await reload(tx, id);
        const result = await runAction({ tx, actor, scope: { kind: 'platform', tenantIds: undefined }, headers: { mode: update.mode }, now: now() },
          action, id, action === 'decline' ? { declineReason: update.reason } : {});
        return { outcome: 'Updated', message: result.message, statusBefore: before?.status ?? null, statusAfter: result.transaction.status };
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const [current] = await db.select({ status: transactions.status }).from(transactions).where(eq(transactions.id, id));
      outcome = { outcome: error instanceof ActionRefused ? 'Refused' : 'NotFound', message: error.message, statusBefore: current?.status ?? null, statusAfter: current?.status ?? null };
    }
    await db.update(bulkStatusUpdateItems).set(outcome).where(and(eq(bulkStatusUpdateItems.updateId, updateId), eq(bulkStatusUpdateItems.line, item.line)));
    await recount(db, updateId);
  }
  await db.update(bulkStatusUpdates).set({ status: 'Completed', finishedAt: now() }).where(eq(bulkStatusUpdates.id, updateId));
}

/** Starts this process's worker; a job that fails outright (not an id's refusal) says so in the history. */
export const startBulkUpdateWorker = (jobs: JobQueue, db: Db): Promise<void> =>
  jobs.work<BulkUpdateJob>(BULK_UPDATE_QUEUE, async (job) => {
    try {
      await runBulkUpdate(db, job);
    } catch (error) {
      await db.update(bulkStatusUpdates).set({ status: 'Failed', finishedAt: new Date() }).where(eq(bulkStatusUpdates.id, job.updateId));
      throw error;
    }
  });
