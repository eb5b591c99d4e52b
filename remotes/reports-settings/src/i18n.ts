import type { I18nResources } from '@portal/contracts';

/** This remote's texts (namespace "reports-settings"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { 'reports-settings': { areaName: 'Reports and settings' } },
  tr: { 'reports-settings': { areaName: 'Raporlar ve ayarlar' } },
};
