import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { OTHER_TENANT } from '../../http/scope';
import { type CreateTicketPayload, type FeedItem, type TicketReference } from '@portal/contracts';
import { sanitizeRichText } from '../../lib/rich-text';
import { isUuid, newId } from '../../lib/ids';
import { requiredText } from '../../lib/validation';
import { decodeKitEntities } from '../../http/kit-encoded-text';
import { findUserById, isSupportStaff, type Principal } from '../users/repository';
import { notifyReportGenerated } from '../notifications/notify';
import { TICKET_CATEGORIES } from './categories';
import { toCsv } from '../../lib/csv';
import { supportExportWords } from './export-texts';
import { fileNamePart, plainText } from './csv';
import { NOTIFY, notifyTicketEvent } from './events';
import { addFeedItem, countItemsBy, markCommentsRead, visibleFeed } from './feed.repository';
import { keyedComment } from './feed-texts';
import type { NotificationLanguage } from '../notifications/texts';
import { findLabel } from './labels.repository';
import { commentType, partyOf, PLATFORM, TENANT } from './parties';
import { invitationExpired, type Invitation } from './external/links';
import type { TicketAccess } from './scope';
import { handSetFields } from './timing-fields';
import { insertTicket, updateTicket, type TicketRow } from './tickets.repository';
import { checkEmail, checkPriority, checkReferences } from './validate';

type Channel = TicketRow['channelType'];

export const ticketLabel = (t: TicketRow) => `#${t.ticketNumber} ${t.subject}`;
export const nameOf = (p: Principal) => `${p.user.firstName} ${p.user.lastName}`.trim();

function text(label: string, value: unknown, max: number, multiline = false): string {
  const problem = requiredText(label, typeof value === 'string' ? value : undefined, max, { multiline });
  if (problem) throw badRequest(problem);
  return (value as string).trim();
}

export interface CreateOptions {
  channel: Channel;
  tenantId: string;
  customerId: string | null;
  request: FastifyRequest;
  /** Subject and description are already as typed (an escalation copies them from the stored ticket). */
  decoded?: boolean;
}

/** Creates a ticket with its first feed item (Opened); answers the new row. */
export async function createTicket(db: Db, principal: Principal, body: CreateTicketPayload, o: CreateOptions): Promise<TicketRow> {
  if (!body || typeof body !== 'object') throw badRequest('A ticket needs ticketCategory, subject and description');
  const category = text('Category', body.ticketCategory, 100);
  if (!(TICKET_CATEGORIES as readonly string[]).includes(category)) throw badRequest(`Category must be one of ${TICKET_CATEGORIES.join(', ')}`);
  // The portal's form sends them HTML-encoded (spec part 2 section 5): stored as the user typed them.
  const typed = (value: unknown) => (typeof value === 'string' && !o.decoded ? decodeKitEntities(value) : value);
  const subject = text('Subject', typed(body.subject), 200);
  const description = text('Description', typed(body.description), 10000, true);
  const contactEmail = body.contactEmail ? checkEmail('Contact email', body.contactEmail) : principal.user.email;
  const party = partyOf(principal);
  if (body.contactEmails?.length && party !== PLATFORM) throw badRequest('contactEmails can only be given by platform staff');
  const contactEmails = (body.contactEmails ?? []).map((e) => checkEmail('Contact email', e));
  const priority = body.priority ? checkPriority(body.priority) : 'Medium';
  const references = await checkReferences(db, principal, { tenantId: o.tenantId, customerId: o.customerId, channelType: o.channel }, body.references ?? []);
  // The createdOn reference holds the page the ticket was raised from; the portal sends it, else the Referer.
  const referer = o.request.headers.referer;
  if (!references.some((r) => r.key === 'createdOn') && referer) references.push({ key: 'createdOn', value: referer.slice(0, 2000) });
  let labelId: string | null = null;
  if (body.labelId) {
    if (!isUuid(body.labelId) || !(await findLabel(db, o.tenantId, body.labelId))) throw badRequest('Label not found');
    labelId = body.labelId;
  }
  const now = new Date();
  const row = await insertTicket(db, {
    id: newId(), tenantId: o.tenantId, customerId: o.customerId, channelType: o.channel, category, subject, description,
    priority, createdById: principal.user.id, createdByParty: party, contactEmail, contactEmails, references, labelId,
    initialRequestAt: now, createdAt: now, updatedAt: now,
  });
  await addFeedItem(db, { ticketId: row.id, type: 'StatusChangeFeedItem', actorId: principal.user.id, data: { newState: 'Opened' }, at: now });
  await notifyTicketEvent(db, {
    ticket: row, actorId: principal.user.id, actorParty: party, notificationType: NOTIFY.statusChange,
    text: { key: 'support.ticketOpened', params: { ticket: ticketLabel(row), actor: nameOf(principal), subject } },
  });
  return row;
}

