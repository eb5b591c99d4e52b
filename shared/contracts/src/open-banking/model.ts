/**
 * Open banking for merchants (issue 13, spec part 2 sections 2.2 and 4; ADR 0055): the merchant links its own
 * business bank account through an account-access consent (the UK Open Banking consent statuses), and while the
 * consent is Authorised pays its balance out to that account. The bank is simulated by the backend.
 */
import type { StatusTone } from '../payments/tones';

/** The consent statuses of spec part 2 section 4 (the UK Open Banking account-access consent's, plus Expired). */
export const OPEN_BANKING_CONSENT_STATUSES = ['AwaitingAuthorisation', 'Authorised', 'Rejected', 'Revoked', 'Expired'] as const;
export type OpenBankingConsentStatus = (typeof OPEN_BANKING_CONSENT_STATUSES)[number];

/** Spec part 2 section 4: "Expired and Rejected negative; Authorised positive; Revoked and AwaitingAuthorisation pending; others neutral". */
export function openBankingTone(status: string): StatusTone {
  if (status === 'Expired' || status === 'Rejected') return 'negative';
  if (status === 'Authorised') return 'positive';
  if (status === 'Revoked' || status === 'AwaitingAuthorisation') return 'pending';
  return 'neutral';
}

/** What happened to a consent (the open-banking history). */
export const OPEN_BANKING_EVENT_TYPES = ['Requested', 'Authorised', 'Rejected', 'Revoked', 'Expired', 'PayoutSent'] as const;
export type OpenBankingEventType = (typeof OPEN_BANKING_EVENT_TYPES)[number];

/** The simulated banks a merchant can link (one per country the demo merchants bank in). */
export const OPEN_BANKING_BANKS = [
  { id: 'northbank-uk', name: 'Northbank UK', country: 'GB', currency: 'GBP' },
  { id: 'rhein-sparbank', name: 'Rhein Sparbank', country: 'DE', currency: 'EUR' },
  { id: 'bosphorus-bank', name: 'Bosphorus Bank', country: 'TR', currency: 'TRY' },
] as const;
export type OpenBankingBankId = (typeof OPEN_BANKING_BANKS)[number]['id'];

export const OPEN_BANKING_LIMITS = {
  /** How long the bank's authorisation link stays open (an unanswered request then expires). */
  authorisationMinutes: 10,
  /** How long an authorised consent lasts before the merchant must authorise again (PSD2 RTS re-authentication, 90 days). */
  consentDays: 90,
  /** Consents a merchant keeps awaiting or authorised at once. */
  maxOpenConsents: 10,
  maxReferenceLength: 35,
  historyMaxPageSize: 100,
} as const;

export interface OpenBankingConsent {
  id: string;
  bankId: string;
  bankName: string;
  status: OpenBankingConsentStatus;
  /** The account the bank shared on authorisation (name and masked IBAN); null before. */
  accountName: string | null;
  accountMasked: string | null;
  currency: string;
  createdAt: string;
  /** Until when the bank's authorisation link is open. */
  authorisationExpiresAt: string;
  authorisedAt: string | null;
  /** Until when an authorised consent lasts. */
  expiresAt: string | null;
  /** When it was rejected, revoked or expired. */
  closedAt: string | null;
  createdBy: { id: string; name: string };
}

/** The answer to "connect a bank": the consent and where the user authorises it at the bank. */
export interface OpenBankingConnectAnswer {
  consent: OpenBankingConsent;
  authorisationUrl: string;
}

export interface OpenBankingEvent {
  id: string;
  consentId: string;
  bankName: string;
  accountMasked: string | null;
  type: OpenBankingEventType;
  /** Who did it (the bank's answers and the expiry name nobody). */
  actorName: string | null;
  /** A payout's transaction, amount and currency. */
  transactionExternalId: string | null;
  amount: number | null;
  currency: string | null;
  at: string;
}

export interface OpenBankingPayoutInput {
  amount: number;
  currency: string;
  reference: string;
}

export interface OpenBankingPayout {
  transactionId: string;
  externalId: string;
  amount: number;
  currency: string;
  status: string;
}

export const OPEN_BANKING_REFUSALS = {
  notAuthorised: { status: 409, message: 'Only an authorised consent can do this' },
  notAwaiting: { status: 409, message: 'This consent is no longer awaiting authorisation' },
  tooMany: { status: 409, message: 'A merchant keeps at most 10 open consents: revoke one first' },
  returnUrl: { status: 422, message: 'The return address must be a page of the portal' },
  currencyMismatch: { status: 422, message: "The payout currency must be the linked account's currency" },
  insufficientFunds: { status: 422, message: 'The available balance does not cover this payout and its fee' },
} as const;
export type OpenBankingRefusal = keyof typeof OPEN_BANKING_REFUSALS;

export const OPEN_BANKING_MESSAGES = {
  revoked: 'Consent revoked: the portal can no longer use this account',
  payoutSent: 'Payout sent to your linked account',
  authorised: 'The bank authorised the consent',
  rejected: 'The bank consent was rejected',
  expired: 'The bank authorisation expired before it was answered',
} as const;

/** The merchant service's open-banking calls ("api/..." paths as the portal calls them). */
export const OPEN_BANKING_PATHS = {
  banks: 'api/open-banking/banks',
  consents: 'api/open-banking/consents',
  revoke: 'api/open-banking/consents/:consentId/revocations',
  payouts: 'api/open-banking/consents/:consentId/payouts',
  history: 'api/open-banking/history',
} as const;

/** The simulated bank's authorisation page (served by the backend, outside the API: it is the bank's page, not the portal's). */
export const SIMULATED_BANK_PATH = '/simulated-bank/authorise';
