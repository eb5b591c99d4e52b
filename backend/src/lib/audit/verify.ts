/**
 * Verifies audit chains (ADR 0081): every event's hash recomputed from its fields and the previous event's hash,
 * its seq one after the previous, and the chain's end matching its head row. The first broken link is reported
 * (the event where the chain stops holding); a deleted event shows as the next one's seq gap and previous hash.
 *
 * How it keeps a million events to seconds: pages of events by seq range read as text rows (the time formatted by
 * the database, no ORM mapping), the canonical JSON built straight from them, the next page read while this one is
 * checked; optionally the hashes recomputed in worker threads while this thread reads and checks the links. The command can
 * also start each chain at its checkpoint (audit_chain_checkpoints: where it last found the chain intact).
 */
import type pg from 'pg';
import type { Db } from '../../db/client';
import { activeConnection, rawDatabase } from '../../db/transaction-scope';
import { GENESIS_HASH } from './chain';
import { inThisThread, workerThreads, type HashChecker } from './hash-workers';
import { hashHolds, HASH, OCCURRED_AT, PREV_HASH, SEQ, STORED_COLUMNS, type StoredRow } from './stored-rows';

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
  /** Events before the chains' checkpoints, not read again (a run from the checkpoints only). */
  skipped?: number;
}

export interface VerifyOptions {
  /**
   * Worker threads that recompute the hashes while this thread reads (default 0: all in this thread). They pay
   * off only with idle cores: on the shared 2-core bench machine they cost more than they saved (docs/performance.md).
   */
  workers?: number;
  /**
   * Start each chain at its checkpoint: the event there must still have the hash recorded (and recompute to it),
   * then only the events after it are read. An edit before the checkpoint is found by a run without this.
   */
  fromCheckpoint?: boolean;
  /** Record where each chain was found intact, for the next run from the checkpoints (the command does). */
  recordCheckpoint?: boolean;
}

/** Events read per page: enough to keep round trips few, small enough to keep memory flat on a million events. */
const PAGE = 10_000;
/** Pages read ahead of the hash checks still running: bounds memory while the workers catch up. */
const AHEAD = 4;

type Read = <R extends unknown[]>(text: string, values: unknown[]) => Promise<R[]>;

/** Text rows through node-postgres (array rows), on the running call's connection if there is one. */
function reader(db: Db): Read {
  const client = activeConnection() ?? (rawDatabase(db) as unknown as { $client: pg.Pool }).$client;
  return async <R extends unknown[]>(text: string, values: unknown[]) => (await client.query<R>({ text, values, rowMode: 'array' })).rows;
}

/** A chain's events by seq range (seq in (from, from + PAGE]): a range needs no previous page's last row, so it can be read ahead. */
const pageOf = (read: Read, chain: string, from: number) =>
  read<StoredRow>(`select ${STORED_COLUMNS} from audit_events where chain = $1 and seq > $2 and seq <= $3 order by audit_events.seq`, [chain, from, from + PAGE]);

interface CheckedPage {
  rows: StoredRow[];
  /** The first row whose seq or prevHash does not follow the row before it, or -1. */
  linkBreak: number;
  /** The first row whose hash does not recompute, or -1. */
  changed: Promise<number>;
}

interface ChainResult {
  events: number;
  broken: BrokenLink | null;
  /** Events before the checkpoint the run started from. */
  skipped: number;
  /** The last event checked, the next checkpoint. */
  end: { seq: number; hash: string };
}

