import { MailOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useState } from 'react';
import { CRM_EDIT_PERMISSIONS, type CrmRecordType } from '@portal/contracts';
import { ActionButton } from '@portal/kit';
import { useMayEdit } from '../records/use-may-edit';
import { SendEmailDialog } from './SendEmailDialog';
import { EM, useCrmEmailsTranslation } from './texts';

/**
 * A record's "Send e-mail" button with its dialog (ADR 0090): what a list row or a record page adds, e.g.
 * `rowActions={(r) => <SendEmailAction relatedType="contact" relatedId={r.id} name={r.lastName} />}`.
 */
export function SendEmailAction({ relatedType, relatedId, name, tenantId }: { relatedType: CrmRecordType; relatedId: string; name: string; tenantId?: string }) {
  const { t } = useCrmEmailsTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  // Sending needs CRM.Emails.Send (ADR 0093): without it, no button.
  const maySend = useMayEdit(CRM_EDIT_PERMISSIONS.emails);
  if (!maySend) return null;
  return (
    <>
      <ActionButton label={t(EM.sendEmailTo, { name })} icon={<MailOutlined aria-hidden />} onClick={() => setOpen(true)} />
      {open && (
        <SendEmailDialog relatedType={relatedType} relatedId={relatedId} tenantId={tenantId} onClose={(sent) => {
          setOpen(false);
          // Said as it went: handed to the mail transport, or logged as Failed.
          if (sent?.status === 'Failed') void message.error(t(EM.failedTo, { to: sent.toAddress }));
          else if (sent) void message.success(t(EM.sentTo, { to: sent.toAddress }));
        }} />
      )}
    </>
  );
}
