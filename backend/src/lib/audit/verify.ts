/**
 * Verifies audit chains (ADR 0081): every event's hash recomputed from its fields and the previous event's hash,
 * its seq one after the previous, and the chain's end matching its head row. The first broken link is reported
 * (the event where the chain stops holding); a deleted event shows as the next one's seq gap and previous hash.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
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

/** Rows read per page: enough to keep round trips few, small enough to keep memory flat on a million events. */
const PAGE = 5_000;

async function verifyChain(db: Db, chain: string): Promise<{ events: number; broken: BrokenLink | null }> {
  let lastSeq = 0;
  let lastHash = GENESIS_HASH;
  let last: { id: string; occurredAt: Date } | null = null;
  let events = 0;
  for (;;) {
    const rows = await db.select().from(auditEvents)
      .where(and(eq(auditEvents.chain, chain), gt(auditEvents.seq, lastSeq)))
      .orderBy(asc(auditEvents.seq)).limit(PAGE);
    for (const row of rows) {
      const at = { chain, eventId: row.id, occurredAt: row.occurredAt.toISOString(), seq: row.seq };
      if (row.seq !== lastSeq + 1 || row.prevHash !== lastHash) return { events, broken: { ...at, reason: 'missing-before' } };
      if (eventHash(row, row.prevHash) !== row.hash) return { events, broken: { ...at, reason: 'changed' } };
      lastSeq = row.seq;
      lastHash = row.hash;
      last = row;
      events++;
    }
    if (rows.length < PAGE) break;
  }
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  if (head && (head.seq !== lastSeq || head.hash !== lastHash)) {
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
