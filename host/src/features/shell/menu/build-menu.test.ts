import { ROUTE_CATALOG, type CatalogRoute } from '@portal/contracts';
import { buildMenu, menuKindFor, selectedMenuPath } from './build-menu';

const row = (path: string, group: string, permissions: string[], extra: Partial<CatalogRoute> = {}): CatalogRoute => ({
  path, owner: 'crm', title: path.slice(1), permissions, filledBy: 'test', menu: { kind: 'crm', group }, ...extra,
});

describe('menuKindFor', () => {
  it('gives users without a merchant id the CRM menu and merchants the merchant menu', () => {
    expect(menuKindFor({ merchantId: null })).toBe('crm');
    expect(menuKindFor({ merchantId: undefined })).toBe('crm');
    expect(menuKindFor({ merchantId: 'm-1' })).toBe('merchant');
  });
});

describe('buildMenu', () => {
  const catalog: CatalogRoute[] = [
    row('/a', 'Group A', ['P.A']),
    row('/b', 'Group A', ['P.B', 'P.Other']),
    row('/c', 'Group B', ['P.C']),
    row('/open', 'Group C', []),
    row('/hidden', 'Group C', [], { menu: { kind: 'crm', group: 'Group C', hidden: true } }),
    row('/platform-only', 'Group D', [], { userTypes: ['platform'] }),
    row('/m', 'Merchant group', ['P.A'], { menu: { kind: 'merchant', group: 'Merchant group' } }),
  ];

  it('hides items whose permissions the user lacks, and groups left empty', () => {
    const menu = buildMenu(catalog, { merchantId: null, profile: 'crm', permissions: ['P.Other'] });
    expect(menu).toEqual([
      { title: 'Group A', items: [{ path: '/b', title: 'b' }] },
      { title: 'Group C', items: [{ path: '/open', title: 'open' }] },
    ]);
  });

  it('lists items limited to some user types only for those types', () => {
    const platform = buildMenu(catalog, { merchantId: null, profile: 'platform', permissions: [] });
    expect(platform.map((g) => g.title)).toEqual(['Group C', 'Group D']);
  });

  it('builds the merchant menu for users with a merchant id', () => {
    const menu = buildMenu(catalog, { merchantId: 'm-1', profile: 'merchant', permissions: ['P.A', 'P.C'] });
    expect(menu).toEqual([{ title: 'Merchant group', items: [{ path: '/m', title: 'm' }] }]);
  });

  it('gives the tenant viewer of the demo data only the CRM dashboard', () => {
    const menu = buildMenu(ROUTE_CATALOG, { merchantId: null, profile: 'crm', permissions: ['CRM.Dashboard.View'] });
    expect(menu).toEqual([{ title: 'Dashboard', items: [{ path: '/crm/dashboard', title: 'Dashboard' }] }]);
  });

  it('merges the tenant and platform support rows into one Support group', () => {
    const menu = buildMenu(ROUTE_CATALOG, { merchantId: null, profile: 'platform', permissions: ['Platform.Support.Lookup', 'CRM.Support.Lookup'] });
    expect(menu.filter((g) => g.title === 'Support')).toEqual([
      {
        title: 'Support',
        items: [
          { path: '/tenant/support', title: 'Support' },
          { path: '/tenant/support-tickets', title: 'Support tickets' },
          { path: '/platform/support', title: 'Platform support' },
          { path: '/platform/support-tickets', title: 'Platform support tickets' },
        ],
      },
    ]);
  });
});

describe('selectedMenuPath', () => {
  it('picks the longest item path that contains the current path', () => {
    const groups = [{ title: 'G', items: [{ path: '/crm/settings/countries', title: 'Countries' }, { path: '/crm/settings/currencies', title: 'Currencies' }] }];
    expect(selectedMenuPath(groups, '/crm/settings/countries/7')).toBe('/crm/settings/countries');
    expect(selectedMenuPath(groups, '/crm/settings/countriesX')).toBeUndefined();
  });
});
