import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { SCHEDULED_REPORT_NAMES, type ReportPeriod, type ScheduledReportId } from '@portal/contracts';
import { blacklistEntries, webhookEndpoints } from '../../db/schema';
import { notifyReportGenerated } from '../notifications/notify';
import { reportExportLines, reportFileName, type ReportExportRequest } from '../reports/export';
import { CSV_CONTENT_TYPE } from '../transactions/export/export-job';
import { zoneOffsetAt } from '../transactions/export/export-format';
import { replayFailedDeliveries } from '../webhooks/replay';
import { jobOwnerOf, periodIn, type JobContext } from './job-catalogue';

/** The page of the runs and their files (crm/settings/scheduler/process-logs). */
export const PROCESS_LOGS_PAGE = '/crm/settings/scheduler/process-logs';

/**
 * The tenants' custom job types beside the transactions export (ADR 0114): each touches its own tenant's data only
 * (the job's tenant is the scope of every statement), logs what it did in the run's lines and names its files.
 * Function declarations: job-catalogue.ts and this file import each other.
 */

/**
 * Blacklist expiry sweep: deletes the entries whose expiry has passed, of the tenant's own lists and of its merchants'
 * (or, with merchants chosen, of theirs only beside the tenant's), and logs how many of each list type.
 */
export async function blacklistExpirySweep({ db, job, now, log }: JobContext): Promise<void> {
  if (!job.tenantId) throw new Error('A blacklist sweep belongs to a tenant');
  const chosen = job.parameters.merchantIds ?? [];
  const lists = chosen.length ? or(isNull(blacklistEntries.merchantId), inArray(blacklistEntries.merchantId, chosen)) : undefined;
  const removed = await db.delete(blacklistEntries)
    .where(and(eq(blacklistEntries.tenantId, job.tenantId), lte(blacklistEntries.expiresAt, now), lists))
    .returning({ listType: blacklistEntries.listType });
  const byType = new Map<string, number>();
  for (const r of removed) byType.set(r.listType, (byType.get(r.listType) ?? 0) + 1);
  const detail = [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, n]) => `${type} ${n}`).join(', ');
  log.info(`Removed ${removed.length} expired blacklist entr${removed.length === 1 ? 'y' : 'ies'} of ${chosen.length ? `the tenant and ${chosen.length} merchant(s)` : 'the tenant and its merchants'}${detail ? ` (${detail})` : ''}`);
}

/** Webhook replay: the failed deliveries of the tenant's endpoint since the job's date, through the endpoint page's replay path. */
export async function webhookReplay({ db, job, now, log }: JobContext): Promise<void> {
  const { endpointId, since } = job.parameters;
  if (!job.tenantId || !endpointId || !since) throw new Error('The job has no endpoint or date');
  const [endpoint] = await db.select({ id: webhookEndpoints.id, url: webhookEndpoints.url, enabled: webhookEndpoints.enabled }).from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.tenantId, job.tenantId), isNull(webhookEndpoints.merchantId)));
  if (!endpoint) throw new Error("The webhook endpoint is no longer the tenant's");
  if (!endpoint.enabled) log.warn(`The endpoint ${endpoint.url} is disabled: its deliveries wait until it is enabled`);
  const queued = await replayFailedDeliveries(db, endpoint.id, new Date(`${since}T00:00:00Z`), now);
  log.info(`Queued ${queued} failed deliver${queued === 1 ? 'y' : 'ies'} since ${since} of ${endpoint.url} again`);
}

/**
 * Report file by e-mail: the report (Live) over the period on the owner's clock, as the report page's export writes it
 * (the tenant's, or the chosen merchants'), stored as the owner's generated report (with its notification) and e-mailed
 * to the owner with a link to the process logs, where it downloads (the file never leaves the portal by e-mail).
 */
export async function reportFileByEmail({ db, job, now, log, mail, publicOrigin }: JobContext): Promise<void> {
  const { reportId, period } = job.parameters as { reportId?: ScheduledReportId; period?: ReportPeriod };
  if (!reportId || !period) throw new Error('The job has no report or period');
  if (!mail) throw new Error('No mail outbox is configured');
  const owner = await jobOwnerOf(db, job);
  const { from, to } = periodIn(now, owner.timeZone, period);
  const chosen = job.parameters.merchantIds ?? [];
  const offset = zoneOffsetAt(now, owner.timeZone);
  const request: ReportExportRequest = {
    reportId, userType: 'crm', mode: 'Live',
    scope: { kind: 'tenant', tenantId: owner.tenantId, ...(chosen.length ? { limits: { merchantIds: chosen } } : {}) },
    filters: { range: { start: from.toISOString(), end: new Date(to.getTime() - 1).toISOString() }, values: {} },
    columns: [], timezoneOffset: offset, timeZone: owner.timeZone, fileName: reportFileName(reportId, now, offset, owner.timeZone), now: now.toISOString(),
  };
  const title = SCHEDULED_REPORT_NAMES[reportId];
  log.info(`Running ${title} (Live) from ${from.toISOString()} to ${to.toISOString()} (${owner.timeZone}) of ${chosen.length ? `${chosen.length} merchant(s)` : 'every merchant'}`);
  let rows = 0;
  const fileId = await notifyReportGenerated(db, owner.id, {
    fileName: request.fileName, contentType: CSV_CONTENT_TYPE, content: reportExportLines(db, request, () => { rows += 1; }),
    text: () => ({ key: 'reports.exportReady', params: { rows: String(rows), fileName: request.fileName } }),
  });
  log.outputFile(fileId);
  // The process logs page, where the run's file downloads for its owner once signed in (a download needs the session).
  const link = `${publicOrigin ?? ''}${PROCESS_LOGS_PAGE}`;
  await mail.send({
    to: owner.email, subject: `${title}: ${request.fileName}`, link,
    text: `The scheduled job "${job.name}" wrote ${title} (${rows} rows, ${from.toISOString().slice(0, 10)} to ${new Date(to.getTime() - 1).toISOString().slice(0, 10)}). `
      + `Sign in and download it from the run in the process logs: ${link}`,
  });
  log.info(`Wrote ${rows} row(s) to ${request.fileName} and e-mailed the link to the owner`);
}
