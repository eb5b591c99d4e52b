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
 * resolution-time), as a bit set in the timing_set_by_hand column; scoping and the automatic updates
 * leave those alone.
 */
const BIT: Record<TimingField, number> = { initialRequestAt: 1, responseAt: 2, resolutionAt: 4 };

export function handSetFields(row: Pick<TicketRow, 'timingSetByHand'>): Set<TimingField> {
  return new Set(TIMING_FIELDS.filter((f) => (row.timingSetByHand & BIT[f]) !== 0));
}

/** Writes a timing field by hand and remembers that it was (one atomic update, so concurrent calls keep each other's flag). */
export async function setTimingByHand(db: Db, ticketId: string, field: TimingField, value: Date): Promise<void> {
  await db.update(supportTickets).set({
    [field]: value,
    timingSetByHand: sql`${supportTickets.timingSetByHand} | ${BIT[field]}`,
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
