import { Button, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { API_KEY_ENDPOINTS as E, API_KEY_GRACE_HOURS, type ApiKeyGraceHours, type ApiKeyRow } from '@portal/contracts';
import { formatInTimeZone } from '@portal/kit';
import { SecretBox } from '../webhook-endpoints/SecretDialog';
import { K, useApiKeysTranslation } from './texts';

const GRACE_TEXT = { 0: K.grace0, 1: K.grace1, 24: K.grace24, 168: K.grace168 } as const;

/** "Roll key": the grace the old key keeps (none, 1 h, 24 h, 7 days), then the new key, shown once. */
export function RollKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyRow; onClose(rolled: boolean): void }) {
  const { t } = useApiKeysTranslation();
  const timeZone = useProfileTimeZone();
  const [grace, setGrace] = useState<ApiKeyGraceHours>(24);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rolled, setRolled] = useState<{ key: string; until: string | null } | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(E.roll, { params: { id: apiKey.id }, body: { graceHours: grace } }) as ApiKeyRow;
      const until = grace === 0 ? null : formatInTimeZone(Date.now() + grace * 3_600_000, timeZone, 'dateTime');
      setRolled({ key: answer.key ?? '', until });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(K.rollTitle, { name: apiKey.name })} onCancel={() => onClose(!!rolled)}
      footer={rolled ? <Button type="primary" onClick={() => onClose(true)}>{t(K.close)}</Button> : [
        <Button key="cancel" onClick={() => onClose(false)}>{t(K.cancel)}</Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void submit()}>{t(K.roll)}</Button>,
      ]}>
      {rolled ? (
        <>
          <Typography.Paragraph type="warning">{t(K.keyOnce)}</Typography.Paragraph>
          <SecretBox secret={rolled.key} label={t(K.keyTitle)} note={rolled.until ? t(K.rolledUntil, { time: rolled.until }) : t(K.rolledNow)} />
        </>
      ) : (
        <>
          <Typography.Paragraph>{t(K.rollIntro)}</Typography.Paragraph>
          <Typography.Text id="api-key-grace-label" strong>{t(K.grace)}</Typography.Text>
          <Radio.Group aria-labelledby="api-key-grace-label" value={grace} onChange={(e) => setGrace(e.target.value as ApiKeyGraceHours)}
            style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 8 }}
            options={API_KEY_GRACE_HOURS.map((h) => ({ value: h, label: t(GRACE_TEXT[h]) }))} />
          {error && <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>{error}</Typography.Text>}
        </>
      )}
    </Modal>
  );
}
