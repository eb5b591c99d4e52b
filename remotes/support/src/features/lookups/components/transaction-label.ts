import type { Transaction } from '@portal/contracts';

/** Minor units as a plain amount with the currency's own decimals (JPY 0, KWD 3, most 2): "12.34 GBP". */
export function formatMinorAmount(amount: number, currency: string): string {
  let decimals = 2;
  try {
    decimals = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown currency code: two decimals, as most currencies have.
  }
  return `${(amount / 10 ** decimals).toFixed(decimals)} ${currency}`;
}

/** How the dialog lists a found transaction: "TX-BBC-0012 · 12.34 GBP · Captured". */
export function transactionLabel(tx: Pick<Transaction, 'externalId' | 'amount' | 'currency' | 'status'>): string {
  return `${tx.externalId} · ${formatMinorAmount(tx.amount, tx.currency)} · ${tx.status}`;
}
