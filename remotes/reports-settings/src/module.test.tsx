import { expectRemoteModuleMatchesCatalogue, placeholderPaths } from '@portal/testing';
import remoteModule from './module';
import { PlaceholderPage } from '@portal/ui';

describe('reports-settings remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles, and texts in en and tr', () => {
    expectRemoteModuleMatchesCatalogue(remoteModule, 'reports-settings');
  });
});

describe('reports-settings routes', () => {
  it('draws the four dashboard management pages on their catalogue paths, and the placeholder elsewhere', () => {
    const byPath = new Map(remoteModule.routes.map((r) => [r.path, r.element as { type: unknown }]));
    for (const path of ['categories-settings', 'Widgets-settings', 'tenant/roles', 'merchant/roles']) {
      expect(byPath.get(`/crm/settings/dashboard/management/${path}`)?.type).not.toBe(PlaceholderPage);
    }
    // Report settings (ADR 0057).
    for (const path of ['report-settings/reports', 'reports/overview', 'reports/table']) expect(byPath.get(`/crm/settings/${path}`)?.type).not.toBe(PlaceholderPage);
    expect(byPath.get('/crm/settings/countries')?.type).toBe(PlaceholderPage);
    expect(Object.keys(remoteModule.i18n!.tr!)).toEqual(['reports-settings', 'dashboard-management', 'dashboard', 'report-settings']);
    // The preview's widget renderers speak Turkish here too.
    expect(remoteModule.i18n!.tr!.dashboard!['No data for this period']).toBe('Bu dönem için veri yok');
  });
});

describe('reports-settings area roots', () => {
  it('draws a real page, not the placeholder, on every area root it owns', () => {
    expect(placeholderPaths(remoteModule.routes, ['/crm/settings', '/crm/reports', '/merchant/payment-settings', '/reports', '/developer-settings'])).toEqual([]);
  });
});
