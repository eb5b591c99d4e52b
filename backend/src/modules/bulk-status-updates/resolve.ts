import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { isUuid } from '../../lib/ids';
import {
  ACTION_REFUSALS, BULK_MESSAGES, actionVerdict, type BulkPreviewLine, type BulkTransactionFacts, type StatusChangeActionType,
  type TransactionStatus, type TransactionType,
} from '@portal/contracts';
import { balanceFrom } from '../transactions/balance';

type Found = BulkTransactionFacts;

/** The StatusChange action type as the rule table's action. */
export const actionOf = (target: StatusChangeActionType) => (target === 'Approve' ? 'approve' : 'decline') as 'approve' | 'decline';

/**
 * The transactions the references name in the mode: by id, or by external id within each tenant (the unique
 * (tenant, external id) index per tenant, never a scan of every transaction).
 */
async function findTransactions(db: Queryable, references: string[], mode: 'Test' | 'Live'): Promise<Found[]> {
  const ids = [...new Set(references.filter(isUuid))];
  const externalIds = [...new Set(references)];
  const { rows } = await db.execute<{
    transaction_id: string; external_id: string; tenant_id: string; tenant_name: string; merchant_name: string; type: string; status: string;
    amount: number; currency: string;
  }>(sql`
    SELECT t.id AS transaction_id, t.external_id, t.tenant_id, tn.name AS tenant_name, m.legal_business_name AS merchant_name,
      t.type, t.status, t.amount, t.currency
    FROM tenants tn
    CROSS JOIN LATERAL (
      SELECT * FROM transactions x WHERE x.tenant_id = tn.id AND x.mode = ${mode}
        AND (x.external_id IN (${list(externalIds)}) OR x.id IN (${ids.length ? list(ids, 'uuid') : sql`NULL::uuid`}))
    ) t
    JOIN merchants m ON m.id = t.merchant_id`);
  return rows.map((r) => ({
    transactionId: r.transaction_id, externalId: r.external_id, tenantId: r.tenant_id, tenantName: r.tenant_name, merchantName: r.merchant_name,
    type: r.type, status: r.status, amount: Number(r.amount), currency: r.currency,
  }));
}

/** Bound parameters, one per value (never spliced into the SQL text). */
const list = (values: string[], type: 'text' | 'uuid' = 'text') => sql.join(values.map((v) => sql`${v}::${sql.raw(type)}`), sql`, `);

/** The children of the found payments (their balance: what the rule table reads). */
async function childrenOf(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, Array<{ type: string; status: string; amount: number }>>();
  const { rows } = await db.execute<{ parent_id: string; type: string; status: string; amount: number }>(
    sql`SELECT parent_id, type, status, amount FROM transactions WHERE parent_id IN (${list(ids, 'uuid')})`);
  const out = new Map<string, Array<{ type: string; status: string; amount: number }>>();
  for (const r of rows) out.set(r.parent_id, [...(out.get(r.parent_id) ?? []), { type: r.type, status: r.status, amount: Number(r.amount) }]);
  return out;
}

/**
 * Each line's verdict against the status rules, as `PUT {id}/StatusChange` would give it now: Ready, Refused (the
 * rule table's message), NotFound, Duplicate (an earlier line names the same transaction) or Ambiguous (an external
 * id of several tenants). Nothing is changed.
 */
export async function previewLines(db: Queryable, references: string[], target: StatusChangeActionType, mode: 'Test' | 'Live'): Promise<BulkPreviewLine[]> {
  const trimmed = references.map((r) => r.trim());
  const named = trimmed.filter(Boolean);
  const found = named.length ? await findTransactions(db, named, mode) : [];
  const children = await childrenOf(db, found.map((f) => f.transactionId));
  const seen = new Set<string>();
  const action = actionOf(target);
  return trimmed.map((reference, i) => {
    const line = i + 1;
    const matches = found.filter((f) => f.transactionId === reference || f.externalId === reference);
    const byId = matches.find((f) => f.transactionId === reference);
    const unique = byId ? [byId] : matches;
    if (unique.length === 0) return { line, reference, verdict: 'NotFound', message: BULK_MESSAGES.notFound, transaction: null };
    if (unique.length > 1) return { line, reference, verdict: 'Ambiguous', message: BULK_MESSAGES.ambiguous, transaction: null };
    const tx = unique[0]!;
    if (seen.has(tx.transactionId)) return { line, reference, verdict: 'Duplicate', message: BULK_MESSAGES.duplicate, transaction: tx };
    seen.add(tx.transactionId);
    const subject = { type: tx.type as TransactionType, status: tx.status as TransactionStatus };
    const verdict = actionVerdict(action, subject, balanceFrom({ id: tx.transactionId, ...subject, amount: tx.amount, currency: tx.currency }, children.get(tx.transactionId) ?? []));
    return verdict.allowed
      ? { line, reference, verdict: 'Ready', message: BULK_MESSAGES.ready, transaction: tx }
      : { line, reference, verdict: 'Refused', message: ACTION_REFUSALS[verdict.refusal].message, transaction: tx };
  });
}
