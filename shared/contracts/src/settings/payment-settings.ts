/**
 * A merchant's payment settings (/merchant/payment-settings/, ADR 0067): websites, payment channels, MIDs,
 * white-listing, confirmation levels and error mappings. Every one is Mode-scoped: what differs between Test and
 * Live is stored per mode and the Mode header picks which. Merchants edit their own; tenant staff pick the merchant
 * (`merchantId`). Secrets (a website's secret key, a MID's API secret) are written, never read back: rows say only
 * whether one is set.
 */
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';

const TAG = 'Settings: merchant payment settings';
const BASE_PATH = 'merchant/payment-settings';

/** Permissions: the merchant's from the route catalogue; tenant staff's one named permission for every merchant of theirs. */
export const PAYMENT_SETTINGS_PERMISSIONS = {
  websites: 'Merchant.PaymentsSettings.Websites',
  paymentChannels: 'Merchant.PaymentsSettings.PaymentChannels',
  mids: 'Merchant.PaymentsSettings.MidManagement',
  whiteListing: 'Merchant.PaymentsSettings.WhiteListing',
  confirmationLevels: 'Merchant.PaymentsSettings.ConfirmationLevels',
  errorMappings: 'Merchant.PaymentsSettings.ErrorMappings',
  promote: 'Merchant.PaymentsSettings.Promote',
  /** Tenant staff: a merchant's payment settings, the merchant picked. */
  tenantStaff: 'CRM.Merchants.PaymentSettings',
} as const;

export const PAYMENT_SETTINGS_LIMITS = { maxAllowedIps: 20, maxText: 200, maxUrl: 500 } as const;

const id = { type: 'string' } as const;
const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const url = { type: 'string', minLength: 1, maxLength: PAYMENT_SETTINGS_LIMITS.maxUrl, pattern: '^https?://[^\\s]+$' } as const;
const optionalUrl = { type: 'string', maxLength: PAYMENT_SETTINGS_LIMITS.maxUrl, pattern: '^(https?://[^\\s]+)?$' } as const;
const ipOrCidr = { type: 'string', maxLength: 64, pattern: '^[0-9a-fA-F:.]+(/[0-9]{1,3})?$' } as const;
const mode = { type: 'string', enum: ['Test', 'Live'] } as const;
const currency = { type: ['string', 'null'], pattern: '^[A-Z]{3}$' } as const;
const money = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;
const secret = { type: 'string', minLength: 8, maxLength: 200, description: 'Written only; never read back' } as const;

// ---- Websites: the website is one (payments of both modes name it); its keys and URLs are per mode ----

export const websiteSettingsRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'name', 'url', 'isActive', 'mode', 'publicKey', 'hasSecretKey', 'callbackUrl', 'returnUrl', 'allowedIps'],
  properties: {
    id, name, url: { type: 'string' }, isActive: { type: 'boolean' }, mode,
    publicKey: { type: 'string' }, hasSecretKey: { type: 'boolean' }, callbackUrl: { type: 'string' }, returnUrl: { type: 'string' },
    allowedIps: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const websiteSettingsBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'url', 'isActive', 'publicKey', 'callbackUrl', 'returnUrl', 'allowedIps'],
  properties: {
    name, url, isActive: { type: 'boolean' },
    publicKey: { type: 'string', maxLength: PAYMENT_SETTINGS_LIMITS.maxText },
    secretKey: secret, callbackUrl: optionalUrl, returnUrl: optionalUrl,
    allowedIps: { type: 'array', maxItems: PAYMENT_SETTINGS_LIMITS.maxAllowedIps, uniqueItems: true, items: ipOrCidr },
  },
} as const;

export const WEBSITE_SETTINGS = defineResource({
  key: 'payment-settings-websites', path: `${BASE_PATH}/websites`, title: 'Websites', tag: TAG,
  row: websiteSettingsRowSchema, body: websiteSettingsBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name', alsoIn: ['url'] }), isActive: flag('Active') },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'none',
  invalidates: ['lookup:websites'], modeScoped: true, scope: 'merchant',
});

// ---- Payment channels: the channel is one; whether it is on, its limits, priority and fees are per mode ----

