import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema';
import type { FeedRow } from './feed.repository';
import { CUSTOMER, PLATFORM, TENANT, type Party } from './parties';
import type { TicketRow } from './tickets.repository';

/** The three timing fields of a ticket (spec part 1 section 3 "Ticket"), by their column property. */
export const TIMING_FIELDS = ['initialRequestAt', 'responseAt', 'resolutionAt'] as const;
export type TimingField = (typeof TIMING_FIELDS)[number];
export type Timings = Record<TimingField, Date | null>;

/**
 * Which timing fields platform staff set by hand (POST initial-request-time / response-time /
 * resolution-time); scoping and the automatic updates leave those alone.
 *
 * Stored without a migration in the integer column scoping_polls_left, which the scoping stand-in used
 * and nothing else reads any more: HAND_SET_MARK says "this value is a set of flags", so a value left
 * behind by the stand-in (a small poll count) reads as "nothing set by hand". ADR 0012 proposes the
 * migration that renames the column.
 */
const HAND_SET_MARK = 256;
const BIT: Record<TimingField, number> = { initialRequestAt: 1, responseAt: 2, resolutionAt: 4 };

export function handSetFields(row: Pick<TicketRow, 'scopingPollsLeft'>): Set<TimingField> {
  const v = row.scopingPollsLeft;
  return new Set(v >= HAND_SET_MARK ? TIMING_FIELDS.filter((f) => (v & BIT[f]) !== 0) : []);
}

/** Writes a timing field by hand and remembers that it was (one atomic update, so concurrent calls keep each other's flag). */
export async function setTimingByHand(db: Db, ticketId: string, field: TimingField, value: Date): Promise<void> {
  const flags = supportTickets.scopingPollsLeft;
  await db.update(supportTickets).set({
    [field]: value,
    scopingPollsLeft: sql`(case when ${flags} >= ${HAND_SET_MARK} then ${flags} else ${HAND_SET_MARK} end) | ${BIT[field]}`,
    updatedAt: new Date(),
  }).where(eq(supportTickets.id, ticketId));
}

const PUBLIC_COMMENT_PARTY: Record<string, Party> = { CustomerCommentItem: CUSTOMER, TenantCommentItem: TENANT, PlatformCommentItem: PLATFORM };

/**
 * Timing fields as the feed tells them: the initial request is when the ticket was opened (its first
 * Opened status change; the creation time for a feed without one); the response is the first public
 * comment by a ticket party other than the creator's party (external parties are not ticket parties);
 * the resolution is the last close while the ticket stays closed, else null.
 */
export function deriveTimings(ticket: Pick<TicketRow, 'createdAt' | 'createdByParty'>, feed: FeedRow[]): Timings {
  const ordered = [...feed].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const statusChanges = ordered.filter((i) => i.type === 'StatusChangeFeedItem');
  const opened = statusChanges.find((i) => i.data.newState === 'Opened');
  const response = ordered.find((i) => i.internalTo === null && i.type in PUBLIC_COMMENT_PARTY && PUBLIC_COMMENT_PARTY[i.type] !== ticket.createdByParty);
  const last = statusChanges.at(-1);
  return {
    initialRequestAt: opened?.createdAt ?? ticket.createdAt,
    responseAt: response?.createdAt ?? null,
    resolutionAt: last?.data.newState === 'Closed' ? last.createdAt : null,
  };
}
