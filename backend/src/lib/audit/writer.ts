/**
 * Appends one event to its chain (ADR 0081), in the caller's transaction, in one statement: the chain's head row
 * is taken with INSERT ... ON CONFLICT DO UPDATE, which moves it to the new event (seq, previous hash, hash) and
 * locks it until the transaction ends, so a second call of the same tenant waits there and appends after this one
 * (never both after the same event: no fork); the event is inserted from what the head returned. The hash is
 * SHA-256 of the event's canonical JSON, built here (`canonicalAround`) and completed with the head's seq and hash
 * by the database, which is what saves the round trip of reading the head first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/audit.schema';
import { newId } from '../ids';
import { canonicalAround, GENESIS_HASH, PLATFORM_CHAIN, type ChainedFields } from './chain';

export type NewAuditEvent = Omit<ChainedFields, 'id' | 'chain' | 'seq' | 'occurredAt'> & { occurredAt?: Date };

/** The changes as they come back from jsonb (what the hash must cover): JSON's own types, keys as stored. */
const asStored = (changes: AuditChanges): AuditChanges => JSON.parse(JSON.stringify(changes)) as AuditChanges;

export async function appendAuditEvent(tx: Db, event: NewAuditEvent): Promise<{ id: string; chain: string; seq: number; hash: string }> {
  const chain = event.tenantId ?? PLATFORM_CHAIN;
  const fields: Omit<ChainedFields, 'seq'> = { ...event, id: newId(), chain, occurredAt: event.occurredAt ?? new Date(), changes: asStored(event.changes) };
  const { beforePrevHash, beforeSeq, afterSeq } = canonicalAround(fields);
  const hashOf = (prevHash: ReturnType<typeof sql>, seq: ReturnType<typeof sql>) =>
    sql`encode(sha256(convert_to(${beforePrevHash}::text || ${prevHash} || ${beforeSeq}::text || ${seq} || ${afterSeq}::text, 'UTF8')), 'hex')`;
  const { rows: [appended] } = await tx.execute<{ seq: string | number; hash: string }>(sql`
    with head as (
      insert into audit_chain_heads as h (chain, seq, prev_hash, hash)
      values (${chain}, 1, ${GENESIS_HASH}, ${hashOf(sql`${GENESIS_HASH}::text`, sql`'1'`)})
      on conflict (chain) do update set seq = h.seq + 1, prev_hash = h.hash, hash = ${hashOf(sql`h.hash`, sql`(h.seq + 1)::text`)}
      returning seq, prev_hash, hash
    )
    insert into audit_events (id, chain, seq, occurred_at, tenant_id, merchant_id, actor_user_id, actor_email, mode, action,
      outcome, target_type, target_id, changes, request_id, ip, user_agent, prev_hash, hash)
    select ${fields.id}, ${chain}, head.seq, ${fields.occurredAt.toISOString()}, ${fields.tenantId}, ${fields.merchantId},
      ${fields.actorUserId}, ${fields.actorEmail}, ${fields.mode}, ${fields.action}, ${fields.outcome}, ${fields.targetType},
      ${fields.targetId}, ${JSON.stringify(fields.changes)}::jsonb, ${fields.requestId}, ${fields.ip}, ${fields.userAgent},
      head.prev_hash, head.hash
    from head
    returning seq, hash`);
  return { id: fields.id, chain, seq: Number(appended!.seq), hash: appended!.hash };
}
