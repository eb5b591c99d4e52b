/**
 * Payment links and the hosted payment page (spec part 2: /merchant/payment-settings/payment-links,
 * /developer-settings/hosted-payment "Websites settings"; ADR 0108): a merchant's link a customer opens without
 * signing in at `/pay/<token>` on the portal's origin, and the settings that page is drawn with.
 */
import { defineResource } from '../resource/define-resource';
import { flag, text } from '../resource/filters';

const tag = 'Payment links';

/** The route catalogue's permissions. */
export const PAYMENT_LINK_PERMISSIONS = {
  links: 'Merchant.PaymentsSettings.PaymentLinks',
  hostedPayment: 'Merchant.DeveloperSettings.HostedPayment',
} as const;

/** Active; Expired (past its expiry); UsedUp (maximum uses reached); Inactive (deactivated by the merchant). */
export const PAYMENT_LINK_STATUSES = ['Active', 'Expired', 'UsedUp', 'Inactive'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** Fixed: the link's amount; Customer: the customer types one between min and max. */
export const PAYMENT_LINK_AMOUNT_TYPES = ['Fixed', 'Customer'] as const;
export type PaymentLinkAmountType = (typeof PAYMENT_LINK_AMOUNT_TYPES)[number];

export const PAYMENT_LINK_LIMITS = {
  descriptionMax: 500,
  maxUses: 1_000_000,
  maxPageSize: 100,
  /** Random bytes of a link's token (base64url): 192 bits, unguessable. */
  tokenBytes: 24,
  /** A publishable key's session link: one use, this many minutes. */
  sessionMinutes: 60,
  urlMax: 2048,
  websitesMax: 20,
  /** The logo's largest size. */
  logoBytes: 200 * 1024,
  /** WCAG 2.1 AA contrast of white text on a brand colour (normal text). */
  minContrast: 4.5,
  /**
   * Card testing (ADR 0108): payment attempts one link takes from every address together, and one address makes on
   * all links, in a fixed window; sessions one address creates. Counted in the database, so every replica counts them.
   */
  payAttemptsPerLink: 30,
  payAttemptsPerAddress: 10,
  sessionsPerAddress: 30,
  payWindowMinutes: 10,
} as const;

export const PAYMENT_LINK_MESSAGES = {
  amountRequired: 'Enter the amount',
  amountPositive: 'The amount must be greater than zero',
  minMaxRequired: 'Enter the smallest and the largest amount the customer may pay',
  minAboveMax: 'The smallest amount must not be above the largest',
  expiryPast: 'The expiry must be in the future',
  maxUsesPositive: 'The maximum uses must be at least 1',
  maxUsesBelowUses: 'The maximum uses cannot be below the uses so far ({{uses}})',
  websiteUnknown: 'Choose one of your websites',
  currencyUnknown: 'Choose a currency the portal knows',
  httpsRequired: 'The address must start with https://',
  websiteInvalid: 'A website is an https:// origin, such as https://shop.example.com',
  colourInvalid: 'A colour is # and six hexadecimal digits, such as #1A56DB',
  colourContrast: 'White text on {{colour}} has a contrast of {{ratio}}:1; at least 4.5:1 is needed for the page to stay readable',
  logoNotImage: 'The logo must be a PNG, JPEG or GIF image',
  logoTooLarge: 'The logo may be at most 200 KB',
  sessionOrigin: 'A publishable key works only from one of the websites of the hosted payment settings: send the request from there (its Origin header)',
} as const;

/** What the public page says when a link cannot be paid (and why, as a refusal's code). */
export const PAY_PAGE_REFUSALS = {
  notFound: { status: 404, code: 'not_found', error: 'This payment link does not exist' },
  expired: { status: 410, code: 'expired', error: 'This payment link has expired' },
  usedUp: { status: 410, code: 'used_up', error: 'This payment link has been used the maximum number of times' },
  inactive: { status: 410, code: 'inactive', error: 'This payment link is no longer active' },
  amountOutOfRange: { status: 400, code: 'amount_out_of_range', error: 'The amount must be between {{min}} and {{max}}' },
  tooManyAttempts: { status: 429, code: 'too_many_attempts', error: 'Too many payment attempts. Try again in {{minutes}} minutes' },
} as const;
export type PayPageRefusalCode = (typeof PAY_PAGE_REFUSALS)[keyof typeof PAY_PAGE_REFUSALS]['code'];

/**
 * What the payer of a link reads of a decline without the merchant's own words for it (ADR 0145): what the payer can
 * act on, by the provider's response code, and never that fraud was suspected. A payment the antifraud screen blocked
 * and a "suspected fraud" code both read as the bank's plain decline, so that a card tester learns nothing of the
 * rules (Stripe and Adyen advise the same). The reason the portal records stays the real one.
 */
export const PAYER_DECLINE_REASONS = {
  generic: 'Your bank declined the payment',
  insufficientFunds: 'There is not enough money on the card',
  expired: 'The card has expired',
  invalidNumber: 'The bank does not know this card number',
  issuerUnavailable: 'Your bank could not be reached: try again in a few minutes',
} as const;

const PAYER_REASON_BY_CODE: Readonly<Record<string, keyof typeof PAYER_DECLINE_REASONS>> = {
  '51': 'insufficientFunds', '54': 'expired', '14': 'invalidNumber', '91': 'issuerUnavailable',
};

/** The payer's reason for a provider's response code (ISO 8583); any other code, or none (a blocked payment), the plain decline. */
export function payerDeclineReason(code: string | null | undefined): string {
  return PAYER_DECLINE_REASONS[(code ? PAYER_REASON_BY_CODE[code] : undefined) ?? 'generic'];
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** WCAG 2.1 relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio of white text on `hex` (1 to 21). */
export const contrastWithWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

/** Why a brand colour is refused (not #RRGGBB, or white text on it unreadable), null when it is good. */
export function colourProblem(value: string): string | null {
  if (!HEX.test(value)) return PAYMENT_LINK_MESSAGES.colourInvalid;
  const ratio = contrastWithWhite(value);
  if (ratio < PAYMENT_LINK_LIMITS.minContrast) {
    return PAYMENT_LINK_MESSAGES.colourContrast.replace('{{colour}}', value).replace('{{ratio}}', (Math.floor(ratio * 100) / 100).toFixed(2));
  }
  return null;
}

/** An https:// URL (success and cancel pages). */
export function httpsUrlProblem(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? null : PAYMENT_LINK_MESSAGES.httpsRequired;
  } catch {
    return PAYMENT_LINK_MESSAGES.httpsRequired;
  }
}

/** An allowed website: an https:// origin (scheme, host, optional port, nothing after). */
export function websiteOriginProblem(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value.replace(/\/$/, '') ? null : PAYMENT_LINK_MESSAGES.websiteInvalid;
  } catch {
    return PAYMENT_LINK_MESSAGES.websiteInvalid;
  }
}

