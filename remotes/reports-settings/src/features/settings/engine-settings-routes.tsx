import type { CatalogPages } from '@portal/contracts';
import { DeclinePendingRatioPage } from './alert-thresholds/DeclinePendingRatioPage';
import { BillingSettingsPage } from './billing/BillingSettingsPage';
import { FeeReceiversPage } from './fees/FeeReceiversPage';
import { WhitelistingImportPage } from './whitelisting/WhitelistingImportPage';

/** The tenant engine settings pages by route path (route catalogue, crm/settings; ADR 0066). */
export const ENGINE_SETTINGS_PAGES: CatalogPages = {
  '/crm/settings/fees': (row) => <FeeReceiversPage title={row.title} />,
  '/crm/settings/accounting/billing-settings': (row) => <BillingSettingsPage title={row.title} />,
  '/crm/settings/whitelisting-import': (row) => <WhitelistingImportPage title={row.title} />,
  '/crm/settings/alerts/decline-pending-ratio': (row) => <DeclinePendingRatioPage title={row.title} />,
};
