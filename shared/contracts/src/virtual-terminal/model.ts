/**
 * The virtual terminal (issue 13, spec part 2 sections 2.1, 2.2 and 5; ADR 0054): staff or a merchant key in a
 * card payment (MOTO: mail or telephone order) for a merchant's website. It is routed and screened as every
 * payment is, and written as a Sale transaction with a masked card.
 */

export const VIRTUAL_TERMINAL_PATHS = {
  staff: 'api/crm/virtual-terminal/payments',
  merchant: 'api/virtual-terminal/payments',
} as const;

/** The route catalogue's rows: the tenant's and the merchant's virtual-terminal pages. */
export const VIRTUAL_TERMINAL_PERMISSIONS = {
  crm: 'CRM.TransactionManagement.VirtualTerminal',
  merchant: 'Merchant.Transactions.VirtualTerminal',
} as const;

export interface VirtualTerminalInput {
  /** Staff only: the merchant the payment is for (a merchant user pays for its own). */
  merchantId?: string;
  websiteId: string;
  /** Digits only; the server keeps the first 6 and last 4. */
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  /** Never stored, never logged. */
  cvc: string;
  cardholderName: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** The customer's IP address when the caller knows it (IPv4 or IPv6): screened (IP country, IP velocity, IP lists) and stored. */
  customerIp?: string;
}

/** What the terminal answers: the payment as written, with what routing and the antifraud screen decided. */
export interface VirtualTerminalResult {
  transactionId: string;
  externalId: string;
  status: string;
  amount: number;
  currency: string;
  mode: 'Test' | 'Live';
  cardFirst6: string;
  cardLast4: string;
  channelName: string;
  serviceProviderName: string;
  /** The antifraud screen: Passed, Review or Blocked, its score and rule. */
  antifraudOutcome: string;
  antifraudScore: number;
  antifraudRule: string;
  /** The provider's decline reason when it declined (the merchant's error mapping's when it has one). */
  declineReason: string | null;
  /** What to tell the payer about a decline: the merchant's error mapping's message, else null. */
  payerMessage: string | null;
}

export const VIRTUAL_TERMINAL_MESSAGES = {
  notRoutable: 'The payment cannot be routed: {{reason}}',
  unknownCurrency: 'Choose a currency the portal knows',
  amountDecimals: 'The amount has more decimals than {{currency}} allows',
  customerIp: "The customer's IP address is not an IPv4 or IPv6 address",
} as const;
