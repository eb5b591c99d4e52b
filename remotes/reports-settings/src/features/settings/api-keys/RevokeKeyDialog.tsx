import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { API_KEY_ENDPOINTS as E, type ApiKeyRow } from '@portal/contracts';
import { K, useApiKeysTranslation } from './texts';

/** Revoke after a confirmation: the key stops at once and stays listed as Revoked. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyRow; onClose(revoked: boolean): void }) {
  const { t } = useApiKeysTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    setBusy(true);
    setError(null);
    try {
      await callApi(E.resource.remove, { params: { id: apiKey.id } });
      onClose(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(K.revokeTitle, { name: apiKey.name })} onCancel={() => onClose(false)} footer={[
      <Button key="cancel" onClick={() => onClose(false)}>{t(K.cancel)}</Button>,
      <Button key="ok" danger type="primary" loading={busy} onClick={() => void revoke()}>{t(K.revoke)}</Button>,
    ]}>
      <Typography.Paragraph>{t(K.revokeIntro)}</Typography.Paragraph>
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
    </Modal>
  );
}
