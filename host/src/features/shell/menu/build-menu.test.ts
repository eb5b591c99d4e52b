/**
 * @jest-environment node
 */
import { ROUTE_CATALOG, type CatalogRoute } from '@portal/contracts';
import { DEMO_USERS, userContextFor } from '@portal/testing';
import { buildMenu, buildMenuItems, filterMenu, menuKindFor, menuLeaves, selectedMenuItem, type PortalMenuItem } from './build-menu';

const row = (path: string, group: string, permissions: string[], extra: Partial<CatalogRoute> = {}): CatalogRoute => ({
  path, owner: 'crm', title: path.slice(1), permissions, filledBy: 'test', menu: { kind: 'merchant', group }, ...extra,
});
const titles = (items: PortalMenuItem[]) => items.map((i) => (i.children ? `${i.title}: ${i.children.map((c) => c.title).join(', ')}` : i.title));

describe('menuKindFor', () => {
  it('gives users without a merchant id the CRM menu and merchants the merchant menu', () => {
    expect(menuKindFor({ merchantId: null })).toBe('crm');
    expect(menuKindFor({ merchantId: undefined })).toBe('crm');
    expect(menuKindFor({ merchantId: 'm-1' })).toBe('merchant');
  });
});

describe('menu items in the spec shape', () => {
  it('has id, title, permission (comma list), type, url, icon, hidden and exactMatch', () => {
    const items = buildMenuItems(ROUTE_CATALOG, 'crm');
    const settings = items.find((i) => i.title === 'Settings')!;
    expect(settings).toMatchObject({ id: 'crm-settings', type: 'collapsable', icon: 'settings' });
    expect(settings.children!.find((c) => c.url === '/crm/settings/reports/table')).toMatchObject({ type: 'item', hidden: true });
    const users = items.find((i) => i.title === 'Users')!;
    expect(users.children![0]).toEqual(expect.objectContaining({ id: '/crm/users/merchant', title: 'Merchant users', type: 'item', url: '/crm/users/merchant', permission: 'CRM.Users.Merchant' }));
    expect(items[0]).toMatchObject({ id: 'platform-dashboard', url: '/dashboard', exactMatch: true, type: 'item' });
  });

  it('an item whose permission lists several is shown when the user holds any one', () => {
    const items: PortalMenuItem[] = [{ id: 'g', title: 'G', type: 'collapsable', children: [{ id: 'a', title: 'A', type: 'item', url: '/a', permission: 'P.X, P.Y' }] }];
    expect(filterMenu(items, { merchantId: null, profile: 'crm', permissions: ['P.Y'] })).toHaveLength(1);
    expect(filterMenu(items, { merchantId: null, profile: 'crm', permissions: ['P.Z'] })).toEqual([]);
  });
});

describe('buildMenu', () => {
  const catalog: CatalogRoute[] = [
    row('/a', 'Group A', ['P.A']),
    row('/b', 'Group A', ['P.B', 'P.Other']),
    row('/c', 'Group B', ['P.C']),
    row('/open', 'Group C', []),
    row('/hidden', 'Group C', [], { menu: { kind: 'merchant', group: 'Group C', hidden: true } }),
    row('/platform-only', 'Group D', [], { userTypes: ['platform'] }),
  ];

  it('hides items whose permissions the user lacks, and groups left empty', () => {
    expect(titles(buildMenu(catalog, { merchantId: 'm', profile: 'merchant', permissions: ['P.Other'] }))).toEqual(['Group A: b', 'Group C: open']);
  });

  it('gives the tenant viewer only the CRM dashboard and their own (My dashboard)', () => {
    const menu = buildMenu(ROUTE_CATALOG, { merchantId: null, profile: 'crm', permissions: ['CRM.Dashboard.View'] });
    expect(menuLeaves(menu).map((i) => i.url)).toEqual(['/crm/dashboard', '/crm/user-dashboard']);
  });

  it('gives platform users the CRM menu with the /dashboard entry first, their platform areas and the report settings', () => {
    const platform = DEMO_USERS.find((u) => u.email === 'platform@demo.test')!;
    const menu = buildMenu(ROUTE_CATALOG, { merchantId: null, profile: 'platform', permissions: platform.permissions });
    expect(menu[0]).toMatchObject({ title: 'Dashboard', url: '/dashboard' });
    expect(menu.map((i) => i.title)).toEqual(['Dashboard', 'Settings', 'Support', 'Platform transaction management', 'Tenant management', 'Users', 'Leave management', 'AI Chat']);
    // User administration (ADR 0077): the platform's own users, and the CRM and merchant users of a tenant picked.
    expect(menuLeaves(menu.filter((i) => i.title === 'Users')).map((i) => i.url)).toEqual(['/crm/users/merchant', '/crm/users/crm', '/crm/users/managment']);
    // Settings holds what platform permissions open: the report settings (ADR 0057), the reference data (ADR 0064),
    // the payment configuration (ADR 0065) that platform staff edit, and the leave settings of their own staff (ADR 0084).
    expect(menuLeaves(menu.filter((i) => i.title === 'Settings')).map((i) => i.url)).toEqual([
      '/crm/settings/banking-service/banking-channels', '/crm/settings/pos-providers', '/crm/settings/default-parameters', '/crm/settings/mid-managment',
      '/crm/settings/mpi', '/crm/settings/payment-method', '/crm/settings/service-provider', '/crm/settings/countries', '/crm/settings/currencies',
      '/crm/settings/languages', '/crm/settings/document-types', '/crm/settings/systemvariables', '/crm/settings/platform-currencies',
      '/crm/settings/leave-settings/holidays', '/crm/settings/leave-settings/employees', '/crm/settings/report-settings/reports',
    ]);
    expect(menuLeaves(menu).map((i) => i.url)).not.toContain('/crm/dashboard');
  });

  it('hides a page whose area root the user may not enter, though they hold its own permission', () => {
    const merchant = DEMO_USERS.find((u) => u.email === 'merchant@demo.test')!;
    const withoutRoot = merchant.permissions.filter((p) => p !== 'Merchant.Payments.Settings');
    const urls = (permissions: string[], merchantId: string | null = 'm-1') =>
      menuLeaves(buildMenu(ROUTE_CATALOG, { merchantId, profile: 'merchant', permissions })).map((i) => i.url);
    expect(urls(merchant.permissions)).toContain('/merchant/payment-settings/websites');
    expect(urls(withoutRoot).filter((u) => u?.startsWith('/merchant/payment-settings/'))).toEqual([]);
    expect(urls(merchant.permissions)).toContain('/merchant/users/merchant-management');
  });

  it('hides the platform transaction pages from platform staff without Platform.Transaction.Lookup', () => {
    const menu = buildMenu(ROUTE_CATALOG, { merchantId: null, profile: 'platform', permissions: ['Platform.Transaction.LookupColumns', 'Platform.Transaction.TransactionBulkUpdateRequest'] });
    expect(menu.map((i) => i.title)).not.toContain('Platform transaction management');
  });

  it('merges the tenant and platform support rows into one Support group', () => {
    const menu = buildMenu(ROUTE_CATALOG, { merchantId: null, profile: 'platform', permissions: ['Platform.Support.Lookup', 'CRM.Support.Lookup'] });
    expect(titles(menu.filter((g) => g.title === 'Support'))).toEqual(['Support: Support, Support tickets, Platform support, Platform support tickets']);
  });
});

