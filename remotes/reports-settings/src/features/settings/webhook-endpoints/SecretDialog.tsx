import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { WEBHOOK_ENDPOINT_ENDPOINTS as E } from '@portal/contracts';
import { formatInTimeZone } from '@portal/kit';
import { W, useWebhookEndpointsTranslation } from './texts';

/** The secret in a read-only box with a Copy button: shown once at creation, or after the password. */
export function SecretBox({ secret, note, label }: { secret: string; note?: string; label?: string }) {
  const { t } = useWebhookEndpointsTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea readOnly value={secret} aria-label={label ?? t(W.secretTitle)} autoSize style={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
      <Button onClick={() => { void navigator.clipboard?.writeText(secret); setCopied(true); }}>{t(copied ? W.copied : W.copy)}</Button>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Space>
  );
}

/** A secret shown once (a signing secret; an API key passes its own title and warning, already translated). */
export function CreatedSecretDialog({ secret, onClose, title, warning }: { secret: string; onClose(): void; title?: string; warning?: string }) {
  const { t } = useWebhookEndpointsTranslation();
  return (
    <Modal open title={title ?? t(W.secretTitle)} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t(W.close)}</Button>}>
      <Alert type="warning" showIcon title={warning ?? t(W.secretOnce)} style={{ marginBottom: 12 }} />
      <SecretBox secret={secret} label={title} />
    </Modal>
  );
}

/**
 * Reveal or roll: asks for the user's password first (the server re-checks it), or a code of their authenticator
 * instead, then shows the secret; a roll also says until when the previous secret stays valid.
 */
export function PasswordSecretDialog({ kind, endpoint, onClose }: { kind: 'reveal' | 'roll'; endpoint: { id: string; url: string }; onClose(): void }) {
  const { t } = useWebhookEndpointsTranslation();
  const timeZone = useProfileTimeZone();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ secret: string; previousSecretExpiresAt: string | null } | null>(null);
  // With the authenticator, no password is sent: the server asks for a code and the shell's code dialog answers it.
  const submit = async (withAuthenticator = false) => {
    if (!withAuthenticator && !password) { setError(t(W.passwordRequired)); return; }
    setBusy(true);
    setError(null);
    try {
      const endpointCall = kind === 'reveal' ? E.revealSecret : E.rollSecret;
      const body = withAuthenticator ? {} : { password };
      setAnswer(await callApi(endpointCall, { params: { id: endpoint.id }, body }) as { secret: string; previousSecretExpiresAt: string | null });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const title = t(kind === 'reveal' ? W.revealSecret : W.rollSecret, { url: endpoint.url });
  const until = answer?.previousSecretExpiresAt ? formatInTimeZone(answer.previousSecretExpiresAt, timeZone, 'dateTime') : null;
  return (
    <Modal open title={title} onCancel={onClose}
      footer={answer ? <Button type="primary" onClick={onClose}>{t(W.close)}</Button> : [
        <Button key="cancel" onClick={onClose}>{t(W.cancel)}</Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void submit()}>{t(W.continue)}</Button>,
      ]}>
      {answer ? (
        <SecretBox secret={answer.secret} note={until ? t(W.rolledUntil, { time: until }) : undefined} />
      ) : (
        <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          {kind === 'roll' && <Typography.Paragraph>{t(W.rollIntro)}</Typography.Paragraph>}
          <Typography.Paragraph>{t(W.passwordPrompt)}</Typography.Paragraph>
          <label htmlFor="webhook-secret-password" style={{ display: 'block', marginBottom: 4 }}>{t(W.password)}</label>
          <Input.Password id="webhook-secret-password" autoComplete="current-password" value={password} autoFocus status={error ? 'error' : undefined}
            onChange={(e) => setPassword(e.target.value)} aria-invalid={!!error} aria-describedby={error ? 'webhook-secret-error' : undefined} />
          {error && <Typography.Text id="webhook-secret-error" type="danger" role="alert">{error}</Typography.Text>}
          <Button type="link" style={{ paddingInline: 0, marginTop: 8, whiteSpace: 'normal', height: 'auto', textAlign: 'start' }} disabled={busy}
            onClick={() => void submit(true)}>{t(W.useAuthenticator)}</Button>
        </form>
      )}
    </Modal>
  );
}
