import { and, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  CUSTOM_JOBS, JOB_RUNS, jobParametersProblem, jobTypesNamed, NOTIFICATION_PATHS, type CustomJobType, RECURRING_JOB_ACTIONS, RECURRING_JOBS, SCHEDULER_LIMITS, SCHEDULER_MESSAGES, type EndpointDeclaration,
} from '@portal/contracts';
import { jobRuns, merchants, scheduledJobs, webhookEndpoints } from '../../db/schema';
import type { JobParameters } from '../../db/scheduler.schema';
import { apiRoute, type Access } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { likeContains } from '../../lib/like';
import type { Principal } from '../users/repository';
import { checkCron, cronRuns, nextRunAfter } from './cron';
import { queueRun } from './run-due-jobs';
import {
  CUSTOM_JOBS_READ, CUSTOM_JOBS_WRITE, mayChange, PREVIEW_ACCESS, PROCESS_LOGS_ACCESS, RECURRING_JOBS_ACCESS, visibleTo,
} from './scheduler-access';

type JobRow = typeof scheduledJobs.$inferSelect;
type RunRow = typeof jobRuns.$inferSelect;
type CustomJobBody = {
  name: string; jobType: CustomJobType; cron: string; missedRunPolicy: 'skip' | 'runOnce'; merchantIds: string[]; paused: boolean;
  endpointId?: string | null; since?: string | null; reportId?: string | null; period?: string | null;
};

type LooseHandler = (ctx: { principal: Principal; params: Record<string, string>; query: Record<string, unknown>; body: unknown }) => Promise<unknown>;
/** apiRoute with the context left loose (as resource-routes does): these endpoints' types are simple, the derivation deep. */
const route = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access?: Access; handler: LooseHandler }) => void;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const recurringRow = (r: JobRow, principal: Principal) => ({
  id: r.id, jobType: r.jobType, name: r.name, tenantId: r.tenantId, cron: r.cron, paused: r.paused, missedRunPolicy: r.missedRunPolicy,
  nextRunAt: iso(r.nextRunAt), lastRunAt: iso(r.lastRunAt), lastOutcome: r.lastOutcome ?? null,
  nextRuns: r.paused ? [] : (cronRuns(r.cron, new Date(), SCHEDULER_LIMITS.previewRuns) ?? []).map((d) => d.toISOString()),
  system: r.tenantId === null, canChange: mayChange(principal, r),
}) as never;

const customRow = (r: JobRow) => ({
  id: r.id, tenantId: r.tenantId!, ownerUserId: r.ownerUserId ?? '', name: r.name, jobType: r.jobType, cron: r.cron,
  missedRunPolicy: r.missedRunPolicy, merchantIds: r.parameters.merchantIds ?? [], paused: r.paused,
  endpointId: r.parameters.endpointId ?? null, since: r.parameters.since ?? null, reportId: r.parameters.reportId ?? null, period: r.parameters.period ?? null,
  nextRunAt: iso(r.nextRunAt), lastRunAt: iso(r.lastRunAt), lastOutcome: r.lastOutcome ?? null, updatedAt: r.updatedAt.toISOString(),
}) as never;

const runRow = (r: RunRow, withLines: boolean) => ({
  id: r.id, jobId: r.jobId, jobName: r.jobName, jobType: r.jobType, tenantId: r.tenantId, trigger: r.trigger, outcome: r.outcome,
  queuedAt: r.queuedAt.toISOString(), startedAt: iso(r.startedAt), endedAt: iso(r.endedAt), durationMs: r.durationMs, error: r.error,
  outputFiles: r.outputFileIds.map((id) => ({ id, downloadPath: NOTIFICATION_PATHS.reportDownload(id) })),
  ...(withLines ? { logLines: r.logLines } : {}),
}) as never;

