import type { CatalogPages } from '@portal/contracts';
import { ApiKeysPage } from './ApiKeysPage';

/** The API key pages by route path (their lazy group's chunk; ADR 0104): one page, the caller's own keys. */
export const API_KEY_PAGES: CatalogPages = {
  '/crm/settings/developer-settings/api-keys': (row) => <ApiKeysPage title={row.title} />,
  '/developer-settings/merchant-api-keys': (row) => <ApiKeysPage title={row.title} />,
};
