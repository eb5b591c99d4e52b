import { Typography } from 'antd';
import { useMemo } from 'react';
import {
  CUSTOM_JOB_TYPES, CUSTOM_JOBS, isValidCron, JOB_TYPE_TEXTS, MISSED_RUN_POLICIES, REPORT_PERIOD_TEXTS, REPORT_PERIODS, SCHEDULED_REPORT_IDS,
  SCHEDULED_REPORT_NAMES, SCHEDULER_MESSAGES, type ResourceRowOf,
} from '@portal/contracts';
import { bodyFromValues, ResourceListPage, StatusPill, useLookup, usePortalScope, type ColumnDef, type FieldFormValues, type FieldOverrides, type FilterFieldOverrides } from '@portal/kit';
import { cronInWords } from './cron-words';
import { POLICY_TEXTS } from './EditScheduleDialog';
import { OUTCOME_TONES } from './run-outcomes';
import { useSchedulerTranslation } from './scheduler-texts';
import { useEndpointOptions } from './use-endpoint-options';

const isType = (type: string) => (values: Readonly<Record<string, unknown>>) => values.jobType === type;
/** The form's values as the API takes them: the replay's day (the picker keeps noon UTC of it) as YYYY-MM-DD. */
const customJobBody = (values: FieldFormValues) => ({ ...bodyFromValues(CUSTOM_JOBS.body, values), since: values.since ? String(values.since).slice(0, 10) : null });
/** Today's UTC date: a replay's date may not come after it (the server says the same). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

type CustomJob = ResourceRowOf<typeof CUSTOM_JOBS>;

/**
 * Custom jobs (crm/settings/scheduler/custom-jobs, ADR 0103): a tenant's own scheduled jobs of the catalogue's
 * types, with their parameters (the transactions export: which merchants). Its cron is checked as typed (and
 * again by the server, which also keeps a custom job to at most one run an hour); Pause, Run now and the next
 * runs are on the recurring jobs page.
 */
