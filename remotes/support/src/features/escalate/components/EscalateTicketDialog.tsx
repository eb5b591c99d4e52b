import { Typography, App } from 'antd';
import { useMemo } from 'react';
import { PRIORITIES, type Priority, type Ticket } from '@portal/contracts';
import { useFieldForm, type FieldDefinition } from '@portal/kit';
import { FormDialog } from '../../../components/FormDialog';
import { textValue } from '../../../components/form-values';
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

/** Escalate Ticket: the tenant raises a platform ticket from a customer ticket, prefilled from it. */
export function EscalateTicketDialog({ open, ticket, ticketRef, onClose }: EscalateTicketDialogProps) {
  const { t } = useSupportTranslation();
  // The host's <App> (5 s default, spec part 1 section 9) holds the messages.
  const { message: messages } = App.useApp();
  const escalate = useEscalateTicket(ticketRef);
  const categories = useTicketCategories(open);
  const categoryList = categories.data ?? [ticket.category];
  const fields = useMemo<FieldDefinition[]>(() => {
    const required = [{ name: 'required' as const, message: t(T.required) }];
    return [
      {
        name: 'ticketCategory', label: t(T.category), type: 'select', placeholder: t(T.selectCategory), validations: required,
        options: categoryList.map((c) => ({ id: c, name: t(c) })),
      },
      { name: 'subject', label: t(T.subject), type: 'input', validations: required },
      { name: 'description', label: t(T.description), type: 'input', inputType: 'textarea', rows: { min: 4, max: 7 }, validations: required },
      {
        name: 'priority', label: t(T.priority), type: 'select', placeholder: t(T.selectPriority),
        options: PRIORITIES.map((p) => ({ id: p, name: t(T[p]) })),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's content, not its identity
  }, [t, categoryList.join('\n')]);
  // Prefilled from the customer ticket (again when another one is escalated).
  const prefilled = useMemo(
    () => ({ subject: ticket.subject, description: ticket.description, ticketCategory: ticket.category, priority: ticket.priority }),
    [ticket.subject, ticket.description, ticket.category, ticket.priority],
  );
  const form = useFieldForm({
    fields,
    values: prefilled,
    enableReinitialize: true,
    sanitize: false,
    onSubmit: async (values) => {
      try {
        const id = await escalate.mutateAsync({
          subject: textValue(values, 'subject'),
          description: textValue(values, 'description'),
          ticketCategory: textValue(values, 'ticketCategory'),
          priority: (values.priority as Priority | null) ?? undefined,
        });
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
    <FormDialog
      open={open}
      title={t(T.escalateTicket)}
      okText={t(T.escalate)}
      form={form}
      fields={fields}
      idPrefix="esc"
      onCancel={() => onClose()}
      destroyOnHidden
      intro={<Typography.Paragraph type="secondary">{t(T.escalateHint)}</Typography.Paragraph>}
    />
  );
}
