import { and, asc, eq, isNull, like, notLike } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { supportFeedItems } from '../../../db/schema';
import { esc } from '../../../lib/html';
import { actorsByIds } from '../actors';
import { plainText } from '../csv';
import { NOTIFY, notifyTicketEvent } from '../events';
import { addFeedItem } from '../feed.repository';
import { partiesOfChannel } from '../parties';
import type { ValidInvitation } from './links';

/** Longest comment an external party may post (plain text, after trimming). */
export const EXTERNAL_COMMENT_MAX_LENGTH = 4000;

/** Texts of the external-party page. */
export const EXTERNAL_TEXTS = {
  required: 'Please write a comment.',
  tooLong: `A comment can be at most ${EXTERNAL_COMMENT_MAX_LENGTH} characters.`,
  closed: 'This ticket is closed. New comments are not accepted.',
  posted: 'Your comment has been added.',
  notFound: 'This link is not valid or has expired.',
} as const;

export type CommentCheck = { ok: true; text: string } | { ok: false; error: string };

export function checkExternalComment(raw: unknown): CommentCheck {
  const text = typeof raw === 'string' ? raw.replace(/\r\n?/g, '\n').trim() : '';
  if (!text) return { ok: false, error: EXTERNAL_TEXTS.required };
  if (text.length > EXTERNAL_COMMENT_MAX_LENGTH) return { ok: false, error: EXTERNAL_TEXTS.tooLong };
  return { ok: true, text };
}

/** Feed comments are rich text: plain text becomes escaped paragraphs, so the portal shows it as written. */
export const plainTextToHtml = (text: string): string =>
  text.split(/\n{2,}/).map((para) => `<p>${para.split('\n').map(esc).join('<br>')}</p>`).join('');

/** Stores an ExternalPartyCommentItem (unread for every reader) and tells the ticket's parties, as a public comment does. */
export async function addExternalComment(db: Db, { ticket, invitation }: ValidInvitation, text: string): Promise<void> {
  await addFeedItem(db, {
    ticketId: ticket.id, type: 'ExternalPartyCommentItem', actorId: null,
    data: { content: plainTextToHtml(text), externalPartyEmail: invitation.email },
  });
  await notifyTicketEvent(db, {
    ticket, actorId: null, actorParty: null, notificationType: NOTIFY.comment,
    parties: partiesOfChannel(ticket.channelType),
    text: { key: 'support.commentAdded', params: { ticket: `#${ticket.ticketNumber} ${ticket.subject}`, actor: invitation.email, excerpt: text.slice(0, 200) } },
  });
}

export interface PublicComment {
  author: string;
  timestamp: Date;
  text: string;
}

/** The ticket's public comments only (no internal comment of any party), oldest first, as plain text. */
export async function publicComments(db: Db, ticketId: string, viewerEmail: string): Promise<PublicComment[]> {
  const rows = await db.select().from(supportFeedItems)
    .where(and(eq(supportFeedItems.ticketId, ticketId), isNull(supportFeedItems.internalTo), like(supportFeedItems.type, '%CommentItem'),
      notLike(supportFeedItems.type, '%InternalCommentItem')))
    .orderBy(asc(supportFeedItems.createdAt), asc(supportFeedItems.id));
  const actors = await actorsByIds(db, rows.map((r) => r.actorId));
  return rows.map((r) => {
    // Other invitees' addresses are not theirs to see.
    const external = r.data.externalPartyEmail === viewerEmail ? `You (${viewerEmail})` : 'External party';
    return {
      author: r.actorId ? actors.get(r.actorId)?.name ?? 'Former user' : external,
      timestamp: r.createdAt,
      text: plainText(String(r.data.content ?? '')),
    };
  });
}
