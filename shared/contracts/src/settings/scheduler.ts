/**
 * The scheduler (crm/settings/scheduler/*, ADR 0103): recurring jobs over pg-boss, the platform's system jobs and
 * the tenants' custom jobs of a catalogue of job types, and the process logs of their runs (kept 90 days).
 * A job has a cron (five fields, UTC), can be paused, and a missed-run policy for runs missed while the service
 * was down: `skip` (one Skipped run is recorded) or `runOnce` (one catch-up run).
 */
import { emptyBody } from '../endpoint/common-schemas';
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { dayRange, oneOf, primaryFilter, text } from '../resource/filters';

export const SCHEDULER_PERMISSIONS = {
  recurringJobs: 'Settings.SchedulerRecurringJobs',
  customJobs: 'Settings.SchedulerCustomJobs',
  processLogs: 'Settings.SchedulerProcessLogs',
} as const;

/** The platform's jobs: one row each, read-only for tenant staff, changed by platform staff. */
export const SYSTEM_JOB_TYPES = ['DailyReportFiles', 'DeclinePendingRatioWatch', 'JobRunsPurge', 'BoardingDocumentExpiry', 'RequestCountersPurge', 'TransactionPartitions', 'TransactionRetention', 'CrmTaskReminders'] as const;
/** What a tenant may schedule. */
export const CUSTOM_JOB_TYPES = ['TransactionsExport', 'BlacklistExpirySweep', 'WebhookReplay', 'ReportFileByEmail'] as const;
export const JOB_TYPES = [...SYSTEM_JOB_TYPES, ...CUSTOM_JOB_TYPES] as const;
export type SystemJobType = (typeof SYSTEM_JOB_TYPES)[number];
export type CustomJobType = (typeof CUSTOM_JOB_TYPES)[number];
export type JobType = (typeof JOB_TYPES)[number];

/** Each job type's name and what it does (English texts, translated where shown). */
export const JOB_TYPE_TEXTS: Record<JobType, { name: string; description: string }> = {
  DailyReportFiles: { name: 'Daily report files', description: "Writes yesterday's report files and deletes the files past their retention" },
  DeclinePendingRatioWatch: { name: 'Decline pending ratio watch', description: 'Raises the decline pending ratio alerts of the windows that crossed a threshold' },
  JobRunsPurge: { name: 'Process logs purge', description: 'Deletes the runs older than 90 days' },
  BoardingDocumentExpiry: { name: 'Boarding document expiry', description: 'Tells each merchant once when an accepted boarding document has expired and is due again' },
  RequestCountersPurge: { name: 'Request counters purge', description: 'Deletes the sign-in, request and payment-link counters nobody has added to for a day' },
  TransactionPartitions: { name: 'Transaction partitions', description: "Creates the transactions' month partitions three months ahead and checks the rows that name a transaction" },
  TransactionRetention: { name: 'Transaction retention', description: "Archives each tenant's transactions past its retention to a file and removes them; the reports keep their figures" },
  CrmTaskReminders: { name: 'CRM task reminders', description: "Reminds each assignee of an open task once, from 08:00 of the day before its due date on the assignee's clock" },
  TransactionsExport: { name: 'Transactions export', description: "Yesterday's transactions (Live) as a CSV file, sent to the job's owner as a notification" },
  BlacklistExpirySweep: { name: 'Blacklist expiry sweep', description: "Removes the expired entries of the tenant's blacklists and of its merchants' (or of the chosen merchants') and logs how many" },
  WebhookReplay: { name: 'Webhook replay', description: "Sends again the failed deliveries of one of the tenant's webhook endpoints since a date" },
  ReportFileByEmail: { name: 'Report file by e-mail', description: "Runs a report (Live) for a period on the owner's clock and e-mails the owner a link to its CSV file" },
};

