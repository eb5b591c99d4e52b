/**
 * The audit log's hash chain (ADR 0081): an event's hash is SHA-256 (hex) over the RFC 8785 canonical JSON of its
 * fields and the previous event's hash. The same function serves the verifier and an auditor's own check of an
 * export (the CSV carries every field hashed here); the writer hashes the same text in the database
 * (`canonicalAround`), where the previous hash is known without a round trip of its own.
 */
import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { AuditEventFields } from '@portal/contracts';

/** The previous hash of a chain's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The chain of events that name no tenant (platform settings, reference data, platform users). */
export const PLATFORM_CHAIN = 'platform';

/** Every field an event's hash covers, as stored. */
export type ChainedFields = AuditEventFields<Date, string>;

/** An event's fields as read for verification: the time already as ISO-8601 with milliseconds, UTC. */
export type StoredFields = Omit<ChainedFields, 'occurredAt'> & { occurredAt: string };

/** The document hashed (one list of its keys for the writer, the verifier and the export's check). */
function documentOf(event: StoredFields, prevHash: string): Record<string, unknown> {
  return {
    id: event.id, chain: event.chain, seq: event.seq, occurredAt: event.occurredAt,
    tenantId: event.tenantId, merchantId: event.merchantId, actorUserId: event.actorUserId, actorEmail: event.actorEmail,
    mode: event.mode, action: event.action, outcome: event.outcome, targetType: event.targetType, targetId: event.targetId,
    changes: event.changes, requestId: event.requestId, ip: event.ip, userAgent: event.userAgent, prevHash,
  };
}

/** The document hashed: the fields (time as ISO-8601 with milliseconds, UTC) and prevHash. */
export const hashedDocument = (event: ChainedFields, prevHash: string): Record<string, unknown> =>
  documentOf({ ...event, occurredAt: event.occurredAt.toISOString() }, prevHash);

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export function eventHash(event: ChainedFields, prevHash: string): string {
  return sha256Hex(canonicalize(hashedDocument(event, prevHash)));
}

/** The same hash from fields as verification reads them (no Date made and formatted again per event). */
export function storedEventHash(event: StoredFields, prevHash: string): string {
  return sha256Hex(canonicalize(documentOf(event, prevHash)));
}

/**
 * An event's canonical JSON in three parts around the two values only its chain's head knows:
 * `beforePrevHash + prevHash + beforeSeq + seq + afterSeq` is exactly `canonicalize(hashedDocument(event, prevHash))`.
 * RFC 8785 writes an object as its members sorted by key (these keys are ASCII, so code-unit order is plain
 * order), each value canonical on its own; prevHash is 64 hex digits and seq an integer, whose canonical forms are
 * the digits themselves, so the database can complete the text and hash it in the statement that moves the head.
 */
export function canonicalAround(event: Omit<ChainedFields, 'seq'>): { beforePrevHash: string; beforeSeq: string; afterSeq: string } {
  const document = hashedDocument({ ...event, seq: 0 }, GENESIS_HASH);
  const parts: string[] = [];
  let text = '{';
  Object.keys(document).sort().forEach((key, i) => {
    text += `${i ? ',' : ''}${JSON.stringify(key)}:`;
    if (key === 'prevHash') { parts.push(`${text}"`); text = '"'; }
    else if (key === 'seq') { parts.push(text); text = ''; }
    else text += canonicalize(document[key]);
  });
  const [beforePrevHash, beforeSeq] = parts as [string, string];
  return { beforePrevHash, beforeSeq, afterSeq: `${text}}` };
}
