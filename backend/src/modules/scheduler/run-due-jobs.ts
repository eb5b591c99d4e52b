import { and, eq, lte, not } from 'drizzle-orm';
import type { JobRunTrigger } from '@portal/contracts';
import type { Db } from '../../db/client';
import { jobRuns, scheduledJobs } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { newId } from '../../lib/ids';
import { nextRunAfter } from './cron';
import type { ScheduledJobRow } from './job-catalogue';

/** pg-boss queue of the runs the tick (or "Run now") recorded; its worker runs them. */
export const JOB_RUN_QUEUE = 'scheduled-job-run';
/** The tick's queue, on pg-boss's cron every minute. */
export const SCHEDULER_TICK_QUEUE = 'scheduler-tick';
export const SCHEDULER_TICK_CRON = '* * * * *';
/**
 * A due time further behind than this was missed (the service was down): the tick runs every minute, so a run
 * found later than two ticks after its time did not run on time.
 */
export const MISSED_AFTER_MS = 2 * 60_000;

export interface JobRunMessage {
  runId: string;
}

/** Records a run of a job as Queued and queues it for the worker. */
export async function queueRun(db: Db, jobs: JobQueue, job: ScheduledJobRow, trigger: JobRunTrigger, now: Date): Promise<string> {
  const id = newId();
  await db.insert(jobRuns).values({ id, jobId: job.id, jobName: job.name, jobType: job.jobType, tenantId: job.tenantId, trigger, outcome: 'Queued', queuedAt: now });
  await jobs.send<JobRunMessage>(JOB_RUN_QUEUE, { runId: id });
  return id;
}

export interface TickResult {
  queued: string[];
  skipped: string[];
}

/**
 * The minute tick (ADR 0103): every unpaused job whose next run is due at `now` gets one run and its next run
 * after `now`. A job whose due time was missed (the service was down, see MISSED_AFTER_MS) follows its policy:
 * `skip` records one Skipped run, `runOnce` queues one catch-up run; either way only one, however many times
 * were missed. Each job is claimed by moving its next run (compare-and-set), so a tick run twice queues once.
 */
export async function runDueJobs(db: Db, jobs: JobQueue, now: Date): Promise<TickResult> {
  const due = await db.select().from(scheduledJobs).where(and(not(scheduledJobs.paused), lte(scheduledJobs.nextRunAt, now)));
  const result: TickResult = { queued: [], skipped: [] };
  for (const job of due) {
    const dueAt = job.nextRunAt!;
    const missed = now.getTime() - dueAt.getTime() > MISSED_AFTER_MS;
    const skip = missed && job.missedRunPolicy === 'skip';
    const [claimed] = await db.update(scheduledJobs)
      .set({ nextRunAt: nextRunAfter(job.cron, now), lastRunAt: now, lastOutcome: skip ? 'Skipped' : 'Queued' })
      .where(and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.nextRunAt, dueAt)))
      .returning({ id: scheduledJobs.id });
    if (!claimed) continue;
    if (skip) {
      await db.insert(jobRuns).values({
        id: newId(), jobId: job.id, jobName: job.name, jobType: job.jobType, tenantId: job.tenantId, trigger: 'schedule', outcome: 'Skipped',
        queuedAt: now, startedAt: null, endedAt: now, durationMs: 0,
        logLines: [{ at: now.toISOString(), level: 'warn', text: `Missed the run due at ${dueAt.toISOString()} while the service was down: skipped (the job's policy)` }],
      });
      result.skipped.push(job.id);
    } else {
      await queueRun(db, jobs, job, missed ? 'catch-up' : 'schedule', now);
      result.queued.push(job.id);
    }
  }
  return result;
}
