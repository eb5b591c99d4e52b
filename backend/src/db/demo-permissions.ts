import { catalogPermissions, PERMISSIONS } from '@portal/contracts';

/** Every permission the portal knows: the route catalogue plus the named ones (team brief). */
export function allPermissions(): string[] {
  return [...new Set([...catalogPermissions(), ...Object.values(PERMISSIONS)])].sort();
}

const startingWith = (...prefixes: string[]) =>
  allPermissions().filter((p) => prefixes.some((prefix) => p.startsWith(prefix)));

/** The permission sets of the demo accounts' roles, exactly as the team brief describes them. */
export const DEMO_PERMISSIONS = {
  platform: () => startingWith('Platform.'),
  tenantAdmin: () => [...startingWith('CRM.', 'Settings.', 'Reports.', 'Dashboard.'), PERMISSIONS.documentationView].sort(),
  tenantViewer: () => [PERMISSIONS.crmDashboardView],
  merchant: () => startingWith('Merchant.').filter((p) => p !== PERMISSIONS.merchantSupportEmailButton),
  merchantEmailSupport: () =>
    [...startingWith('Merchant.').filter((p) => p !== PERMISSIONS.merchantSupportLookup)].sort(),
  /** What a self-registered merchant starts with: boarding, documentation, e-mail support. */
  merchantOnboarding: () => [
    'Merchant.Boarding.Documents',
    'Merchant.Boarding.Precheckform',
    'Merchant.Documentation.View',
    PERMISSIONS.merchantSupportEmailButton,
  ],
};
