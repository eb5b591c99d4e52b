import { and, eq, sql } from 'drizzle-orm';
import { accountingEntries } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Tx } from '../transactions/actions/types';

/**
 * The dispute's own journals (ADR 0050), beside the chargeback journal the transaction model books when the
 * chargeback settles (detail-seed's `moneyStatements`, the same code the actions use):
 * - dispute_hold on opening: the disputed amount moves from what the merchant is owed to a dispute reserve;
 * - dispute_release on closing: the reserve goes back (won: the merchant keeps it; lost or accepted: the chargeback
 *   journal then takes the amount and its fee from what the merchant is owed).
 * Each journal balances; lines sit on the chargeback row, so its accounting entries tell the whole story.
 */

interface Booked {
  id: string;
  tenantId: string;
  merchantId: string;
  currency: string;
  /** The chargeback's own created_at: its journal lines carry it (accounting_entries is partitioned by it, ADR 0117). */
  createdAt: Date | string;
}

const lines = (row: Booked, journal: string, at: Date, entries: Array<[string, number, number]>) =>
  entries.map(([account, debit, credit], i) => ({
    id: newId(), transactionId: row.id, transactionCreatedAt: new Date(row.createdAt), tenantId: row.tenantId, merchantId: row.merchantId, journal, line: i + 1, account, debit, credit,
    currency: row.currency, createdAt: at,
  }));

export async function holdDisputedAmount(tx: Tx, chargeback: Booked, amount: number, at: Date): Promise<void> {
  await tx.insert(accountingEntries).values(lines(chargeback, 'dispute_hold', at, [['merchant_payable', amount, 0], ['dispute_reserve', 0, amount]]));
}

/** Releases what the hold still holds (a seeded chargeback has none: nothing to release). */
export async function releaseDisputedAmount(tx: Tx, chargeback: Booked, at: Date): Promise<void> {
  const [held] = await tx.select({ n: sql<number>`coalesce(sum(${accountingEntries.credit} - ${accountingEntries.debit}), 0)::int` })
    .from(accountingEntries).where(and(eq(accountingEntries.transactionId, chargeback.id),
      eq(accountingEntries.transactionCreatedAt, new Date(chargeback.createdAt)), eq(accountingEntries.account, 'dispute_reserve')));
  const amount = held?.n ?? 0;
  if (amount <= 0) return;
  await tx.insert(accountingEntries).values(lines(chargeback, 'dispute_release', at, [['dispute_reserve', amount, 0], ['merchant_payable', 0, amount]]));
}
