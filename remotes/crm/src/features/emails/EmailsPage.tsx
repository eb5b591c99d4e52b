import { Typography } from 'antd';
import { useMemo } from 'react';
import { CRM_EMAIL_STATUSES, CRM_EMAILS, CRM_RECORD_TYPES, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { EMAIL_TONES, EmailDrawer } from './EmailDrawer';
import { EM, useCrmEmailsTranslation } from './texts';

type Email = ResourceRowOf<typeof CRM_EMAILS>;

/** CRM e-mails (/crm/emails; ADR 0090): what was sent from records, server-paged; a row opens the message. */
export function EmailsPage({ title }: { title: string }) {
  const { t } = useCrmEmailsTranslation();
  const statuses = CRM_EMAIL_STATUSES.map((s) => ({ id: s, name: t(EM[s]) }));
  const types = CRM_RECORD_TYPES.map((r) => ({ id: r, name: t(EM[r]) }));
  const columns = useMemo<ColumnDef<Email>[]>(() => [
    { key: 'subject', title: EM.subject, value: (r) => r.subject, sortable: true, alwaysShown: true, width: 280 },
    { key: 'to', title: EM.to, value: (r) => `${r.toName} <${r.toAddress}>`, width: 260 },
    { key: 'record', title: EM.record, value: (r) => `${t(EM[r.relatedType])}: ${r.relatedName ?? ''}`, width: 240 },
    { key: 'template', title: EM.template, value: (r) => r.templateName ?? '', width: 170 },
    { key: 'sender', title: EM.sender, value: (r) => r.senderName ?? '', width: 150 },
    {
      key: 'status', title: EM.status, value: (r) => r.status, width: 120,
      render: (r) => <StatusPill status={r.status} label={t(EM[r.status])} tone={EMAIL_TONES[r.status]} />,
    },
    { key: 'createdAt', title: EM.createdAt, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 150 },
  ], [t]);
  return (
    <ResourceListPage<Email>
      views
      resource={CRM_EMAILS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.subject}
      before={<Typography.Paragraph type="secondary">{t(EM.emailsIntro)}</Typography.Paragraph>}
      fields={{ status: { label: t(EM.status), options: statuses }, relatedType: { label: t(EM.relatedType), options: types }, relatedId: false }}
      drawer={(opened, close) => <EmailDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
