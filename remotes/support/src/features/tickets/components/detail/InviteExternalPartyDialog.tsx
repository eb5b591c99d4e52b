import { Form, Input } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { FormDialog, fieldError } from '../../../../components/FormDialog';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useInviteExternalParty } from '../../api/invite-external-party';
import type { TicketRef } from '../../api/ticket-ref';

const schema = yup.object({
  externalPartyEmail: yup.string().trim().required(T.required).email(T.invalidEmail),
  invitationDescription: yup.string().max(1000),
});

export function InviteExternalPartyDialog({ open, ticketRef, onClose }: { open: boolean; ticketRef: TicketRef; onClose(): void }) {
  const { t } = useSupportTranslation();
  const invite = useInviteExternalParty(ticketRef);
  const formik = useFormik({
    initialValues: { externalPartyEmail: '', invitationDescription: '' },
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      try {
        await invite.mutateAsync({ externalPartyEmail: values.externalPartyEmail.trim(), invitationDescription: values.invitationDescription.trim() || null });
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
      formik={formik}
      fieldLabels={{ externalPartyEmail: t(T.email), invitationDescription: t(T.description) }}
      onCancel={() => {
        formik.resetForm();
        onClose();
      }}
    >
      <Form.Item label={t(T.email)} required htmlFor="invite-email" {...fieldError(formik, 'externalPartyEmail', t)}>
        <Input id="invite-email" name="externalPartyEmail" type="email" value={formik.values.externalPartyEmail} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
      <Form.Item label={t(T.description)} htmlFor="invite-description" {...fieldError(formik, 'invitationDescription', t)}>
        <Input.TextArea id="invite-description" name="invitationDescription" autoSize={{ minRows: 2, maxRows: 5 }} value={formik.values.invitationDescription} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
    </FormDialog>
  );
}
