import { and, eq, inArray } from 'drizzle-orm';
import { merchants, transactions } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { scopeWhere, type Scope } from '../../../http/scope';
import type { TransactionRecord } from '@portal/contracts';
import { ensureTransactionDetails } from '../detail-seed';
import { transactionRecords } from '../repository';
import { refuse } from './refusal';
import type { ActionHeaders, Tx } from './types';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

export interface Locked {
  record: TransactionRecord;
  /** The row it acts on (a refund's payment, a capture's authorisation), locked too; null for a payment. */
  parent: TransactionRecord | null;
  /** Its merchant's processing status (whether the merchant has a webhook endpoint, ADR 0046). */
  merchantProcessing: string;
}

/**
 * Locks a row: by the whole key when its `created_at` is known (one month's partition), else by `id` (every month's).
 * A `created_at` read into JavaScript has whole milliseconds; a row stored with microseconds (written before migration
 * 0068, or by SQL of its own) does not match it, so a lock by the whole key that finds nothing falls back to `id`:
 * the row is always locked.
 */
async function lockRow(tx: Tx, id: string, createdAt?: Date | null): Promise<void> {
  if (createdAt) {
    const locked = await tx.select({ id: transactions.id }).from(transactions)
      .where(and(eq(transactions.id, id), eq(transactions.createdAt, createdAt))).for('update');
    if (locked.length > 0) return;
  }
  await tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.id, id)).for('update');
}

/**
 * The transaction in the caller's scope (else 404), locked for the rest of the database transaction: its parent
 * first, then itself, always in that order, so two actions on one family wait for each other and never deadlock.
 * Concurrent refunds of one payment therefore read its balance one after the other (on PGlite the single
 * connection serialises them anyway). The detail rows the seed would have written are written first (ADR 0044),
 * so the history before the action stays as the drawer showed it.
 */
export async function lockTransaction(tx: Tx, scope: Scope, id: string): Promise<Locked> {
  const [head] = await tx.select({ id: transactions.id, parentId: transactions.parentId, parentCreatedAt: transactions.parentCreatedAt, createdAt: transactions.createdAt }).from(transactions)
    .where(and(eq(transactions.id, id), scopeWhere(scope, transactions)));
  if (!head) throw notFound(TRANSACTION_NOT_FOUND);
  if (head.parentId) await lockRow(tx, head.parentId, head.parentCreatedAt);
  await lockRow(tx, id, head.createdAt);
  const ids = head.parentId ? [head.parentId, id] : [id];
  for (const each of ids) await ensureTransactionDetails(tx, each);
  const rows = await transactionRecords(tx, inArray(transactions.id, ids));
  const record = rows.find((r) => r.id === id)!;
  const [merchant] = await tx.select({ processing: merchants.processingStatus }).from(merchants).where(eq(merchants.id, record.merchantId));
  return { record, parent: rows.find((r) => r.id === head.parentId) ?? null, merchantProcessing: merchant?.processing ?? 'NoProcessing' };
}

/** The transaction as it is now (after the action's writes). */
export async function reload(tx: Tx, id: string): Promise<TransactionRecord> {
  const [row] = await transactionRecords(tx, eq(transactions.id, id));
  return row!;
}

/** Section 7.1's headers against the transaction: the mode the user works in, and its website when sent. */
export function checkHeaders(record: Pick<TransactionRecord, 'mode' | 'websiteId'>, headers: ActionHeaders): void {
  if (headers.mode !== record.mode) refuse('wrongMode');
  if (headers.websiteId !== undefined && headers.websiteId !== record.websiteId) refuse('wrongWebsite');
}
