/**
 * Payment configuration settings (ADR 0065): the platform's payment methods and service providers (the global
 * catalogues every picker, the routing check and the virtual terminal read) and a tenant's POS providers, banking
 * channels, MPI (3-D Secure) configurations and MIDs. Secrets (API keys, passwords) are write-only: a body may
 * send one, a row only says whether one is stored and its last four characters.
 */
import { defineResource, type ResourceBodyOf, type ResourceRowOf } from '../resource/define-resource';
import { flag, idsOf, oneOf, text } from '../resource/filters';

export const PAYMENT_METHOD_CATEGORIES = ['Card', 'Wallet', 'BankTransfer', 'OpenBanking', 'BuyNowPayLater', 'Voucher', 'Other'] as const;
export type PaymentMethodCategory = (typeof PAYMENT_METHOD_CATEGORIES)[number];

/** What a service provider's connector can do (the routing check and the actions read them). */
export const PROVIDER_CAPABILITIES = ['Authorise', 'Capture', 'Refund', 'Void', 'Payout', 'ThreeDSecure', 'Recurring', 'Tokenisation'] as const;
export type ProviderCapability = (typeof PROVIDER_CAPABILITIES)[number];

export const BANKING_SCHEMES = ['SEPA', 'SEPAInstant', 'SWIFT', 'FasterPayments', 'ACH', 'EFT'] as const;
export const BANKING_PURPOSES = ['Collection', 'Payout', 'Settlement'] as const;
export const CARD_SCHEMES = ['Visa', 'Mastercard', 'Amex', 'Discover', 'JCB', 'UnionPay', 'Troy'] as const;
export const THREE_DS_VERSIONS = ['2.1.0', '2.2.0', '2.3.1'] as const;
export const CHALLENGE_PREFERENCES = ['NoPreference', 'NoChallenge', 'ChallengeRequested', 'ChallengeMandated'] as const;
export const MID_STATUSES = ['Active', 'Suspended', 'Closed'] as const;
export type MidStatus = (typeof MID_STATUSES)[number];

/** Server messages a user reads (the pages translate them by text). */
export const PAYMENT_CONFIGURATION_MESSAGES = {
  codeTaken: 'This code is already used: pick another one',
  nameTaken: 'This name is already used: pick another one',
  methodUsedByChannels: 'This payment method is used by payment channels: deactivate it instead',
  methodUsedByTransactions: 'This payment method is used by transactions: deactivate it instead',
  methodUsedByProviders: 'This payment method is carried by service providers: remove it from them or deactivate it instead',
  providerUsedByChannels: 'This service provider is used by payment channels: deactivate it instead',
  providerUsedByMids: 'This service provider has MIDs: deactivate it instead',
  providerUsedByTransactions: 'This service provider is used by transactions: deactivate it instead',
  midUsedByChannels: 'This MID is used by payment channels: suspend it instead',
  posProviderUsedByTerminals: 'This POS provider connects terminals: deactivate it instead',
  posProviderCurrencyInUse: 'Terminals connected through this POS provider take this currency: keep it',
  midTaken: 'This MID is already registered at this provider in this mode',
  unknownCurrency: 'Unknown or inactive currency',
  unknownCountry: 'Unknown or inactive country',
  unknownMethod: 'Unknown payment method',
  unknownProvider: 'Unknown or inactive service provider',
} as const;

const code = { type: 'string', minLength: 2, maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]*$', description: 'Lower-case letters, digits and dashes' } as const;
const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const currencyCode = { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' } as const;
const countryCode = { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166 alpha-2 code' } as const;
const currencyList = { type: 'array', items: currencyCode, maxItems: 50, uniqueItems: true } as const;
const url = { type: 'string', maxLength: 300, pattern: '^https://[^\\s]+$', description: 'An https:// address' } as const;
/** An optional address: empty means none. */
const optionalUrl = { type: 'string', maxLength: 300, pattern: '^(https://[^\\s]+)?$', description: 'An https:// address, or empty' } as const;
/** Write-only: absent or empty on an update keeps the stored one. */
const secret = { type: 'string', maxLength: 500, description: 'Write-only; never returned' } as const;
const secretHint = {
  hasSecret: { type: 'boolean' },
  secretLast4: { type: ['string', 'null'], description: 'The stored secret\'s last four characters' },
} as const;

// ---- Payment methods (global) --------------------------------------------------------------------------

export const paymentMethodRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'code', 'name', 'category', 'supportedCurrencies', 'isActive'],
  properties: {
    id: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' },
    category: { type: 'string', enum: PAYMENT_METHOD_CATEGORIES },
    supportedCurrencies: { type: 'array', items: { type: 'string' }, description: 'Empty: every currency' },
    isActive: { type: 'boolean' },
  },
} as const;

