import type { MailOutbox } from '../../mail/outbox';
import type { TicketRow } from '../tickets.repository';
import { EXTERNAL_LINK_VALID_MS, type Invitation } from './links';

export interface InvitationMail {
  outbox: MailOutbox;
  ticket: TicketRow;
  invitation: Invitation;
  description: string | null;
  inviterName: string;
  link: string;
}

/** The e-mail that gives an invited external party the ticket's link. */
export async function sendInvitationMail(m: InvitationMail): Promise<void> {
  const until = new Date(m.invitation.invitedAt.getTime() + EXTERNAL_LINK_VALID_MS).toISOString().slice(0, 10);
  await m.outbox.send({
    to: m.invitation.email,
    subject: `Invitation to support ticket #${m.ticket.ticketNumber}: ${m.ticket.subject}`,
    link: m.link,
    text: [
      `${m.inviterName} invited you to support ticket #${m.ticket.ticketNumber} "${m.ticket.subject}".`,
      ...(m.description ? [`Note from ${m.inviterName}: ${m.description}`] : []),
      `Read its comments and add yours here: ${m.link}`,
      `The link works until ${until}. Anyone who has it can comment as ${m.invitation.email}: please do not forward it.`,
    ].join('\n\n'),
  });
}
