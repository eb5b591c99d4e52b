/**
 * Processing setup tool (issue 13 part A, ADR 0050; spec part 2 section 2.1 and 2.2 processing-setup-tool for tenant,
 * platform and merchant users): how a payment of one merchant, website and payment method (and optionally currency)
 * would be routed in the mode the user works in, and what blocks it, from the data the backend has: the tenant, the
 * merchant's statuses, the website, the payment method, the merchant's payment channels and their service providers.
 */

/** Each check the tool makes, in order. */
export const PROCESSING_CHECKS = ['tenant', 'merchant', 'review', 'processing', 'website', 'paymentMethod', 'channels', 'webhook'] as const;
export type ProcessingCheck = (typeof PROCESSING_CHECKS)[number];
export type ProcessingOutcome = 'Pass' | 'Block' | 'Warn';

/** What each check says (keys are the English texts the page translates); `detail` carries the data's own values. */
export const PROCESSING_MESSAGES = {
  tenantActive: 'The tenant is active',
  tenantInactive: 'The tenant is not active',
  merchantActive: 'The merchant is active',
  merchantInactive: 'The merchant is not active',
  reviewApproved: "The merchant's review is approved",
  reviewNotApproved: "The merchant's review is not approved",
  processingLive: 'The merchant processes payments in Live and Test',
  processingSandbox: 'The merchant processes test payments only (sandbox)',
  sandboxInLive: 'The merchant is enabled for the sandbox only: Live payments are refused',
  noProcessing: 'The merchant is not enabled for processing',
  websiteActive: 'The website is active',
  websiteInactive: 'The website is not active',
  websiteNotOfMerchant: 'The website does not belong to the merchant',
  methodActive: 'The payment method is active',
  methodInactive: 'The payment method is not active on the platform',
  methodCurrencyUnsupported: 'The payment method does not take this currency',
  channelFound: 'A payment channel routes this payment',
  noChannel: 'No payment channel of the merchant takes this payment method and currency',
  noUsableChannel: "No payment channel can carry this payment: each is switched off, not enabled in this mode, or the amount is outside its limits",
  webhookConfigured: 'The merchant has a webhook endpoint for payment notifications',
  webhookMissing: 'The merchant has no webhook endpoint: it will not be notified of payments',
  channelUsable: 'Usable',
  channelInactive: 'The channel is switched off',
  providerInactive: 'The service provider is switched off',
  providerUnsupported: 'The service provider does not carry this payment method or currency',
  midInactive: "The channel's MID is suspended or closed",
  currencyMismatch: 'Another currency',
  notInRouting: 'Not in the active smart routing configuration',
  channelOffInMode: "Not enabled in this mode in the merchant's payment settings",
  merchantMidInactive: "The merchant's MID on this channel is switched off in this mode",
  amountBelowChannelMinimum: "The amount is below the channel's minimum in the merchant's payment settings",
  amountAboveChannelMaximum: "The amount is above the channel's maximum in the merchant's payment settings",
} as const;

export interface ProcessingCheckResult {
  check: ProcessingCheck;
  outcome: ProcessingOutcome;
  message: string;
  /** The data's own value the check read (a status, a name), untranslated; null when none. */
  detail: string | null;
}

export interface ProcessingChannel {
  id: string;
  name: string;
  serviceProviderId: string;
  serviceProviderName: string;
  currency: string;
  /** Primary (first usable), Fallback (cascading order), or NotUsed with the reason. */
  role: 'Primary' | 'Fallback' | 'NotUsed';
  reason: string;
  /** The minimum or maximum an amount passed, in minor units of the channel's currency (null for other reasons). */
  limit: number | null;
  /**
   * What the channel charges for the question's amount by the merchant's settings of the mode, in minor units of the
   * channel's currency (ADR 0144); null without an amount and a currency, or when the channel has no settings there.
   */
  fee: number | null;
}

export interface ProcessingSetupAnswer {
  mode: 'Test' | 'Live';
  merchantName: string;
  websiteName: string | null;
  paymentMethod: string;
  currency: string | null;
  routable: boolean;
  checks: ProcessingCheckResult[];
  channels: ProcessingChannel[];
}

export const PROCESSING_SETUP_PATHS = {
  staff: 'api/crm/processing-setup',
  merchant: 'api/processing-setup',
} as const;
