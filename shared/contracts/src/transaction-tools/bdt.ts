/**
 * transaction-lookup-v3 (BDT, `btd-transactions`; ADR 0053): the bank deposits behind bank-transfer payments. A
 * payer sends money to the tenant's collection account quoting a reference; the bank credits it with its UTR
 * (unique transaction reference). A deposit is Matched to its payment, Unmatched (nothing to match: it waits
 * for someone) or Returned to the payer.
 */
export const BANK_DEPOSIT_STATUSES = ['Matched', 'Unmatched', 'Returned'] as const;
export type BankDepositStatus = (typeof BANK_DEPOSIT_STATUSES)[number];

export const BDT_PATHS = {
  list: 'btd-transactions',
} as const;

export const BDT_PERMISSION = 'CRM.TransactionManagement.TransactionLookupV3';

export interface BankDeposit {
  id: string;
  tenantId: string;
  merchantId: string;
  merchantName: string;
  transactionId: string | null;
  transactionExternalId: string | null;
  utr: string;
  status: BankDepositStatus;
  amount: number;
  currency: string;
  mode: 'Test' | 'Live';
  payerName: string;
  payerBank: string;
  payerAccount: string;
  /** What the payer wrote as the transfer's reference. */
  narrative: string;
  creditedAt: string;
}