describe('selectedMenuItem', () => {
  const items: PortalMenuItem[] = [
    { id: 'd', title: 'Dashboard', type: 'item', url: '/dashboard', exactMatch: true },
    { id: 'g', title: 'G', type: 'collapsable', children: [{ id: 'c', title: 'Countries', type: 'item', url: '/crm/settings/countries' }] },
  ];
  it('picks the longest item path containing the current path; exactMatch items only on their own path', () => {
    expect(selectedMenuItem(items, '/crm/settings/countries/7')?.id).toBe('c');
    expect(selectedMenuItem(items, '/crm/settings/countriesX')).toBeUndefined();
    expect(selectedMenuItem(items, '/dashboard')?.id).toBe('d');
    expect(selectedMenuItem(items, '/dashboard/x')).toBeUndefined();
  });
});

describe('the merchant menu per boarding stage (ADR 0111)', () => {
  const menuOf = (email: string, processingStatus?: string) => {
    const { user } = userContextFor(email);
    return buildMenu(ROUTE_CATALOG, { merchantId: user.merchantId, profile: 'merchant', permissions: user.permissions, processingStatus: processingStatus ?? user.merchant?.processingStatus });
  };
  const groups = (items: PortalMenuItem[]) => items.map((i) => i.title);
  const urls = (items: PortalMenuItem[]) => menuLeaves(items).map((i) => i.url);

  it('shows a boarding merchant (noprocessing@) the boarding pages first and no processing page', () => {
    const items = menuOf('noprocessing@demo.test');
    expect(groups(items)[0]).toBe('Boarding');
    expect(urls(items)).toEqual(expect.arrayContaining(['/boarding/precheckform', '/boarding/documents', '/dashboard']));
    for (const gone of ['Transactions', 'Payments', 'Payment settings', 'Reports', 'Developer settings']) expect(groups(items)).not.toContain(gone);
  });

  it('adds the processing pages once the merchant may test (sandbox@), boarding still first', () => {
    const items = menuOf('sandbox@demo.test');
    expect(groups(items)[0]).toBe('Boarding');
    expect(groups(items)).toEqual(expect.arrayContaining(['Transactions', 'Payments', 'Payment settings', 'Reports']));
    expect(urls(items)).toContain('/merchant/transaction-management/virtual-terminal');
  });

  it('lists boarding last, as history, for a processing merchant (merchant@)', () => {
    const items = menuOf('merchant@demo.test');
    expect(groups(items).at(-1)).toBe('Boarding');
    expect(groups(items)[0]).toBe('Dashboard');
    expect(urls(items)).toEqual(expect.arrayContaining(['/boarding/precheckform', '/merchant/payments/single-payment']));
  });

  it('changes as the stage moves, the same permissions held', () => {
    const before = menuOf('noprocessing@demo.test');
    const after = menuOf('noprocessing@demo.test', 'SandboxEnabled');
    expect(groups(before)).not.toContain('Transactions');
    expect(groups(after)).toContain('Transactions');
    expect(groups(menuOf('noprocessing@demo.test', 'Processing')).at(-1)).toBe('Boarding');
  });

  it('leaves the CRM menu of tenant staff alone', () => {
    const { user } = userContextFor('tenant@demo.test');
    const staff = buildMenu(ROUTE_CATALOG, { merchantId: null, profile: 'crm', permissions: user.permissions, processingStatus: 'NoProcessing' });
    expect(urls(staff)).toContain('/crm/boarding-queue');
  });
});
