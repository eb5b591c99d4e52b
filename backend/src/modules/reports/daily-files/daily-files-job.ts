import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dailyReportFiles } from '../../../db/schema';
import type { JobQueue } from '../../../jobs/job-queue';
import { pruneDailyReportFiles, writeDailyReportFiles, yesterdayOf } from './write-daily-files';

export const DAILY_FILES_QUEUE = 'daily-report-files';
/** Every day at 00:15 UTC: yesterday's files, once its last transactions are in. */
export const DAILY_FILES_CRON = '15 0 * * *';

interface DailyFilesJob {
  /** The day to write (YYYY-MM-DD); absent (the cron's job): yesterday. */
  day?: string;
}

/**
 * The daily files' worker and schedule (pg-boss, ADR 0045's queue library); each run also deletes the files past
 * their retention. On start, a missing file for
 * yesterday (the backend was down at 00:15) is written by a job queued at once.
 */
export async function startDailyFilesWorker(jobs: JobQueue, db: Db, now: () => Date = () => new Date()): Promise<void> {
  await jobs.work<DailyFilesJob>(DAILY_FILES_QUEUE, async ({ day }) => {
    await writeDailyReportFiles(db, day ?? yesterdayOf(now()), now());
    await pruneDailyReportFiles(db, now().toISOString().slice(0, 10));
  });
  await jobs.schedule(DAILY_FILES_QUEUE, DAILY_FILES_CRON);
  const yesterday = yesterdayOf(now());
  const [written] = await db.select({ id: dailyReportFiles.id }).from(dailyReportFiles).where(eq(dailyReportFiles.day, yesterday)).limit(1);
  if (!written) await jobs.send<DailyFilesJob>(DAILY_FILES_QUEUE, { day: yesterday });
}