export function CustomJobsPage({ title }: { title: string }) {
  const { t, i18n } = useSchedulerTranslation();
  const merchants = useLookup('merchants');
  // A custom job sends its files to its owner, a user of the tenant: platform staff read them only (the server says so too).
  const readOnly = usePortalScope().userType === 'platform';
  const endpoints = useEndpointOptions(!readOnly);
  const columns = useMemo<ColumnDef<CustomJob>[]>(() => [
    { key: 'name', title: 'Name', sortable: true, alwaysShown: true, width: 200, value: (r) => r.name },
    { key: 'jobType', title: 'Job type', width: 170, value: (r) => t(JOB_TYPE_TEXTS[r.jobType].name) },
    {
      key: 'cron', title: 'Schedule', width: 220, value: (r) => r.cron,
      render: (r) => <><Typography.Text code>{r.cron}</Typography.Text><div>{`${cronInWords(r.cron, i18n.language) ?? r.cron} (UTC)`}</div></>,
    },
    {
      key: 'merchantIds', title: 'Merchants', width: 200,
      value: (r) => (r.merchantIds.length ? r.merchantIds.map((id) => merchants.byId.get(id)?.name ?? id).join(', ') : t('Every merchant')),
    },
    { key: 'missedRunPolicy', title: 'Missed runs', width: 130, value: (r) => t(r.missedRunPolicy) },
    {
      key: 'status', title: 'Status', width: 120, value: (r) => (r.paused ? t('Paused') : t('Active')),
      render: (r) => <StatusPill status={r.paused ? 'Paused' : 'Active'} label={t(r.paused ? 'Paused' : 'Active')} tone={r.paused ? 'hold' : 'positive'} />,
    },
    { key: 'nextRunAt', title: 'Next run', kind: 'dateTime', sortable: true, width: 170, value: (r) => r.nextRunAt ?? '' },
    {
      key: 'lastOutcome', title: 'Outcome', width: 120, value: (r) => (r.lastOutcome ? t(r.lastOutcome) : t('Never')),
      render: (r) => (r.lastOutcome ? <StatusPill status={r.lastOutcome} label={t(r.lastOutcome)} tone={OUTCOME_TONES[r.lastOutcome]} /> : t('Never')),
    },
  ], [t, i18n.language, merchants.byId]);

  const form = useMemo<FieldOverrides>(() => ({
    name: { label: t('Name') },
    jobType: { label: t('Job type'), type: 'select', options: CUSTOM_JOB_TYPES.map((id) => ({ id, name: t(JOB_TYPE_TEXTS[id].name) })), help: t('jobTypeHelp') },
    cron: {
      label: t('Cron expression (UTC)'),
      help: t('Five fields: minute, hour, day of month, month, day of week (UTC). Example: 15 0 * * * is every day at 00:15.'),
      validations: [
        { name: 'required', message: t(SCHEDULER_MESSAGES.cron) },
        { name: 'custom', message: t(SCHEDULER_MESSAGES.cron), test: (text) => isValidCron(text) || t(SCHEDULER_MESSAGES.cron) },
      ],
    },
    missedRunPolicy: { label: t('Missed-run policy'), type: 'select', options: MISSED_RUN_POLICIES.map((id) => ({ id, name: t(POLICY_TEXTS[id]) })) },
    merchantIds: {
      label: t('Merchants (none: every merchant)'), type: 'multiSelectAutoComplete', options: merchants.options, loading: merchants.isLoading, validations: [],
      shownWhen: (values) => isType('TransactionsExport')(values) || isType('BlacklistExpirySweep')(values),
    },
    paused: { label: t('Paused (no run until resumed)') },
    // Each type's own parameters: shown and required only for that type, checked as the server checks them (jobParametersProblem).
    endpointId: {
      label: t('Webhook endpoint (webhook replay)'), type: 'select', options: endpoints.options, loading: endpoints.isLoading, shownWhen: isType('WebhookReplay'),
      validations: [{ name: 'required', message: t(SCHEDULER_MESSAGES.endpoint), when: isType('WebhookReplay') }],
    },
    // A day picked (DD/MM/YYYY); the API takes it as YYYY-MM-DD (customJobBody).
    since: {
      label: t('Failed deliveries since (webhook replay)'), type: 'date', shownWhen: isType('WebhookReplay'),
      validations: [
        { name: 'required', message: t(SCHEDULER_MESSAGES.since), when: isType('WebhookReplay') },
        { name: 'custom', message: t(SCHEDULER_MESSAGES.sinceFuture), when: isType('WebhookReplay'), test: (text) => text.slice(0, 10) <= todayUtc() },
      ],
    },
    reportId: {
      label: t('Report (report file by e-mail)'), type: 'select', options: SCHEDULED_REPORT_IDS.map((id) => ({ id, name: t(SCHEDULED_REPORT_NAMES[id]) })), shownWhen: isType('ReportFileByEmail'),
      validations: [{ name: 'required', message: t(SCHEDULER_MESSAGES.report), when: isType('ReportFileByEmail') }],
    },
    period: {
      label: t('Period (report file by e-mail)'), type: 'select', options: REPORT_PERIODS.map((id) => ({ id, name: t(REPORT_PERIOD_TEXTS[id]) })), shownWhen: isType('ReportFileByEmail'),
      validations: [{ name: 'required', message: t(SCHEDULER_MESSAGES.period), when: isType('ReportFileByEmail') }],
    },
  }), [t, merchants.options, merchants.isLoading, endpoints.options, endpoints.isLoading]);

  const filters = useMemo<FilterFieldOverrides>(() => ({
    search: { label: t('Job') },
    jobType: { label: t('Job type'), options: CUSTOM_JOB_TYPES.map((id) => ({ id, name: t(JOB_TYPE_TEXTS[id].name) })) },
  }), [t]);

  return (
    <ResourceListPage<CustomJob>
      resource={CUSTOM_JOBS}
      columns={columns}
      title={title}
      translate={(text) => t(text)}
      fields={filters}
      before={<Typography.Paragraph type="secondary">{t('customIntro')}</Typography.Paragraph>}
      create={{
        fields: form, title: () => t('New custom job'), toBody: customJobBody,
        // Every parameter has a value from the start, so a Save shows each type's missing ones (a field without one is not checked as touched).
        initial: { jobType: 'TransactionsExport', cron: '0 6 * * *', missedRunPolicy: 'runOnce', merchantIds: [], paused: false, endpointId: null, since: null, reportId: null, period: null },
      }}
      edit={{ fields: form, title: (r) => t('Edit: {{name}}', { name: r?.name ?? '' }), toBody: customJobBody }}
      remove
      readOnly={readOnly}
      rowName={(r) => r.name}
      // Platform staff read the tenants' jobs and have no New button.
      emptyText={t(readOnly ? 'noCustomJobsToRead' : 'noCustomJobs')}
    />
  );
}