/** A custom job's stored values from its body: cron checked (at most hourly), merchants the tenant's (and the caller's). */
async function customValues(body: CustomJobBody, call: ResourceCall, existing: JobRow | null) {
  const name = body.name.trim();
  if (!name) throw badRequest(SCHEDULER_MESSAGES.name);
  const now = new Date();
  const cron = checkCron(body.cron, now, true);
  const tenantId = existing?.tenantId ?? (call.scope.kind === 'tenant' ? call.scope.tenantId : undefined);
  const merchantIds = [...new Set(body.merchantIds)];
  const limited = call.scope.kind === 'tenant' ? call.scope.limits?.merchantIds : undefined;
  // A user who sees some merchants only cannot schedule a file of every merchant's transactions.
  if (limited && (merchantIds.length === 0 || merchantIds.some((id) => !limited.includes(id)))) throw notFound(SCHEDULER_MESSAGES.merchant);
  if (merchantIds.length) {
    const found = await call.db.select({ id: merchants.id }).from(merchants).where(and(inArray(merchants.id, merchantIds), eq(merchants.tenantId, tenantId ?? '')));
    if (found.length !== merchantIds.length) throw notFound(SCHEDULER_MESSAGES.merchant);
  }
  // Each type's own parameters, checked as the form checks them; a replay's endpoint must be the tenant's own.
  const problem = jobParametersProblem(body, now.toISOString().slice(0, 10));
  if (problem) throw badRequest(problem);
  const parameters: JobParameters = { merchantIds };
  if (body.jobType === 'WebhookReplay') {
    const [endpoint] = await call.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, body.endpointId!), eq(webhookEndpoints.tenantId, tenantId ?? ''), isNull(webhookEndpoints.merchantId)));
    if (!endpoint) throw notFound(SCHEDULER_MESSAGES.endpointNotFound);
    Object.assign(parameters, { endpointId: endpoint.id, since: body.since! });
  }
  if (body.jobType === 'ReportFileByEmail') Object.assign(parameters, { reportId: body.reportId!, period: body.period! });
  return {
    name, jobType: body.jobType, cron, missedRunPolicy: body.missedRunPolicy, parameters, paused: body.paused,
    nextRunAt: body.paused ? null : nextRunAfter(cron, now), updatedAt: now,
    ...(existing ? {} : { ownerUserId: call.principal.user.id }),
  };
}

/**
 * The "Job" search of a list: the job's stored name, or a system job whose type is named so in English or Turkish (the
 * pages show a system job by its type's name in the reader's language; a custom job keeps the name its tenant gave it).
 */
function jobSearch(columns: { name: PgColumn; jobType: PgColumn; tenantId: PgColumn }) {
  return (value: unknown): SQL | undefined => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return undefined;
    const types = jobTypesNamed(text);
    return or(ilike(columns.name, likeContains(text)), types.length > 0 ? and(isNull(columns.tenantId), inArray(columns.jobType, types)) : undefined);
  };
}

/**
 * The scheduler's API (ADR 0103): the recurring jobs (every schedule the caller sees, with pause, resume, run now
 * and a new cron), the tenants' custom jobs (resource CRUD), the process logs and the cron preview. Tenant staff
 * never see another tenant's jobs (404) and cannot change a system job (403).
 */
