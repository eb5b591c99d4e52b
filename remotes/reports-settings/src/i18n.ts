import type { I18nResources } from '@portal/contracts';
import { reportEn, reportTr } from './features/reports/i18n/report-texts';

/** This remote's texts (namespace "reports-settings"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { 'reports-settings': { ...reportEn, areaName: 'Reports and settings' } },
  tr: { 'reports-settings': { ...reportTr, areaName: 'Raporlar ve ayarlar' } },
};
