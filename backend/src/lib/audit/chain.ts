/**
 * The audit log's hash chain (ADR 0081): an event's hash is SHA-256 (hex) over the RFC 8785 canonical JSON of its
 * fields and the previous event's hash. The same function serves the writer, the verifier and an auditor's own
 * check of an export (the CSV carries every field hashed here).
 */
import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { AuditChanges } from '../../db/audit.schema';

/** The previous hash of a chain's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The chain of events that name no tenant (platform settings, reference data, platform users). */
export const PLATFORM_CHAIN = 'platform';

/** Every field an event's hash covers, as stored. */
export interface ChainedFields {
  id: string;
  chain: string;
  seq: number;
  occurredAt: Date;
  tenantId: string | null;
  merchantId: string | null;
  actorUserId: string | null;
  actorEmail: string | null;
  mode: string | null;
  action: string;
  outcome: string;
  targetType: string;
  targetId: string | null;
  changes: AuditChanges;
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}

/** The document hashed: the fields (time as ISO-8601 with milliseconds, UTC) and prevHash. */
export function hashedDocument(event: ChainedFields, prevHash: string): Record<string, unknown> {
  return {
    id: event.id, chain: event.chain, seq: event.seq, occurredAt: event.occurredAt.toISOString(),
    tenantId: event.tenantId, merchantId: event.merchantId, actorUserId: event.actorUserId, actorEmail: event.actorEmail,
    mode: event.mode, action: event.action, outcome: event.outcome, targetType: event.targetType, targetId: event.targetId,
    changes: event.changes, requestId: event.requestId, ip: event.ip, userAgent: event.userAgent, prevHash,
  };
}

export function eventHash(event: ChainedFields, prevHash: string): string {
  return createHash('sha256').update(canonicalize(hashedDocument(event, prevHash))).digest('hex');
}
