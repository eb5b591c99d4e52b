import { Typography } from 'antd';
import { useMemo } from 'react';
import { DEV_MAILBOX, type DevMail } from '@portal/contracts';
import { ResourceListPage, type ColumnDef } from '@portal/kit';
import { MB } from '../../i18n/mailbox-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { MailDrawer } from './MailDrawer';

/**
 * /platform/mailbox (development, ADR 0075): the mail the backend sent, newest first, searchable by recipient and
 * words; a row opens the message with its links. A tester of `npm start` follows an invitation from here.
 */
export function MailboxPage({ title }: { title: string }) {
  const { t } = useCrmTranslation();
  const columns = useMemo<ColumnDef<DevMail>[]>(() => [
    { key: 'sentAt', title: MB.sent, kind: 'dateTimeSeconds', value: (m) => m.sentAt, sortable: true, width: 170 },
    { key: 'to', title: MB.to, kind: 'id', value: (m) => m.to, width: 240 },
    { key: 'subject', title: MB.subject, value: (m) => m.subject, width: 360 },
  ], []);
  const fields = useMemo(() => ({ recipient: { label: t(MB.recipient) }, search: { label: t(MB.search) }, sent: { label: t(MB.sent) } }), [t]);
  return (
    <ResourceListPage<DevMail>
      resource={DEV_MAILBOX}
      title={title}
      translate={(text) => t(text)}
      columns={columns}
      fields={fields}
      rowName={(m) => m.subject}
      before={<Typography.Paragraph>{t(MB.intro)}</Typography.Paragraph>}
      drawer={(opened, close) => <MailDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