export async function addComment(db: Db, a: TicketAccess, body: { content?: unknown; isInternal?: unknown }): Promise<void> {
  const content = sanitizeRichText(typeof body?.content === 'string' ? body.content : '');
  if (!plainText(content) && !/<img\b/i.test(content)) throw badRequest('Comment is required');
  if (content.length > 20000) throw badRequest('Comment must be at most 20000 characters');
  const internal = body.isInternal === true;
  const party = a.reader.party;
  await addFeedItem(db, {
    ticketId: a.ticket.id, type: commentType(party, internal), actorId: a.principal.user.id,
    internalTo: internal ? party : null, data: { content },
  });
  // responseAt is only ever empty when not set by hand (a hand-set time is never null).
  await updateTicket(db, a.ticket.id, party !== a.ticket.createdByParty && !a.ticket.responseAt && !internal ? { responseAt: new Date() } : {});
  // An internal comment is read by the author's own party only: nobody else hears of it.
  if (internal) return;
  await notifyTicketEvent(db, {
    ticket: a.ticket, actorId: a.principal.user.id, actorParty: party, notificationType: NOTIFY.comment,
    text: { key: 'support.commentAdded', params: { ticket: ticketLabel(a.ticket), actor: nameOf(a.principal), excerpt: plainText(content).slice(0, 200) } },
  });
}

export async function setStatus(db: Db, a: TicketAccess, status: 'Opened' | 'Closed'): Promise<void> {
  if (a.ticket.status === status) throw badRequest(status === 'Closed' ? 'Ticket is already closed' : 'Ticket is already open');
  const now = new Date();
  const keepResolution = handSetFields(a.ticket).has('resolutionAt');
  await updateTicket(db, a.ticket.id, { status, ...(keepResolution ? {} : { resolutionAt: status === 'Closed' ? now : null }) });
  await addFeedItem(db, { ticketId: a.ticket.id, type: 'StatusChangeFeedItem', actorId: a.principal.user.id, data: { newState: status }, at: now });
  await notifyTicketEvent(db, {
    ticket: a.ticket, actorId: a.principal.user.id, actorParty: a.reader.party, notificationType: NOTIFY.statusChange,
    text: { key: status === 'Closed' ? 'support.ticketClosed' : 'support.ticketReopened', params: { ticket: ticketLabel(a.ticket), actor: nameOf(a.principal) } },
  });
}

export async function setPriority(db: Db, a: TicketAccess, value: unknown): Promise<void> {
  const priority = checkPriority(value);
  if (priority === a.ticket.priority) return;
  await updateTicket(db, a.ticket.id, { priority });
  await addFeedItem(db, { ticketId: a.ticket.id, type: 'PriorityChangeItem', actorId: a.principal.user.id, data: { newPriority: priority } });
}

export async function addReferences(db: Db, a: TicketAccess, refs: unknown): Promise<void> {
  const added = await checkReferences(db, a.principal, a.ticket, refs);
  if (added.length === 0) throw badRequest('At least one reference is required');
  const key = (r: TicketReference) => `${r.key}\u0000${r.value}`;
  const existing = new Set(a.ticket.references.map((r) => key(r as TicketReference)));
  const fresh = added.filter((r) => !existing.has(key(r)));
  if (fresh.length === 0) return;
  await updateTicket(db, a.ticket.id, { references: [...a.ticket.references, ...fresh] });
  await addFeedItem(db, { ticketId: a.ticket.id, type: 'ReferenceItem', actorId: a.principal.user.id, data: { references: fresh } });
}

