import { and, eq, isNull, lt } from 'drizzle-orm';
import { DEFAULT_TRANSACTION_COLUMNS, SCHEDULER_LIMITS, type JobType, type MissedRunPolicy, type ReportPeriod, type SystemJobType } from '@portal/contracts';
import type { MailOutbox } from '../mail/outbox';
import type { Db } from '../../db/client';
import { jobRuns, users, type scheduledJobs } from '../../db/schema';
import { checkExportQuota } from '../../jobs/export-quota';
import type { JobQueue } from '../../jobs/job-queue';
import { DAILY_FILES_CRON } from '../reports/daily-files/daily-files-job';
import { pruneDailyReportFiles, writeDailyReportFiles, yesterdayOf } from '../reports/daily-files/write-daily-files';
import { RATIO_WATCH_CRON, watchDeclinePendingRatios } from '../settings/alert-thresholds/ratio-watch';
import { exportFileName, zonedFields, zoneOffsetAt } from '../transactions/export/export-format';
import { runExportJob } from '../transactions/export/export-job';
import { notifyExpiredDocuments } from '../boarding/document-expiry';
import { remindDueTasks } from '../crm-activity/task-reminders';
import { purgeIdleCounters } from '../identity/sign-in-lockout';
import { keepTransactionPartitions } from '../transactions/partitions/month-partitions';
import { applyTransactionRetention } from '../transactions/partitions/retention';
import { blacklistExpirySweep, reportFileByEmail, webhookReplay } from './tenant-jobs';

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

/** Where a running job writes what it did: its lines are stored on the run (the process logs' drawer). */
export interface RunLog {
  info(text: string): void;
  warn(text: string): void;
  /** A file the run wrote (a generated report's id). */
  outputFile(id: string): void;
}

export interface JobContext {
  db: Db;
  jobs: JobQueue;
  job: ScheduledJobRow;
  /** The run's clock (tests pass a fixed one). */
  now: Date;
  log: RunLog;
  /** Where a job sends e-mail (the server's outbox: SMTP or the development mailbox) and the portal's address for links. */
  mail?: MailOutbox;
  publicOrigin?: string;
}

/** Runs one job of its type; a throw records the run as Failed with the error. */
export type ScheduledJobHandler = (context: JobContext) => Promise<void>;

/** The platform's jobs as they are created on the first start (platform staff may change cron and policy later). */
export const SYSTEM_JOBS: Record<SystemJobType, { cron: string; missedRunPolicy: MissedRunPolicy }> = {
  // A day missed while the service was down is written at start: its catch-up run (as before, ADR 0057).
  DailyReportFiles: { cron: DAILY_FILES_CRON, missedRunPolicy: 'runOnce' },
  // Each run looks two days back: a missed run's windows are seen by the next one.
  DeclinePendingRatioWatch: { cron: RATIO_WATCH_CRON, missedRunPolicy: 'skip' },
  JobRunsPurge: { cron: '30 3 * * *', missedRunPolicy: 'runOnce' },
  // Daily: a document expires on a day; a missed day is caught up by the next run (it looks at every accepted copy).
  BoardingDocumentExpiry: { cron: '0 6 * * *', missedRunPolicy: 'runOnce' },
  // Counters of windows an hour long at most: a missed night changes nothing the next one does not do.
  RequestCountersPurge: { cron: '45 3 * * *', missedRunPolicy: 'skip' },
  // Hourly (ADR 0146): 08:00 comes at another hour in each assignee's zone; a missed run is caught up by the next.
  CrmTaskReminders: { cron: '5 * * * *', missedRunPolicy: 'skip' },
  // Daily, three months ahead (ADR 0117): a missed day is caught up at start, a month is never reached without its partition.
  TransactionPartitions: { cron: '15 2 * * *', missedRunPolicy: 'runOnce' },
  // Daily at a quiet hour (ADR 0117): a month past retention goes within a day of its end; a missed night waits for the next.
  TransactionRetention: { cron: '30 2 * * *', missedRunPolicy: 'skip' },
};

const DAY_MS = 86_400_000;

/** Deletes the runs older than SCHEDULER_LIMITS.runsKeptDays before `now`; answers how many. */
export async function purgeJobRuns(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SCHEDULER_LIMITS.runsKeptDays * DAY_MS);
  const deleted = await db.delete(jobRuns).where(lt(jobRuns.queuedAt, before)).returning({ id: jobRuns.id });
  return deleted.length;
}

/** Yesterday on a zone's clock, as the UTC instants [its midnight, today's midnight). */
export function yesterdayIn(now: Date, timeZone: string): { from: Date; to: Date } {
  return periodIn(now, timeZone, 'yesterday');
}

/**
 * A report period on a zone's clock as UTC instants [from, to): yesterday, the 7 days up to yesterday, or the
 * previous calendar month (each day starting at that zone's midnight).
 */
export function periodIn(now: Date, timeZone: string, period: ReportPeriod): { from: Date; to: Date } {
  const f = zonedFields(now, timeZone);
  const midnight = (y: number, m: number, d: number) => {
    const wall = Date.UTC(y, m - 1, d);
    // The offset at the wall time read as UTC, corrected once more for a summer-time change between them.
    const guess = wall + zoneOffsetAt(new Date(wall), timeZone) * 60_000;
    return new Date(wall + zoneOffsetAt(new Date(guess), timeZone) * 60_000);
  };
  const [y, m, d] = [Number(f.year), Number(f.month), Number(f.day)];
  if (period === 'lastMonth') return { from: midnight(y, m - 1, 1), to: midnight(y, m, 1) };
  return { from: midnight(y, m, d - (period === 'lastWeek' ? 7 : 1)), to: midnight(y, m, d) };
}

