import type { I18nResources } from '@portal/contracts';

/** This remote's texts (namespace "support"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { 'support': { areaName: 'Support' } },
  tr: { 'support': { areaName: 'Destek' } },
};
