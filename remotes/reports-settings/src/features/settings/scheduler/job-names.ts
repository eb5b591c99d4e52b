import { JOB_TYPE_TEXTS, type JobType } from '@portal/contracts';

/** A job's shown name: a system job's from the catalogue (translated), a custom job's as its tenant named it. */
export const jobNameOf = (job: { name: string; jobType: JobType; tenantId: string | null }, t: (text: string) => string): string =>
  (job.tenantId === null ? t(JOB_TYPE_TEXTS[job.jobType].name) : job.name);

/** A run's job as the recurring jobs page names it (the process logs' list and a run's drawer). */
export const runJobName = (run: { jobName: string; jobType: JobType; tenantId: string | null }, t: (text: string) => string): string =>
  jobNameOf({ name: run.jobName, jobType: run.jobType, tenantId: run.tenantId }, t);