/** Invitations one user may send in an hour. */
export const INVITATIONS_PER_HOUR = 10;

/** Records the invitation (ticket list of parties + feed item); answers it so the caller can send the link. */
export async function inviteExternalParty(db: Db, a: TicketAccess, body: { externalPartyEmail?: unknown; invitationDescription?: unknown }, now = new Date()): Promise<Invitation & { description: string | null }> {
  const email = checkEmail('External party e-mail', body?.externalPartyEmail);
  // Each invitation mails an address the inviter chooses: a few an hour per person, whatever the tickets
  // (issue 15 item 7), so the portal cannot be made to send mail in bulk.
  const sent = await countItemsBy(db, a.principal.user.id, 'ExternalPartyInvitationItem', new Date(now.getTime() - 3_600_000));
  if (sent >= INVITATIONS_PER_HOUR) {
    throw new ApiError(429, `You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Try again later.`);
  }
  const description = typeof body?.invitationDescription === 'string' && body.invitationDescription.trim() ? body.invitationDescription.trim() : null;
  if (description && description.length > 2000) throw badRequest('Invitation description must be at most 2000 characters');
  // Once an invitation's link has expired the address may be invited again (a new link); until then once is enough.
  const earlier = a.ticket.externalParties.find((p) => p.externalPartyEmail === email);
  if (earlier && !invitationExpired({ invitedAt: new Date(earlier.timestamp) }, now)) throw badRequest(`${email} is already invited`);
  const timestamp = now;
  await updateTicket(db, a.ticket.id, {
    externalParties: [...a.ticket.externalParties.filter((p) => p !== earlier), { externalPartyEmail: email, invitationDescription: description, invitedById: a.principal.user.id, timestamp: timestamp.toISOString() }],
  });
  const item = await addFeedItem(db, {
    ticketId: a.ticket.id, type: 'ExternalPartyInvitationItem', actorId: a.principal.user.id, at: timestamp,
    data: { externalPartyEmail: email, invitationDescription: description },
  });
  return { itemId: item.id, ticketId: a.ticket.id, email, invitedAt: item.createdAt, description };
}

