import type { AppLists, CurrentUser, MerchantSummary, SystemMode, UserContextResponse } from '@portal/contracts';
import { DEFAULT_THEME_SETTINGS } from '@portal/contracts';
import { COUNTRIES, CURRENCIES, LANGUAGE_ITEMS, PAYMENT_METHODS, SERVICE_PROVIDERS } from '../fixtures/lookups';
import { DEMO_TENANTS, merchantsOfTenant, type DemoMerchant } from '../fixtures/tenants-and-merchants';
import { DEMO_USERS, findDemoUser, type DemoUser } from './demo-users';

function merchantSummary(merchant: DemoMerchant): MerchantSummary {
  const { tenantId: _tenantId, ...summary } = merchant;
  const users = DEMO_USERS.filter((u) => u.merchant?.merchantId === merchant.merchantId).map((u) => ({
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName,
  }));
  return { ...summary, users };
}

/** Spec part 1 section 4 "Mode": sandbox and non-processing merchants stay in Test. */
function systemModeOf(user: DemoUser): SystemMode {
  if (!user.merchant) return 'Test';
  return user.merchant.processingStatus === 'Processing' ? 'Live' : 'Test';
}

/** Every demo account's profile time zone in the fakes (the screen's clock and the exports'). */
export const DEMO_PROFILE_TIME_ZONE = 'Europe/London';

function currentUser(user: DemoUser): CurrentUser {
  const tenants = user.tenant ? [user.tenant] : [...DEMO_TENANTS];
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isActive: true,
    isPlatform: user.profile === 'platform',
    lastLoginTime: '2025-01-15T09:30:00Z',
    configureTimeZone: DEMO_PROFILE_TIME_ZONE,
    checkoutLogoSource: null,
    favIconSource: null,
    permissions: [...user.permissions],
    systemRoleId: `role-${user.systemRoleName.toLowerCase().replace(/\s+/g, '-')}`,
    systemRoleName: user.systemRoleName,
    isAdministrator: user.isAdministrator,
    userType: user.userType,
    userTypeName: user.userTypeName,
    loginTemplate: null,
    tenantId: user.tenant?.id ?? null,
    tenants: tenants.map((t) => ({ tenantId: t.id, tenantName: t.name })),
    tenantSupportEmail: user.tenant?.supportEmail ?? null,
    tenant: user.tenant ? { id: user.tenant.id, name: user.tenant.name, isDefaultTenant: true } : null,
    themeSettings: user.tenant?.themeSettings ?? DEFAULT_THEME_SETTINGS,
    merchantId: user.merchant?.merchantId ?? null,
    merchant: user.merchant ? merchantSummary(user.merchant) : null,
    language: 'en',
  };
}

function appLists(user: DemoUser): AppLists {
  // Merchants have no active-customers list (spec part 1 section 6); tenant-side users see their tenant's.
  const customers = user.merchant ? [] : merchantsOfTenant(user.tenant?.id ?? null);
  return {
    activeCustomers: Object.fromEntries(customers.map((m) => [m.merchantId, m.legalBusinessName])),
    activeCustomerOptions: customers.map((m) => ({ merchantId: m.merchantId, legalBusinessName: m.legalBusinessName })),
    activeServiceProviders: [...SERVICE_PROVIDERS],
    countries: [...COUNTRIES],
    paymentMethods: [...PAYMENT_METHODS],
    currencies: [...CURRENCIES],
    languages: [...LANGUAGE_ITEMS],
    customerSystemMode: systemModeOf(user),
    drawerSize: 640,
  };
}

/** The user-context response of a demo account: the user and every app-wide list. */
export function userContextFor(email: string): UserContextResponse {
  const user = findDemoUser(email);
  return { user: currentUser(user), lists: appLists(user) };
}

export { merchantSummary };