const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const minor = { type: ['integer', 'null'], minimum: 1, description: 'Minor units of the currency' } as const;

export const paymentLinkBodySchema = {
  type: 'object', additionalProperties: false, required: ['websiteId', 'amountType', 'currency', 'description'],
  properties: {
    websiteId: { type: 'string', format: 'uuid' },
    amountType: { type: 'string', enum: PAYMENT_LINK_AMOUNT_TYPES },
    /** Fixed: the amount; Customer: null. */
    amount: minor,
    /** Customer: the smallest and largest amount the customer may type. */
    minAmount: minor,
    maxAmount: minor,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    description: { type: 'string', minLength: 1, maxLength: PAYMENT_LINK_LIMITS.descriptionMax },
    expiresAt: nullableDate,
    maxUses: { type: ['integer', 'null'], minimum: 1, maximum: PAYMENT_LINK_LIMITS.maxUses },
    /** false deactivates the link: its page says so and takes no payment. */
    active: { type: 'boolean' },
  },
} as const;

export const paymentLinkRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'merchantId', 'mode', 'websiteId', 'amountType', 'amount', 'minAmount', 'maxAmount', 'currency', 'description',
    'expiresAt', 'maxUses', 'uses', 'active', 'status', 'token', 'url', 'lastPaidAt', 'createdAt', 'updatedAt'],
  properties: {
    id: str, tenantId: str, merchantId: str, mode: { type: 'string', enum: ['Test', 'Live'] }, websiteId: str,
    amountType: { type: 'string', enum: PAYMENT_LINK_AMOUNT_TYPES }, amount: minor, minAmount: minor, maxAmount: minor, currency: str, description: str,
    expiresAt: nullableDate, maxUses: { type: ['integer', 'null'] }, uses: { type: 'integer' }, active: { type: 'boolean' },
    status: { type: 'string', enum: PAYMENT_LINK_STATUSES },
    token: str,
    /** The public page: /pay/<token> on the portal's origin. */
    url: str,
    lastPaidAt: nullableDate, createdAt: date, updatedAt: date,
  },
} as const;