/** The job types' names in Turkish: the scheduler's pages show them, and the server's search by name finds them. */
export const JOB_TYPE_NAMES_TR: Record<JobType, string> = {
  DailyReportFiles: 'Günlük rapor dosyaları',
  DeclinePendingRatioWatch: 'Ret ve bekleme oranı izleme',
  JobRunsPurge: 'İşlem günlüklerini temizleme',
  BoardingDocumentExpiry: 'Katılım belgesi süresinin dolması',
  RequestCountersPurge: 'İstek sayaçlarını temizleme',
  TransactionPartitions: 'İşlem bölümleri',
  TransactionRetention: 'İşlem saklama süresi',
  CrmTaskReminders: 'CRM görev hatırlatmaları',
  TransactionsExport: 'İşlem dışa aktarımı',
  BlacklistExpirySweep: 'Kara liste süre sonu temizliği',
  WebhookReplay: 'Webhook yeniden gönderimi',
  ReportFileByEmail: 'E-posta ile rapor dosyası',
};

/**
 * The job types whose English or Turkish name contains `search`: a system job is shown by its type's name in the
 * reader's language, so a search by the name on the screen finds it (ADR 0103 "Session 76").
 */
export function jobTypesNamed(search: string): JobType[] {
  const english = search.trim().toLowerCase();
  const turkish = search.trim().toLocaleLowerCase('tr');
  if (!english) return [];
  return JOB_TYPES.filter((type) => JOB_TYPE_TEXTS[type].name.toLowerCase().includes(english)
    || JOB_TYPE_NAMES_TR[type].toLocaleLowerCase('tr').includes(turkish));
}

/** The reports a custom job may e-mail: the tenant staff's reports with a date range. */
export const SCHEDULED_REPORT_IDS = [
  'transactions-summary', 'transactions-daily', 'declined-transaction-reasons', 'decline-reasons', 'alerts', 'account-statement',
] as const;
export type ScheduledReportId = (typeof SCHEDULED_REPORT_IDS)[number];
export const SCHEDULED_REPORT_NAMES: Record<ScheduledReportId, string> = {
  'transactions-summary': 'Transactions summary',
  'transactions-daily': 'Transactions daily',
  'declined-transaction-reasons': 'Declined transaction reasons',
  'decline-reasons': 'Decline reasons',
  alerts: 'Alerts',
  'account-statement': 'Account statement',
};
/** The period a report file covers, on the owner's clock: yesterday, the 7 days to yesterday, the previous calendar month. */
export const REPORT_PERIODS = ['yesterday', 'lastWeek', 'lastMonth'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_TEXTS: Record<ReportPeriod, string> = { yesterday: 'Yesterday', lastWeek: 'The last 7 days', lastMonth: 'The previous month' };

/** A date (YYYY-MM-DD) that exists. */
export const isIsoDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
  && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/**
 * The first problem of a custom job's parameters for its type (the form and the server both ask), or null.
 * `today` is the UTC date (YYYY-MM-DD) a replay's date may not come after.
 */
export function jobParametersProblem(
  p: { jobType: CustomJobType; endpointId?: string | null; since?: string | null; reportId?: string | null; period?: string | null }, today: string,
): string | null {
  if (p.jobType === 'WebhookReplay') {
    if (!p.endpointId) return SCHEDULER_MESSAGES.endpoint;
    if (!p.since || !isIsoDate(p.since)) return SCHEDULER_MESSAGES.since;
    if (p.since > today) return SCHEDULER_MESSAGES.sinceFuture;
  }
  if (p.jobType === 'ReportFileByEmail') {
    if (!p.reportId || !(SCHEDULED_REPORT_IDS as readonly string[]).includes(p.reportId)) return SCHEDULER_MESSAGES.report;
    if (!p.period || !(REPORT_PERIODS as readonly string[]).includes(p.period)) return SCHEDULER_MESSAGES.period;
  }
  return null;
}

export const MISSED_RUN_POLICIES = ['skip', 'runOnce'] as const;
export type MissedRunPolicy = (typeof MISSED_RUN_POLICIES)[number];
export const JOB_RUN_OUTCOMES = ['Queued', 'Running', 'Succeeded', 'Failed', 'Skipped'] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];
export const JOB_RUN_TRIGGERS = ['schedule', 'manual', 'catch-up'] as const;
export type JobRunTrigger = (typeof JOB_RUN_TRIGGERS)[number];

