import type { CatalogPages } from '@portal/contracts';
import { ENGINE_SETTINGS_PAGES } from './engine-settings-routes';
import { PAYMENT_CONFIGURATION_PAGES } from './payment-configuration/payment-configuration-routes';
import { PAYMENT_SETTINGS_PAGES } from './payment-settings/payment-settings-routes';
import { REFERENCE_DATA_PAGES } from './reference-data/reference-data-pages';

/** Every settings page of issue 26 by route path: loaded as one chunk when a settings route is first opened. */
export const SETTINGS_PAGES_BY_PATH: CatalogPages = {
  ...REFERENCE_DATA_PAGES, ...PAYMENT_CONFIGURATION_PAGES, ...ENGINE_SETTINGS_PAGES, ...PAYMENT_SETTINGS_PAGES,
};
