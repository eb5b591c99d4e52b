import type { I18nResources } from '@portal/contracts';

/** This remote's texts (namespace "dashboard"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { 'dashboard': { areaName: 'Dashboards' } },
  tr: { 'dashboard': { areaName: 'Gösterge panelleri' } },
};
