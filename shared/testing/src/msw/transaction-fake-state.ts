import {
  TRANSACTION_DETAIL_ENDPOINTS, type ResultOf, type TransactionBalance, type TransactionRecord, type TransactionStatus, type TransactionType,
} from '@portal/contracts';

export type TransactionEventRow = ResultOf<typeof TRANSACTION_DETAIL_ENDPOINTS.events>[number];
export type AccountingEntryRow = ResultOf<typeof TRANSACTION_DETAIL_ENDPOINTS.accountingEntries>['data'][number];

/**
 * What the transaction fakes share (issue 10): the detail fakes read it, the action fakes change it, so a
 * refund made through the fake shows in the drawer's balance, related rows, events and accounting as it does
 * on the server. The lookup fake may list the same `rows` array (pass `state.rows` as its transactions).
 */
export interface TransactionFakeState {
  /** The rows: statuses changed in place, follow-ups (capture, refund, ...) appended. Copies of the given rows. */
  rows: TransactionRecord[];
  /** Events the action fakes added, per transaction id (after the fixture's own). */
  addedEvents: Map<string, TransactionEventRow[]>;
  /** Changes to events' webhook delivery (a resend), by event id. */
  eventChanges: Map<string, Partial<TransactionEventRow>>;
  /** Accounting lines the action fakes added, per transaction id. */
  addedEntries: Map<string, AccountingEntryRow[]>;
  /** The next id of a row, event or line the fakes create. */
  nextId(): string;
}

export function createTransactionFakeState(rows: readonly TransactionRecord[]): TransactionFakeState {
  let counter = 0;
  return {
    rows: rows.map((row) => ({ ...row })),
    addedEvents: new Map(),
    eventChanges: new Map(),
    addedEntries: new Map(),
    nextId: () => `a0000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  };
}

const PAYMENTS: readonly TransactionType[] = ['Sale', 'Capture'];

/**
 * A transaction's balance from its follow-up rows, as the server's check-balance computes it (ADR 0044): what
 * an authorisation holds and has captured, what a payment has refunded (settled and pending), charged back,
 * has in open disputes, reversed; what may still be captured or refunded. A payment seeded Refunded without
 * refund rows counts as refunded in full.
 */
export function balanceOf(tx: TransactionRecord, rows: readonly TransactionRecord[]): TransactionBalance {
  const children = rows.filter((row) => row.parentId === tx.id);
  const sum = (type: TransactionType, statuses: readonly TransactionStatus[]) =>
    children.filter((c) => c.type === type && statuses.includes(c.status)).reduce((total, c) => total + c.amount, 0);
  const isAuthorisation = tx.type === 'Authorisation';
  const holds = isAuthorisation && (tx.status === 'Reserved' || tx.status === 'Successful');
  const settled = PAYMENTS.includes(tx.type) && (tx.status === 'Captured' || tx.status === 'Refunded');
  const authorised = holds ? tx.amount : 0;
  const captured = isAuthorisation ? sum('Capture', ['Captured']) : settled ? tx.amount : 0;
  const voided = sum('Void', ['Successful']);
  const settledRefunds = sum('Refund', ['Successful', 'Approved']);
  const refunded = tx.status === 'Refunded' && settledRefunds === 0 ? tx.amount : settledRefunds;
  const pendingRefunds = sum('Refund', ['Pending', 'WaitingForApproval']);
  const chargedBack = sum('Chargeback', ['Successful']);
  const disputed = sum('Chargeback', ['Pending']);
  const reversed = sum('Reversal', ['Successful']);
  return {
    currency: tx.currency, amount: tx.amount, authorised, captured, refunded, chargedBack, reversed, voided, pendingRefunds, disputed,
    capturable: holds ? Math.max(0, authorised - captured - voided) : 0,
    refundable: isAuthorisation ? 0 : Math.max(0, captured - refunded - pendingRefunds - chargedBack - disputed - reversed),
  };
}

/** The parent, children and siblings of a transaction, oldest first (the related tab). */
export function relatedOf(tx: TransactionRecord, rows: readonly TransactionRecord[]): TransactionRecord[] {
  return rows
    .filter((row) => row.id !== tx.id
      && (row.parentId === tx.id || row.id === tx.parentId || (tx.parentId !== null && row.parentId === tx.parentId)))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
