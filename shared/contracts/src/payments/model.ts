/**
 * The merchant's payments (issue 13 deliverable 4, spec part 2 sections 2.2, 3 and 4; ADR 0051): beneficiaries,
 * payouts to them that a second merchant user approves, and the merchant's balance they are paid from.
 */
import type { StatusTone } from './tones';

/** Spec part 2 section 3: payee confirmation status. */
export const PAYEE_CONFIRMATION_STATUSES = ['NotNeeded', 'Pending', 'Success', 'Failed'] as const;
export type PayeeConfirmationStatus = (typeof PAYEE_CONFIRMATION_STATUSES)[number];

/** Spec part 2 section 4: "Payee confirmation: positive on Success, negative on Failed, pending otherwise". */
export function payeeConfirmationTone(status: string): StatusTone {
  if (status === 'Success') return 'positive';
  if (status === 'Failed') return 'negative';
  return 'pending';
}

export const BENEFICIARY_ACCOUNT_KINDS = ['iban', 'accountNumber'] as const;
export type BeneficiaryAccountKind = (typeof BENEFICIARY_ACCOUNT_KINDS)[number];

export const PAYMENT_LIMITS = {
  /** Beneficiary name and reference lengths (the sanitiser's text limit is 1000; a bank's name field is short). */
  maxNameLength: 140,
  maxReferenceLength: 35,
  maxBeneficiariesPerMerchant: 500,
  /** The payout fee the ledger books (the seed's and the actions' `Payout` fee, minor units). */
  payoutFeeMinor: 100,
} as const;

export interface Beneficiary {
  id: string;
  name: string;
  email: string | null;
  /** ISO 3166 alpha-2: the IBAN's country, or the domestic account's. */
  country: string;
  accountKind: BeneficiaryAccountKind;
  iban: string | null;
  accountNumber: string | null;
  /** Sort code (GB) or routing number (US). */
  bankCode: string | null;
  currency: string;
  /** The last payee check's outcome (NotNeeded where the account's scheme has none). */
  payeeConfirmation: PayeeConfirmationStatus;
  payeeCheckedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BeneficiaryInput {
  name: string;
  email?: string | null;
  accountKind: BeneficiaryAccountKind;
  iban?: string | null;
  country?: string | null;
  accountNumber?: string | null;
  bankCode?: string | null;
  currency: string;
}

/** A payout the merchant asked for: its transaction (type Payout) and what the portal keeps beside it. */
export interface MerchantPayment {
  id: string;
  externalId: string;
  beneficiaryId: string;
  beneficiaryName: string;
  /** The account as people read it: the IBAN, or "sort code / account number". */
  beneficiaryAccount: string;
  amount: number;
  currency: string;
  /** The Payout transaction's status: WaitingForApproval, Successful, Declined. */
  status: string;
  mode: 'Test' | 'Live';
  reference: string;
  payeeConfirmation: PayeeConfirmationStatus;
  initiatedBy: { id: string; name: string };
  decidedBy: { id: string; name: string } | null;
  declineReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface SinglePaymentInput {
  beneficiaryId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  reference: string;
}

/** How long the rolling reserve holds back a share of each day's credits (ADR 0155): the usual card-risk window. */
export const ROLLING_RESERVE_DAYS = 90;

/** What the merchant can pay out, per currency, in the mode asked for (minor units). */
export interface MerchantBalance {
  currency: string;
  /** merchant_payable on the ledger: settlements less refunds, chargebacks, payouts and their fees. */
  ledger: number;
  /** Payouts waiting for approval, with their fees. */
  pending: number;
  /** What the last `settlementDelayDays` days credited: not settled yet (T+n of the tenant's default parameters, ADR 0155). */
  unsettled: number;
  /** `reservePercent` of what the rolling reserve's window credited before that: held back (ADR 0155). */
  reserve: number;
  /** ledger − pending − unsettled − reserve: what a new payout (with its fee) may take. */
  available: number;
  /** The tenant's settlement delay in days (T+n) and rolling reserve in percent, as applied. */
  settlementDelayDays: number;
  reservePercent: number;
}

/** Refusals of the payment rules (ADR 0051): status and the message both sides show. */
export const PAYMENT_REFUSALS = {
  insufficientFunds: { status: 422, message: 'The available balance does not cover this payment and its fee' },
  currencyMismatch: { status: 422, message: "The payment currency must be the beneficiary's account currency" },
  payeeNotConfirmed: { status: 422, message: 'The payee check failed: the name does not match the account' },
  beneficiaryLimit: { status: 409, message: 'A merchant keeps at most 500 beneficiaries' },
  notWaiting: { status: 409, message: 'This payment is not waiting for approval' },
  ownRequest: { status: 409, message: 'A second user must approve or decline a payment you requested' },
  unknownCurrency: { status: 422, message: 'Choose a currency the portal knows' },
  noPayoutChannel: { status: 409, message: 'Payments in this currency cannot be sent now: your payment provider has no bank account that sends them. Nothing was sent; contact your provider' },
} as const;
export type PaymentRefusal = keyof typeof PAYMENT_REFUSALS;

export const PAYMENT_MESSAGES = {
  beneficiaryCreated: 'Beneficiary added',
  beneficiaryUpdated: 'Beneficiary saved',
  beneficiaryDeleted: 'Beneficiary deleted',
  paymentWaiting: 'Payment created: it waits for a second user to approve it',
  paymentApproved: 'Payment approved and sent',
  paymentDeclined: 'Payment declined',
} as const;
