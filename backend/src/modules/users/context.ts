import type { Db } from '../../db/client';
import {
  DEFAULT_THEME_SETTINGS, type AppLists, type CurrentUser, type SystemMode, type UserContextResponse,
} from '@portal/contracts';
import { lookups } from '../lookups/repository';
import { effectivePermissions } from '../reports/settings/hidden-reports';
import { merchantLimitOf } from '../../http/scope';
import { activeCustomers, merchantSummary } from '../merchants/repository';
import { tenantIdsAndNames } from '../tenants/repository';
import { setLastLoginTime, type Principal } from './repository';

/** Detail drawer width in pixels the portal starts with. */
export const DEFAULT_DRAWER_SIZE = 720;

const USER_TYPE = { platform: 'Platform', crm: 'Tenant', merchant: 'Merchant' } as const;
const USER_TYPE_NAME = { platform: 'Platform', crm: 'Crm', merchant: 'merchant' } as const;

/** Merchants that process for real start in Live mode; sandbox and not-yet-processing ones in Test. */
function systemModeOf(principal: Principal): SystemMode {
  return principal.merchant?.processingStatus === 'Processing' ? 'Live' : 'Test';
}

export async function buildCurrentUser(db: Db, p: Principal, lastLoginTime: Date | null): Promise<CurrentUser> {
  const { user, role, tenant, merchant } = p;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isActive: user.isActive,
    isPlatform: user.userType === 'platform',
    lastLoginTime: lastLoginTime?.toISOString() ?? null,
    configureTimeZone: user.timeZone,
    checkoutLogoSource: tenant?.logo ?? null,
    favIconSource: tenant?.favicon ?? null,
    // Less the permissions of reports hidden from the caller (ADR 0057): the menu and route guard follow the settings.
    permissions: await effectivePermissions(db, p),
    systemRoleId: role.id,
    systemRoleName: role.name,
    isAdministrator: role.isAdministrator,
    userType: USER_TYPE[user.userType],
    userTypeName: USER_TYPE_NAME[user.userType],
    loginTemplate: tenant?.loginTemplate ?? null,
    tenantId: tenant?.id ?? null,
    // Platform staff work across tenants; everybody else sees their own.
    tenants: await tenantIdsAndNames(db, user.userType === 'platform' ? undefined : tenant?.id),
    tenantSupportEmail: tenant?.supportEmail ?? null,
    tenant: tenant ? { id: tenant.id, name: tenant.name, isDefaultTenant: tenant.isDefaultTenant } : null,
    themeSettings: { ...DEFAULT_THEME_SETTINGS, ...(tenant?.themeSettings ?? {}) },
    merchantId: merchant?.id ?? null,
    merchant: merchant ? await merchantSummary(db, merchant) : null,
    language: user.language,
  };
}

export async function buildAppLists(db: Db, p: Principal): Promise<AppLists> {
  const tenantSide = p.user.userType !== 'merchant';
  const [customers, serviceProviders, countries, paymentMethods, currencies, languages] = await Promise.all([
    tenantSide ? activeCustomers(db, p.user.userType === 'platform' ? undefined : p.user.tenantId ?? undefined, merchantLimitOf(p)) : Promise.resolve([]),
    lookups.serviceProviders(db), lookups.countries(db), lookups.paymentMethods(db), lookups.currencies(db), lookups.languages(db),
  ]);
  // A CRM user limited to some payment methods or providers is offered only those in the filters (ADR 0082).
  const crm = p.user.userType === 'crm';
  const within = (limit: string[] | null) => (item: { id: string }) => !crm || !limit || limit.includes(item.id);
  return {
    activeCustomers: Object.fromEntries(customers.map((c) => [c.merchantId, c.legalBusinessName])),
    activeCustomerOptions: customers,
    activeServiceProviders: serviceProviders.filter(within(p.user.serviceProviderPermissions)),
    countries,
    paymentMethods: paymentMethods.filter(within(p.user.paymentMethodPermissions)),
    currencies,
    languages,
    customerSystemMode: systemModeOf(p),
    drawerSize: DEFAULT_DRAWER_SIZE,
  };
}

/**
 * The user context. Sign-in records lastLoginTime; an account that reaches the portal without
 * passing the sign-in page (e.g. refreshed after a migration) gets it set on its first context.
 */
export async function buildUserContext(db: Db, p: Principal): Promise<UserContextResponse> {
  let lastLogin = p.user.lastLoginTime;
  if (!lastLogin) {
    lastLogin = new Date();
    await setLastLoginTime(db, p.user.id, lastLogin);
  }
  const [user, lists] = await Promise.all([buildCurrentUser(db, p, lastLogin), buildAppLists(db, p)]);
  return { user, lists };
}
