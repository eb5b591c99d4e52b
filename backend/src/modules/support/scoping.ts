import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { supportFeedItems, supportTickets } from '../../db/schema';
import { esc } from '../../lib/html';
import type { Clock } from './clock';
import { addFeedItem } from './feed.repository';
import { PLATFORM } from './parties';
import { deriveTimings, handSetFields, TIMING_FIELDS, type TimingField, type Timings } from './timing-fields';
import { findTicket, scopingInProgress, type TicketRow } from './tickets.repository';

/** A run lasts at least this long, so the operator sees the spinner (the portal polls every 1000 ms). */
export const SCOPING_MIN_MS = 1500;
/** A run not finished by then (the process stopped mid-run) no longer counts as running. */
export const SCOPING_STALE_MS = 60_000;

const FIELD_NAMES: Record<TimingField, string> = { initialRequestAt: 'Initial request', responseAt: 'Response', resolutionAt: 'Resolution' };

export interface ScopingRunner {
  /** Starts a run unless one is running (then does nothing). */
  start(ticketId: string, actorId: string): Promise<void>;
  isRunning(row: Pick<TicketRow, 'scopingUntil'>): boolean;
  /** Resolves when the ticket's run in this process has finished (tests). */
  settled(ticketId: string): Promise<void>;
  /** Cuts waits short and lets running runs finish (server closing). */
  stop(): Promise<void>;
}

interface Deps {
  db: Db;
  clock: () => Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Platform scoping: derives the ticket's timing fields from its feed, except those set by hand, and
 * records the outcome as a platform-internal comment. The run is in-process; its "running" mark is
 * the ticket's scoping_until column, claimed atomically so a second start while running is a no-op.
 */
export function createScopingRunner({ db, clock, log }: Deps): ScopingRunner {
  const runs = new Map<string, Promise<void>>();
  const closing = new AbortController();

  async function claim(ticketId: string): Promise<boolean> {
    const now = clock().now();
    const claimed = await db.update(supportTickets).set({ scopingUntil: new Date(now.getTime() + SCOPING_STALE_MS) })
      .where(and(eq(supportTickets.id, ticketId), or(isNull(supportTickets.scopingUntil), lte(supportTickets.scopingUntil, now))))
      .returning({ id: supportTickets.id });
    return claimed.length > 0;
  }

  async function run(ticketId: string, actorId: string): Promise<void> {
    try {
      await Promise.all([deriveAndRecord(db, ticketId, actorId), clock().sleep(SCOPING_MIN_MS, closing.signal)]);
    } catch (err) {
      log.error({ err, ticketId }, 'scoping run failed');
    } finally {
      await db.update(supportTickets).set({ scopingUntil: null }).where(eq(supportTickets.id, ticketId))
        .catch((err: unknown) => log.error({ err, ticketId }, 'could not end a scoping run'));
      runs.delete(ticketId);
    }
  }

  return {
    async start(ticketId, actorId) {
      if (runs.has(ticketId) || !(await claim(ticketId))) return;
      runs.set(ticketId, run(ticketId, actorId));
    },
    isRunning: (row) => scopingInProgress(row, clock().now()),
    settled: async (ticketId) => { await runs.get(ticketId); },
    async stop() {
      closing.abort();
      await Promise.all(runs.values());
    },
  };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Writes the derived timings the operator did not set by hand; retries when a hand-set call raced it. */
async function deriveAndRecord(db: Db, ticketId: string, actorId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const ticket = await findTicket(db, ticketId);
    if (!ticket) return;
    const feed = await db.select().from(supportFeedItems).where(eq(supportFeedItems.ticketId, ticketId));
    const derived = deriveTimings(ticket, feed);
    const byHand = handSetFields(ticket);
    const changes: Partial<Timings> = {};
    for (const f of TIMING_FIELDS) if (!byHand.has(f) && !sameTime(ticket[f], derived[f])) changes[f] = derived[f];
    if (Object.keys(changes).length > 0) {
      // Only if no field was set by hand since we read the ticket; else read again.
      const written = await db.update(supportTickets).set({ ...changes, updatedAt: new Date() })
        .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.timingSetByHand, ticket.timingSetByHand)))
        .returning({ id: supportTickets.id });
      if (written.length === 0) continue;
    }
    await addFeedItem(db, {
      ticketId, type: 'PlatformInternalCommentItem', actorId, internalTo: PLATFORM,
      data: { content: scopingSummary(ticket, derived, byHand, changes) },
    });
    return;
  }
  throw new Error('timing fields kept changing while scoping');
}

/** The portal's date format (DD/MM/YYYY HH:mm, spec part 2 section 9), in UTC: the feed is read in many zones. */
function formatUtc(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

function scopingSummary(ticket: TicketRow, derived: Timings, byHand: Set<TimingField>, changes: Partial<Timings>): string {
  const line = (f: TimingField) => {
    const shown = (d: Date | null) => (d ? formatUtc(d) : 'none');
    if (byHand.has(f)) return `${FIELD_NAMES[f]}: ${shown(ticket[f])} (set by hand, kept)`;
    if (f in changes) return `${FIELD_NAMES[f]}: ${shown(derived[f])} (was ${shown(ticket[f])})`;
    return `${FIELD_NAMES[f]}: ${shown(derived[f])} (unchanged)`;
  };
  return `<p>Scoping finished.</p><ul>${TIMING_FIELDS.map((f) => `<li>${esc(line(f))}</li>`).join('')}</ul>`;
}
