import { Input, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { isValidCron, RECURRING_JOB_ACTIONS, SCHEDULER_MESSAGES } from '@portal/contracts';
import { formatInTimeZone } from '@portal/kit';
import { cronInWords } from './cron-words';
import { useSchedulerTranslation } from './scheduler-texts';

/** How long typing pauses before the next runs are asked for. */
export const PREVIEW_DEBOUNCE_MS = 300;

type Preview = { state: 'idle' } | { state: 'runs'; runs: string[] } | { state: 'refused'; reason: string };

/**
 * A cron field that says what it means as the user types: the expression in words (in the user's language) and
 * its next 5 runs on the user's clock (the server's cron-parser computes them: what is shown is what will run).
 * A bad expression is refused here with the server's sentence; the server checks it again on save.
 */
export function CronEditor({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string | null }) {
  const { t, i18n } = useSchedulerTranslation();
  const timeZone = useProfileTimeZone();
  const id = useId();
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });
  const valid = isValidCron(value);
  const words = valid ? cronInWords(value, i18n.language) : null;

  useEffect(() => {
    if (!valid) { setPreview({ state: 'idle' }); return undefined; }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(RECURRING_JOB_ACTIONS.preview, { body: { cron: value }, signal: controller.signal, silent: true })
        .then((answer) => setPreview({ state: 'runs', runs: answer.nextRuns }))
        .catch((err: unknown) => { if (!controller.signal.aborted) setPreview({ state: 'refused', reason: err instanceof Error ? err.message : SCHEDULER_MESSAGES.cron }); });
    }, PREVIEW_DEBOUNCE_MS);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [value, valid]);

  const refusal = error ?? (!valid && value.trim() ? SCHEDULER_MESSAGES.cron : preview.state === 'refused' ? preview.reason : null);
  return (
    <div>
      <label htmlFor={`${id}-cron`}><Typography.Text strong>{t('Cron expression (UTC)')}</Typography.Text></label>
      <Input
        id={`${id}-cron`} value={value} onChange={(e) => onChange(e.target.value)} maxLength={100} autoComplete="off" spellCheck={false}
        status={refusal ? 'error' : undefined} aria-invalid={refusal ? true : undefined} aria-describedby={`${id}-help ${id}-error`}
        style={{ fontFamily: 'monospace', maxWidth: 320 }}
      />
      <Typography.Paragraph id={`${id}-help`} type="secondary" style={{ marginBottom: 4 }}>
        {t('Five fields: minute, hour, day of month, month, day of week (UTC). Example: 15 0 * * * is every day at 00:15.')}
      </Typography.Paragraph>
      <div id={`${id}-error`} role="alert">{refusal && <Typography.Text type="danger">{t(refusal)}</Typography.Text>}</div>
      {words && !refusal && (
        <Typography.Paragraph>
          <Typography.Text strong>{t('In words')}: </Typography.Text>
          <span data-testid="cron-words">{`${words} (UTC)`}</span>
        </Typography.Paragraph>
      )}
      {preview.state === 'runs' && !refusal && (
        <div>
          <Typography.Text strong id={`${id}-runs`}>{t('Next 5 runs (your clock)')}</Typography.Text>
          <ul aria-labelledby={`${id}-runs`} style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {preview.runs.map((run) => <li key={run}>{formatInTimeZone(run, timeZone, 'dateTime')}</li>)}
          </ul>
        </div>
      )}
    </div>
  );
}
