import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { activeConnection, afterCommit } from '../db/transaction-scope';

/** How a job of this process ended (tests and the bench await it instead of polling). */
export type JobOutcome = { ok: true } | { ok: false; error: string };

export type JobHandler<T> = (data: T, jobId: string) => Promise<void>;

export interface WorkOptions<T> {
  /**
   * Called once when a job has failed its last attempt (no retry left), with the last error: the place to tell
   * the user who is waiting for it. Its own failure is logged, never thrown.
   */
  onGaveUp?(data: T, error: string): Promise<void>;
}

/**
 * Background jobs on pg-boss 10 over the app's own database (ADR 0045): jobs survive a restart and any
 * instance of the backend may run them. pg-boss runs its SQL through the app's pool (its `db` option), so
 * PGlite's single connection serves both and PostgreSQL needs no second pool.
 */
export interface JobQueue {
  /** Queues a job and wakes this process's worker at once (other instances find it on their next poll). */
  send<T extends object>(queue: string, data: T): Promise<string>;
  /** Runs `handler` for the queue's jobs, one at a time per process. */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: WorkOptions<T>): Promise<void>;
  /**
   * Resolves when this process has finished the job: done, or failed with no retry left (its outcome is kept for
   * the last OUTCOMES_KEPT jobs). A failed attempt that will be retried does not settle it.
   */
  settled(jobId: string): Promise<JobOutcome>;
  /** Jobs of these queues queued or running for one user (`data.userId`) or one tenant (`data.tenantId`), in every instance. */
  inFlightFor(queues: readonly string[], owner: { userId: string } | { tenantId: string }): Promise<number>;
  /** Queues a job on the queue at every time of a cron expression (UTC), in whichever instance holds pg-boss's lock. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Removes a queue's cron schedule (one the code no longer keeps); nothing when it has none. */
  unschedule(queue: string): Promise<void>;
  stop(): Promise<void>;
}

/** A worker looks for jobs queued by other instances this often; its own are started at once. */
const POLL_SECONDS = 2;
/** A job that runs longer is failed (and retried): a 1 M-row export takes well under this. */
const EXPIRE_SECONDS = 30 * 60;
/** Outcomes kept for `settled` calls that come after the job ended. */
const OUTCOMES_KEPT = 100;
/** How long `stop` lets a running job finish before pg-boss fails it (it is then retried at the next start). */
const STOP_GRACE_MS = 10_000;

/** PostgreSQL's deadlock_detected: two replicas that start together create the same queues at once. */
const DEADLOCK = '40P01';

/**
 * Runs `create` again after a deadlock, a few times with a random pause: PostgreSQL aborts one of two replicas'
 * simultaneous `pgboss.create_queue` calls (found starting two replicas behind nginx at once); the survivor's
 * queue is there when the other tries again.
 */
export async function retriedOnDeadlock<T>(create: () => Promise<T>, attempts = 5, pause = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= attempts) throw error;
      await pause(50 + Math.random() * 200 * attempt);
    }
  }
}

export async function startJobQueue(database: Database, log: FastifyBaseLogger): Promise<JobQueue> {
  const { pool } = database;
  const boss = new PgBoss({
    // Inside a mutating call the job is queued in the call's transaction: queued only if the call commits (ADR 0081).
    db: { executeSql: (text: string, values?: unknown[]) => (activeConnection() ?? pool).query(text, values) },
    // Maintenance (expiry, archive) and cron schedules (the daily report files, ADR 0057) run in whichever instance
    // holds pg-boss's advisory lock.
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const workers = new Map<string, string>();
  const outcomes = new Map<string, JobOutcome>();
  const waiters = new Map<string, Array<(outcome: JobOutcome) => void>>();

  const settle = (jobId: string, outcome: JobOutcome) => {
    outcomes.set(jobId, outcome);
    if (outcomes.size > OUTCOMES_KEPT) outcomes.delete(outcomes.keys().next().value!);
    for (const resolve of waiters.get(jobId) ?? []) resolve(outcome);
    waiters.delete(jobId);
  };

  return {
    async send(queue, data) {
      const id = await boss.send(queue, data, { retryLimit: 1, expireInSeconds: EXPIRE_SECONDS });
      if (!id) throw new Error(`job queue ${queue} refused the job`);
      const worker = workers.get(queue);
      // Woken once the job is visible to it (after the call's commit).
      if (worker) afterCommit(() => boss.notifyWorker(worker));
      return id;
    },
    async work(queue, handler, options = {}) {
      await retriedOnDeadlock(() => boss.createQueue(queue));
      const id = await boss.work<object>(queue, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data as never, job.id);
          settle(job.id, { ok: true });
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          const lastAttempt = job.retryCount >= job.retryLimit;
          log.error({ err, queue, jobId: job.id, attempt: job.retryCount + 1, lastAttempt }, 'background job failed');
          if (lastAttempt) {
            await options.onGaveUp?.(job.data as never, error).catch((notifyErr: unknown) => log.error({ err: notifyErr, queue, jobId: job.id }, 'could not report a failed job'));
            settle(job.id, { ok: false, error });
          } else {
            // The retry is due at once: wake this worker instead of waiting for its next poll.
            setTimeout(() => { const worker = workers.get(queue); if (worker) boss.notifyWorker(worker); }, 0);
          }
          throw err;
        }
      });
      workers.set(queue, id);
    },
    settled(jobId) {
      const done = outcomes.get(jobId);
      if (done) return Promise.resolve(done);
      return new Promise((resolve) => waiters.set(jobId, [...(waiters.get(jobId) ?? []), resolve]));
    },
    async inFlightFor(queues, owner) {
      const [key, value] = 'userId' in owner ? ['userId', owner.userId] : ['tenantId', owner.tenantId];
      const { rows } = await (activeConnection() ?? pool).query(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') AND data->>$2 = $3",
        [[...queues], key, value],
      );
      return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
    },
    async schedule(queue, cron) {
      await retriedOnDeadlock(() => boss.createQueue(queue));
      await boss.schedule(queue, cron, {}, { tz: 'UTC', retryLimit: 1, expireInSeconds: EXPIRE_SECONDS });
    },
    async unschedule(queue) {
      await boss.unschedule(queue);
    },
    async stop() {
      await boss.stop({ graceful: true, close: false, timeout: STOP_GRACE_MS });
    },
  };
}