export async function markRead(db: Db, a: TicketAccess, body: { commentIds?: unknown } | undefined): Promise<void> {
  const ids = body?.commentIds;
  if (ids !== undefined && (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string' && isUuid(x)))) throw badRequest('commentIds must be a list of comment ids');
  await markCommentsRead(db, a.ticket.id, a.reader, ids as string[] | undefined);
}

/** Assignee: an active support user of the party working the ticket (tenant staff of its tenant, or platform staff). */
export async function assign(db: Db, a: TicketAccess, assigneeId: unknown): Promise<void> {
  if (typeof assigneeId !== 'string' || !isUuid(assigneeId)) throw badRequest('Assignee is required');
  const u = await findUserById(db, assigneeId);
  if (!u) throw badRequest('Assignee not found');
  if (a.reader.party === TENANT && u.tenantId !== a.ticket.tenantId) throw forbidden(OTHER_TENANT);
  // The same rule lists the assignees the portal offers (GET users?supportStaff=true).
  const eligible = await isSupportStaff(db, assigneeId, a.reader.party === TENANT ? { tenantId: a.ticket.tenantId } : { platform: true });
  if (!eligible) throw badRequest('The assignee must be an active support user who works this ticket');
  await updateTicket(db, a.ticket.id, { assigneeId });
  await addFeedItem(db, { ticketId: a.ticket.id, type: 'AssignmentItem', actorId: a.principal.user.id, data: { newAssigneeId: assigneeId } });
  await notifyTicketEvent(db, {
    ticket: a.ticket, actorId: a.principal.user.id, actorParty: a.reader.party, notificationType: NOTIFY.assignment, extraUserIds: [assigneeId],
    text: { key: 'support.ticketAssigned', params: { ticket: ticketLabel(a.ticket), actor: nameOf(a.principal), assignee: `${u.firstName} ${u.lastName}` } },
  });
}

export async function setLabel(db: Db, a: TicketAccess, labelId: string): Promise<void> {
  if (!isUuid(labelId) || !(await findLabel(db, a.ticket.tenantId, labelId))) throw badRequest('Label not found');
  await updateTicket(db, a.ticket.id, { labelId });
}

/** Tenant escalation: a new tenant-to-platform ticket linked both ways to the customer ticket. Answers its id. */
export async function escalate(db: Db, a: TicketAccess, body: { subject?: unknown; description?: unknown; ticketCategory?: unknown; priority?: unknown } | null | undefined, request: FastifyRequest): Promise<string> {
  const source = a.ticket;
  if (source.escalatedToTicketId) throw badRequest('Ticket has already been escalated');
  const payload: CreateTicketPayload = {
    ticketCategory: typeof body?.ticketCategory === 'string' && body.ticketCategory ? body.ticketCategory : source.category,
    subject: typeof body?.subject === 'string' && body.subject.trim() ? decodeKitEntities(body.subject) : source.subject,
    description: typeof body?.description === 'string' && body.description.trim() ? decodeKitEntities(body.description) : source.description,
    priority: body?.priority ? checkPriority(body.priority) : source.priority,
    references: [...(source.references as TicketReference[]).filter((r) => r.key !== 'createdOn'), ...(source.customerId ? [{ key: 'Customer' as const, value: source.customerId }] : [])]
      .filter((r, i, all) => all.findIndex((x) => x.key === r.key && x.value === r.value) === i),
  };
  const created = await createTicket(db, a.principal, payload, { channel: 'TenantToPlatformTicketChannel', tenantId: source.tenantId, customerId: source.customerId, request, decoded: true });
  await updateTicket(db, created.id, { escalatedFromTicketId: source.id });
  await updateTicket(db, source.id, { escalatedToTicketId: created.id });
  await addFeedItem(db, {
    ticketId: source.id, type: commentType(TENANT, true), actorId: a.principal.user.id, internalTo: TENANT,
    // Stored as a key (issue 16, ADR 0042): each reader sees it in their language.
    data: keyedComment('support.escalatedTo', { number: String(created.ticketNumber) }),
  });
  return created.id;
}

export function parseDateTime(label: string, value: unknown): Date {
  const d = typeof value === 'string' && value.trim() ? new Date(value) : undefined;
  if (!d || Number.isNaN(d.getTime())) throw badRequest(`${label} must be an ISO date-time`);
  return d;
}

/** A feed item's author and what it says, in the reader's words (comments as written). */
const feedLine = (item: FeedItem, words: ReturnType<typeof supportExportWords>): [string, string] => {
  switch (item.type) {
    case 'StatusChangeFeedItem': return [item.user.name, words.statusChanged(words.value(item.newState))];
    case 'AssignmentItem': return [item.assigner.name, words.assignedTo(item.newAssignee.name)];
    case 'PriorityChangeItem': return [item.user.name, words.priorityChanged(words.value(item.newPriority))];
    case 'ReferenceItem': return [item.creator.name, item.references.map((r) => `${r.key}: ${r.value}`).join('; ')];
    case 'ExternalPartyInvitationItem': return [item.invitedBy.name, `${words.invited(item.externalPartyEmail)}${item.invitationDescription ? `: ${item.invitationDescription}` : ''}`];
    default: return [item.commenter.name, plainText(item.content)];
  }
};

/** The reader's visible feed as CSV; also stored as a generated report with a ReportGenerated notification. */
export async function exportFeedCsv(db: Db, a: TicketAccess, language: NotificationLanguage = 'en'): Promise<{ fileName: string; content: string }> {
  const feed = await visibleFeed(db, a.ticket.id, a.reader, { language });
  const words = supportExportWords(language);
  const content = toCsv(words.feedHeader, feed.map((item) => [item.timestamp, words.feedType[item.type], ...feedLine(item, words)]));
  const fileName = `ticket-${a.ticket.ticketNumber}-${fileNamePart(a.ticket.subject)}-feed.csv`;
  await notifyReportGenerated(db, a.principal.user.id, { fileName, contentType: 'text/csv', content, text: { key: 'support.feedExportReady', params: { number: String(a.ticket.ticketNumber), fileName } } });
  return { fileName, content };
}
