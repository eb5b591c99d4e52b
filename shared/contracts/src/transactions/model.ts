/**
 * The transaction model (spec part 2 sections 3, 4, 7.1-7.3; issue 9 deliverable 4): one row per money
 * movement of a merchant, in Test or Live mode. A capture, refund, void, reversal or chargeback points at the
 * transaction it acts on through `parentId`. Every later area (detail, actions, reports, widgets, disputes,
 * payouts) reads this model; ADR 0016 explains it.
 */
import type { SystemMode } from '../user-context';

/** What a row does to money. A sale authorises and captures at once; an authorisation only reserves funds. */
export const TRANSACTION_TYPES = ['Sale', 'Authorisation', 'Capture', 'Refund', 'Void', 'Reversal', 'Payout', 'Chargeback'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The statuses of part 2 section 4's pill table that fit payments; the first four are the ones part 1's
 * Contact Support dialog already knew.
 * - Pending: waiting for the payer or the provider (3-D Secure, open banking).
 * - Reserved: an authorisation holding funds, not yet captured or voided.
 * - Captured: a sale or capture that moved the money. Refunded: a payment refunded in full.
 * - Declined: refused by the issuer or provider (reasons: lookup/{type}/reasons/Declined). Failed: a technical error.
 * - Blocked: stopped by the antifraud rules before reaching a provider.
 * - WaitingForApproval / Approved: a refund or payout under the four-eyes rule (issue 10).
 * - Successful: a refund, void, reversal, payout or chargeback that completed.
 */
export const TRANSACTION_STATUSES = [
  'Captured', 'Declined', 'Refunded', 'Pending',
  'Reserved', 'Failed', 'Blocked', 'WaitingForApproval', 'Approved', 'Successful',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The fields every caller needs (the Contact Support dialog shows these). */
export interface Transaction {
  id: string;
  /** The id people quote (e.g. TX-BBC-0001); unique within a tenant. */
  externalId: string;
  tenantId: string;
  merchantId: string;
  merchantName: string;
  /** Minor units of `currency` (pence, cents; the currency's decimalPlaces say how many). */
  amount: number;
  currency: string;
  status: TransactionStatus;
  /** Payment method id (lookup api/crm/lookup/active-payment-methods). */
  paymentMethod: string;
  mode: SystemMode;
  /** ISO date-time. */
  createdAt: string;
}

/** The whole model, as the lookups answer it. Absent facts are null (a bank transfer has no card). */
export interface TransactionRecord extends Transaction {
  tenantName: string;
  type: TransactionType;
  websiteId: string | null;
  websiteName: string | null;
  paymentChannelId: string | null;
  paymentChannelName: string | null;
  /** Service provider id (lookup api/crm/transaction-service-providers). */
  serviceProviderId: string | null;
  serviceProviderName: string | null;
  /** Masked card: the first 6 and last 4 digits only; never the full number. */
  cardFirst6: string | null;
  cardLast4: string | null;
  /** ISO 3166 alpha-2 of the card's issuing country. */
  cardCountry: string | null;
  customerEmail: string | null;
  customerIp: string | null;
  /** The transaction this one acts on (a refund's payment, a capture's authorisation), or null. */
  parentId: string | null;
  parentExternalId: string | null;
}
