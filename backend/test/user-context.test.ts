import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  MERCHANT_NAMED_PERMISSIONS, PLATFORM_ONLY_USER_PERMISSION, PLATFORM_USER_ADMIN_PERMISSIONS, TENANT_STAFF_NAMED_PERMISSIONS, type CurrentUser, type UserContextResponse,
} from '@portal/contracts';
import { allPermissions } from '../src/db/demo-permissions';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { apiClient, crm, v1 } from './helpers/api';

const CURRENT_USER_FIELDS: Array<keyof CurrentUser> = [
  'id', 'email', 'firstName', 'lastName', 'isActive', 'isPlatform', 'lastLoginTime', 'configureTimeZone', 'checkoutLogoSource',
  'favIconSource', 'permissions', 'systemRoleId', 'systemRoleName', 'isAdministrator', 'userType', 'userTypeName', 'loginTemplate',
  'tenantId', 'tenants', 'tenantSupportEmail', 'tenant', 'themeSettings', 'merchantId', 'merchant', 'language',
];

describe('user context (users/me/context)', () => {
  let t: TestServer;
  const contextOf = async (email: string, prefix = v1): Promise<UserContextResponse> => {
    const { tokens } = await signIn(t.origin, email);
    const res = await apiClient(t.origin, tokens.access_token).get(prefix('users/me/context'));
    assert.equal(res.status, 200);
    return res.body as UserContextResponse;
  };

  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('describes a tenant user of Acme Payments with the tenant lists and theme', async () => {
    const started = Date.now();
    const { user, lists } = await contextOf('tenant@demo.test', crm);
    assert.deepEqual(Object.keys(user).sort(), [...CURRENT_USER_FIELDS].sort());
    assert.equal(user.userType, 'Tenant');
    assert.equal(user.userTypeName, 'Crm');
    assert.equal(user.isPlatform, false);
    assert.equal(user.merchantId, null);
    assert.equal(user.merchant, null);
    assert.equal(user.tenant?.name, 'Acme Payments');
    assert.equal(user.tenant?.isDefaultTenant, true);
    assert.equal(user.tenantSupportEmail, 'support@acme.test');
    assert.deepEqual(user.tenants, [{ tenantId: user.tenantId, tenantName: 'Acme Payments' }]);
    assert.equal(user.themeSettings.sidebarBackgroundColor, '#2e43fe');
    assert.match(String(user.checkoutLogoSource), /^data:image\/svg\+xml;base64,/);
    assert.ok(Date.parse(user.lastLoginTime!) >= started - 1000, 'sign-in recorded the login time');
    // The tenant prefixes plus the spec's unprefixed names of tenant staff (role management, reasons, ...: ADR 0076),
    // less the platform's own users page (ADR 0077).
    const expected = allPermissions().filter((p) => (/^(CRM|Settings|Reports|Dashboard)\./.test(p) && p !== PLATFORM_ONLY_USER_PERMISSION) || p === 'Documentation.View' || TENANT_STAFF_NAMED_PERMISSIONS.includes(p));
    assert.deepEqual(user.permissions, expected.sort());
    assert.ok(user.permissions.includes('CRM.Support.Lookup'));
    assert.ok(!user.permissions.some((p) => p.startsWith('Merchant.') || p.startsWith('Platform.')));
    // Acme's active customers only (the closed Old Mill Bakery and Globex's merchants are not there).
    const names = lists.activeCustomerOptions.map((c) => c.legalBusinessName);
    assert.deepEqual(names, ['Blue Bottle Coffee Ltd', 'Harbour Florists Ltd', 'Nimbus Books Ltd', 'Sandbox Surf Shop Ltd']);
    assert.equal(Object.keys(lists.activeCustomers).length, 4);
    assert.ok(lists.currencies.some((c) => c.code === 'EUR' && c.decimalPlaces === 2));
    assert.ok(lists.currencies.some((c) => c.code === 'JPY' && c.decimalPlaces === 0));
    assert.deepEqual(lists.languages.map((l) => l.id), ['en', 'tr']);
    assert.ok(lists.countries.length > 0 && lists.paymentMethods.length > 0 && lists.activeServiceProviders.length > 0);
    assert.equal(lists.customerSystemMode, 'Test');
    assert.equal(typeof lists.drawerSize, 'number');
  });

  it('describes a merchant with its merchant block, processing status and no customer list', async () => {
    const { user, lists } = await contextOf('merchant@demo.test');
    assert.deepEqual(Object.keys(user).sort(), [...CURRENT_USER_FIELDS].sort());
    assert.equal(user.userType, 'Merchant');
    assert.equal(user.userTypeName, 'merchant');
    assert.equal(user.merchant?.legalBusinessName, 'Blue Bottle Coffee Ltd');
    assert.equal(user.merchant?.processingStatus, 'Processing');
    assert.equal(user.merchantId, user.merchant?.merchantId);
    assert.deepEqual(user.merchant?.users.map((u) => u.email), ['merchant-approver@demo.test', 'merchant@demo.test']);
    assert.equal(user.tenant?.name, 'Acme Payments');
    assert.ok(user.permissions.includes('Merchant.Support.Lookup'));
    assert.ok(!user.permissions.includes('Merchant.Support.EmailButton'));
    assert.ok(user.permissions.every((p) => p.startsWith('Merchant.') || MERCHANT_NAMED_PERMISSIONS.includes(p)));
    assert.ok(user.permissions.includes('viewMerchantPortalPrecheck') && user.permissions.includes('Organization.Tpp.Credentials'));
    assert.deepEqual(lists.activeCustomers, {});
    assert.deepEqual(lists.activeCustomerOptions, []);
    assert.equal(lists.customerSystemMode, 'Live');
  });

  it('gives the sandbox and no-processing merchants their statuses and support permissions', async () => {
    const sandbox = await contextOf('sandbox@demo.test');
    assert.equal(sandbox.user.merchant?.processingStatus, 'SandboxEnabled');
    assert.equal(sandbox.lists.customerSystemMode, 'Test');
    const none = await contextOf('noprocessing@demo.test');
    assert.equal(none.user.merchant?.processingStatus, 'NoProcessing');
    assert.ok(none.user.permissions.includes('Merchant.Support.EmailButton'));
    assert.ok(!none.user.permissions.includes('Merchant.Support.Lookup'));
  });

  it('describes platform staff: no tenant, every tenant listed, Platform permissions, user administration and the leave settings only', async () => {
    const { user, lists } = await contextOf('platform@demo.test');
    assert.equal(user.userType, 'Platform');
    assert.equal(user.userTypeName, 'Platform');
    assert.equal(user.isPlatform, true);
    assert.equal(user.tenantId, null);
    assert.deepEqual(user.tenants.map((x) => x.tenantName), ['Acme Payments', 'Globex Pay']);
    assert.deepEqual(user.permissions, [
      ...allPermissions().filter((p) => p.startsWith('Platform.')), ...PLATFORM_USER_ADMIN_PERMISSIONS, 'Settings.LeaveSettingsEmployees', 'Settings.LeaveSettingsHolidays',
    ].sort());
    assert.ok(user.permissions.includes('Platform.Support.Lookup'));
    assert.ok(lists.activeCustomerOptions.some((c) => c.legalBusinessName === 'Globex Garden Supplies Ltd'));
  });

  it('gives the tenant viewer only CRM.Dashboard.View and Globex staff their own tenant and theme', async () => {
    const viewer = await contextOf('tenant-viewer@demo.test');
    assert.deepEqual(viewer.user.permissions, ['CRM.Dashboard.View']);
    const globex = await contextOf('tenant2@demo.test');
    assert.equal(globex.user.tenant?.name, 'Globex Pay');
    assert.equal(globex.user.tenantSupportEmail, 'support@globex.test');
    assert.equal(globex.user.themeSettings.layoutName, 'vertical-v2');
    assert.deepEqual(globex.lists.activeCustomerOptions.map((c) => c.legalBusinessName), ['Globex Garden Supplies Ltd', 'Initech Print Works Ltd']);
    const merchant2 = await contextOf('merchant2@demo.test');
    assert.equal(merchant2.user.merchant?.processingStatus, 'Processing');
    assert.equal(merchant2.user.tenant?.name, 'Globex Pay');
  });
});
