import type { I18nResources } from '@portal/contracts';
import { withTexts } from './i18n-merge';
import { DASHBOARD_MANAGEMENT_RESOURCES } from './features/dashboard-management/i18n/texts';

/** This remote's texts (namespace "reports-settings", and one per feature); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = withTexts({
  en: { 'reports-settings': { areaName: 'Reports and settings' } },
  tr: { 'reports-settings': { areaName: 'Raporlar ve ayarlar' } },
}, DASHBOARD_MANAGEMENT_RESOURCES);
