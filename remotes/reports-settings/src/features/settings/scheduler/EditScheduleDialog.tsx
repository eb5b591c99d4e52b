import { Modal, Radio, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { isValidCron, MISSED_RUN_POLICIES, SCHEDULER_MESSAGES, type MissedRunPolicy } from '@portal/contracts';
import { useDialogFocus } from '@portal/ui';
import { CronEditor } from './CronEditor';
import { useSchedulerTranslation } from './scheduler-texts';

export const POLICY_TEXTS: Record<MissedRunPolicy, string> = { skip: 'Skip (record a skipped run)', runOnce: 'Run once (one catch-up run)' };

export interface ScheduleChange {
  cron: string;
  missedRunPolicy: MissedRunPolicy;
}

/**
 * A job's cron and missed-run policy. Save is refused in the browser while the cron is not valid (the server
 * checks it again); the dialog stays open with what was typed when the server refuses.
 */
export function EditScheduleDialog({ name, initial, onSave, onClose }: {
  name: string;
  initial: ScheduleChange;
  onSave(change: ScheduleChange): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useSchedulerTranslation();
  const focus = useDialogFocus(true);
  const id = useId();
  const [cron, setCron] = useState(initial.cron);
  const [policy, setPolicy] = useState<MissedRunPolicy>(initial.missedRunPolicy);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const valid = isValidCron(cron);

  async function save() {
    setTried(true);
    if (!valid) return;
    setSaving(true);
    const saved = await onSave({ cron: cron.trim(), missedRunPolicy: policy });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal
      {...focus} open title={t('Edit schedule: {{name}}', { name })} okText={t('Save')} cancelText={t('Cancel')}
      onOk={() => { void save(); }} onCancel={onClose} confirmLoading={saving} destroyOnHidden width={560}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <CronEditor value={cron} onChange={setCron} error={tried && !valid ? SCHEDULER_MESSAGES.cron : null} />
        <div>
          <Typography.Text strong id={`${id}-policy`}>{t('Missed-run policy')}</Typography.Text>
          <Radio.Group aria-labelledby={`${id}-policy`} value={policy} onChange={(e) => setPolicy(e.target.value as MissedRunPolicy)} style={{ display: 'block', marginTop: 4 }}>
            <Space orientation="vertical">
              {MISSED_RUN_POLICIES.map((p) => <Radio key={p} value={p}>{t(POLICY_TEXTS[p])}</Radio>)}
            </Space>
          </Radio.Group>
        </div>
      </Space>
    </Modal>
  );
}