export const SCHEDULER_LIMITS = {
  /** Runs are kept this many days (the purge job deletes older ones). */
  runsKeptDays: 90,
  /** A custom job runs at most once in this many minutes (a file an hour is plenty; the export quota is per user). */
  customMinimumMinutes: 60,
  maxName: 100,
  maxCron: 100,
  maxMerchants: 100,
  /** Runs the cron preview lists. */
  previewRuns: 5,
} as const;

/** The server's and the page's sentences (English; translated where shown). */
export const SCHEDULER_MESSAGES = {
  cron: 'Not a valid cron expression: give five fields (minute, hour, day of month, month, day of week), e.g. 15 0 * * *',
  tooOften: 'A custom job runs at most once an hour',
  systemJob: 'Only platform staff change a system job',
  merchant: 'Merchant not found',
  name: 'Give the job a name',
  runQueued: 'The run is queued: its outcome appears in the process logs',
  endpoint: 'Choose the webhook endpoint whose failed deliveries are sent again',
  endpointNotFound: 'Webhook endpoint not found',
  since: 'Give the date from which failed deliveries are sent again (YYYY-MM-DD)',
  sinceFuture: 'The date cannot be in the future',
  report: 'Choose the report to send',
  period: 'Choose the period the report covers',
} as const;

const FIELD_RANGES: ReadonlyArray<{ min: number; max: number; names?: readonly string[] }> = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

/**
 * Whether a cron expression is five valid fields (numbers, names of months and weekdays, `*`, ranges, steps and
 * lists within each field's bounds). The page checks as the user types; the server checks the same and then
 * computes the runs with cron-parser, which refuses anything this lets through that it cannot schedule.
 */
export function isValidCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  if (expression.length > SCHEDULER_LIMITS.maxCron || fields.length !== 5) return false;
  return fields.every((field, i) => {
    const { min, max, names } = FIELD_RANGES[i]!;
    const value = (v: string): number | null => {
      const named = names?.indexOf(v.toUpperCase()) ?? -1;
      if (named >= 0) return named + (i === 3 ? 1 : 0);
      if (!/^\d{1,2}$/.test(v)) return null;
      const n = Number(v);
      return n >= min && n <= max ? n : null;
    };
    return field.split(',').every((item) => {
      const [range, step, extra] = item.split('/');
      if (extra !== undefined || range === undefined || range === '') return false;
      if (step !== undefined && (!/^\d{1,2}$/.test(step) || Number(step) < 1)) return false;
      if (range === '*') return true;
      const [from, to, more] = range.split('-');
      if (more !== undefined) return false;
      const a = value(from ?? '');
      if (a === null) return false;
      if (to === undefined) return true;
      const b = value(to);
      return b !== null && a <= b;
    });
  });
}

const iso = { type: 'string', format: 'date-time' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;
const cron = { type: 'string', minLength: 1, maxLength: SCHEDULER_LIMITS.maxCron } as const;
const policy = { type: 'string', enum: MISSED_RUN_POLICIES } as const;
const outcomeOrNull = { type: ['string', 'null'], enum: [...JOB_RUN_OUTCOMES, null] } as const;

/** What every scheduled job shows (the recurring jobs list). */
const scheduleProperties = {
  id: { type: 'string' },
  jobType: { type: 'string', enum: JOB_TYPES },
  name: { type: 'string' },
  /** Null: a system job of the platform. */
  tenantId: { type: ['string', 'null'] },
  cron,
  paused: { type: 'boolean' },
  missedRunPolicy: policy,
  nextRunAt: isoOrNull,
  lastRunAt: isoOrNull,
  lastOutcome: outcomeOrNull,
} as const;

export const recurringJobSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'jobType', 'name', 'tenantId', 'cron', 'paused', 'missedRunPolicy', 'nextRunAt', 'lastRunAt', 'lastOutcome', 'nextRuns', 'system', 'canChange'],
  properties: {
    ...scheduleProperties,
    /** The next SCHEDULER_LIMITS.previewRuns runs (UTC instants); none while paused. */
    nextRuns: { type: 'array', items: iso },
    system: { type: 'boolean' },
    /** Whether the caller may pause, resume, run or edit it (the server checks again). */
    canChange: { type: 'boolean' },
  },
} as const;

