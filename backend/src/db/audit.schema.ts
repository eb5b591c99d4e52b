import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuditEventFields } from '@portal/contracts';

/** What a call changed: the changed fields before and after (secrets masked), a refused call's "404 Label not found". */
export type AuditChanges = AuditEventFields['changes'];

/**
 * The audit log (ADR 0081): one row per mutating API call, written in the call's transaction. Append-only (a
 * trigger refuses UPDATE and DELETE, migration audit_log_append_only) and chained per tenant: `hash` is SHA-256
 * over the event's canonical JSON (RFC 8785) with `prev_hash`, the hash of the event before it in its chain
 * (`chain`: the tenant's id, or `platform` for events of no tenant). `seq` numbers a chain's events from 1.
 * No foreign keys: an event outlives the user, merchant or tenant it names.
 */
export const auditEvents = pgTable('audit_events', {
  id: uuid('id').primaryKey(),
  chain: text('chain').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
  tenantId: uuid('tenant_id'),
  merchantId: uuid('merchant_id'),
  actorUserId: uuid('actor_user_id'),
  actorEmail: text('actor_email'),
  mode: text('mode'),
  action: text('action').notNull(),
  /** ok, or refused (the call answered a 4xx it chose; what it wrote before refusing stays, as it always did). */
  outcome: text('outcome').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  changes: jsonb('changes').$type<AuditChanges>().notNull(),
  requestId: text('request_id').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
}, (t) => [
  uniqueIndex('audit_events_chain_seq_key').on(t.chain, t.seq),
  index('audit_events_tenant_time_idx').on(t.tenantId, t.occurredAt, t.id),
  index('audit_events_time_idx').on(t.occurredAt, t.id),
  // A CRM record's timeline reads its changes by the record's id (ADR 0092).
  index('audit_events_target_idx').on(t.targetId, t.occurredAt),
]);

/**
 * Each chain's last event: the row a writer locks (INSERT ... ON CONFLICT DO UPDATE) so two calls of one tenant
 * append one after the other and never both after the same event. Also what verification compares the chain's
 * end with (a deleted last event).
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  /** The hash before the last event's (the writer inserts the event from the head it moved); null on heads last moved before it was kept. */
  prevHash: text('prev_hash'),
  hash: text('hash').notNull(),
});

/**
 * Where `npm run audit:verify` last found each chain intact: the seq and hash of the last event it checked. The
 * next run starts there (it checks that this event still has this hash, then reads only the events after it);
 * `--full` reads every event again, which is what finds an edit made before the checkpoint. A cache of work done,
 * not evidence: changing a row here can only make a run skip events, never make a broken chain verify.
 */
export const auditChainCheckpoints = pgTable('audit_chain_checkpoints', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true, precision: 3 }).notNull(),
});
