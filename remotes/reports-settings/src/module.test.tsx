import { expectRemoteModuleMatchesCatalogue, placeholderPaths } from '@portal/testing';
import { routesOwnedBy } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { portalI18n } from '@portal/i18n';
import remoteModule from './module';
import { resources } from './i18n';
import { DASHBOARD_MANAGEMENT_GROUP, REPORTS_OVERVIEW_GROUP } from './lazy-page-groups';

describe('reports-settings remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles, and texts in en and tr', () => {
    expectRemoteModuleMatchesCatalogue(remoteModule, 'reports-settings');
  });

  it('carries the texts of the pages it imports; each other feature\'s texts arrive with its pages (ADR 0115)', async () => {
    expect(Object.keys(remoteModule.i18n!.tr!)).toEqual(['shell', 'reports-settings']);
    expect(Object.keys(resources.tr!)).toEqual([
      'shell', 'reports-settings', 'report-settings', 'dashboard-management', 'dashboard', 'reference-data', 'payment-configuration', 'engine-settings', 'payment-settings', 'leave-settings', 'crm-settings', 'crm-email-templates', 'webhook-endpoints', 'scheduler', 'api-keys', 'ai-scoping', 'antifraud', 'smart-routing', 'versioned-rules', 'payment-links',
    ]);
    // Dashboard management's pages bring their namespaces: the preview's widget renderers speak Turkish then.
    expect(portalI18n().hasResourceBundle('tr', 'dashboard')).toBe(false);
    await DASHBOARD_MANAGEMENT_GROUP.load();
    expect(portalI18n().getResource('tr', 'dashboard', 'No data for this period')).toBe('Bu dönem için veri yok');
    // The report settings' namespace comes with the reports overview (or their own page), not with a report.
    expect(portalI18n().hasResourceBundle('tr', 'report-settings')).toBe(false);
    await REPORTS_OVERVIEW_GROUP.load();
    expect(portalI18n().getResource('tr', 'report-settings', 'Reports overview')).toBe('Raporlara genel bakış');
  });
});

/** The routes of this remote that must be real pages: the built part-2 pages and every page issue 26 names. */
const BUILT = [
  ...['categories-settings', 'Widgets-settings', 'tenant/roles', 'merchant/roles'].map((p) => `/crm/settings/dashboard/management/${p}`),
  ...['report-settings/reports', 'reports/overview', 'reports/table'].map((p) => `/crm/settings/${p}`),
  // Reference and configuration settings (ADR 0064, 0065, 0066).
  ...['countries', 'currencies', 'platform-currencies', 'languages', 'document-types', 'systemvariables', 'default-parameters',
    'payment-method', 'service-provider', 'pos-providers', 'banking-service/banking-channels', 'mpi', 'mid-managment',
    'fees', 'accounting/billing-settings', 'whitelisting-import', 'alerts/decline-pending-ratio',
    // Leave settings (ADR 0084).
    'leave-settings/holidays', 'leave-settings/employees',
    // CRM settings (ADR 0086).
    'crm/pipelines', 'crm/lead-statuses', 'crm/activity-sets',
    // Proposal and agreement templates and signatures (ADR 0094).
    'crm/proposal-templates', 'crm/proposal-signatures', 'crm/agreement-templates', 'crm/agreement-signatures',
    // Webhook endpoints (ADR 0100).
    'webhook-endpoints',
    // The scheduler (ADR 0103).
    'scheduler/recurring-jobs', 'scheduler/custom-jobs', 'scheduler/process-logs',
    // API keys (ADR 0104), AI scoping (ADR 0105).
    'developer-settings/api-keys', 'ai-scoping',
    // Antifraud rules and blacklists (ADR 0106).
    'antifraud/antifraud', 'antifraud/blacklist'].map((p) => `/crm/settings/${p}`),
  '/developer-settings/merchant-api-keys',
  // The hosted payment page's settings (ADR 0108).
  '/developer-settings/hosted-payment',
  // Merchant payment settings and Promote to Live (ADR 0067).
  ...['websites', 'payment-channels', 'mid-management', 'white-listing', 'confirmation-levels', 'error-mappings', 'promote', 'webhook-endpoints', 'antifraud-rules', 'antifraud-blacklist',
    // Smart routing (ADR 0107) and payment links (ADR 0108).
    'smart-routing', 'smart-routing-v2', 'payment-links'].map((p) => `/merchant/payment-settings/${p}`),
  '/smart-routing-visualization',
  // Area roots.
  '/crm/settings', '/crm/reports', '/merchant/payment-settings', '/reports', '/developer-settings',
];

describe('reports-settings routes', () => {
  it('draws a real page, not the placeholder, on every route that is built', () => {
    expect(placeholderPaths(remoteModule.routes, BUILT, PlaceholderPage)).toEqual([]);
  });

  it('draws no placeholder on any route it owns', () => {
    expect(placeholderPaths(remoteModule.routes, routesOwnedBy('reports-settings').map((r) => r.path), PlaceholderPage)).toEqual([]);
  });
});
