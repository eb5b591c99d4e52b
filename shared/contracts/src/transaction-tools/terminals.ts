/**
 * The terminal (POS) pages (ADR 0053): terminal-transaction-lookup, terminal-currency-conversions (the
 * conversion tool: dynamic currency conversions at the terminals, with their rates) and terminal-settlements
 * (per terminal and day, computed in SQL).
 */
export const TERMINAL_TRANSACTION_STATUSES = ['Approved', 'Declined'] as const;
export const TERMINAL_ENTRY_MODES = ['Chip', 'Contactless', 'Swipe'] as const;

export const TERMINAL_PATHS = {
  terminals: 'terminal/terminals',
  transactions: 'terminal/transactions',
  settlements: 'terminal/settlements',
  conversions: 'conversion-tool/conversions',
} as const;

export const TERMINAL_PERMISSIONS = {
  transactions: 'CRM.TransactionManagement.TerminalTransactionLookup',
  conversions: 'CRM.TransactionManagement.TerminalCurrencyConversions',
  settlements: 'CRM.TransactionManagement.TerminalSettlements',
} as const;

export interface TerminalTransaction {
  id: string;
  tenantId: string;
  merchantId: string;
  merchantName: string;
  terminalId: string;
  /** The acquirer's terminal id (TID). */
  tid: string;
  location: string;
  /** The terminal host (POS provider) the terminal connects through (ADR 0152); null: none. */
  terminalHost: string | null;
  reference: string;
  type: 'Sale' | 'Refund';
  status: 'Approved' | 'Declined';
  amount: number;
  currency: string;
  mode: 'Test' | 'Live';
  entryMode: string;
  cardFirst6: string;
  cardLast4: string;
  cardCurrency: string | null;
  /** Units of the card's currency per unit of the terminal's, 6 decimals, as text (exact). */
  rate: string | null;
  markupBps: number | null;
  convertedAmount: number | null;
  createdAt: string;
}

/** One terminal's day (UTC), per currency: what it approved, refunded and declined, and the net to settle. */
export interface TerminalSettlement {
  day: string;
  terminalId: string;
  tid: string;
  location: string;
  /** The terminal host (POS provider) the terminal connects through (ADR 0152); null: none. */
  terminalHost: string | null;
  merchantId: string;
  merchantName: string;
  currency: string;
  /** The tenant's active Settlement banking channel of the currency the day settles into (ADR 0153); null: none. */
  settlesInto: string | null;
  salesCount: number;
  salesAmount: number;
  refundsCount: number;
  refundsAmount: number;
  declinedCount: number;
  netAmount: number;
}
