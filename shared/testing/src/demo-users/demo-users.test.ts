/**
 * @jest-environment node
 */
import { PERMISSIONS, PLATFORM_ONLY_USER_PERMISSION, PLATFORM_USER_ADMIN_PERMISSIONS } from '@portal/contracts';
import { DEMO_USERS, findDemoUser, signedInUserFor } from './demo-users';
import { userContextFor } from './user-context';

const perms = (email: string) => new Set(findDemoUser(email).permissions);

describe('DEMO_USERS', () => {
  it('has the eight accounts of the brief with the shared password', () => {
    expect(DEMO_USERS.map((u) => u.email)).toEqual([
      'platform@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'merchant@demo.test',
      'sandbox@demo.test', 'noprocessing@demo.test', 'tenant2@demo.test', 'merchant2@demo.test',
    ]);
    expect(new Set(DEMO_USERS.map((u) => u.password))).toEqual(new Set(['Portal-Demo-1']));
  });

  it('gives the platform user every Platform.* permission, user administration (ADR 0077) and the leave settings (ADR 0084), nothing else', () => {
    const p = perms('platform@demo.test');
    expect(p.has(PERMISSIONS.platformSupportLookup)).toBe(true);
    expect(p.has(PERMISSIONS.platformTransactionLookupColumns)).toBe(true);
    expect([...p].filter((x) => !x.startsWith('Platform.'))).toEqual([...PLATFORM_USER_ADMIN_PERMISSIONS, 'Settings.LeaveSettingsEmployees', 'Settings.LeaveSettingsHolidays'].sort());
    expect(perms('tenant@demo.test').has(PLATFORM_ONLY_USER_PERMISSION)).toBe(false);
  });

  it('gives tenant users CRM, Settings, Reports and Documentation.View', () => {
    const p = perms('tenant@demo.test');
    expect(p.has('CRM.Support.Lookup')).toBe(true);
    expect(p.has('CRM.Dashboard.View')).toBe(true);
    expect(p.has('Documentation.View')).toBe(true);
    expect([...p].some((x) => x.startsWith('Settings.'))).toBe(true);
    expect([...p].some((x) => x.startsWith('Reports.'))).toBe(true);
    expect([...p].some((x) => x.startsWith('Merchant.') || x.startsWith('Platform.'))).toBe(false);
    expect(p.has(PERMISSIONS.manageCrmRoles) && p.has(PERMISSIONS.manageMerchantRoles)).toBe(true);
    expect(perms('tenant2@demo.test')).toEqual(p);
    expect([...perms('tenant-viewer@demo.test')]).toEqual(['CRM.Dashboard.View']);
  });

  it('gives merchants every Merchant.* permission but the e-mail button, and noprocessing the reverse', () => {
    const merchant = perms('merchant@demo.test');
    expect(merchant.has('Merchant.Support.Lookup')).toBe(true);
    expect(merchant.has('Merchant.Support.EmailButton')).toBe(false);
    expect(merchant.has(PERMISSIONS.merchantSmartRoutingView)).toBe(true);
    expect(merchant.has(PERMISSIONS.merchantPaymentsSettings)).toBe(true);
    expect(merchant.has(PERMISSIONS.viewMerchantPortalPrecheck) && merchant.has(PERMISSIONS.organizationTppCredentials)).toBe(true);
    const noProcessing = perms('noprocessing@demo.test');
    expect(noProcessing.has('Merchant.Support.Lookup')).toBe(false);
    expect(noProcessing.has('Merchant.Support.EmailButton')).toBe(true);
    expect(perms('merchant2@demo.test')).toEqual(merchant);
  });

  it('maps accounts to sign-in profiles', () => {
    expect(signedInUserFor('tenant@demo.test')).toMatchObject({ profile: 'crm', email: 'tenant@demo.test' });
    expect(() => signedInUserFor('nobody@demo.test')).toThrow('No demo user nobody@demo.test');
  });
});

describe('userContextFor', () => {
  it('describes a merchant with its tenant, merchant and mode and no customer list', () => {
    const { user, lists } = userContextFor('merchant@demo.test');
    expect(user).toMatchObject({
      userType: 'Merchant', userTypeName: 'merchant', isPlatform: false, tenantSupportEmail: 'support@acme-payments.test',
      tenant: { name: 'Acme Payments' }, merchant: { legalBusinessName: 'Blue Bottle Coffee Ltd', processingStatus: 'Processing' },
    });
    expect(user.merchant?.users.map((u) => u.email)).toEqual(['merchant@demo.test']);
    expect(lists.activeCustomers).toEqual({});
    expect(lists.customerSystemMode).toBe('Live');
    expect(userContextFor('sandbox@demo.test').user.merchant?.processingStatus).toBe('SandboxEnabled');
    expect(userContextFor('sandbox@demo.test').lists.customerSystemMode).toBe('Test');
    expect(userContextFor('noprocessing@demo.test').user.merchant?.processingStatus).toBe('NoProcessing');
    expect(userContextFor('merchant2@demo.test').user.tenant?.name).toBe('Globex Pay');
  });

  it('describes tenant staff without a merchant and with their own customers', () => {
    const { user, lists } = userContextFor('tenant@demo.test');
    expect(user).toMatchObject({ userType: 'Tenant', userTypeName: 'Crm', merchantId: null, merchant: null });
    expect(Object.values(lists.activeCustomers)).toContain('Blue Bottle Coffee Ltd');
    expect(Object.values(lists.activeCustomers)).not.toContain('Red Kite Outfitters Ltd');
    expect(lists.activeCustomerOptions).toHaveLength(Object.keys(lists.activeCustomers).length);
  });

  it('describes platform staff across every tenant', () => {
    const { user, lists } = userContextFor('platform@demo.test');
    expect(user).toMatchObject({ isPlatform: true, userType: 'Platform', tenantId: null });
    expect(user.tenants.map((t) => t.tenantName)).toEqual(['Acme Payments', 'Globex Pay']);
    expect(Object.values(lists.activeCustomers)).toEqual(expect.arrayContaining(['Blue Bottle Coffee Ltd', 'Red Kite Outfitters Ltd']));
  });
});
