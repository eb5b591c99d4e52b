import { CalendarOutlined, CaretRightOutlined, PauseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { RECURRING_JOB_ACTIONS as A, RECURRING_JOBS, SCHEDULER_MESSAGES, type ResourceRowOf } from '@portal/contracts';
import { ActionButton, invalidateResource, newRequestId, resourceBannerId, useActionRunner } from '@portal/kit';
import { EditScheduleDialog, type ScheduleChange } from './EditScheduleDialog';
import { useSchedulerTranslation } from './scheduler-texts';
import { jobNameOf } from './job-names';

export type RecurringJob = ResourceRowOf<typeof RECURRING_JOBS>;

/** A job's Pause or Resume, Run now and Edit schedule; a job the caller may not change says why (a system job). */
export function RecurringJobRowActions({ job }: { job: RecurringJob }) {
  const { t } = useSchedulerTranslation();
  const queryClient = useQueryClient();
  const runner = useActionRunner({
    bannerId: resourceBannerId(RECURRING_JOBS), refresh: () => invalidateResource(queryClient, RECURRING_JOBS), translateReason: (text) => t(text),
  });
  const [editing, setEditing] = useState(false);
  const name = jobNameOf(job, t);
  const blockedBy = job.canChange ? undefined : t(SCHEDULER_MESSAGES.systemJob);
  const params = { id: job.id };

  const pauseOrResume = () => runner.run({
    requestId: newRequestId(),
    send: () => callApi(job.paused ? A.resume : A.pause, { params, body: {}, silent: true }),
    successMessage: () => t(job.paused ? '{{name}} is resumed' : '{{name}} is paused', { name }),
  });
  const runNow = () => runner.run({
    requestId: newRequestId(),
    send: () => callApi(A.runNow, { params, body: {}, silent: true }),
    successMessage: () => t(SCHEDULER_MESSAGES.runQueued),
  });
  const save = (change: ScheduleChange) => runner.run({
    requestId: newRequestId(),
    send: () => callApi(A.schedule, { params, body: change, silent: true }),
    successMessage: () => t('The schedule of {{name}} is saved', { name }),
  });

  return (
    <>
      {job.paused
        ? <ActionButton label={t('Resume {{name}}', { name })} icon={<PlayCircleOutlined aria-hidden />} blockedBy={blockedBy} onClick={() => { void pauseOrResume(); }} />
        : <ActionButton label={t('Pause {{name}}', { name })} icon={<PauseOutlined aria-hidden />} blockedBy={blockedBy} onClick={() => { void pauseOrResume(); }} />}
      <ActionButton label={t('Run {{name}} now', { name })} icon={<CaretRightOutlined aria-hidden />} blockedBy={blockedBy} onClick={() => { void runNow(); }} />
      <ActionButton label={t('Edit the schedule of {{name}}', { name })} icon={<CalendarOutlined aria-hidden />} blockedBy={blockedBy} onClick={() => setEditing(true)} />
      {editing && (
        <EditScheduleDialog name={name} initial={{ cron: job.cron, missedRunPolicy: job.missedRunPolicy }} onSave={save} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
