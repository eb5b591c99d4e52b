import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, isApiError } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { SCA_CODE_DIGITS, SCA_ENDPOINTS, SCA_RECOVERY_CODES_LOW } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { codeDigits } from '@portal/kit';
import { A, useAuthenticatorTranslation } from './authenticator-texts';

const STATUS_KEY = ['sca-authenticator'] as const;

interface Enrolment { secret: string; otpauthUrl: string; qrCode: string }

/**
 * The profile page's authenticator (ADR 0080): set one up from a QR code (or its key typed in), confirmed by the
 * app's first code; the 10 recovery codes are shown once. Replacing one asks for a code of the current one, and so
 * do new recovery codes, which the card asks for when few are left.
 */
export function AuthenticatorCard() {
  const { t } = useAuthenticatorTranslation();
  const timeZone = useProfileTimeZone();
  const client = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => callApi(SCA_ENDPOINTS.status) });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'start' | 'confirm' | 'renew' | null>(null);
  const [recovery, setRecovery] = useState<{ codes: string[]; replaced: boolean } | null>(null);

  const start = async () => {
    setBusy('start');
    try {
      setEnrolment(await callApi(SCA_ENDPOINTS.startEnrolment, { body: {} }));
      setCode('');
      setError(null);
    } catch {
      // Refused or cancelled: the code dialog or the error snackbar said why.
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    setBusy('confirm');
    try {
      const answer = await callApi(SCA_ENDPOINTS.confirmEnrolment, { body: { code }, silent: true });
      setRecovery({ codes: answer.recoveryCodes, replaced: false });
      setEnrolment(null);
      await client.invalidateQueries({ queryKey: STATUS_KEY });
    } catch (e) {
      setError(isApiError(e) && e.status === 400 ? t(A.invalid) : e instanceof Error ? e.message : String(e));
      setCode('');
    } finally {
      setBusy(null);
    }
  };

  // The portal's code dialog asks for a code of the app (or an old recovery code) on the way.
  const renewRecoveryCodes = async () => {
    setBusy('renew');
    try {
      const answer = await callApi(SCA_ENDPOINTS.newRecoveryCodes, { body: {} });
      setRecovery({ codes: answer.recoveryCodes, replaced: true });
      await client.invalidateQueries({ queryKey: STATUS_KEY });
    } catch {
      // Refused or cancelled: the code dialog or the error snackbar said why.
    } finally {
      setBusy(null);
    }
  };

  const s = status.data;
  const fewCodesLeft = !!s?.enrolled && s.recoveryCodesLeft <= SCA_RECOVERY_CODES_LOW;
  return (
    <Card title={<span id="authenticator">{t(A.title)}</span>} loading={status.isLoading}>
      <Typography.Paragraph type="secondary">{t(A.intro)}</Typography.Paragraph>
      {s?.lockedUntil && <Alert type="warning" showIcon title={t(A.locked, { time: formatDateTime(s.lockedUntil, false, timeZone) })} style={{ marginBottom: 12 }} />}

      {recovery ? (
        <section aria-labelledby="recovery-title">
          <Typography.Title level={5} id="recovery-title">{t(A.recoveryTitle)}</Typography.Title>
          <Typography.Paragraph>{t(A.recoveryIntro)}{recovery.replaced && <> {t(A.recoveryReplaced)}</>}</Typography.Paragraph>
          {/* Two columns where both fit a whole code (19 characters), else one: a code never breaks across lines. */}
          <ul aria-label={t(A.recoveryTitle)} style={{ fontFamily: 'monospace', columns: '21ch 2', maxWidth: 420 }}>
            {recovery.codes.map((c) => <li key={c} style={{ whiteSpace: 'nowrap' }}>{c}</li>)}
          </ul>
          <Flex gap={8} wrap>
            <Typography.Text copyable={{ text: recovery.codes.join('\n'), tooltips: [t(A.copy), t(A.copy)] }}>{t(A.copy)}</Typography.Text>
            <Button type="primary" onClick={() => setRecovery(null)}>{t(A.done)}</Button>
          </Flex>
        </section>
      ) : enrolment ? (
        <Flex vertical gap={12} style={{ maxWidth: 420 }}>
          <Typography.Text>{t(A.scan)}</Typography.Text>
          <img src={enrolment.qrCode} alt={t(A.qrAlt)} width={200} height={200} style={{ background: '#fff' }} />
          <Typography.Text>{t(A.orType)}</Typography.Text>
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="authenticator-secret">{enrolment.secret}</Typography.Text>
          <form onSubmit={(e) => { e.preventDefault(); if (code.length === SCA_CODE_DIGITS) void confirm(); }}>
            <label htmlFor="authenticator-code">{t(A.enterCode)}</label>
            <Input
              id="authenticator-code" value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={SCA_CODE_DIGITS} autoFocus
              onChange={(e) => setCode(codeDigits(e.target.value))} aria-invalid={!!error} aria-describedby={error ? 'authenticator-code-error' : undefined}
              style={{ maxWidth: 200, display: 'block', marginTop: 4, letterSpacing: 6 }}
            />
            {error && <Typography.Text id="authenticator-code-error" type="danger" role="alert">{error}</Typography.Text>}
            <Flex gap={8} style={{ marginTop: 12 }}>
              <Button onClick={() => setEnrolment(null)}>{t(A.cancel)}</Button>
              <Button type="primary" htmlType="submit" loading={busy === 'confirm'} disabled={code.length !== SCA_CODE_DIGITS}>{t(A.confirm)}</Button>
            </Flex>
          </form>
        </Flex>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>{s?.enrolled ? t(A.enrolled, { n: s.recoveryCodesLeft }) : t(A.notEnrolled)}</Typography.Text>
          {fewCodesLeft && <Alert type="warning" showIcon title={s.recoveryCodesLeft === 0 ? t(A.recoveryNone) : t(A.recoveryLow, { n: s.recoveryCodesLeft })} />}
          <Flex gap={8} wrap>
            {s?.enrolled && (
              <Button type={fewCodesLeft ? 'primary' : 'default'} loading={busy === 'renew'} disabled={busy === 'start'} onClick={() => void renewRecoveryCodes()}>{t(A.newRecoveryCodes)}</Button>
            )}
            <Button type={s?.enrolled ? 'default' : 'primary'} loading={busy === 'start'} disabled={busy === 'renew'} onClick={() => void start()}>{s?.enrolled ? t(A.replace) : t(A.setUp)}</Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