async function verifyChain(read: Read, chain: string, checker: HashChecker, fromCheckpoint: boolean): Promise<ChainResult> {
  const [[headSeq, headHash] = [null, null]] = await read<[string, string]>('select seq::text, hash from audit_chain_heads where chain = $1', [chain]);
  // Where the chain's events end: the head's seq, or the last event's when the head is gone or behind.
  const [[lastStored] = [null]] = await read<[string | null]>('select max(seq)::text from audit_events where chain = $1', [chain]);
  const end = Math.max(Number(headSeq ?? 0), Number(lastStored ?? 0));
  const brokenAt = (row: StoredRow, reason: BrokenReason): BrokenLink => ({ chain, eventId: row[0], occurredAt: row[OCCURRED_AT], seq: Number(row[SEQ]), reason });

  let lastSeq = 0;
  let lastHash = GENESIS_HASH;
  let last: StoredRow | null = null;
  let events = 0;
  const [checkpoint] = fromCheckpoint ? await read<[string, string]>('select seq::text, hash from audit_chain_checkpoints where chain = $1', [chain]) : [];
  if (checkpoint) {
    // The checkpoint's event must still be what it was: edited or gone, the chain is reported changed there.
    const [row] = await read<StoredRow>(`select ${STORED_COLUMNS} from audit_events where chain = $1 and seq = $2`, [chain, checkpoint[0]]);
    if (!row || row[HASH] !== checkpoint[1] || !hashHolds(row)) {
      const broken = { chain, eventId: row?.[0] ?? null, occurredAt: row?.[OCCURRED_AT] ?? null, seq: Number(checkpoint[0]), reason: 'changed' as const };
      return { events: 0, broken, skipped: Number(checkpoint[0]) - 1, end: { seq: 0, hash: GENESIS_HASH } };
    }
    [lastSeq, lastHash, last] = [Number(checkpoint[0]), checkpoint[1], row];
  }
  const skipped = lastSeq;
  const result = (broken: BrokenLink | null): ChainResult => ({ events, broken, skipped, end: { seq: lastSeq, hash: lastHash } });
  const inFlight: CheckedPage[] = [];
  /** Settles the oldest page: its first broken link, if any (a row's link is checked before its hash). */
  const settle = async (): Promise<BrokenLink | null> => {
    const page = inFlight.shift()!;
    const changed = await page.changed;
    if (changed >= 0 && (page.linkBreak < 0 || changed < page.linkBreak)) { events += changed; return brokenAt(page.rows[changed]!, 'changed'); }
    if (page.linkBreak >= 0) { events += page.linkBreak; return brokenAt(page.rows[page.linkBreak]!, 'missing-before'); }
    events += page.rows.length;
    return null;
  };
  /** Waits for the pages still being checked after a break, without counting them (the break is the answer). */
  const abandon = async () => { await Promise.allSettled(inFlight.splice(0).map((p) => p.changed)); };

  let next = end > skipped ? pageOf(read, chain, skipped) : null;
  for (let from = skipped; next; from += PAGE) {
    const rows = await next;
    next = from + PAGE < end ? pageOf(read, chain, from + PAGE) : null;
    let linkBreak = -1;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (Number(row[SEQ]) !== lastSeq + 1 || row[PREV_HASH] !== lastHash) { linkBreak = i; break; }
      lastSeq += 1;
      lastHash = row[HASH];
      last = row;
    }
    inFlight.push({ rows, linkBreak, changed: checker.check(linkBreak >= 0 ? rows.slice(0, linkBreak + 1) : rows) });
    if (linkBreak >= 0) {
      await next?.catch(() => undefined);
      break;
    }
    while (inFlight.length > AHEAD) {
      const broken = await settle();
      if (broken) {
        await next?.catch(() => undefined);
        await abandon();
        return result(broken);
      }
    }
  }
  // Pages settle in order, so the first broken one is the first break; a later page's break is not counted.
  while (inFlight.length) {
    const broken = await settle();
    if (broken) {
      await abandon();
      return result(broken);
    }
  }
  // Events appended while this ran (past the head read first) are checked by their links; fewer than the head
  // remembers means the newest were deleted.
  if (headSeq !== null && (Number(headSeq) > lastSeq || (Number(headSeq) === lastSeq && headHash !== lastHash))) {
    return result({ chain, eventId: last?.[0] ?? null, occurredAt: last?.[OCCURRED_AT] ?? null, seq: lastSeq, reason: 'missing-at-end' });
  }
  return result(null);
}

/** Verifies the given chains (a tenant's own), or every chain there is. Stops at the first broken link. */
export async function verifyAuditChains(db: Db, only?: string[], options: VerifyOptions = {}): Promise<ChainVerification> {
  const read = reader(db);
  const chains = only ?? [...new Set([
    ...(await read<[string]>('select chain from audit_chain_heads', [])).map((r) => r[0]),
    ...(await read<[string]>('select distinct chain from audit_events', [])).map((r) => r[0]),
  ])].sort();
  const checker = options.workers ? await workerThreads(options.workers) : inThisThread;
  const fromCheckpoint = options.fromCheckpoint ?? false;
  try {
    let events = 0;
    let skipped = 0;
    const answer = (broken: BrokenLink | null): ChainVerification =>
      ({ intact: !broken, events, chains: chains.length, broken, ...(fromCheckpoint ? { skipped } : {}) });
    for (const chain of chains) {
      const result = await verifyChain(read, chain, checker, fromCheckpoint);
      events += result.events;
      skipped += result.skipped;
      if (result.broken) return answer(result.broken);
      if (options.recordCheckpoint && result.end.seq > 0) {
        await read(`insert into audit_chain_checkpoints (chain, seq, hash, verified_at) values ($1, $2, $3, now())
          on conflict (chain) do update set seq = excluded.seq, hash = excluded.hash, verified_at = excluded.verified_at`, [chain, result.end.seq, result.end.hash]);
      }
    }
    return answer(null);
  } finally {
    await checker.close();
  }
}
