/**
 * UTR resubmissions (issue 13, spec part 2 sections 2.1 and 2.2 utr-resubmissions; ADR 0055): a bank-transfer
 * payment stays Pending while the bank's credit for it cannot be matched (the payer left out or mistyped the
 * reference). The payer's bank receipt carries the credit's UTR (Unique Transaction Reference, 12 digits); the
 * merchant or the tenant's staff submit it, and the server matches it to the unmatched credit of that merchant.
 */
import type { StatusTone } from '../payments/tones';

/** What a submitted UTR came to. */
export const UTR_OUTCOMES = ['Matched', 'NotFound', 'AmountDiffers', 'AlreadyMatched', 'Returned'] as const;
export type UtrOutcome = (typeof UTR_OUTCOMES)[number];

export function utrOutcomeTone(outcome: string): StatusTone {
  if (outcome === 'Matched') return 'positive';
  if (outcome === 'NotFound') return 'pending';
  return 'negative';
}

export const UTR_PATTERN = '^\\d{12}$';
export const UTR_LIMITS = { length: 12, maxPageSize: 100 } as const;

export const UTR_MESSAGES = {
  utrShape: 'A UTR has 12 digits',
  notWaiting: 'Only a pending bank transfer waits for a UTR',
  Matched: 'UTR matched: the payment is captured',
  NotFound: 'No bank credit with this UTR has reached the merchant’s account yet: check the number, or try again when the bank statement shows it',
  AmountDiffers: 'The bank credit with this UTR is of another amount or currency',
  AlreadyMatched: 'This UTR is already matched to another payment',
  Returned: 'The bank credit with this UTR was returned to the payer',
} as const;

/** A pending bank-transfer payment waiting for its credit, with its latest UTR submission. */
export interface UtrPendingPayment {
  id: string;
  externalId: string;
  merchantId: string;
  merchantName: string;
  amount: number;
  currency: string;
  createdAt: string;
  customerEmail: string | null;
  attempts: number;
  lastUtr: string | null;
  lastOutcome: UtrOutcome | null;
  lastSubmittedAt: string | null;
}

/** One UTR submission and what it came to. */
export interface UtrResubmission {
  id: string;
  transactionId: string;
  externalId: string;
  merchantName: string;
  utr: string;
  outcome: UtrOutcome;
  amount: number;
  currency: string;
  /** The transaction's status after it. */
  transactionStatus: string;
  submittedBy: { id: string; name: string };
  submittedAt: string;
}

export const UTR_PATHS = {
  tenantPending: 'api/crm/transactions/utr-resubmissions/pending',
  tenantList: 'api/crm/transactions/utr-resubmissions',
  merchantPending: 'api/transactions/utr-resubmissions/pending',
  merchantList: 'api/transactions/utr-resubmissions',
} as const;

export const UTR_PERMISSIONS = {
  tenant: 'CRM.TransactionManagement.UtrResubmissions',
  merchant: 'Merchant.Transactions.UtrResubmissions',
} as const;
