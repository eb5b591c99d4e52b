import { valueLabelTexts, type I18nResources } from '@portal/contracts';
import { SHELL_NAMESPACE } from '@portal/i18n';
import { reportEn, reportTr } from './features/reports/i18n/report-texts';

const values = valueLabelTexts();

/**
 * The texts the remote module carries (ADR 0115): the shell's value labels and the reports' own namespace (Data
 * Analytics' texts come with its page). Every other feature's namespaces arrive with its lazily loaded pages
 * (lazy-page-groups.ts: the report settings' with their page or the reports overview); i18n.ts is the whole set, for
 * the tests.
 */
export const landingResources: I18nResources = {
  // Statuses and states from the portal's one label table, where every namespace falls back (the shell's).
  en: { [SHELL_NAMESPACE]: values.en, 'reports-settings': { ...reportEn, areaName: 'Reports and settings' } },
  tr: { [SHELL_NAMESPACE]: values.tr, 'reports-settings': { ...reportTr, areaName: 'Raporlar ve ayarlar' } },
};