export const paymentMethodBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['code', 'name', 'category', 'supportedCurrencies', 'isActive'],
  properties: {
    code: { ...code, description: 'Fixed once created: transactions and channels store it' },
    name, category: { type: 'string', enum: PAYMENT_METHOD_CATEGORIES },
    supportedCurrencies: currencyList, isActive: { type: 'boolean' },
  },
} as const;

export const PAYMENT_METHODS = defineResource({
  key: 'payment-methods', path: 'settings/payment-methods', title: 'Payment method', tag: 'Settings: payment configuration',
  row: paymentMethodRowSchema, body: paymentMethodBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name', alsoIn: ['code'] }), category: oneOf('Category', PAYMENT_METHOD_CATEGORIES), isActive: flag('Active') },
  sorts: ['name', 'code', 'category'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'none',
  invalidates: ['lookup:methods'], modeScoped: false, scope: 'global',
});

// ---- Service providers (global) ------------------------------------------------------------------------

export const serviceProviderRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'code', 'name', 'capabilities', 'supportedMethods', 'supportedCurrencies', 'apiBaseUrl', 'isActive', 'hasSecret', 'secretLast4'],
  properties: {
    id: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' },
    capabilities: { type: 'array', items: { type: 'string', enum: PROVIDER_CAPABILITIES } },
    supportedMethods: { type: 'array', items: { type: 'string' }, description: 'Payment method codes; empty: every method' },
    supportedCurrencies: { type: 'array', items: { type: 'string' }, description: 'Empty: every currency' },
    apiBaseUrl: { type: ['string', 'null'] },
    isActive: { type: 'boolean' },
    ...secretHint,
  },
} as const;

export const serviceProviderBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['code', 'name', 'capabilities', 'supportedMethods', 'supportedCurrencies', 'isActive'],
  properties: {
    code: { ...code, description: 'Fixed once created: channels, MIDs and transactions store it' },
    name, capabilities: { type: 'array', items: { type: 'string', enum: PROVIDER_CAPABILITIES }, uniqueItems: true, maxItems: PROVIDER_CAPABILITIES.length },
    supportedMethods: { type: 'array', items: code, uniqueItems: true, maxItems: 50 },
    supportedCurrencies: currencyList,
    apiBaseUrl: optionalUrl,
    isActive: { type: 'boolean' },
    apiKey: secret,
  },
} as const;

export const SERVICE_PROVIDERS = defineResource({
  key: 'service-providers', path: 'settings/service-providers', title: 'Service provider', tag: 'Settings: payment configuration',
  row: serviceProviderRowSchema, body: serviceProviderBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name', alsoIn: ['code'] }), isActive: flag('Active') },
  sorts: ['name', 'code'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'none',
  invalidates: ['lookup:providers'], modeScoped: false, scope: 'global',
});

// ---- POS providers (tenant) ----------------------------------------------------------------------------

export const posProviderRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'name', 'countryId', 'currencies', 'endpointUrl', 'isActive', 'hasSecret', 'secretLast4'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' },
    countryId: { type: 'string' }, currencies: { type: 'array', items: { type: 'string' } },
    endpointUrl: { type: ['string', 'null'] }, isActive: { type: 'boolean' }, ...secretHint,
  },
} as const;

export const posProviderBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['name', 'countryId', 'currencies', 'isActive'],
  properties: {
    name, countryId: countryCode, currencies: { ...currencyList, minItems: 1 },
    endpointUrl: optionalUrl, isActive: { type: 'boolean' }, apiKey: secret,
  },
} as const;

