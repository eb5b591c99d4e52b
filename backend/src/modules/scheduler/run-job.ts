import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns, scheduledJobs, type JobLogLine } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { JOB_HANDLERS, type JobContext, type RunLog } from './job-catalogue';

/** Lines kept per run (a runaway job's log stays readable). */
const MAX_LOG_LINES = 500;

/**
 * Runs one recorded run (the worker of JOB_RUN_QUEUE): Running, then the job type's handler with a log that
 * keeps its lines, then Succeeded, or Failed with the error. A failure is recorded, never retried by pg-boss:
 * a retry would be another run, which the schedule or "Run now" makes. The job's last run and outcome follow.
 */
export async function executeRun(db: Db, jobs: JobQueue, runId: string, clock: () => Date, services: Pick<JobContext, 'mail' | 'publicOrigin'> = {}): Promise<void> {
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
  if (!run || run.outcome !== 'Queued') return;
  const [job] = run.jobId ? await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, run.jobId)) : [];
  const startedAt = clock();
  const lines: JobLogLine[] = [];
  const outputFileIds: string[] = [];
  const note = (level: JobLogLine['level'], text: string) => { if (lines.length < MAX_LOG_LINES) lines.push({ at: clock().toISOString(), level, text }); };
  const log: RunLog = { info: (text) => note('info', text), warn: (text) => note('warn', text), outputFile: (id) => { outputFileIds.push(id); } };
  await db.update(jobRuns).set({ outcome: 'Running', startedAt }).where(eq(jobRuns.id, runId));
  let error: string | null = null;
  try {
    if (!job) throw new Error('The job was deleted before its run started');
    await JOB_HANDLERS[job.jobType](({ db, jobs, job, now: startedAt, log, ...services }));
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    note('error', error);
  }
  const endedAt = clock();
  const outcome = error === null ? 'Succeeded' as const : 'Failed' as const;
  await db.update(jobRuns).set({
    outcome, endedAt, durationMs: endedAt.getTime() - startedAt.getTime(), logLines: lines, outputFileIds, error,
  }).where(eq(jobRuns.id, runId));
  if (job) await db.update(scheduledJobs).set({ lastRunAt: startedAt, lastOutcome: outcome }).where(eq(scheduledJobs.id, job.id));
}
