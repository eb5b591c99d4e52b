import { and, asc, count, eq, gt, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportFeedItems, supportFeedReads } from '../../db/schema';
import type { FeedItem, TicketReference } from '@portal/contracts';
import { newId } from '../../lib/ids';
import type { NotificationLanguage } from '../notifications/texts';
import { actorsByIds, externalActor, unknownActor } from './actors';
import { renderFeedText } from './feed-texts';
import type { Invitation } from './external/links';
import { CUSTOMER, type Party } from './parties';
import type { Reader } from './tickets.repository';

export type FeedRow = typeof supportFeedItems.$inferSelect;

export interface NewFeedItem {
  ticketId: string;
  type: string;
  actorId: string | null;
  internalTo?: Party | null;
  data?: Record<string, unknown>;
  at?: Date;
}

export async function addFeedItem(db: Db, item: NewFeedItem): Promise<FeedRow> {
  const [row] = await db.insert(supportFeedItems).values({
    id: newId(), ticketId: item.ticketId, type: item.type, actorId: item.actorId, internalTo: item.internalTo ?? null,
    data: item.data ?? {}, createdAt: item.at ?? new Date(),
  }).returning();
  return row!;
}

/** Items the reader's party may see: everything except other parties' internal comments. */
const visibleTo = (party: Party) => or(isNull(supportFeedItems.internalTo), eq(supportFeedItems.internalTo, party));

export interface FeedOptions {
  /** Tenant and platform readers get each invitation's link to pass on (undefined once expired); never given for the customer. */
  invitationLink?: (i: Invitation) => string | undefined;
  /** The reader's language: comments the server wrote with a key are shown in it (default English). */
  language?: NotificationLanguage;
}

export async function visibleFeed(db: Db, ticketId: string, reader: Reader, opts: FeedOptions = {}): Promise<FeedItem[]> {
  const rows = await db.select({
    item: supportFeedItems,
    read: sql<boolean>`exists (select 1 from ${supportFeedReads} r where r.feed_item_id = "support_feed_items"."id" and r.user_id = ${reader.userId})`,
  }).from(supportFeedItems)
    .where(and(eq(supportFeedItems.ticketId, ticketId), visibleTo(reader.party)))
    .orderBy(asc(supportFeedItems.createdAt), asc(supportFeedItems.id));
  const userIds = rows.flatMap(({ item }) => [item.actorId, item.data.newAssigneeId as string | undefined]);
  const actors = await actorsByIds(db, userIds);
  const actor = (id: string | null | undefined, fallbackEmail?: unknown) =>
    id ? actors.get(id) ?? unknownActor(id) : externalActor(String(fallbackEmail ?? 'External party'));
  const linkOf = (item: FeedRow, ticketId: string) => {
    const link = reader.party === CUSTOMER ? undefined
      : opts.invitationLink?.({ itemId: item.id, ticketId, email: String(item.data.externalPartyEmail), invitedAt: item.createdAt });
    return link ? { invitationLink: link } : {};
  };
  return rows.map(({ item, read }) => {
    const base = { id: item.id, timestamp: item.createdAt.toISOString() };
    const d = item.data;
    switch (item.type) {
      case 'StatusChangeFeedItem':
        return { ...base, type: 'StatusChangeFeedItem', user: actor(item.actorId), newState: d.newState } as FeedItem;
      case 'AssignmentItem':
        return { ...base, type: 'AssignmentItem', assigner: actor(item.actorId), newAssignee: actor(d.newAssigneeId as string) } as FeedItem;
      case 'PriorityChangeItem':
        return { ...base, type: 'PriorityChangeItem', user: actor(item.actorId), newPriority: d.newPriority } as FeedItem;
      case 'ReferenceItem':
        return { ...base, type: 'ReferenceItem', creator: actor(item.actorId), references: d.references as TicketReference[] } as FeedItem;
      case 'ExternalPartyInvitationItem':
        return {
          ...base, type: 'ExternalPartyInvitationItem', invitedBy: actor(item.actorId),
          externalPartyEmail: d.externalPartyEmail, invitationDescription: d.invitationDescription ?? null,
          ...linkOf(item, ticketId),
        } as FeedItem;
      default: // the seven comment kinds
        return {
          ...base, type: item.type, commenter: actor(item.actorId, d.externalPartyEmail),
          content: renderFeedText(d.textKey, d.textParams, opts.language ?? 'en') ?? String(d.content ?? ''),
          isUnread: !read && item.actorId !== reader.userId,
        } as FeedItem;
    }
  });
}

/** Marks the reader's visible comments of a ticket (or the listed ones) as read. */
export async function markCommentsRead(db: Db, ticketId: string, reader: Reader, commentIds?: string[]): Promise<number> {
  const conds = [eq(supportFeedItems.ticketId, ticketId), visibleTo(reader.party), like(supportFeedItems.type, '%CommentItem')];
  if (commentIds) {
    if (commentIds.length === 0) return 0;
    conds.push(inArray(supportFeedItems.id, commentIds));
  }
  const rows = await db.select({ id: supportFeedItems.id }).from(supportFeedItems)
    .where(and(...conds, or(isNull(supportFeedItems.actorId), ne(supportFeedItems.actorId, reader.userId))));
  if (rows.length === 0) return 0;
  await db.insert(supportFeedReads).values(rows.map((r) => ({ feedItemId: r.id, userId: reader.userId }))).onConflictDoNothing();
  return rows.length;
}

/** How many feed items of `type` the user added since `since`, across every ticket (invitation throttling). */
export async function countItemsBy(db: Db, actorId: string, type: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportFeedItems).where(and(
    eq(supportFeedItems.actorId, actorId), eq(supportFeedItems.type, type), gt(supportFeedItems.createdAt, since),
  ));
  return Number(row?.n ?? 0);
}