export function schedulerRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const j = scheduledJobs;
  const { db } = deps;

  listRoute(app, deps, RECURRING_JOBS, {
    access: RECURRING_JOBS_ACCESS, table: j, columns: { id: j.id, name: j.name, nextRunAt: j.nextRunAt },
    where: (call) => visibleTo(call.principal, j.tenantId),
    filterWhere: {
      search: jobSearch({ name: j.name, jobType: j.jobType, tenantId: j.tenantId }),
      kind: (value) => (value === 'system' ? isNull(j.tenantId) : value === 'custom' ? isNotNull(j.tenantId) : undefined),
    },
    toRow: (r: JobRow, call) => recurringRow(r, call.principal),
  });

  /** A job the caller sees and may change: another tenant's is unknown (404), a system job is the platform's (403). */
  const changeable = async (principal: Principal, id: string): Promise<JobRow> => {
    const [job] = await db.select().from(j).where(and(eq(j.id, id), visibleTo(principal, j.tenantId)));
    if (!job) throw notFound('Recurring jobs: not found');
    if (!mayChange(principal, job)) throw forbidden(SCHEDULER_MESSAGES.systemJob);
    return job;
  };
  const change = async (principal: Principal, job: JobRow, values: Partial<JobRow>) => {
    const [row] = await db.update(j).set({ ...values, updatedAt: new Date() }).where(eq(j.id, job.id)).returning();
    noteRowChange({ type: RECURRING_JOBS.key, id: job.id, tenantId: job.tenantId }, job, row!);
    return recurringRow(row!, principal);
  };

  route(app, deps, RECURRING_JOB_ACTIONS.pause, {
    access: RECURRING_JOBS_ACCESS,
    handler: async ({ principal, params }) => change(principal, await changeable(principal, params.id!), { paused: true, nextRunAt: null }),
  });
  route(app, deps, RECURRING_JOB_ACTIONS.resume, {
    access: RECURRING_JOBS_ACCESS,
    handler: async ({ principal, params }) => {
      const job = await changeable(principal, params.id!);
      return change(principal, job, { paused: false, nextRunAt: nextRunAfter(job.cron, new Date()) });
    },
  });
  route(app, deps, RECURRING_JOB_ACTIONS.schedule, {
    access: RECURRING_JOBS_ACCESS,
    handler: async ({ principal, params, body }) => {
      const job = await changeable(principal, params.id!);
      const { cron: asked, missedRunPolicy } = body as { cron: string; missedRunPolicy: JobRow['missedRunPolicy'] };
      const now = new Date();
      const cron = checkCron(asked, now, job.tenantId !== null);
      return change(principal, job, { cron, missedRunPolicy, nextRunAt: job.paused ? null : nextRunAfter(cron, now) });
    },
  });
  route(app, deps, RECURRING_JOB_ACTIONS.runNow, {
    access: RECURRING_JOBS_ACCESS,
    handler: async ({ principal, params }) => {
      const job = await changeable(principal, params.id!);
      const runId = await queueRun(db, deps.jobs, job, 'manual', new Date());
      noteRowChange({ type: 'scheduler-job-runs', id: runId, tenantId: job.tenantId }, null, { jobId: job.id, trigger: 'manual' });
      return { runId };
    },
  });
  route(app, deps, RECURRING_JOB_ACTIONS.preview, {
    access: PREVIEW_ACCESS,
    handler: async ({ body }) => {
      const runs = cronRuns((body as { cron: string }).cron, new Date(), SCHEDULER_LIMITS.previewRuns);
      if (!runs) throw badRequest(SCHEDULER_MESSAGES.cron);
      return { nextRuns: runs.map((r) => r.toISOString()) };
    },
  });

  const owner = { tenantId: j.tenantId };
  listRoute(app, deps, CUSTOM_JOBS, {
    access: CUSTOM_JOBS_READ, table: j, owner, columns: { id: j.id, name: j.name, jobType: j.jobType, nextRunAt: j.nextRunAt, updatedAt: j.updatedAt },
    toRow: (r: JobRow) => customRow(r),
  });
  crudRoutes(app, deps, CUSTOM_JOBS, {
    readAccess: CUSTOM_JOBS_READ, access: CUSTOM_JOBS_WRITE, table: j, owner, columns: { id: j.id },
    toRow: (r: JobRow) => customRow(r),
    toValues: (body, call, existing) => customValues(body as CustomJobBody, call, existing as JobRow | null),
  });

  const r = jobRuns;
  listRoute(app, deps, JOB_RUNS, {
    access: PROCESS_LOGS_ACCESS, table: r,
    columns: { id: r.id, jobName: r.jobName, outcome: r.outcome, trigger: r.trigger, queuedAt: r.queuedAt, durationMs: r.durationMs },
    where: (call) => visibleTo(call.principal, r.tenantId),
    filterWhere: { job: jobSearch({ name: r.jobName, jobType: r.jobType, tenantId: r.tenantId }) },
    toRow: (row: RunRow) => runRow(row, false),
  });
  route(app, deps, JOB_RUNS.endpoints.one as EndpointDeclaration, {
    access: PROCESS_LOGS_ACCESS,
    handler: async ({ principal, params }) => {
      const [row] = await db.select().from(r).where(and(eq(r.id, params.id!), visibleTo(principal, r.tenantId)));
      if (!row) throw notFound('Process logs: not found');
      return runRow(row, true);
    },
  });
}
