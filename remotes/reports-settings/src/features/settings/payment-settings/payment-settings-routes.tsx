import type { CatalogPages } from '@portal/contracts';
import { PromotePage } from './PromotePage';
import { SettingsTablePage } from './SettingsTablePage';
import { CHANNELS_PAGE, CONFIRMATION_LEVELS_PAGE, ERROR_MAPPINGS_PAGE, MIDS_PAGE, WEBSITES_PAGE, WHITELIST_PAGE } from './settings-pages';

const BASE = '/merchant/payment-settings';

/** The merchant payment settings pages by route path (route catalogue, ADR 0067). */
export const PAYMENT_SETTINGS_PAGES: CatalogPages = {
  [`${BASE}/websites`]: (row) => <SettingsTablePage key={row.path} title={row.title} definition={WEBSITES_PAGE} />,
  [`${BASE}/payment-channels`]: (row) => <SettingsTablePage key={row.path} title={row.title} definition={CHANNELS_PAGE} />,
  [`${BASE}/mid-management`]: (row) => <SettingsTablePage key={row.path} title={row.title} definition={MIDS_PAGE} />,
  [`${BASE}/white-listing`]: (row) => <SettingsTablePage key={row.path} title={row.title} definition={WHITELIST_PAGE} />,
  [`${BASE}/confirmation-levels`]: (row) => <SettingsTablePage key={row.path} title={row.title} definition={CONFIRMATION_LEVELS_PAGE} />,
  [`${BASE}/error-mappings`]: (row) => <SettingsTablePage key={row.path} title={row.title} definition={ERROR_MAPPINGS_PAGE} />,
  [`${BASE}/promote`]: (row) => <PromotePage title={row.title} />,
};
