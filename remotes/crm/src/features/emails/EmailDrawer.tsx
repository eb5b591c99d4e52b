import { Alert, Descriptions, Drawer, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { CRM_EMAILS, crmRecordPath, type ResourceRowOf } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { StatusPill } from '@portal/kit';
import { EM, useCrmEmailsTranslation } from './texts';
import { EmailBody } from './EmailBody';

type Email = ResourceRowOf<typeof CRM_EMAILS>;
export const EMAIL_TONES = { Queued: 'pending', Sent: 'positive', Failed: 'negative' } as const;

/** One sent e-mail: to whom, from which record, through which template, its status and its text as sent. */
export function EmailDrawer({ id, row, onClose }: { id: string; row: Email | undefined; onClose(): void }) {
  const { t } = useCrmEmailsTranslation();
  const timeZone = useProfileTimeZone();
  const one = useQuery({
    queryKey: [CRM_EMAILS.key, 'one', id],
    queryFn: ({ signal }) => callApi(CRM_EMAILS.endpoints.one, { params: { id }, signal }),
    enabled: !row,
  });
  const email = row ?? one.data;
  return (
    <Drawer open onClose={onClose} title={email?.subject ?? t(EM.message)} size="large" destroyOnHidden closable={{ 'aria-label': t(EM.close) }}>
      {one.isError && <Alert type="error" showIcon role="alert" title={t(EM.loadFailed)} />}
      {!email && !one.isError && <Spin />}
      {email && (
        <>
          <Descriptions column={1} size="small" items={[
            { key: 'to', label: t(EM.to), children: `${email.toName} <${email.toAddress}>` },
            { key: 'status', label: t(EM.status), children: <StatusPill status={email.status} label={t(EM[email.status])} tone={EMAIL_TONES[email.status]} /> },
            {
              key: 'record', label: t(EM.record),
              children: <Link to={crmRecordPath(email.relatedType, email.relatedId)}>{`${t(EM[email.relatedType])}: ${email.relatedName ?? email.relatedId}`}</Link>,
            },
            { key: 'template', label: t(EM.template), children: email.templateName ?? t(EM.noTemplate) },
            { key: 'sender', label: t(EM.sender), children: email.senderName ?? '' },
            { key: 'sentAt', label: t(EM.sentAt), children: email.sentAt ? formatInTimeZone(email.sentAt, timeZone, 'dateTime') : '' },
          ]} />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t(EM.message)}</Typography.Title>
          <EmailBody text={email.body} testId="crm-email-body" />
        </>
      )}
    </Drawer>
  );
}