/**
 * Transactions export: yesterday's Live transactions of the tenant (or of the chosen merchants) on the owner's
 * clock, through the background export's own code (the same file, the same ReportGenerated notification to the
 * owner) and its quota: an owner with the most exports in flight gets none more (the run fails with the reason).
 */
/** A custom job's owner, an active user of its tenant (a run without one fails saying so). */
export async function jobOwnerOf(db: Db, job: ScheduledJobRow): Promise<{ id: string; timeZone: string; email: string; tenantId: string }> {
  if (!job.tenantId || !job.ownerUserId) throw new Error('The job has no owner to send the file to');
  const [owner] = await db.select({ id: users.id, timeZone: users.timeZone, email: users.email }).from(users)
    .where(and(eq(users.id, job.ownerUserId), eq(users.tenantId, job.tenantId), eq(users.isActive, true), isNull(users.deletedAt)));
  if (!owner) throw new Error("The job's owner is no longer an active user of the tenant");
  return { ...owner, tenantId: job.tenantId };
}

const transactionsExport: ScheduledJobHandler = async ({ db, jobs, job, now, log }) => {
  const owner = await jobOwnerOf(db, job);
  if (!job.tenantId) return;
  await checkExportQuota(jobs, { userId: owner.id, tenantId: job.tenantId });
  const { from, to } = yesterdayIn(now, owner.timeZone);
  const merchantIds = job.parameters.merchantIds ?? [];
  log.info(`Exporting the Live transactions from ${from.toISOString()} to ${to.toISOString()} (${owner.timeZone}) of ${merchantIds.length ? `${merchantIds.length} merchant(s)` : 'every merchant'}`);
  const fileId = await runExportJob(db, {
    userId: owner.id,
    request: {
      kind: 'tenant', scope: { kind: 'tenant', tenantId: job.tenantId }, mode: 'Live',
      query: { from: from.toISOString(), to: to.toISOString(), ...(merchantIds.length ? { Customer: merchantIds } : {}) },
      columns: [...DEFAULT_TRANSACTION_COLUMNS.tenant],
      timeZone: owner.timeZone, fileName: exportFileName('tenant', now, owner.timeZone),
    },
  });
  log.outputFile(fileId);
  log.info('The file was sent to the owner as a notification');
};

export const JOB_HANDLERS: Record<JobType, ScheduledJobHandler> = {
  DailyReportFiles: async ({ db, now, log }) => {
    const day = yesterdayOf(now);
    await writeDailyReportFiles(db, day, now);
    log.info(`Wrote the report files of ${day}`);
    await pruneDailyReportFiles(db, now.toISOString().slice(0, 10));
    log.info('Deleted the files past their retention');
  },
  DeclinePendingRatioWatch: async ({ db, now, log }) => {
    const raised = await watchDeclinePendingRatios(db, now);
    log.info(`Raised ${raised} alert(s)`);
  },
  JobRunsPurge: async ({ db, now, log }) => {
    const deleted = await purgeJobRuns(db, now);
    log.info(`Deleted ${deleted} run(s) older than ${SCHEDULER_LIMITS.runsKeptDays} days`);
  },
  BoardingDocumentExpiry: async ({ db, now, log }) => {
    const told = await notifyExpiredDocuments(db, now);
    log.info(`Told ${told} merchant document(s) expired`);
  },
  RequestCountersPurge: async ({ db, now, log }) => {
    const deleted = await purgeIdleCounters(db, now);
    log.info(`Deleted ${deleted} counter(s) idle for a day`);
  },
  TransactionPartitions: async ({ db, now, log }) => {
    const upkeep = await keepTransactionPartitions(db, now);
    log.info(`Created ${upkeep.createdAhead.length} month partition(s) ahead${upkeep.createdAhead.length ? ` (${upkeep.createdAhead.join(', ')})` : ''}; ${upkeep.splitFromDefault} from the default partition`);
    const orphans = Object.entries(upkeep.orphans);
    if (orphans.length) log.warn(`Rows naming a transaction that does not exist: ${orphans.map(([at, n]) => `${at} ${n}`).join(', ')}`);
    else log.info('Every row naming a transaction names one that exists');
  },
  TransactionRetention: async ({ db, now, log }) => {
    const { archived, droppedPartitions } = await applyTransactionRetention(db, now);
    for (const a of archived) {
      // The file is the tenant's (its files, fs/file/{id}), not a generated report: named here, not an output file.
      log.info(`Archived ${a.rows} transaction(s) of ${a.month.slice(0, 7)} of tenant ${a.tenantId} to file ${a.fileId}`);
    }
    log.info(`Archived ${archived.length} tenant month(s); dropped ${droppedPartitions.length} partition(s)${droppedPartitions.length ? ` (${droppedPartitions.join(', ')})` : ''}`);
  },
  CrmTaskReminders: async ({ db, now, log }) => {
    const told = await remindDueTasks(db, now);
    log.info(`Reminded ${told} task assignee(s)`);
  },
  TransactionsExport: transactionsExport,
  BlacklistExpirySweep: blacklistExpirySweep,
  WebhookReplay: webhookReplay,
  ReportFileByEmail: reportFileByEmail,
};
