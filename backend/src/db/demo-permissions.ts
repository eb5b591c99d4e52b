import {
  catalogPermissions, MERCHANT_NAMED_PERMISSIONS, MERCHANT_BOARDING_PERMISSIONS, PERMISSIONS, PLATFORM_ONLY_USER_PERMISSION, PLATFORM_USER_ADMIN_PERMISSIONS,
  TENANT_STAFF_NAMED_PERMISSIONS,
} from '@portal/contracts';

/** Every permission the portal knows: the route catalogue plus the named ones (team brief). */
export function allPermissions(): string[] {
  return [...new Set([...catalogPermissions(), ...Object.values(PERMISSIONS)])].sort();
}

const startingWith = (...prefixes: string[]) =>
  allPermissions().filter((p) => prefixes.some((prefix) => p.startsWith(prefix)));

/** The permission sets of the demo accounts' roles, exactly as the team brief describes them. */
export const DEMO_PERMISSIONS = {
  // Leave settings are the platform's (its own staff's leave, ADR 0084).
  platform: () => [...startingWith('Platform.'), ...PLATFORM_USER_ADMIN_PERMISSIONS, 'Settings.LeaveSettingsHolidays', 'Settings.LeaveSettingsEmployees'].sort(),
  tenantAdmin: () => [
    ...startingWith('CRM.', 'Settings.', 'Reports.', 'Dashboard.').filter((p) => p !== PLATFORM_ONLY_USER_PERMISSION), PERMISSIONS.documentationView, ...TENANT_STAFF_NAMED_PERMISSIONS,
  ].sort(),
  tenantViewer: () => [PERMISSIONS.crmDashboardView],
  merchant: () => [...startingWith('Merchant.').filter((p) => p !== PERMISSIONS.merchantSupportEmailButton), ...MERCHANT_NAMED_PERMISSIONS].sort(),
  merchantEmailSupport: () =>
    [...startingWith('Merchant.').filter((p) => p !== PERMISSIONS.merchantSupportLookup), ...MERCHANT_NAMED_PERMISSIONS].sort(),
  /** What a self-registered merchant starts with: boarding, documentation, e-mail support. */
  merchantOnboarding: () => [
    ...MERCHANT_BOARDING_PERMISSIONS,
    PERMISSIONS.merchantDocumentationView,
    PERMISSIONS.merchantSupportEmailButton,
  ].sort(),
};
