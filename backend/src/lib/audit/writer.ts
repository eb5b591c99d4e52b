/**
 * Appends one event to its chain (ADR 0081), in the caller's transaction. Two round trips: the chain's head row is
 * taken with INSERT ... ON CONFLICT DO UPDATE, which locks it until the transaction ends, so a second call of the
 * same tenant waits there and appends after this one (never both after the same event: no fork); then the event
 * and the new head are written in one statement.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/audit.schema';
import { newId } from '../ids';
import { eventHash, GENESIS_HASH, PLATFORM_CHAIN, type ChainedFields } from './chain';

export type NewAuditEvent = Omit<ChainedFields, 'id' | 'chain' | 'seq' | 'occurredAt'> & { occurredAt?: Date };

/** The changes as they come back from jsonb (what the hash must cover): JSON's own types, keys as stored. */
const asStored = (changes: AuditChanges): AuditChanges => JSON.parse(JSON.stringify(changes)) as AuditChanges;

export async function appendAuditEvent(tx: Db, event: NewAuditEvent): Promise<{ id: string; chain: string; seq: number; hash: string }> {
  const chain = event.tenantId ?? PLATFORM_CHAIN;
  const head = await tx.execute<{ seq: string | number; hash: string }>(sql`
    insert into audit_chain_heads (chain, seq, hash) values (${chain}, 0, ${GENESIS_HASH})
    on conflict (chain) do update set chain = excluded.chain
    returning seq, hash`);
  const previous = head.rows[0]!;
  const fields: ChainedFields = {
    ...event, id: newId(), chain, seq: Number(previous.seq) + 1, occurredAt: event.occurredAt ?? new Date(), changes: asStored(event.changes),
  };
  const hash = eventHash(fields, previous.hash);
  await tx.execute(sql`
    with appended as (
      insert into audit_events (id, chain, seq, occurred_at, tenant_id, merchant_id, actor_user_id, actor_email, mode, action,
        outcome, target_type, target_id, changes, request_id, ip, user_agent, prev_hash, hash)
      values (${fields.id}, ${chain}, ${fields.seq}, ${fields.occurredAt.toISOString()}, ${fields.tenantId}, ${fields.merchantId},
        ${fields.actorUserId}, ${fields.actorEmail}, ${fields.mode}, ${fields.action}, ${fields.outcome}, ${fields.targetType},
        ${fields.targetId}, ${JSON.stringify(fields.changes)}::jsonb, ${fields.requestId}, ${fields.ip}, ${fields.userAgent},
        ${previous.hash}, ${hash})
    )
    update audit_chain_heads set seq = ${fields.seq}, hash = ${hash} where chain = ${chain}`);
  return { id: fields.id, chain, seq: fields.seq, hash };
}
