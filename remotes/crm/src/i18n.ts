import type { I18nResources } from '@portal/contracts';

/** This remote's texts (namespace "crm"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { 'crm': { areaName: 'CRM' } },
  tr: { 'crm': { areaName: 'CRM' } },
};
