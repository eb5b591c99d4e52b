import type { Transaction } from '@portal/contracts';
import { formatMoney } from '@portal/kit';

/**
 * How the dialog lists a found transaction: "TX-BBC-0012 · 1.234,56 GBP · Captured". The amount is the kit's
 * one money formatter's (spec part 2 section 9: the currency's decimal places, comma decimal, dot thousands).
 */
export function transactionLabel(tx: Pick<Transaction, 'externalId' | 'amount' | 'currency' | 'status'>): string {
  return `${tx.externalId} · ${formatMoney(tx.amount, tx.currency)} · ${tx.status}`;
}