export const POS_PROVIDERS = defineResource({
  key: 'pos-providers', path: 'settings/pos-providers', title: 'POS provider', tag: 'Settings: payment configuration',
  row: posProviderRowSchema, body: posProviderBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name' }), countries: idsOf('countries', 'Country', { field: 'countryId' }), isActive: flag('Active') },
  sorts: ['name', 'countryId'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// ---- Banking channels (tenant) -------------------------------------------------------------------------

export const bankingChannelRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'name', 'bankName', 'countryId', 'currency', 'scheme', 'purpose', 'accountIdentifier', 'bic', 'apiUsername', 'isActive', 'hasSecret', 'secretLast4'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' }, bankName: { type: 'string' },
    countryId: { type: 'string' }, currency: { type: 'string' },
    scheme: { type: 'string', enum: BANKING_SCHEMES }, purpose: { type: 'string', enum: BANKING_PURPOSES },
    accountIdentifier: { type: 'string', description: 'IBAN or local account number of the tenant\'s account' },
    bic: { type: ['string', 'null'] }, apiUsername: { type: ['string', 'null'] }, isActive: { type: 'boolean' }, ...secretHint,
  },
} as const;

export const bankingChannelBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['name', 'bankName', 'countryId', 'currency', 'scheme', 'purpose', 'accountIdentifier', 'isActive'],
  properties: {
    name, bankName: name, countryId: countryCode, currency: currencyCode,
    scheme: { type: 'string', enum: BANKING_SCHEMES }, purpose: { type: 'string', enum: BANKING_PURPOSES },
    accountIdentifier: { type: 'string', minLength: 6, maxLength: 34, pattern: '^[A-Z0-9]+$', description: 'IBAN or account number: capital letters and digits, no spaces' },
    bic: { type: 'string', pattern: '^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$', description: 'A BIC of 8 or 11 characters, or empty' },
    apiUsername: { type: 'string', maxLength: 100 },
    isActive: { type: 'boolean' }, password: secret,
  },
} as const;

export const BANKING_CHANNELS = defineResource({
  key: 'banking-channels', path: 'settings/banking-channels', title: 'Banking channel', tag: 'Settings: payment configuration',
  row: bankingChannelRowSchema, body: bankingChannelBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Search', { field: 'name', alsoIn: ['bankName'] }), purpose: oneOf('Purpose', BANKING_PURPOSES),
    currencies: idsOf('currencies', 'Currency', { field: 'currency' }), isActive: flag('Active'),
  },
  sorts: ['name', 'bankName', 'currency'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// ---- MPI: 3-D Secure configurations per card scheme (tenant) ------------------------------------------

export const mpiConfigurationRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'name', 'cardScheme', 'threeDsVersion', 'directoryServerUrl', 'acquirerBin', 'requestorId', 'merchantName', 'challengePreference', 'isActive', 'hasSecret', 'secretLast4'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' },
    cardScheme: { type: 'string', enum: CARD_SCHEMES }, threeDsVersion: { type: 'string', enum: THREE_DS_VERSIONS },
    directoryServerUrl: { type: 'string' }, acquirerBin: { type: 'string' }, requestorId: { type: 'string' }, merchantName: { type: 'string' },
    challengePreference: { type: 'string', enum: CHALLENGE_PREFERENCES }, isActive: { type: 'boolean' }, ...secretHint,
  },
} as const;

export const mpiConfigurationBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['name', 'cardScheme', 'threeDsVersion', 'directoryServerUrl', 'acquirerBin', 'requestorId', 'merchantName', 'challengePreference', 'isActive'],
  properties: {
    name, cardScheme: { type: 'string', enum: CARD_SCHEMES }, threeDsVersion: { type: 'string', enum: THREE_DS_VERSIONS },
    directoryServerUrl: url,
    acquirerBin: { type: 'string', pattern: '^[0-9]{6,11}$', description: '6 to 11 digits' },
    requestorId: { type: 'string', minLength: 1, maxLength: 35 },
    merchantName: { type: 'string', minLength: 1, maxLength: 40 },
    challengePreference: { type: 'string', enum: CHALLENGE_PREFERENCES }, isActive: { type: 'boolean' }, password: secret,
  },
} as const;

