/**
 * A chain of `events` audit events with real hashes, written in bulk (as if that many calls had been audited), for
 * the audit bench: one `insert ... select from unnest(...)` per batch of arrays, the way a bulk load reaches
 * PostgreSQL fastest through node-postgres (drizzle's multi-row VALUES builds and binds 19 parameters a row).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { eventHash, GENESIS_HASH, type ChainedFields } from '../src/lib/audit/chain';

const BATCH = 5_000;

/** Appends `events` events to `chain` after `after` (its last seq and hash; a new chain by default) and moves its head. */
export async function writeChain(pool: pg.Pool, chain: string, events: number, actor: { id: string; email: string },
  after: { seq: number; hash: string } = { seq: 0, hash: GENESIS_HASH }): Promise<{ seq: number; hash: string }> {
  let prevHash = after.hash;
  const last = after.seq + events;
  const started = Date.parse('2025-01-01T00:00:00Z');
  for (let from = after.seq + 1; from <= last; from += BATCH) {
    const columns: unknown[][] = Array.from({ length: 19 }, () => []);
    for (let seq = from; seq < Math.min(from + BATCH, last + 1); seq++) {
      const fields: ChainedFields = {
        id: randomUUID(), chain, seq, occurredAt: new Date(started + seq * 1000), tenantId: chain, merchantId: null,
        actorUserId: actor.id, actorEmail: actor.email, mode: 'Test', action: 'support.label.create', outcome: 'ok',
        targetType: 'label', targetId: randomUUID(), changes: { before: null, after: { value: `Label ${seq}`, color: '#123456' } },
        requestId: randomUUID(), ip: '127.0.0.1', userAgent: 'bench',
      };
      const hash = eventHash(fields, prevHash);
      [fields.id, chain, seq, fields.occurredAt.toISOString(), fields.tenantId, fields.merchantId, fields.actorUserId, fields.actorEmail,
        fields.mode, fields.action, fields.outcome, fields.targetType, fields.targetId, JSON.stringify(fields.changes), fields.requestId,
        fields.ip, fields.userAgent, prevHash, hash].forEach((value, i) => columns[i]!.push(value));
      prevHash = hash;
    }
    await pool.query(`
      insert into audit_events (id, chain, seq, occurred_at, tenant_id, merchant_id, actor_user_id, actor_email, mode, action,
        outcome, target_type, target_id, changes, request_id, ip, user_agent, prev_hash, hash)
      select * from unnest($1::uuid[], $2::text[], $3::bigint[], $4::timestamptz[], $5::uuid[], $6::uuid[], $7::uuid[], $8::text[],
        $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::jsonb[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[])`, columns);
  }
  await pool.query(`insert into audit_chain_heads (chain, seq, hash) values ($1, $2, $3)
    on conflict (chain) do update set seq = excluded.seq, hash = excluded.hash`, [chain, last, prevHash]);
  return { seq: last, hash: prevHash };
}

export const newChainId = (): string => randomUUID();