export interface PaymentLinkBody {
  websiteId: string; amountType: PaymentLinkAmountType; amount?: number | null; minAmount?: number | null; maxAmount?: number | null;
  currency: string; description: string; expiresAt?: string | null; maxUses?: number | null; active?: boolean;
}
export interface PaymentLinkRow {
  id: string; tenantId: string; merchantId: string; mode: 'Test' | 'Live'; websiteId: string; amountType: PaymentLinkAmountType;
  amount: number | null; minAmount: number | null; maxAmount: number | null; currency: string; description: string; expiresAt: string | null;
  maxUses: number | null; uses: number; active: boolean; status: PaymentLinkStatus; token: string; url: string; lastPaidAt: string | null;
  createdAt: string; updatedAt: string;
}

/** The merchant's links of the mode the switch shows; deactivating is an update (active false): a paid link keeps its history. */
export const PAYMENT_LINKS_RESOURCE = defineResource({
  key: 'payment-links', path: 'payment-links', title: 'Payment link', tag,
  row: paymentLinkRowSchema, body: paymentLinkBodySchema, operations: ['list', 'one', 'create', 'update'],
  filters: { search: text('Description', { field: 'description' }), active: flag('Active') },
  sorts: ['createdAt', 'description'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: true, scope: 'merchant',
  maxPageSize: PAYMENT_LINK_LIMITS.maxPageSize,
});

/** One payment taken through a link: the attempt (paid or declined) and its transaction as the lookup shows it. */
export const paymentLinkPaymentRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'linkId', 'createdAt', 'paid', 'transactionId', 'externalId', 'amount', 'currency', 'status', 'cardLast4'],
  properties: {
    /** The transaction's id (one payment is one transaction). */
    id: str, linkId: str, createdAt: date,
    /** Captured and counted as a use; false: declined or blocked, no use taken. */
    paid: { type: 'boolean' },
    transactionId: str, externalId: str, amount: { type: 'integer' }, currency: str, status: str,
    cardLast4: { type: ['string', 'null'] },
  },
} as const;

export interface PaymentLinkPaymentRow {
  id: string; linkId: string; createdAt: string; paid: boolean; transactionId: string; externalId: string; amount: number; currency: string;
  status: string; cardLast4: string | null;
}

/**
 * One link's payments, newest first (ADR 0108/0110): always asked with `linkId`; a link that is not the caller's
 * (another merchant's, or of the other mode) answers 404.
 */
export const PAYMENT_LINK_PAYMENTS_RESOURCE = defineResource({
  key: 'payment-link-payments', path: 'payment-link-payments', title: 'Payment link payment', tag,
  row: paymentLinkPaymentRowSchema, operations: ['list'],
  filters: { linkId: text('Payment link', { match: 'exact', field: 'linkId' }), paid: flag('Paid') },
  sorts: ['createdAt'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: true, scope: 'merchant',
  maxPageSize: PAYMENT_LINK_LIMITS.maxPageSize,
});

/** The hosted payment page's settings ("Websites settings"): one record per merchant. */
export const hostedPaymentSettingsSchema = {
  type: 'object', additionalProperties: false, required: ['allowedWebsites', 'logoFileId', 'brandColour', 'accentColour', 'successUrl', 'cancelUrl'],
  properties: {
    /** The https:// origins that may send customers here and create sessions with a publishable key (and frame the page). */
    allowedWebsites: { type: 'array', maxItems: PAYMENT_LINK_LIMITS.websitesMax, uniqueItems: true, items: { type: 'string', maxLength: PAYMENT_LINK_LIMITS.urlMax } },
    /** An uploaded PNG, JPEG or GIF (the files service's id), or null. */
    logoFileId: { type: ['string', 'null'], format: 'uuid' },
    brandColour: { type: 'string', maxLength: 7 },
    accentColour: { type: 'string', maxLength: 7 },
    successUrl: { type: ['string', 'null'], maxLength: PAYMENT_LINK_LIMITS.urlMax },
    cancelUrl: { type: ['string', 'null'], maxLength: PAYMENT_LINK_LIMITS.urlMax },
  },
} as const;

export interface HostedPaymentSettings {
  allowedWebsites: string[]; logoFileId: string | null; brandColour: string; accentColour: string; successUrl: string | null; cancelUrl: string | null;
}

export const DEFAULT_HOSTED_PAYMENT_SETTINGS: HostedPaymentSettings = {
  allowedWebsites: [], logoFileId: null, brandColour: '#1A56DB', accentColour: '#0E7C3A', successUrl: null, cancelUrl: null,
};

/** What the public page needs of a link (nothing of the merchant's internals). */
export interface PayPageLink {
  token: string; status: PaymentLinkStatus; merchantName: string; description: string; amountType: PaymentLinkAmountType;
  amount: number | null; minAmount: number | null; maxAmount: number | null; currency: string; decimalPlaces: number; mode: 'Test' | 'Live';
  hasLogo: boolean; brandColour: string; accentColour: string; cancelUrl: string | null;
}
