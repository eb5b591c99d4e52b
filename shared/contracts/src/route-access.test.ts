/**
 * @jest-environment node
 */
import { areaRootsOf, areaRulesOf, canOpenCatalogRoute, decideAccess, type AccessSubject } from './route-access';
import { ROUTE_CATALOG, UNAUTHORIZED_PATH } from './route-catalog';
import { routeHandleFor } from './route-objects';

const row = (path: string) => {
  const found = ROUTE_CATALOG.find((r) => r.path === path);
  if (!found) throw new Error(`no catalogue row ${path}`);
  return found;
};
const merchant = (permissions: string[], merchantId: string | null = 'm-1'): AccessSubject => ({ profile: 'merchant', permissions, merchantId });
const platform = (permissions: string[]): AccessSubject => ({ profile: 'platform', permissions, merchantId: null });

describe('area roots', () => {
  it('are the catalogue rows above a path, outermost first, segment-wise', () => {
    expect(areaRootsOf('/crm/users/crm').map((r) => r.path)).toEqual(['/crm', '/crm/users']);
    expect(areaRootsOf('/merchant/payment-settings/websites').map((r) => r.path)).toEqual(['/merchant/payment-settings']);
    expect(areaRootsOf('/merchant/payment-settingsX')).toEqual([]);
    expect(areaRootsOf('/merchant/payment-settings')).toEqual([]);
  });

  it('give their guards to the handles of the routes below them', () => {
    expect(routeHandleFor(row('/platform/transaction-management/transaction-bulk-update-request')).areaRules)
      .toEqual([{ permissions: ['Platform.Transaction.Lookup'] }]);
    expect(routeHandleFor(row('/merchant/users/merchant-management')).areaRules)
      .toEqual([{ permissions: [], requiresMerchant: true, redirectTo: UNAUTHORIZED_PATH }]);
    expect(routeHandleFor(row('/documentation/wiki/details')).areaRules).toEqual([{ permissions: ['Merchant.Documentation.View', 'Documentation.View'] }]);
    // A merchant area's stage guard (ADR 0111) joins them, sending a merchant not there yet to the boarding pages.
    expect(routeHandleFor(row('/smart-routing-visualization')).areaRules).toEqual([{ permissions: [], stages: ['sandbox', 'processing'], redirectTo: '/boarding' }]);
  });
});

describe('the nested guard', () => {
  it('keeps merchant payment settings pages from a merchant without Merchant.Payments.Settings', () => {
    const websites = row('/merchant/payment-settings/websites');
    expect(canOpenCatalogRoute(websites, merchant(['Merchant.PaymentsSettings.Websites']))).toBe(false);
    expect(canOpenCatalogRoute(websites, merchant(['Merchant.PaymentsSettings.Websites', 'Merchant.Payments.Settings']))).toBe(true);
    expect(canOpenCatalogRoute(websites, merchant(['Merchant.Payments.Settings']))).toBe(false);
  });

  it('keeps the platform transaction pages from platform staff without Platform.Transaction.Lookup', () => {
    const columns = row('/platform/transaction-management/transaction-lookup-columns');
    expect(canOpenCatalogRoute(columns, platform(['Platform.Transaction.LookupColumns']))).toBe(false);
    expect(canOpenCatalogRoute(columns, platform(['Platform.Transaction.LookupColumns', 'Platform.Transaction.Lookup']))).toBe(true);
  });

  it('sends a user acting for no merchant from the merchant users pages to unauthorized', () => {
    const management = row('/merchant/users/merchant-management');
    const rules = [...areaRulesOf(management.path), { permissions: management.permissions }];
    expect(decideAccess(rules, merchant(['Merchant.UserManagement.Users.View'], null))).toEqual({ allowed: false, redirectTo: UNAUTHORIZED_PATH });
    expect(decideAccess(rules, merchant(['Merchant.UserManagement.Users.View']))).toEqual({ allowed: true });
    expect(decideAccess(rules, merchant([]))).toEqual({ allowed: false, redirectTo: UNAUTHORIZED_PATH });
  });

  it('opens tenant and leave management only to platform staff holding the spec\'s permission', () => {
    expect(canOpenCatalogRoute(row('/crm/tenant-management/encryption-keys'), platform(['Platform.Tenants.View']))).toBe(true);
    expect(canOpenCatalogRoute(row('/crm/tenant-management/encryption-keys'), { profile: 'crm', permissions: ['Platform.Tenants.View'] })).toBe(false);
    expect(canOpenCatalogRoute(row('/crm/leave-management/leaves'), platform(['Platform.Tenants.View']))).toBe(false);
    expect(canOpenCatalogRoute(row('/crm/leave-management/leaves'), platform(['Platform.LeaveManagement.View']))).toBe(true);
  });

  it('redirects to the target of the first guard that fails, area roots first', () => {
    const rules = [{ permissions: ['A'], redirectTo: '/root-denied' }, { permissions: ['B'], redirectTo: '/own-denied' }];
    expect(decideAccess(rules, merchant(['B']))).toEqual({ allowed: false, redirectTo: '/root-denied' });
    expect(decideAccess(rules, merchant(['A']))).toEqual({ allowed: false, redirectTo: '/own-denied' });
    expect(decideAccess(rules, merchant(['A', 'B']))).toEqual({ allowed: true });
  });
});
