import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { transactions } from '../../db/schema';
import type { TransactionBalance } from '@portal/contracts';

/** The facts of a transaction its balance reads. */
export interface BalanceSubject {
  id: string;
  type: string;
  status: string;
  amount: number;
  currency: string;
}

const SETTLED = ['Successful', 'Captured'];
/** A capture that was later refunded in full is still money that was captured. */
const CAPTURED = ['Captured', 'Refunded'];
/** Refunds that hold their amount until they settle or are declined. */
const HELD_REFUNDS = ['Pending', 'WaitingForApproval'];

/**
 * Sums of a transaction's movements (its own amount and its children's), minor units: the `check-balance` answer
 * and what the action rules check against (ADR 0044, ADR 0046). One implementation for both.
 */
export async function balanceOf(db: Queryable, tx: BalanceSubject): Promise<TransactionBalance> {
  const children = await db.select({ type: transactions.type, status: transactions.status, amount: transactions.amount }).from(transactions)
    .where(eq(transactions.parentId, tx.id));
  return balanceFrom(tx, children);
}

/** The same from the children already read. */
export function balanceFrom(tx: BalanceSubject, children: Array<{ type: string; status: string; amount: number }>): TransactionBalance {
  const sum = (type: string, statuses: string[]) => children.filter((c) => c.type === type && statuses.includes(c.status)).reduce((s, c) => s + c.amount, 0);
  const authorised = tx.type === 'Authorisation' && ['Reserved', 'Successful'].includes(tx.status) ? tx.amount : 0;
  const capturedSelf = (tx.type === 'Sale' || tx.type === 'Capture') && CAPTURED.includes(tx.status) ? tx.amount : 0;
  const captured = capturedSelf + sum('Capture', CAPTURED);
  const voided = sum('Void', SETTLED);
  const settledRefunds = sum('Refund', SETTLED);
  // A payment seeded as Refunded without refund rows (the hand-made demo rows) was refunded in full.
  const refunded = settledRefunds + (capturedSelf > 0 && tx.status === 'Refunded' && settledRefunds === 0 ? tx.amount : 0);
  const pendingRefunds = sum('Refund', HELD_REFUNDS);
  const chargedBack = sum('Chargeback', SETTLED);
  const disputed = sum('Chargeback', ['Pending']);
  const reversed = sum('Reversal', SETTLED);
  return {
    currency: tx.currency, amount: tx.amount, authorised, captured, refunded, chargedBack, reversed, voided, pendingRefunds, disputed,
    capturable: Math.max(0, authorised - captured - voided),
    refundable: Math.max(0, captured - refunded - pendingRefunds - chargedBack - disputed - reversed),
  };
}
