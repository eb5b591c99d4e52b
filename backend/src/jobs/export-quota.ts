import { EXPORT_QUOTA } from '@portal/contracts';
import { TooManyRequests } from '../http/errors';
import type { JobQueue } from './job-queue';

/** The background export queues (transaction lookups, ADR 0045; reports, ADR 0049): one quota covers both. */
export const EXPORT_QUEUES = { transactions: 'transaction-export', reports: 'report-export' } as const;

/** Large exports one user may have queued or running at once (issue 28: heavy work has a quota per user). */
export const EXPORTS_IN_FLIGHT_PER_USER = EXPORT_QUOTA.perUser;
/** Large exports one tenant's users and its merchants' users may have queued or running at once, together. */
export const EXPORTS_IN_FLIGHT_PER_TENANT = EXPORT_QUOTA.perTenant;
/** When to ask again: a large export takes tens of seconds. */
export const EXPORT_RETRY_AFTER_SECONDS = EXPORT_QUOTA.retryAfterSeconds;

export const EXPORT_QUOTA_MESSAGE = EXPORT_QUOTA.message;
export const EXPORT_TENANT_QUOTA_MESSAGE = EXPORT_QUOTA.tenantMessage;

/** Whose quotas a queued export counts against (kept in the job's data, where the counts read it). */
export interface ExportOwner {
  userId: string;
  /** The user's tenant (a merchant user's is its merchant's); platform staff have none. */
  tenantId: string | null;
}

export const exportOwnerOf = (principal: { user: { id: string; tenantId: string | null } }): ExportOwner => ({ userId: principal.user.id, tenantId: principal.user.tenantId });

/**
 * Refuses a background export past the user's quota, or past its tenant's, with 429 and Retry-After, before anything
 * is queued; counted in the database, so every replica sees the same jobs. Files small enough to answer at once are
 * not counted.
 */
export async function checkExportQuota(jobs: JobQueue, owner: ExportOwner): Promise<void> {
  const queues = Object.values(EXPORT_QUEUES);
  if (await jobs.inFlightFor(queues, { userId: owner.userId }) >= EXPORTS_IN_FLIGHT_PER_USER) {
    throw new TooManyRequests(EXPORT_QUOTA_MESSAGE, EXPORT_RETRY_AFTER_SECONDS);
  }
  if (owner.tenantId && await jobs.inFlightFor(queues, { tenantId: owner.tenantId }) >= EXPORTS_IN_FLIGHT_PER_TENANT) {
    throw new TooManyRequests(EXPORT_TENANT_QUOTA_MESSAGE, EXPORT_RETRY_AFTER_SECONDS);
  }
}

