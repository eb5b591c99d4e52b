import { useMemo } from 'react';
import { useFieldForm, type FieldDefinition } from '@portal/kit';
import { isEmailAddress } from '../../../../components/email-rule';
import { FormDialog } from '../../../../components/FormDialog';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useInviteExternalParty } from '../../api/invite-external-party';
import type { TicketRef } from '../../api/ticket-ref';

export function InviteExternalPartyDialog({ open, ticketRef, onClose }: { open: boolean; ticketRef: TicketRef; onClose(): void }) {
  const { t } = useSupportTranslation();
  const invite = useInviteExternalParty(ticketRef);
  const fields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'externalPartyEmail', label: t(T.email), type: 'input',
      validations: [
        { name: 'required', message: t(T.required) },
        { name: 'custom', message: t(T.invalidEmail), test: isEmailAddress },
      ],
    },
    // 1000 characters at most: the text input type's limit.
    { name: 'invitationDescription', label: t(T.description), type: 'input', inputType: 'textarea', rows: { min: 2, max: 5 } },
  ], [t]);
  const form = useFieldForm({
    fields,
    validateOnMount: true,
    sanitize: false,
    onSubmit: async (values, helpers) => {
      try {
        await invite.mutateAsync({ externalPartyEmail: String(values.externalPartyEmail).trim(), invitationDescription: String(values.invitationDescription).trim() || null });
        helpers.resetForm();
        onClose();
      } catch {
        // the shell's snackbar shows the error; the dialog keeps the values
      }
    },
  });
  return (
    <FormDialog
      open={open}
      title={t(T.inviteExternalParty)}
      okText={t(T.invite)}
      form={form}
      fields={fields}
      idPrefix="invite"
      onCancel={() => {
        form.resetForm();
        onClose();
      }}
    />
  );
}