export const RECURRING_JOBS = defineResource({
  key: 'scheduler-recurring-jobs', path: 'settings/scheduler/recurring-jobs', title: 'Recurring jobs', tag: 'Settings: scheduler',
  row: recurringJobSchema, operations: ['list'],
  filters: { search: primaryFilter(text('Job', { field: 'name' })), kind: oneOf('Kind', ['system', 'custom']) },
  sorts: ['name', 'nextRunAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset',
  modeScoped: false, scope: 'global',
});

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const jobAction = (verb: string, summary: string) => defineEndpoint({
  method: 'POST', path: `settings/scheduler/recurring-jobs/:id/${verb}`, base: 'merchant', tags: ['Settings: scheduler'], summary,
  params: idParams, body: emptyBody, optionalBody: true, responses: { 200: recurringJobSchema },
});

export const scheduleBodySchema = {
  type: 'object', additionalProperties: false, required: ['cron', 'missedRunPolicy'],
  properties: { cron, missedRunPolicy: policy },
} as const;

export const RECURRING_JOB_ACTIONS = {
  pause: jobAction('pause', 'Pauses a scheduled job: no run until it is resumed'),
  resume: jobAction('resume', 'Resumes a paused job: its next run is computed from now'),
  runNow: defineEndpoint({
    method: 'POST', path: 'settings/scheduler/recurring-jobs/:id/run', base: 'merchant', tags: ['Settings: scheduler'],
    summary: 'Queues a run of the job now (trigger manual); the schedule is unchanged',
    params: idParams, body: emptyBody, optionalBody: true,
    responses: { 200: { type: 'object', additionalProperties: false, required: ['runId'], properties: { runId: { type: 'string' } } } },
  }),
  schedule: defineEndpoint({
    method: 'PUT', path: 'settings/scheduler/recurring-jobs/:id/schedule', base: 'merchant', tags: ['Settings: scheduler'],
    summary: "Changes a job's cron and missed-run policy (validated; the next run is computed from now)",
    params: idParams, body: scheduleBodySchema, responses: { 200: recurringJobSchema },
  }),
  preview: defineEndpoint({
    method: 'POST', path: 'settings/scheduler/cron-preview', base: 'merchant', tags: ['Settings: scheduler'],
    summary: "A cron expression's next runs (UTC instants), or 400 with the reason it is refused",
    body: { type: 'object', additionalProperties: false, required: ['cron'], properties: { cron: { type: 'string', maxLength: SCHEDULER_LIMITS.maxCron } } },
    responses: { 200: { type: 'object', additionalProperties: false, required: ['nextRuns'], properties: { nextRuns: { type: 'array', items: iso } } } },
  }),
} as const;

export const customJobBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'jobType', 'cron', 'missedRunPolicy', 'merchantIds', 'paused'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: SCHEDULER_LIMITS.maxName },
    jobType: { type: 'string', enum: CUSTOM_JOB_TYPES },
    cron,
    missedRunPolicy: policy,
    /** The merchants whose transactions are exported; empty: every merchant of the tenant. */
    merchantIds: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: SCHEDULER_LIMITS.maxMerchants, uniqueItems: true },
    paused: { type: 'boolean' },
    /** Webhook replay: the tenant's endpoint and the date (YYYY-MM-DD, UTC) from which its failed deliveries are sent again. */
    endpointId: { type: ['string', 'null'], format: 'uuid' },
    since: { type: ['string', 'null'], maxLength: 10 },
    /** Report file by e-mail: which report and which period. */
    reportId: { type: ['string', 'null'], enum: [...SCHEDULED_REPORT_IDS, null] },
    period: { type: ['string', 'null'], enum: [...REPORT_PERIODS, null] },
  },
} as const;

