import { Alert, Button, Descriptions, Drawer, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { DEV_MAILBOX, type DevMail } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { MB } from '../../i18n/mailbox-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { LinkifiedText } from './linkified-text';

/** One e-mail: who it went to, when, its subject and text (links clickable), and its link as a button. */
export function MailDrawer({ id, row, onClose }: { id: string; row: DevMail | undefined; onClose(): void }) {
  const { t } = useCrmTranslation();
  const timeZone = useProfileTimeZone();
  // The row from the list when the drawer opens from it; a link straight to `?open=<id>` asks the server.
  const one = useQuery({
    queryKey: [DEV_MAILBOX.key, 'one', id],
    queryFn: ({ signal }) => callApi(DEV_MAILBOX.endpoints.one, { params: { id }, signal }) as Promise<DevMail>,
    enabled: !row,
  });
  const mail = row ?? one.data;
  return (
    <Drawer open onClose={onClose} title={mail?.subject ?? t(MB.message)} size="large" destroyOnHidden closable={{ 'aria-label': t(MB.close) }}>
      {one.isError && <Alert type="error" showIcon title={one.error.message} />}
      {!mail && !one.isError && <Spin />}
      {mail && (
        <>
          <Descriptions column={1} size="small" items={[
            { key: 'to', label: t(MB.to), children: mail.to },
            { key: 'sent', label: t(MB.sent), children: formatInTimeZone(mail.sentAt, timeZone, 'dateTimeSeconds') },
          ]} />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t(MB.message)}</Typography.Title>
          <Typography.Paragraph data-testid="mail-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <LinkifiedText text={mail.text} />
          </Typography.Paragraph>
          {mail.link && (
            <>
              <Button type="primary" href={mail.link} target="_blank" rel="noopener noreferrer">{t(MB.openLink)}</Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t(MB.linkNote)}</Typography.Paragraph>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
