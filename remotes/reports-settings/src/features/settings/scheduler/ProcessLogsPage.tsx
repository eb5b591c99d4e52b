import { Typography } from 'antd';
import { useMemo } from 'react';
import { JOB_RUN_OUTCOMES, JOB_RUN_TRIGGERS, JOB_RUNS } from '@portal/contracts';
import { ResourceListPage, StatusPill, type ColumnDef, type FilterFieldOverrides } from '@portal/kit';
import { OUTCOME_TONES } from './run-outcomes';
import { runJobName } from './job-names';
import { formatDuration, RunDrawer, type JobRun } from './RunDrawer';
import { useSchedulerTranslation } from './scheduler-texts';

/**
 * Process logs (crm/settings/scheduler/process-logs, ADR 0103): each run with its job, trigger, start, end,
 * duration and outcome, filtered by job, outcome, trigger and date; a run opens in a drawer with its log lines,
 * error and output files. Runs are kept 90 days.
 */
export function ProcessLogsPage({ title }: { title: string }) {
  const { t } = useSchedulerTranslation();
  const columns = useMemo<ColumnDef<JobRun>[]>(() => [
    { key: 'jobName', title: 'Job', alwaysShown: true, width: 200, value: (r) => runJobName(r, t) },
    { key: 'trigger', title: 'Trigger', width: 110, value: (r) => t(r.trigger) },
    { key: 'queuedAt', title: 'Queued', kind: 'dateTime', sortable: true, width: 170, value: (r) => r.queuedAt },
    { key: 'startedAt', title: 'Started', kind: 'dateTime', width: 170, value: (r) => r.startedAt ?? '' },
    { key: 'endedAt', title: 'Ended', kind: 'dateTime', width: 170, value: (r) => r.endedAt ?? '' },
    { key: 'durationMs', title: 'Duration', sortable: true, align: 'right', width: 110, value: (r) => formatDuration(r.durationMs) },
    {
      key: 'outcome', title: 'Outcome', width: 120, value: (r) => t(r.outcome),
      render: (r) => <StatusPill status={r.outcome} label={t(r.outcome)} tone={OUTCOME_TONES[r.outcome]} />,
    },
  ], [t]);

  const filters = useMemo<FilterFieldOverrides>(() => ({
    job: { label: t('Job') },
    outcome: { label: t('Outcome'), options: JOB_RUN_OUTCOMES.map((id) => ({ id, name: t(id) })) },
    queued: { label: t('Date') },
    trigger: { label: t('Trigger'), options: JOB_RUN_TRIGGERS.map((id) => ({ id, name: t(id) })) },
  }), [t]);

  return (
    <ResourceListPage<JobRun>
      resource={JOB_RUNS}
      columns={columns}
      title={title}
      translate={(text) => t(text)}
      fields={filters}
      before={<Typography.Paragraph type="secondary">{t('logsIntro')}</Typography.Paragraph>}
      drawer={(opened, close) => <RunDrawer key={opened.id} id={opened.id} onClose={close} />}
      rowName={(r) => runJobName(r, t)}
    />
  );
}