export const customJobSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tenantId', 'ownerUserId', ...customJobBodySchema.required, 'nextRunAt', 'lastRunAt', 'lastOutcome', 'updatedAt'],
  properties: {
    id: { type: 'string' },
    tenantId: { type: 'string' },
    /** Who created it: the user the files are sent to. */
    ownerUserId: { type: 'string' },
    ...customJobBodySchema.properties,
    nextRunAt: isoOrNull,
    lastRunAt: isoOrNull,
    lastOutcome: outcomeOrNull,
    updatedAt: iso,
  },
} as const;

export const CUSTOM_JOBS = defineResource({
  key: 'scheduler-custom-jobs', path: 'settings/scheduler/custom-jobs', title: 'Custom jobs', tag: 'Settings: scheduler',
  row: customJobSchema, body: customJobBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: primaryFilter(text('Job', { field: 'name' })), jobType: oneOf('Job type', CUSTOM_JOB_TYPES) },
  sorts: ['name', 'nextRunAt', 'updatedAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset',
  invalidates: ['scheduler-recurring-jobs'], modeScoped: false, scope: 'tenant',
});

export const jobRunSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'jobId', 'jobName', 'jobType', 'tenantId', 'trigger', 'outcome', 'queuedAt', 'startedAt', 'endedAt', 'durationMs', 'error', 'outputFiles'],
  properties: {
    id: { type: 'string' },
    /** Null once its custom job was deleted (the run stays, with the job's name). */
    jobId: { type: ['string', 'null'] },
    jobName: { type: 'string' },
    jobType: { type: 'string', enum: JOB_TYPES },
    tenantId: { type: ['string', 'null'] },
    trigger: { type: 'string', enum: JOB_RUN_TRIGGERS },
    outcome: { type: 'string', enum: JOB_RUN_OUTCOMES },
    queuedAt: iso,
    startedAt: isoOrNull,
    endedAt: isoOrNull,
    durationMs: { type: ['integer', 'null'] },
    error: { type: ['string', 'null'] },
    /** Files the run wrote (a generated report: its download path, for its owner). */
    outputFiles: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['id', 'downloadPath'], properties: { id: { type: 'string' }, downloadPath: { type: 'string' } } },
    },
    /** Only when one run is read (the drawer): the lines its job logged. */
    logLines: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['at', 'level', 'text'], properties: { at: iso, level: { type: 'string', enum: ['info', 'warn', 'error'] }, text: { type: 'string' } } },
    },
  },
} as const;

export const JOB_RUNS = defineResource({
  key: 'scheduler-job-runs', path: 'settings/scheduler/process-logs', title: 'Process logs', tag: 'Settings: scheduler',
  row: jobRunSchema, operations: ['list', 'one'],
  filters: {
    job: primaryFilter(text('Job', { field: 'jobName' })),
    outcome: primaryFilter(oneOf('Outcome', JOB_RUN_OUTCOMES, { multiple: true })),
    queued: primaryFilter(dayRange('Date', { field: 'queuedAt', maxDays: SCHEDULER_LIMITS.runsKeptDays + 1 })),
    trigger: oneOf('Trigger', JOB_RUN_TRIGGERS),
  },
  sorts: ['queuedAt', 'durationMs'], defaultSort: { key: 'queuedAt', direction: 'desc' }, paging: 'offset',
  modeScoped: false, scope: 'global',
});

export const SCHEDULER_ENDPOINTS = {
  recurringJobs: RECURRING_JOBS.endpoints,
  recurringJobActions: RECURRING_JOB_ACTIONS,
  customJobs: CUSTOM_JOBS.endpoints,
  jobRuns: JOB_RUNS.endpoints,
};