export const MPI_CONFIGURATIONS = defineResource({
  key: 'mpi-configurations', path: 'settings/mpi-configurations', title: 'MPI configuration', tag: 'Settings: payment configuration',
  row: mpiConfigurationRowSchema, body: mpiConfigurationBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name' }), cardScheme: oneOf('Card scheme', CARD_SCHEMES), isActive: flag('Active') },
  sorts: ['name', 'cardScheme'], defaultSort: { key: 'cardScheme', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// ---- MIDs: the tenant's merchant ids at acquirers / providers (tenant, per mode) -----------------------

export const midRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'mid', 'serviceProviderId', 'acquirerBin', 'acquirerCountryId', 'mcc', 'currencies', 'descriptor', 'status'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, mid: { type: 'string' }, serviceProviderId: { type: 'string' },
    acquirerBin: { type: 'string' }, acquirerCountryId: { type: 'string' }, mcc: { type: 'string' },
    currencies: { type: 'array', items: { type: 'string' } }, descriptor: { type: 'string' },
    status: { type: 'string', enum: MID_STATUSES },
  },
} as const;

export const midBodySchema = {
  type: 'object', additionalProperties: false,
  required: ['mid', 'serviceProviderId', 'acquirerBin', 'acquirerCountryId', 'mcc', 'currencies', 'descriptor', 'status'],
  properties: {
    mid: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$', description: 'Letters, digits and dashes' },
    serviceProviderId: code,
    acquirerBin: { type: 'string', pattern: '^[0-9]{6,11}$', description: '6 to 11 digits' },
    acquirerCountryId: countryCode,
    mcc: { type: 'string', pattern: '^[0-9]{4}$', description: 'Merchant category code: 4 digits' },
    currencies: { ...currencyList, minItems: 1 },
    descriptor: { type: 'string', minLength: 1, maxLength: 22, pattern: '^[A-Za-z0-9 .*-]+$', description: 'What the cardholder\'s statement shows: up to 22 letters, digits, spaces, . * -' },
    status: { type: 'string', enum: MID_STATUSES },
  },
} as const;

export const MIDS = defineResource({
  key: 'mids', path: 'settings/mids', title: 'MID', tag: 'Settings: payment configuration',
  row: midRowSchema, body: midBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Search', { field: 'mid', alsoIn: ['descriptor'] }), providers: idsOf('providers', 'Service provider', { field: 'serviceProviderId' }),
    status: oneOf('Status', MID_STATUSES, { multiple: true }),
  },
  sorts: ['mid', 'serviceProviderId', 'status'], defaultSort: { key: 'mid', direction: 'asc' }, paging: 'offset', modeScoped: true, scope: 'tenant',
});

export const PAYMENT_CONFIGURATION_ENDPOINTS = {
  paymentMethods: PAYMENT_METHODS.endpoints, serviceProviders: SERVICE_PROVIDERS.endpoints, posProviders: POS_PROVIDERS.endpoints,
  bankingChannels: BANKING_CHANNELS.endpoints, mpiConfigurations: MPI_CONFIGURATIONS.endpoints, mids: MIDS.endpoints,
} as const;

export type PaymentMethodRow = ResourceRowOf<typeof PAYMENT_METHODS>;
export type PaymentMethodBody = ResourceBodyOf<typeof PAYMENT_METHODS>;
export type ServiceProviderRow = ResourceRowOf<typeof SERVICE_PROVIDERS>;
export type ServiceProviderBody = ResourceBodyOf<typeof SERVICE_PROVIDERS>;
export type PosProviderRow = ResourceRowOf<typeof POS_PROVIDERS>;
export type PosProviderBody = ResourceBodyOf<typeof POS_PROVIDERS>;
export type BankingChannelRow = ResourceRowOf<typeof BANKING_CHANNELS>;
export type BankingChannelBody = ResourceBodyOf<typeof BANKING_CHANNELS>;
export type MpiConfigurationRow = ResourceRowOf<typeof MPI_CONFIGURATIONS>;
export type MpiConfigurationBody = ResourceBodyOf<typeof MPI_CONFIGURATIONS>;
export type MidRow = ResourceRowOf<typeof MIDS>;
export type MidBody = ResourceBodyOf<typeof MIDS>;
