import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { JobRunOutcome, JobRunTrigger, JobType, MissedRunPolicy } from '@portal/contracts';
import { tenants, users } from './schema';

/** What a job type reads when it runs (a custom job's choices). */
export interface JobParameters {
  /** Transactions export: these merchants only; empty or absent: every merchant of the tenant. */
  merchantIds?: string[];
  /** Webhook replay: the tenant's endpoint, and the UTC date (YYYY-MM-DD) from which failed deliveries are sent again. */
  endpointId?: string;
  since?: string;
  /** Report file by e-mail: the report and the period on the owner's clock. */
  reportId?: string;
  period?: string;
}

export interface JobLogLine {
  at: string;
  level: 'info' | 'warn' | 'error';
  text: string;
}

/**
 * Scheduled jobs (ADR 0103): the platform's system jobs (tenant null, one per job type) and tenants' custom
 * jobs. The minute tick runs those whose next run is due; the next run is computed from the cron (UTC).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  id: uuid('id').primaryKey(),
  jobType: text('job_type').$type<JobType>().notNull(),
  name: text('name').notNull(),
  /** Null: a system job of the platform. */
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  /** A custom job's owner: its files are sent to them. */
  ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  cron: text('cron').notNull(),
  paused: boolean('paused').notNull().default(false),
  missedRunPolicy: text('missed_run_policy').$type<MissedRunPolicy>().notNull(),
  parameters: jsonb('parameters').$type<JobParameters>().notNull().default({}),
  /** Null while paused. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastOutcome: text('last_outcome').$type<JobRunOutcome>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // One row per system job type.
  uniqueIndex('scheduled_jobs_system_key').on(t.jobType).where(sql`${t.tenantId} IS NULL`),
  index('scheduled_jobs_due_idx').on(t.nextRunAt).where(sql`NOT ${t.paused}`),
  index('scheduled_jobs_tenant_idx').on(t.tenantId, t.name),
]);

/** Each run of a scheduled job (kept 90 days): what the process logs list. */
export const jobRuns = pgTable('job_runs', {
  id: uuid('id').primaryKey(),
  jobId: uuid('job_id').references(() => scheduledJobs.id, { onDelete: 'set null' }),
  /** The job's name, type and owner when it ran: the log stays readable after the job is renamed or deleted. */
  jobName: text('job_name').notNull(),
  jobType: text('job_type').$type<JobType>().notNull(),
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  trigger: text('trigger').$type<JobRunTrigger>().notNull(),
  outcome: text('outcome').$type<JobRunOutcome>().notNull(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  durationMs: integer('duration_ms'),
  logLines: jsonb('log_lines').$type<JobLogLine[]>().notNull().default([]),
  outputFileIds: jsonb('output_file_ids').$type<string[]>().notNull().default([]),
  error: text('error'),
}, (t) => [
  index('job_runs_queued_idx').on(t.queuedAt),
  index('job_runs_tenant_idx').on(t.tenantId, t.queuedAt),
  index('job_runs_job_idx').on(t.jobId, t.queuedAt),
]);
