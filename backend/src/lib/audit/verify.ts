/**
 * Verifies audit chains (ADR 0081): every event's hash recomputed from its fields and the previous event's hash,
 * its seq one after the previous, and the chain's end matching its head row. The first broken link is reported
 * (the event where the chain stops holding); a deleted event shows as the next one's seq gap and previous hash.
 */
import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditChainHeads, auditEvents } from '../../db/audit.schema';
import { eventHash, GENESIS_HASH } from './chain';

export type BrokenReason = 'changed' | 'missing-before' | 'missing-at-end';

export interface BrokenLink {
  chain: string;
  /** The event where the chain breaks (for missing-at-end: the last event left). */
  eventId: string | null;
  occurredAt: string | null;
  seq: number;
  reason: BrokenReason;
}

export interface ChainVerification {
  intact: boolean;
  /** Events checked (up to the break). */
  events: number;
  chains: number;
  broken: BrokenLink | null;
}

/** Events read per page: enough to keep round trips few, small enough to keep memory flat on a million events. */
const PAGE = 5_000;

/**
 * A chain's events by seq range (seq in (from, from + PAGE]): ranges need no previous page's last row, so the next
 * page is read while this one is hashed (on PostgreSQL the database and the hashing overlap). A missing event is
 * still found: the checks below compare every seq with the one before.
 */
const pageOf = (db: Db, chain: string, from: number) => db.select().from(auditEvents)
  .where(and(eq(auditEvents.chain, chain), gt(auditEvents.seq, from), lte(auditEvents.seq, from + PAGE)))
  .orderBy(asc(auditEvents.seq));

async function verifyChain(db: Db, chain: string): Promise<{ events: number; broken: BrokenLink | null }> {
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  // Where the chain's events end: the head's seq, or the last event's when the head is gone or behind.
  const [{ last: lastStored } = { last: 0 }] = await db.select({ last: max(auditEvents.seq) }).from(auditEvents).where(eq(auditEvents.chain, chain));
  const end = Math.max(head?.seq ?? 0, Number(lastStored ?? 0));
  let lastSeq = 0;
  let lastHash = GENESIS_HASH;
  let last: { id: string; occurredAt: Date } | null = null;
  let events = 0;
  let next = end > 0 ? pageOf(db, chain, 0).execute() : null;
  for (let from = 0; next; from += PAGE) {
    const rows = await next;
    next = from + PAGE < end ? pageOf(db, chain, from + PAGE).execute() : null;
    for (const row of rows) {
      const at = { chain, eventId: row.id, occurredAt: row.occurredAt.toISOString(), seq: row.seq };
      if (row.seq !== lastSeq + 1 || row.prevHash !== lastHash) {
        await next?.catch(() => undefined);
        return { events, broken: { ...at, reason: 'missing-before' } };
      }
      if (eventHash(row, row.prevHash) !== row.hash) {
        await next?.catch(() => undefined);
        return { events, broken: { ...at, reason: 'changed' } };
      }
      lastSeq = row.seq;
      lastHash = row.hash;
      last = row;
      events++;
    }
  }
  // Events appended while this ran (past the head read first) are checked by their links; fewer than the head
  // remembers means the newest were deleted.
  if (head && (head.seq > lastSeq || (head.seq === lastSeq && head.hash !== lastHash))) {
    return { events, broken: { chain, eventId: last?.id ?? null, occurredAt: last?.occurredAt.toISOString() ?? null, seq: lastSeq, reason: 'missing-at-end' } };
  }
  return { events, broken: null };
}

/** Verifies the given chains (a tenant's own), or every chain there is. Stops at the first broken link. */
export async function verifyAuditChains(db: Db, only?: string[]): Promise<ChainVerification> {
  const chains = only ?? [...new Set([
    ...(await db.select({ chain: auditChainHeads.chain }).from(auditChainHeads)).map((r) => r.chain),
    ...(await db.selectDistinct({ chain: auditEvents.chain }).from(auditEvents)).map((r) => r.chain),
  ])].sort();
  let events = 0;
  for (const chain of chains) {
    const result = await verifyChain(db, chain);
    events += result.events;
    if (result.broken) return { intact: false, events, chains: chains.length, broken: result.broken };
  }
  return { intact: true, events, chains: chains.length, broken: null };
}
