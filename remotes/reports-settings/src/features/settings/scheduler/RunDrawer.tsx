import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Spin, Typography, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { JOB_RUNS, NOTIFICATION_ENDPOINTS, type ResourceRowOf } from '@portal/contracts';
import { formatDecimal } from '@portal/i18n';
import { formatInTimeZone, ItemList, ItemListItem, saveBlob, StatusPill } from '@portal/kit';
import { runJobName } from './job-names';
import { OUTCOME_TONES } from './run-outcomes';
import { useSchedulerTranslation } from './scheduler-texts';

export type JobRun = ResourceRowOf<typeof JOB_RUNS>;

/** A duration as people read it: 850 ms, 12,4 s, 3 min 05 s. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${formatDecimal(ms / 1000, 1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** One run: when, how it ended, the lines its job logged, its error and its files (their owner downloads them). */
export function RunDrawer({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useSchedulerTranslation();
  const timeZone = useProfileTimeZone();
  const one = useQuery({
    queryKey: [JOB_RUNS.key, 'one', id],
    queryFn: ({ signal }) => callApi(JOB_RUNS.endpoints.one, { params: { id }, signal }),
  });
  const run = one.data;
  const jobName = run ? runJobName(run, t) : null;
  const when = (at: string | null) => (at ? formatInTimeZone(at, timeZone, 'dateTime') : '');
  async function download(fileId: string) {
    try {
      const blob = await callApi(NOTIFICATION_ENDPOINTS.reportDownload, { params: { id: fileId }, silent: true }) as Blob;
      saveBlob(blob, `${jobName ?? 'export'}.csv`);
    } catch {
      void message.error(t('The file could not be downloaded: only its owner may download it'));
    }
  }
  return (
    <Drawer open onClose={onClose} title={jobName ?? t('Process logs')} size="large" destroyOnHidden closable={{ 'aria-label': t('Close') }}>
      {one.isError && <Alert type="error" showIcon role="alert" title={t('The run could not be loaded')} />}
      {!run && !one.isError && <Spin />}
      {run && (
        <>
          <Descriptions column={1} size="small" items={[
            { key: 'outcome', label: t('Outcome'), children: <StatusPill status={run.outcome} label={t(run.outcome)} tone={OUTCOME_TONES[run.outcome]} /> },
            { key: 'trigger', label: t('Trigger'), children: t(run.trigger) },
            { key: 'queued', label: t('Queued'), children: when(run.queuedAt) },
            { key: 'started', label: t('Started'), children: when(run.startedAt) },
            { key: 'ended', label: t('Ended'), children: when(run.endedAt) },
            { key: 'duration', label: t('Duration'), children: formatDuration(run.durationMs) },
          ]} />
          {run.error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={t('Error')} description={<span data-testid="run-error">{run.error}</span>} />}
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t('Log lines')}</Typography.Title>
          {run.logLines?.length ? (
            <ol aria-label={t('Log lines')} style={{ fontFamily: 'monospace', fontSize: 12, paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
              {run.logLines.map((line, i) => (
                <li key={i}>
                  <Typography.Text type={line.level === 'error' ? 'danger' : line.level === 'warn' ? 'warning' : undefined}>
                    {`${formatInTimeZone(line.at, timeZone, 'dateTime')} ${line.level.toUpperCase()} ${line.text}`}
                  </Typography.Text>
                </li>
              ))}
            </ol>
          ) : <Typography.Text type="secondary">{t('No lines')}</Typography.Text>}
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t('Output files')}</Typography.Title>
          {run.outputFiles.length ? (
            <ItemList size="small" items={run.outputFiles} renderItem={(file, i) => (
              <ItemListItem>
                <Button icon={<DownloadOutlined aria-hidden />} onClick={() => { void download(file.id); }}>{`${t('Download')} ${i + 1}`}</Button>
              </ItemListItem>
            )} />
          ) : <Typography.Text type="secondary">{t('No files')}</Typography.Text>}
        </>
      )}
    </Drawer>
  );
}
