import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactionActionRequests } from '../../../db/schema';
import { refuse, StoredRefusal } from './refusal';
import type { Tx } from './types';

/**
 * Idempotent actions (ADR 0046). The browser sends a request id fresh per user action and the same on a retry.
 * The id is claimed in the action's own database transaction (primary key of transaction_action_requests), the
 * action runs, and its answer is stored with it before the commit:
 * - a repeated id from the same user with the same request gets the stored answer (status and body), and nothing
 *   is done again; a concurrent duplicate waits on the primary key until the first commits, then reads it;
 * - the same id with another request, or from another user, is refused (422 requestIdReused) and stores nothing;
 * - a refusal of the rule table (409/422) is an answer too: stored, so a retry gets the same refusal even if the
 *   state changed meanwhile; the action's writes are rolled back to a savepoint first (there are none before a
 *   refusal, the savepoint makes sure);
 * - any other error (404 outside the scope, 500) rolls everything back, the id included: a retry acts afresh.
 */

export interface ActionRequest {
  requestId: string;
  userId: string;
  action: string;
  target: string;
  /** What makes two requests the same: the headers that matter and the body. */
  request: unknown;
}

export type Answer<T> = { ok: true; status: 200; body: T } | { ok: false; status: number; body: { error: string } };

/** JSON with object keys sorted, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (r: Pick<ActionRequest, 'action' | 'target' | 'request'>): string =>
  createHash('sha256').update(stableJson({ action: r.action, target: r.target, request: r.request })).digest('hex');

/** Runs `act` at most once per request id; answers a repeated id with the stored answer. */
export async function idempotent<T>(db: Db, req: ActionRequest, act: (tx: Tx) => Promise<T>): Promise<Answer<T>> {
  const hash = requestHash(req);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(transactionActionRequests).values({
      requestId: req.requestId, userId: req.userId, action: req.action, target: req.target, requestHash: hash,
      answerStatus: 0, answerBody: {},
    }).onConflictDoNothing().returning({ requestId: transactionActionRequests.requestId });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(transactionActionRequests).where(eq(transactionActionRequests.requestId, req.requestId));
      if (!stored || stored.userId !== req.userId || stored.requestHash !== hash) refuse('requestIdReused');
      return stored.answerStatus === 200
        ? { ok: true as const, status: 200 as const, body: stored.answerBody as T }
        : { ok: false as const, status: stored.answerStatus, body: stored.answerBody as { error: string } };
    }
    let answer: Answer<T>;
    try {
      answer = { ok: true, status: 200, body: await tx.transaction((savepoint) => act(savepoint)) };
    } catch (error) {
      if (!(error instanceof StoredRefusal)) throw error;
      answer = { ok: false, status: error.statusCode, body: error.body() as { error: string } };
    }
    // The body as JSON stores it: what a retry will get back.
    await tx.update(transactionActionRequests).set({ answerStatus: answer.status, answerBody: answer.body })
      .where(eq(transactionActionRequests.requestId, req.requestId));
    return answer;
  });
}
