import { and, eq, isNull } from 'drizzle-orm';
import { JOB_TYPE_TEXTS, SYSTEM_JOB_TYPES } from '@portal/contracts';
import type { Db } from '../../db/client';
import { scheduledJobs } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { newId } from '../../lib/ids';
import { nextRunAfter, previousRunAtOrBefore } from './cron';
import { SYSTEM_JOBS, type JobContext } from './job-catalogue';
import { executeRun } from './run-job';
import { JOB_RUN_QUEUE, runDueJobs, SCHEDULER_TICK_CRON, SCHEDULER_TICK_QUEUE, type JobRunMessage } from './run-due-jobs';

/** The queues the daily files and the ratio watch had their own pg-boss crons on, before the scheduler ran them. */
const RETIRED_SCHEDULES = ['daily-report-files', 'decline-pending-ratio-watch'] as const;

/**
 * Creates the system jobs missing from the table. A `runOnce` job starts due at its last time before now, so a
 * first start catches up once (the daily files of yesterday, as the start-up check did before, ADR 0057).
 */
export async function ensureSystemJobs(db: Db, now: Date): Promise<void> {
  for (const jobType of SYSTEM_JOB_TYPES) {
    const [exists] = await db.select({ id: scheduledJobs.id }).from(scheduledJobs).where(and(eq(scheduledJobs.jobType, jobType), isNull(scheduledJobs.tenantId)));
    if (exists) continue;
    const { cron, missedRunPolicy } = SYSTEM_JOBS[jobType];
    const previous = previousRunAtOrBefore(cron, now);
    const nextRunAt = missedRunPolicy === 'runOnce' && previous ? previous : nextRunAfter(cron, now);
    await db.insert(scheduledJobs).values({
      id: newId(), jobType, name: JOB_TYPE_TEXTS[jobType].name, tenantId: null, cron, missedRunPolicy, nextRunAt, updatedAt: now,
    }).onConflictDoNothing();
  }
}

/**
 * The scheduler on pg-boss (ADR 0103): the system jobs exist, a tick every minute (pg-boss's cron, in whichever
 * instance holds its lock) queues the due runs, and every instance works the runs.
 */
export async function startScheduler(
  jobs: JobQueue, db: Db, now: () => Date = () => new Date(), services: () => Pick<JobContext, 'mail' | 'publicOrigin'> = () => ({}),
): Promise<void> {
  for (const queue of RETIRED_SCHEDULES) await jobs.unschedule(queue);
  await ensureSystemJobs(db, now());
  await jobs.work<JobRunMessage>(JOB_RUN_QUEUE, ({ runId }) => executeRun(db, jobs, runId, now, services()));
  await jobs.work(SCHEDULER_TICK_QUEUE, async () => { await runDueJobs(db, jobs, now()); });
  await jobs.schedule(SCHEDULER_TICK_QUEUE, SCHEDULER_TICK_CRON);
}
