import { EXPORT_QUEUES } from '../../../jobs/export-quota';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../jobs/job-queue';
import { notifyReportFailed, notifyReportGenerated } from '../../notifications/notify';
import { exportLines } from './export-csv';
import type { ExportRequest } from './export-request';

/** pg-boss queue of transaction exports too large to answer at once. */
export const EXPORT_QUEUE = EXPORT_QUEUES.transactions;

/** A queued export: who asked (the file and its notification are theirs only) and what they asked for. */
export interface ExportJob {
  userId: string;
  /** The asker's tenant: its quota counts the job (export-quota.ts). */
  tenantId?: string | null;
  request: ExportRequest;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Runs one queued export: the same lines as the direct answer, stored piece by piece as the user's generated
 * report, then the ReportGenerated notification whose download button fetches it.
 */
export async function runExportJob(db: Db, { userId, request }: ExportJob): Promise<string> {
  let rows = 0;
  return notifyReportGenerated(db, userId, {
    fileName: request.fileName,
    contentType: CSV_CONTENT_TYPE,
    content: exportLines(db, request, () => { rows += 1; }),
    text: () => ({ key: 'transactions.exportReady', params: { rows: String(rows), fileName: request.fileName } }),
  });
}

/** Tells the user whose export failed its last attempt, so that nobody waits for a file that will not come. */
export async function notifyExportFailed(db: Db, { userId, request }: ExportJob): Promise<void> {
  await notifyReportFailed(db, userId, { key: 'transactions.exportFailed', params: { fileName: request.fileName } });
}

/** Starts this process's export worker. */
export const startExportWorker = (jobs: JobQueue, db: Db): Promise<void> =>
  jobs.work<ExportJob>(EXPORT_QUEUE, async (job) => { await runExportJob(db, job); }, { onGaveUp: (job) => notifyExportFailed(db, job) });
