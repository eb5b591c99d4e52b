import { Form, Input, Typography, App } from 'antd';
import { PortalSelect } from '@portal/ui';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { PRIORITIES, type Priority, type Ticket } from '@portal/contracts';
import { FormDialog, fieldError } from '../../../components/FormDialog';
import { T } from '../../../i18n/texts';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { useTicketCategories } from '../../tickets/api/get-ticket-categories';
import { useEscalateTicket } from '../../tickets/api/escalate-ticket';
import type { TicketRef } from '../../tickets/api/ticket-ref';

export interface EscalateTicketDialogProps {
  open: boolean;
  ticket: Ticket;
  ticketRef: Extract<TicketRef, { kind: 'tenant-customer' }>;
  onClose(escalatedTicketId?: string): void;
}

interface EscalateValues {
  subject: string;
  description: string;
  ticketCategory: string;
  priority: Priority;
}

const schema = yup.object({
  subject: yup.string().trim().required(T.required),
  description: yup.string().trim().required(T.required),
  ticketCategory: yup.string().required(T.required),
});

/** Escalate Ticket: the tenant raises a platform ticket from a customer ticket, prefilled from it. */
export function EscalateTicketDialog({ open, ticket, ticketRef, onClose }: EscalateTicketDialogProps) {
  const { t } = useSupportTranslation();
  // The host's <App> (5 s default, spec part 1 section 9) holds the messages.
  const { message: messages } = App.useApp();
  const escalate = useEscalateTicket(ticketRef);
  const categories = useTicketCategories(open);
  const formik = useFormik<EscalateValues>({
    initialValues: { subject: ticket.subject, description: ticket.description, ticketCategory: ticket.category, priority: ticket.priority },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values) => {
      try {
        const id = await escalate.mutateAsync(values);
        void messages.success(t(T.ticketEscalated));
        onClose(id);
      } catch (error) {
        console.error('Escalating the ticket failed', error);
        // As the spec observed of the product: a failed escalation still reads 'Ticket created'.
        void messages.info(t(T.ticketCreated));
      }
    },
  });
  return (
    <>
      <FormDialog
        open={open}
        title={t(T.escalateTicket)}
        okText={t(T.escalate)}
        formik={formik}
        onCancel={() => onClose()}
        destroyOnHidden
        fieldLabels={{ ticketCategory: t(T.category), subject: t(T.subject), description: t(T.description) }}
        intro={<Typography.Paragraph type="secondary">{t(T.escalateHint)}</Typography.Paragraph>}
      >
        <Form.Item label={t(T.category)} required htmlFor="esc-category" {...fieldError(formik, 'ticketCategory', t)}>
          <PortalSelect
            id="esc-category"
            aria-label={t(T.category)}
            placeholder={t(T.selectCategory)}
            value={formik.values.ticketCategory || undefined}
            options={(categories.data ?? [ticket.category]).map((c) => ({ value: c, label: t(c) }))}
            onChange={(value: string) => void formik.setFieldValue('ticketCategory', value)}
          />
        </Form.Item>
        <Form.Item label={t(T.subject)} required htmlFor="esc-subject" {...fieldError(formik, 'subject', t)}>
          <Input id="esc-subject" name="subject" value={formik.values.subject} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        </Form.Item>
        <Form.Item label={t(T.description)} required htmlFor="esc-description" {...fieldError(formik, 'description', t)}>
          <Input.TextArea id="esc-description" name="description" autoSize={{ minRows: 4, maxRows: 7 }} value={formik.values.description} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        </Form.Item>
        <Form.Item label={t(T.priority)} htmlFor="esc-priority">
          <PortalSelect
            id="esc-priority"
            aria-label={t(T.priority)}
            placeholder={t(T.selectPriority)}
            value={formik.values.priority}
            options={PRIORITIES.map((p) => ({ value: p, label: t(T[p]) }))}
            onChange={(value: Priority) => void formik.setFieldValue('priority', value)}
          />
        </Form.Item>
      </FormDialog>
    </>
  );
}
