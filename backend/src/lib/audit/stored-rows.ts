/**
 * Audit events as verification reads them (ADR 0081): every column as text in one fixed order (node-postgres'
 * array rows, the time formatted by the database), cheap to read and to hand to a worker thread. The hash check
 * of a page of them runs here, in the verifier's thread or in a worker's (verify-worker.ts).
 */
import { canonicalize } from 'json-canonicalize';
import { sha256Hex } from './chain';

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
const CHANGES = 13;
export const PREV_HASH = 17;
export const HASH = 18;

/** StoredRow's columns by the hashed document's keys (`documentOf` in chain.ts), sorted as RFC 8785 sorts them. */
const COLUMN_OF_KEY: Record<string, number> = {
  id: 0, chain: 1, seq: 2, occurredAt: 3, tenantId: 4, merchantId: 5, actorUserId: 6, actorEmail: 7, mode: 8, action: 9, outcome: 10,
  targetType: 11, targetId: 12, changes: 13, requestId: 14, ip: 15, userAgent: 16, prevHash: 17,
};
const SORTED = Object.keys(COLUMN_OF_KEY).sort().map((key, i) => ({ prefix: `${i ? ',' : '{'}${JSON.stringify(key)}:`, column: COLUMN_OF_KEY[key]! }));

/**
 * The canonical JSON of a stored event's document, built straight from its text columns: a string or null is
 * written as JSON.stringify writes it (what RFC 8785 and json-canonicalize do for them), seq as its digits, and
 * only `changes`, the one nested value, goes through json-canonicalize. The same text as
 * `canonicalize(hashedDocument(...))` (the audit test compares them) at a fraction of the cost on a million events.
 */
export function canonicalStored(row: StoredRow): string {
  let text = '';
  for (const { prefix, column } of SORTED) {
    const value = row[column];
    text += prefix + (column === SEQ ? String(Number(value)) : column === CHANGES ? canonicalize(JSON.parse(value!) as unknown) : JSON.stringify(value));
  }
  return `${text}}`;
}

/** Whether a stored event's hash recomputes from its fields and its prevHash. */
export const hashHolds = (row: StoredRow): boolean => sha256Hex(canonicalStored(row)) === row[HASH];

/** The index of the first row of a page whose hash does not recompute, or -1. */
export function firstChanged(rows: readonly StoredRow[]): number {
  return rows.findIndex((row) => !hashHolds(row));
}
