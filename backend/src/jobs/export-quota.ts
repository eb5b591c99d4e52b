import { EXPORT_QUOTA } from '@portal/contracts';
import { TooManyRequests } from '../http/errors';
import type { JobQueue } from './job-queue';

/** The background export queues (transaction lookups, ADR 0045; reports, ADR 0049): one quota covers both. */
export const EXPORT_QUEUES = { transactions: 'transaction-export', reports: 'report-export' } as const;

/** Large exports one user may have queued or running at once (issue 28: heavy work has a quota per user). */
export const EXPORTS_IN_FLIGHT_PER_USER = EXPORT_QUOTA.perUser;
/** When to ask again: a large export takes tens of seconds. */
export const EXPORT_RETRY_AFTER_SECONDS = EXPORT_QUOTA.retryAfterSeconds;

export const EXPORT_QUOTA_MESSAGE = EXPORT_QUOTA.message;

/**
 * Refuses a background export past the user's quota with 429 and Retry-After, before anything is queued; counted in
 * the database, so every replica sees the same jobs. Files small enough to answer at once are not counted.
 */
export async function checkExportQuota(jobs: JobQueue, userId: string): Promise<void> {
  const inFlight = await jobs.inFlightFor(Object.values(EXPORT_QUEUES), userId);
  if (inFlight >= EXPORTS_IN_FLIGHT_PER_USER) throw new TooManyRequests(EXPORT_QUOTA_MESSAGE, EXPORT_RETRY_AFTER_SECONDS);
}

