/**
 * The delivery worker (ADR 0100): claims due messages of enabled endpoints with a lease (FOR UPDATE SKIP LOCKED, so
 * every backend instance may run one and none sends a message another holds), delivers them, and sleeps until woken
 * by a commit that queued messages or until its next poll. A process killed mid-delivery leaves leases that expire:
 * those messages are claimed again (at-least-once; receivers dedupe by `webhook-id`).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { webhookEndpoints, webhookMessages } from '../../db/schema';
import { attemptClaimed, messagesWithEndpoints, type DeliveryDeps } from './deliver';
import { onWebhookQueued } from './outbox';

/** A claimed message is another instance's again after this long (well above one attempt's 10 s); WEBHOOK_LEASE_MS. */
export const DEFAULT_LEASE_MS = 60_000;
const POLL_MS = 1_000;
/** Messages delivered side by side (one slow receiver does not hold the others). */
const CONCURRENCY = 32;

/** Claims up to `limit` due messages: their ids, oldest due first. */
export async function claimDue(deps: Pick<DeliveryDeps, 'db' | 'now' | 'leaseMs'>, limit: number): Promise<string[]> {
  const now = deps.now();
  const until = new Date(now.getTime() + (deps.leaseMs ?? DEFAULT_LEASE_MS));
  const m = webhookMessages;
  const rows = await deps.db.execute<{ id: string }>(sql`
    UPDATE ${m} SET locked_until = ${until.toISOString()}::timestamptz
    WHERE ${m.id} IN (
      SELECT wm.id FROM ${m} wm JOIN ${webhookEndpoints} e ON e.id = wm.endpoint_id
      WHERE wm.status = 'Pending' AND e.enabled AND wm.next_attempt_at <= ${now.toISOString()}::timestamptz
        AND (wm.locked_until IS NULL OR wm.locked_until < ${now.toISOString()}::timestamptz)
      ORDER BY wm.next_attempt_at LIMIT ${limit} FOR UPDATE OF wm SKIP LOCKED)
    RETURNING ${m.id}`);
  return rows.rows.map((r) => r.id);
}

/** After a claim found nothing, the next look waits this long (a finished delivery frees a slot, not new work). */
const EMPTY_CLAIM_PAUSE_MS = 50;
/** A claim is made once this many slots are free (or nothing is in flight): claims in batches, not one per delivery. */
const CLAIM_BATCH = CONCURRENCY / 4;

/**
 * Delivers every message due now, up to CONCURRENCY at once: slots freed by deliveries are filled by the next claim
 * (a batch: one claim and one read of the messages with their endpoints), so one slow receiver does not hold the
 * others (the tests' and the bench's step; the running worker loops over it). Answers how many attempts it made.
 */
export async function deliverDue(deps: DeliveryDeps, log?: FastifyBaseLogger): Promise<number> {
  let total = 0;
  let emptyAt = -Infinity;
  const inFlight = new Set<Promise<void>>();
  for (;;) {
    const free = CONCURRENCY - inFlight.size;
    if ((free >= CLAIM_BATCH || !inFlight.size) && performance.now() - emptyAt >= EMPTY_CLAIM_PAUSE_MS) {
      const ids = await claimDue(deps, free);
      if (!ids.length) emptyAt = performance.now();
      for (const row of await messagesWithEndpoints(deps.db, ids)) {
        const id = row.message.id;
        const running: Promise<void> = attemptClaimed(deps, row)
          .then(() => undefined, (err: unknown) => { log?.error({ err, messageId: id }, 'webhook delivery failed'); })
          .finally(() => { inFlight.delete(running); });
        inFlight.add(running);
      }
      total += ids.length;
      if (ids.length) continue;
    }
    if (!inFlight.size) return total;
    await Promise.race(inFlight);
  }
}

export interface WebhookWorker {
  stop(): Promise<void>;
}

export function startWebhookWorker(deps: DeliveryDeps, log: FastifyBaseLogger): WebhookWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = (): void => {
    if (stopped) return;
    if (running) { again = true; return; }
    clearTimeout(timer);
    running = deliverDue(deps, log).then(() => undefined, (err: unknown) => log.error({ err }, 'webhook worker failed')).finally(() => {
      running = null;
      if (again) { again = false; run(); } else if (!stopped) timer = setTimeout(run, POLL_MS);
    });
  };
  const unsubscribe = onWebhookQueued(run);
  timer = setTimeout(run, 0);
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
