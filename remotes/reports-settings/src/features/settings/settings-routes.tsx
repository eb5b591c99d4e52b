import { lazy, Suspense } from 'react';
import type { CatalogPages } from '@portal/contracts';
import { FullPageSpin } from '@portal/ui';

/**
 * The settings routes this remote serves. Their pages load on the first visit to one of them (one chunk), so the
 * remote's first visit does not grow with every settings page (issue 26: no remote grows by more than 10 %).
 * `settings-routes.test.ts` keeps this list equal to the pages' own map.
 */
export const SETTINGS_PAGE_PATHS = [
  '/crm/settings/countries', '/crm/settings/currencies', '/crm/settings/languages', '/crm/settings/platform-currencies',
  '/crm/settings/document-types', '/crm/settings/systemvariables', '/crm/settings/default-parameters',
  '/crm/settings/payment-method', '/crm/settings/service-provider', '/crm/settings/pos-providers', '/crm/settings/banking-service/banking-channels',
  '/crm/settings/mpi', '/crm/settings/mid-managment',
  '/crm/settings/fees', '/crm/settings/accounting/billing-settings', '/crm/settings/whitelisting-import', '/crm/settings/alerts/decline-pending-ratio',
  '/merchant/payment-settings/websites', '/merchant/payment-settings/payment-channels', '/merchant/payment-settings/mid-management',
  '/merchant/payment-settings/white-listing', '/merchant/payment-settings/confirmation-levels', '/merchant/payment-settings/error-mappings',
  '/merchant/payment-settings/promote',
] as const;

const SettingsPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "settings" */ './settings-pages')).SettingsPage }));

export const SETTINGS_PAGES: CatalogPages = Object.fromEntries(SETTINGS_PAGE_PATHS.map((path) => [
  path, (row) => <Suspense fallback={<FullPageSpin />}><SettingsPage key={row.path} row={row} /></Suspense>,
]));
