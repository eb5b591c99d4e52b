/**
 * Audit events as verification reads them (ADR 0081): every column as text in one fixed order (node-postgres'
 * array rows, the time formatted by the database), cheap to read and to hand to a worker thread. The hash check
 * of a page of them runs here, in the verifier's thread or in a worker's (verify-worker.ts).
 */
import type { AuditChanges } from '../../db/audit.schema';
import { storedEventHash } from './chain';

/** The select list, in StoredRow's order. */
export const STORED_COLUMNS = `id, chain, seq::text, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  tenant_id, merchant_id, actor_user_id, actor_email, mode, action, outcome, target_type, target_id, changes::text,
  request_id, ip, user_agent, prev_hash, hash`;

export type StoredRow = [
  id: string, chain: string, seq: string, occurredAt: string, tenantId: string | null, merchantId: string | null,
  actorUserId: string | null, actorEmail: string | null, mode: string | null, action: string, outcome: string,
  targetType: string, targetId: string | null, changes: string, requestId: string, ip: string | null,
  userAgent: string | null, prevHash: string, hash: string,
];

export const SEQ = 2;
export const OCCURRED_AT = 3;
export const PREV_HASH = 17;
export const HASH = 18;

/** Whether a stored event's hash recomputes from its fields and its prevHash. */
export function hashHolds(row: StoredRow): boolean {
  const [id, chain, seq, occurredAt, tenantId, merchantId, actorUserId, actorEmail, mode, action, outcome, targetType, targetId,
    changes, requestId, ip, userAgent, prevHash, hash] = row;
  const fields = {
    id, chain, seq: Number(seq), occurredAt, tenantId, merchantId, actorUserId, actorEmail, mode, action, outcome, targetType, targetId,
    changes: JSON.parse(changes) as AuditChanges, requestId, ip, userAgent,
  };
  return storedEventHash(fields, prevHash) === hash;
}

/** The index of the first row of a page whose hash does not recompute, or -1. */
export function firstChanged(rows: readonly StoredRow[]): number {
  return rows.findIndex((row) => !hashHolds(row));
}
