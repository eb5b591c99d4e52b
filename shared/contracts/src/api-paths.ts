/**
 * Service bases and paths shared by the api-client and the reference backend.
 * The portal reads the bases from /config.json at start; these are the one-machine defaults.
 */
export interface ServiceBases {
  /** Reporting host: relative paths starting with "reporting". */
  reporting: string;
  /** Unversioned API: support, fs, acc, banking, dispute, webhook, identity, ... */
  unversioned: string;
  /** Merchant API root: "api/..." paths are appended as they are; others go under /api/v1 (plus /crm for tenant-side users). */
  merchant: string;
}

export const DEFAULT_SERVICE_BASES: ServiceBases = {
  reporting: '/svc/reporting',
  unversioned: '/svc/core',
  merchant: '/svc/merchant',
};

/** First path segments that go to the unversioned API (spec part 1 section 7). */
export const UNVERSIONED_PREFIXES = [
  'support', 'fs', 'acc', 'banking', 'reporting', 'dispute', 'webhook', 'identity',
  'conversion-tool', 'leave', 'terminal', 'btd-transactions',
] as const;

/** Paths (relative, as the portal calls them) of the calls this contract fixes. */
export const API_PATHS = {
  userContext: 'users/me/context',
  users: 'users',
  activeCountries: 'lookup/active-countries',
  merchantActiveCountries: 'crm/lookup/active-countries',
  activeCurrencies: 'lookup/active-currencies',
  activeCustomers: 'users/crm/active-customers',
  activePaymentMethods: 'api/crm/lookup/active-payment-methods',
  serviceProviders: 'api/crm/transaction-service-providers',
  merchants: 'merchants',
  tenantMerchants: (tenantId: string) => `${tenantId}/all/merchants`,
  tenantsMyDetails: 'tenants/mydetails',
  tenants: 'tenants',
  tenantDetails: (tenantId: string) => `tenants/${tenantId}/details`,
  tenantIdsAndNames: 'tenants/ids-and-names',
  tenantEmail: 'tenants/email',
  tenantUsers: (tenantId: string) => `tenants/${tenantId}/tenant-users`,
  tenantUser: (tenantId: string, userId?: string) =>
    userId ? `tenants/${tenantId}/tenant-user/${userId}` : `tenants/${tenantId}/tenant-user`,
  tenantUsersPasswordReset: 'tenants/users/password-reset',
  tenantRole: (tenantId: string, id: string) => `tenants/${tenantId}/tenant-roles/${id}`,
  // Shell (issue 3); SHELL_PATHS in shell.ts has the whole set.
  profileSettings: 'users/me/profile-settings',
  tenantThemeSettings: 'tenants/mydetails/theme-settings',
} as const;

/** Where the OpenID provider and its pages live on the backend's origin. */
export const IDENTITY_PATHS = {
  issuerPath: '/oidc',
  login: '/Identity/Account/Login',
  register: '/Identity/Account/Register',
  manage: '/Identity/Account/Manage',
  /** "Forgot your password?": asks for a set-password link by e-mail (ADR 0154). */
  forgotPassword: '/Identity/Account/ForgotPassword',
  clientConfiguration: (clientId: string) => `/_configuration/${clientId}`,
} as const;

export const PORTAL_CLIENT_ID = 'portal';

/** API scopes requested at sign-in (spec part 1 section 7). */
export const API_SCOPES = ['Merchant', 'Payment', 'Webhook', 'Accounting', 'Support', 'FileService', 'Banking'] as const;
export const SIGN_IN_SCOPES = ['openid', 'profile', 'email', ...API_SCOPES].join(' ');

/** Audience (resource indicator) of the API's JWT access tokens. */
export const API_AUDIENCE = 'urn:portal:api';
