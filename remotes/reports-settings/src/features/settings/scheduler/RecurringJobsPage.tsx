import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useProfileTimeZone } from '@portal/auth';
import { RECURRING_JOBS } from '@portal/contracts';
import { formatInTimeZone, ResourceListPage, StatusPill, type ColumnDef, type FilterFieldOverrides } from '@portal/kit';
import { cronInWords } from './cron-words';
import { jobNameOf } from './job-names';
import { RecurringJobRowActions, type RecurringJob } from './RecurringJobRowActions';
import { useSchedulerTranslation } from './scheduler-texts';
import { OUTCOME_TONES } from './run-outcomes';

/**
 * Recurring jobs (crm/settings/scheduler/recurring-jobs, ADR 0103): every schedule the user sees, its cron in
 * words, its next 5 runs on the user's clock, its last run and outcome and its missed-run policy; Pause, Resume,
 * Run now and Edit schedule where the user may change it (system jobs: platform staff only, enforced by the server).
 */
export function RecurringJobsPage({ title }: { title: string }) {
  const { t, i18n } = useSchedulerTranslation();
  const timeZone = useProfileTimeZone();
  const columns = useMemo<ColumnDef<RecurringJob>[]>(() => [
    {
      key: 'name', title: 'Job', sortable: true, alwaysShown: true, width: 220, value: (r) => jobNameOf(r, t),
      render: (r) => <>{jobNameOf(r, t)} <Tag>{t(r.system ? 'System' : 'Custom')}</Tag></>,
    },
    {
      key: 'cron', title: 'Schedule', width: 240, value: (r) => r.cron,
      render: (r) => (
        <>
          <Typography.Text code>{r.cron}</Typography.Text>
          <div>{`${cronInWords(r.cron, i18n.language) ?? r.cron} (UTC)`}</div>
        </>
      ),
    },
    {
      key: 'nextRunAt', title: 'Next runs', sortable: true, width: 190, value: (r) => r.nextRunAt ?? '',
      render: (r) => (r.paused ? <StatusPill status="Paused" label={t('Paused')} tone="hold" /> : (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>{r.nextRuns.map((run) => <li key={run}>{formatInTimeZone(run, timeZone, 'dateTime')}</li>)}</ul>
      )),
    },
    {
      key: 'lastRunAt', title: 'Last run', width: 190, value: (r) => r.lastRunAt ?? '',
      render: (r) => (r.lastRunAt ? (
        <>
          <div>{formatInTimeZone(r.lastRunAt, timeZone, 'dateTime')}</div>
          {r.lastOutcome && <StatusPill status={r.lastOutcome} label={t(r.lastOutcome)} tone={OUTCOME_TONES[r.lastOutcome]} />}
        </>
      ) : <Typography.Text type="secondary">{t('Never')}</Typography.Text>),
    },
    { key: 'missedRunPolicy', title: 'Missed runs', width: 140, value: (r) => t(r.missedRunPolicy) },
  ], [t, i18n.language, timeZone]);

  const filters = useMemo<FilterFieldOverrides>(() => ({
    search: { label: t('Job') },
    kind: { label: t('Kind'), options: [{ id: 'system', name: t('System') }, { id: 'custom', name: t('Custom') }] },
  }), [t]);

  return (
    <ResourceListPage<RecurringJob>
      resource={RECURRING_JOBS}
      columns={columns}
      title={title}
      translate={(text) => t(text)}
      fields={filters}
      before={<Typography.Paragraph type="secondary">{t('recurringIntro')}</Typography.Paragraph>}
      rowActions={(job) => <RecurringJobRowActions job={job} />}
      rowName={(r) => jobNameOf(r, t)}
    />
  );
}
