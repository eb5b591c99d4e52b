import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookMessages } from '../../db/schema';
import { afterCommit } from '../../db/transaction-scope';
import { wakeWebhookWorkers } from './outbox';

/**
 * The replay path (the endpoint page's "Replay failed" and the scheduler's webhook replay job): every Failed message
 * of one endpoint created since `since` is Pending again, due now; the workers are woken after the commit. Answers
 * how many were queued. The caller has checked the endpoint is the asker's.
 */
export async function replayFailedDeliveries(db: Db, endpointId: string, since: Date, now: Date): Promise<number> {
  const rows = await db.update(webhookMessages).set({ status: 'Pending', nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(webhookMessages.endpointId, endpointId), eq(webhookMessages.status, 'Failed'), gte(webhookMessages.createdAt, since)))
    .returning({ id: webhookMessages.id });
  afterCommit(wakeWebhookWorkers);
  return rows.length;
}
