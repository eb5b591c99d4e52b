import type { CatalogPages } from '@portal/contracts';
import { AntifraudRulesPage } from './AntifraudRulesPage';
import { BlacklistPage } from './BlacklistPage';

/** The antifraud pages by route path (their lazy group's chunk; ADR 0106): each caller's own rules and lists. */
export const ANTIFRAUD_PAGES: CatalogPages = {
  '/crm/settings/antifraud/antifraud': (row) => <AntifraudRulesPage title={row.title} />,
  '/merchant/payment-settings/antifraud-rules': (row) => <AntifraudRulesPage title={row.title} />,
  '/crm/settings/antifraud/blacklist': (row) => <BlacklistPage title={row.title} />,
  '/merchant/payment-settings/antifraud-blacklist': (row) => <BlacklistPage title={row.title} />,
};
