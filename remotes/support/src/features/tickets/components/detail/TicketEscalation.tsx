import { Link } from 'react-router';
import { SUPPORT_PAGE_URLS, type Ticket } from '@portal/contracts';
import { T } from '../../../../i18n/texts';
import { rememberCrumb } from '../../../../lib/breadcrumbs';
import { useTicket } from '../../api/get-ticket';
import type { TicketRef } from '../../api/ticket-ref';

export interface LinkedTicket {
  label: string;
  ref: TicketRef;
  path: string;
}

/**
 * The other end of an escalation, as the tenant sees it: a customer ticket escalated to the tenant's own
 * ticket to the platform, and back. The merchant is not told about escalations; platform staff cannot
 * open customer tickets (the server refuses), so neither side gets a row.
 */
export function linkedTicketOf(ticket: Ticket, ref: TicketRef): LinkedTicket | null {
  if (ref.kind === 'tenant-customer' && ticket.escalatedToTicketId) {
    const ticketId = ticket.escalatedToTicketId;
    return { label: T.escalatedTo, ref: { kind: 'tenant-own', ticketId }, path: SUPPORT_PAGE_URLS.tenantOwn(ticketId) };
  }
  if (ref.kind === 'tenant-own' && ticket.escalatedFromTicketId && ticket.escalatedFromCustomerId) {
    const { escalatedFromTicketId: ticketId, escalatedFromCustomerId: customerId } = ticket;
    return { label: T.escalatedFrom, ref: { kind: 'tenant-customer', customerId, ticketId }, path: SUPPORT_PAGE_URLS.tenant(customerId, ticketId) };
  }
  return null;
}

/** A link to the linked ticket, showing its number (and subject once loaded). */
export function LinkedTicketLink({ linked }: { linked: LinkedTicket }) {
  const other = useTicket(linked.ref);
  const text = other.data ? `#${other.data.ticketNumber} ${other.data.subject}` : '…';
  return (
    <Link to={linked.path} onClick={() => other.data && rememberCrumb(linked.path, text)} data-testid="escalation-link">
      {text}
    </Link>
  );
}
