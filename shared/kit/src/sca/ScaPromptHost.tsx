import { Alert, Button, Input, Modal, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setScaPrompt, type ScaAttempt, type ScaPromptRequest } from '@portal/api-client';
import { SCA_CODE_DIGITS } from '@portal/contracts';
import { addRemoteResources, formatDateTime, portalI18n } from '@portal/i18n';
import { scaEn, scaTr, SCA_TEXTS as S } from './sca-texts';

const SCA_NAMESPACE = 'sca';
let registered = false;
function useScaTranslation() {
  if (!registered) {
    addRemoteResources({ en: { [SCA_NAMESPACE]: scaEn }, tr: { [SCA_NAMESPACE]: scaTr } });
    registered = true;
  }
  return useTranslation(SCA_NAMESPACE, { i18n: portalI18n() });
}

/** The digits of what was typed or pasted ("123 456", "123-456"), at most six. */
export const codeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, SCA_CODE_DIGITS);

interface Pending {
  request: ScaPromptRequest;
  attempt(code: string): Promise<ScaAttempt>;
  resolve(through: boolean): void;
}

export interface ScaPromptHostProps {
  /** Opens the profile page's authenticator enrolment (a user without one is led there). */
  onEnrol(): void;
  /** The time a lock ends, as the user reads it (default: DD/MM/YYYY HH:mm on the browser's clock). */
  formatTime?(iso: string): string;
}

/**
 * The one code dialog of the portal (ADR 0080): mounted once by the shell, it answers every call the server refuses
 * for strong authentication, whichever remote made it. Six digits, focused on open, a pasted code taken as is; a
 * wrong code keeps the dialog open with "Invalid code"; the call goes through when a code does.
 */
export function ScaPromptHost({ onEnrol, formatTime = (iso) => formatDateTime(iso) }: ScaPromptHostProps) {
  const { t } = useScaTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const input = useRef<InputRef>(null);

  useEffect(() => {
    // One dialog at a time: a second call waiting for a code asks after the first is answered.
    setScaPrompt((request, attempt) => {
      const asked = queue.current.then(() => new Promise<boolean>((resolve) => {
        setCode('');
        setPending({ request, attempt, resolve });
      }));
      queue.current = asked.catch(() => undefined);
      return asked;
    });
    return () => setScaPrompt(null);
  }, []);

  const finish = useCallback((through: boolean) => {
    pending?.resolve(through);
    setPending(null);
    setChecking(false);
  }, [pending]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!pending || code.length !== SCA_CODE_DIGITS || checking) return;
    setChecking(true);
    const outcome = await pending.attempt(code);
    setChecking(false);
    if (outcome.done) return finish(true);
    setPending({ ...pending, request: outcome.refusal });
    setCode('');
  };

  // Back to the field after a wrong code (the field was disabled while the code was checked).
  useEffect(() => {
    if (pending && !checking) input.current?.focus();
  }, [pending, checking]);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setCode(codeDigits(event.clipboardData.getData('text')));
  };

  const reason = pending?.request.reason;
  const blocked = reason === 'locked' || reason === 'enrol';
  const title = reason === 'locked' ? t(S.lockedTitle) : reason === 'enrol' ? t(S.enrolTitle) : t(S.title);

  const footer = blocked
    ? [
      <Button key="close" onClick={() => finish(false)}>{t(S.close)}</Button>,
      ...(reason === 'enrol' ? [<Button key="enrol" type="primary" onClick={() => { finish(false); onEnrol(); }}>{t(S.enrolNow)}</Button>] : []),
    ]
    : [
      <Button key="cancel" onClick={() => finish(false)} disabled={checking}>{t(S.cancel)}</Button>,
      <Button key="verify" type="primary" htmlType="submit" form="sca-code-form" loading={checking} disabled={code.length !== SCA_CODE_DIGITS}>{t(S.verify)}</Button>,
    ];

  return (
    <Modal
      open={pending !== null}
      title={title}
      footer={footer}
      onCancel={() => { if (!checking) finish(false); }}
      afterOpenChange={(open) => { if (open) input.current?.focus(); }}
      destroyOnHidden
      width={420}
    >
      {reason === 'enrol' && <Typography.Paragraph>{t(S.enrol)}</Typography.Paragraph>}
      {reason === 'locked' && (
        <Alert type="error" showIcon role="alert" title={t(S.locked, { time: pending?.request.lockedUntil ? formatTime(pending.request.lockedUntil) : '' })} />
      )}
      {!blocked && (
        <form id="sca-code-form" onSubmit={(e) => void submit(e)}>
          <Typography.Paragraph>{t(S.intro)}</Typography.Paragraph>
          <label htmlFor="sca-code">{t(S.code)}</label>
          <Input
            id="sca-code"
            ref={input}
            autoFocus
            value={code}
            onChange={(e) => setCode(codeDigits(e.target.value))}
            onPaste={onPaste}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SCA_CODE_DIGITS}
            aria-invalid={reason === 'invalid'}
            aria-describedby={reason === 'invalid' ? 'sca-code-error' : undefined}
            style={{ fontSize: 24, letterSpacing: 8, textAlign: 'center', marginTop: 4 }}
            disabled={checking}
          />
          {reason === 'invalid' && <Typography.Text id="sca-code-error" type="danger" role="alert">{t(S.invalid)}</Typography.Text>}
        </form>
      )}
    </Modal>
  );
}
