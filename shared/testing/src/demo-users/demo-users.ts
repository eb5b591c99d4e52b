import {
  MERCHANT_NAMED_PERMISSIONS, PLATFORM_ONLY_USER_PERMISSION, PLATFORM_USER_ADMIN_PERMISSIONS, TENANT_STAFF_NAMED_PERMISSIONS, type CurrentUser, type ProfileUserType,
} from '@portal/contracts';
import type { SignedInUser } from '@portal/auth';
import {
  ACME_TENANT, BLUE_BOTTLE, GLOBEX_TENANT, HARBOUR_LIGHT, PAPER_LANTERN, RED_KITE, type DemoMerchant, type DemoTenant,
} from '../fixtures/tenants-and-merchants';
import { allStartingWith } from './permissions';

export const DEMO_PASSWORD = 'Portal-Demo-1';

export interface DemoUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The sign-in profile claim. */
  profile: ProfileUserType;
  userType: CurrentUser['userType'];
  userTypeName: CurrentUser['userTypeName'];
  systemRoleName: string;
  isAdministrator: boolean;
  /** null for platform staff (they work across tenants). */
  tenant: DemoTenant | null;
  merchant: DemoMerchant | null;
  permissions: string[];
}

const tenantPermissions = () => [
  ...allStartingWith('CRM', 'Settings', 'Reports', 'Dashboard').filter((p) => p !== PLATFORM_ONLY_USER_PERMISSION), 'Documentation.View', ...TENANT_STAFF_NAMED_PERMISSIONS,
].sort();
const merchantPermissions = () => [...allStartingWith('Merchant').filter((p) => p !== 'Merchant.Support.EmailButton'), ...MERCHANT_NAMED_PERMISSIONS].sort();

function demoUser(n: number, fields: Omit<DemoUser, 'id' | 'password'>): DemoUser {
  return { id: `0b5e7c9a-00${String(n).padStart(2, '0')}-4f1d-9e3b-${String(n).padStart(12, '0')}`, password: DEMO_PASSWORD, ...fields };
}

const crm = { profile: 'crm', userType: 'Tenant', userTypeName: 'Crm' } as const;
const merchantType = { profile: 'merchant', userType: 'Merchant', userTypeName: 'merchant' } as const;

/** The eight demo accounts of the team brief (password Portal-Demo-1). */
export const DEMO_USERS: readonly DemoUser[] = [
  demoUser(1, {
    email: 'platform@demo.test', firstName: 'Paula', lastName: 'Platt', profile: 'platform', userType: 'Platform',
    userTypeName: 'Platform', systemRoleName: 'Platform administrator', isAdministrator: true, tenant: null, merchant: null,
    permissions: [...allStartingWith('Platform'), ...PLATFORM_USER_ADMIN_PERMISSIONS, 'Settings.LeaveSettingsEmployees', 'Settings.LeaveSettingsHolidays'].sort(),
  }),
  demoUser(2, {
    email: 'tenant@demo.test', firstName: 'Tom', lastName: 'Tennant', ...crm, systemRoleName: 'Tenant administrator',
    isAdministrator: true, tenant: ACME_TENANT, merchant: null, permissions: tenantPermissions(),
  }),
  demoUser(3, {
    email: 'tenant-viewer@demo.test', firstName: 'Vera', lastName: 'Vance', ...crm, systemRoleName: 'Dashboard viewer',
    isAdministrator: false, tenant: ACME_TENANT, merchant: null, permissions: ['CRM.Dashboard.View'],
  }),
  demoUser(4, {
    email: 'merchant@demo.test', firstName: 'Mark', lastName: 'Mercer', ...merchantType, systemRoleName: 'Merchant administrator',
    isAdministrator: true, tenant: ACME_TENANT, merchant: BLUE_BOTTLE, permissions: merchantPermissions(),
  }),
  demoUser(5, {
    email: 'sandbox@demo.test', firstName: 'Sam', lastName: 'Sandoval', ...merchantType, systemRoleName: 'Merchant administrator',
    isAdministrator: true, tenant: ACME_TENANT, merchant: HARBOUR_LIGHT, permissions: merchantPermissions(),
  }),
  demoUser(6, {
    email: 'noprocessing@demo.test', firstName: 'Nora', lastName: 'Nash', ...merchantType, systemRoleName: 'Merchant administrator',
    isAdministrator: true, tenant: ACME_TENANT, merchant: PAPER_LANTERN,
    permissions: [...merchantPermissions().filter((p) => p !== 'Merchant.Support.Lookup'), 'Merchant.Support.EmailButton'].sort(),
  }),
  demoUser(7, {
    email: 'tenant2@demo.test', firstName: 'Greta', lastName: 'Gold', ...crm, systemRoleName: 'Tenant administrator',
    isAdministrator: true, tenant: GLOBEX_TENANT, merchant: null, permissions: tenantPermissions(),
  }),
  demoUser(8, {
    email: 'merchant2@demo.test', firstName: 'Mike', lastName: 'Morgan', ...merchantType, systemRoleName: 'Merchant administrator',
    isAdministrator: true, tenant: GLOBEX_TENANT, merchant: RED_KITE, permissions: merchantPermissions(),
  }),
];

export function findDemoUser(email: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!user) throw new Error(`No demo user ${email}; known: ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  return user;
}

/** The sign-in profile of a demo user (for createStaticAuthService). */
export function signedInUserFor(email: string): SignedInUser {
  const user = findDemoUser(email);
  return { sub: user.id, profile: user.profile, name: `${user.firstName} ${user.lastName}`, email: user.email };
}