export const channelSettingsRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'name', 'serviceProviderId', 'paymentMethodId', 'currency', 'isActive', 'mode', 'isEnabled', 'minAmount', 'maxAmount', 'priority', 'feePercent', 'feeFixed'],
  properties: {
    id, name, serviceProviderId: id, paymentMethodId: id, currency: { type: 'string' }, isActive: { type: 'boolean' }, mode,
    isEnabled: { type: 'boolean' }, minAmount: { type: 'integer' }, maxAmount: { type: 'integer' }, priority: { type: 'integer' },
    feePercent: { type: 'number' }, feeFixed: { type: 'integer' },
  },
} as const;

export const channelSettingsBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['name', 'serviceProviderId', 'paymentMethodId', 'currency', 'isActive', 'isEnabled', 'minAmount', 'maxAmount', 'priority', 'feePercent', 'feeFixed'],
  properties: {
    name, serviceProviderId: { type: 'string', minLength: 1, maxLength: 64 }, paymentMethodId: { type: 'string', minLength: 1, maxLength: 64 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' }, isActive: { type: 'boolean' }, isEnabled: { type: 'boolean' },
    minAmount: money, maxAmount: money, priority: { type: 'integer', minimum: 1, maximum: 100 },
    feePercent: { type: 'number', minimum: 0, maximum: 100 }, feeFixed: money,
  },
} as const;

export const CHANNEL_SETTINGS = defineResource({
  key: 'payment-settings-channels', path: `${BASE_PATH}/payment-channels`, title: 'Payment channels', tag: TAG,
  row: channelSettingsRowSchema, body: channelSettingsBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name' }), isEnabled: flag('Enabled') },
  sorts: ['name', 'priority'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'none',
  invalidates: ['lookup:channels'], modeScoped: true, scope: 'merchant',
});

// ---- MIDs: one per channel and mode (the Test MID is the provider's sandbox one) ----

export const merchantMidRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'mode', 'channelId', 'channelName', 'mid', 'descriptor', 'hasApiSecret', 'isActive'],
  properties: { id, mode, channelId: id, channelName: { type: 'string' }, mid: { type: 'string' }, descriptor: { type: 'string' }, hasApiSecret: { type: 'boolean' }, isActive: { type: 'boolean' } },
} as const;

export const merchantMidBodySchema = {
  type: 'object', additionalProperties: false, required: ['channelId', 'mid', 'descriptor', 'isActive'],
  properties: {
    channelId: { type: 'string', format: 'uuid' }, mid: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-_]+$' },
    descriptor: { type: 'string', maxLength: 25 }, apiSecret: secret, isActive: { type: 'boolean' },
  },
} as const;

export const MID_SETTINGS = defineResource({
  key: 'payment-settings-mids', path: `${BASE_PATH}/mids`, title: 'MIDs', tag: TAG,
  row: merchantMidRowSchema, body: merchantMidBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'mid', alsoIn: ['descriptor', 'channelName'] }), isActive: flag('Active') },
  sorts: ['mid', 'channelName'], defaultSort: { key: 'channelName', direction: 'asc' }, paging: 'none',
  modeScoped: true, scope: 'merchant',
});

// ---- White-listing: addresses and domains allowed to call the API ----

export const WHITELIST_KINDS = ['IP', 'Domain'] as const;

export const whitelistRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'mode', 'kind', 'value', 'note', 'isActive'],
  properties: { id, mode, kind: { type: 'string', enum: WHITELIST_KINDS }, value: { type: 'string' }, note: { type: 'string' }, isActive: { type: 'boolean' } },
} as const;

export const whitelistBodySchema = {
  type: 'object', additionalProperties: false, required: ['kind', 'value', 'note', 'isActive'],
  properties: {
    kind: { type: 'string', enum: WHITELIST_KINDS },
    value: { type: 'string', minLength: 1, maxLength: 253, pattern: '^([0-9a-fA-F:.]+(/[0-9]{1,3})?|[A-Za-z0-9*]([A-Za-z0-9-]*\\.)+[A-Za-z]{2,})$' },
    note: { type: 'string', maxLength: PAYMENT_SETTINGS_LIMITS.maxText }, isActive: { type: 'boolean' },
  },
} as const;

export const WHITELIST_SETTINGS = defineResource({
  key: 'payment-settings-whitelist', path: `${BASE_PATH}/white-listing`, title: 'White-listing', tag: TAG,
  row: whitelistRowSchema, body: whitelistBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'value', alsoIn: ['note'] }), kind: oneOf('Kind', WHITELIST_KINDS) },
  sorts: ['value'], defaultSort: { key: 'value', direction: 'asc' }, paging: 'none', modeScoped: true, scope: 'merchant',
});

// ---- Confirmation levels: above which amount a refund or payout needs a second user (ADR 0046's four-eyes) ----

export const CONFIRMATION_ACTIONS = ['Refund', 'Payout'] as const;
export type ConfirmationAction = (typeof CONFIRMATION_ACTIONS)[number];

export const confirmationLevelRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'mode', 'action', 'currency', 'thresholdMajor', 'isActive'],
  properties: { id, mode, action: { type: 'string', enum: CONFIRMATION_ACTIONS }, currency, thresholdMajor: { type: 'integer' }, isActive: { type: 'boolean' } },
} as const;

export const confirmationLevelBodySchema = {
  type: 'object', additionalProperties: false, required: ['action', 'currency', 'thresholdMajor', 'isActive'],
  properties: {
    action: { type: 'string', enum: CONFIRMATION_ACTIONS },
    currency: { ...currency, description: 'null: every currency without a level of its own' },
    thresholdMajor: { type: 'integer', minimum: 0, maximum: 1_000_000_000, description: 'Above this amount (major units) a second user approves; 0: always' },
    isActive: { type: 'boolean' },
  },
} as const;

export const CONFIRMATION_LEVELS = defineResource({
  key: 'payment-settings-confirmation-levels', path: `${BASE_PATH}/confirmation-levels`, title: 'Confirmation levels', tag: TAG,
  row: confirmationLevelRowSchema, body: confirmationLevelBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { action: oneOf('Action', CONFIRMATION_ACTIONS) },
  sorts: ['action'], defaultSort: { key: 'action', direction: 'asc' }, paging: 'none', modeScoped: true, scope: 'merchant',
});

// ---- Error mappings: a provider's error code -> the decline reason and the message the payer sees ----

export const errorMappingRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'mode', 'serviceProviderId', 'providerCode', 'declineReason', 'payerMessage', 'isActive'],
  properties: { id, mode, serviceProviderId: id, providerCode: { type: 'string' }, declineReason: { type: 'string' }, payerMessage: { type: 'string' }, isActive: { type: 'boolean' } },
} as const;

export const errorMappingBodySchema = {
  type: 'object', additionalProperties: false, required: ['serviceProviderId', 'providerCode', 'declineReason', 'payerMessage', 'isActive'],
  properties: {
    serviceProviderId: { type: 'string', minLength: 1, maxLength: 64 }, providerCode: { type: 'string', minLength: 1, maxLength: 64 },
    declineReason: { type: 'string', minLength: 1, maxLength: 100 }, payerMessage: { type: 'string', minLength: 1, maxLength: PAYMENT_SETTINGS_LIMITS.maxText },
    isActive: { type: 'boolean' },
  },
} as const;

export const ERROR_MAPPINGS = defineResource({
  key: 'payment-settings-error-mappings', path: `${BASE_PATH}/error-mappings`, title: 'Error mappings', tag: TAG,
  row: errorMappingRowSchema, body: errorMappingBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'providerCode', alsoIn: ['declineReason', 'payerMessage'] }) },
  sorts: ['providerCode'], defaultSort: { key: 'providerCode', direction: 'asc' }, paging: 'none', modeScoped: true, scope: 'merchant',
});

export const PAYMENT_SETTINGS_RESOURCES = [WEBSITE_SETTINGS, CHANNEL_SETTINGS, MID_SETTINGS, WHITELIST_SETTINGS, CONFIRMATION_LEVELS, ERROR_MAPPINGS] as const;

/** The OpenAPI contract test walks every `*_ENDPOINTS` export. */
export const PAYMENT_SETTINGS_ENDPOINTS = {
  websites: WEBSITE_SETTINGS.endpoints, channels: CHANNEL_SETTINGS.endpoints, mids: MID_SETTINGS.endpoints,
  whiteListing: WHITELIST_SETTINGS.endpoints, confirmationLevels: CONFIRMATION_LEVELS.endpoints, errorMappings: ERROR_MAPPINGS.endpoints,
} as const;
