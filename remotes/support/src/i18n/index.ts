import { valueLabelTexts, type I18nResources } from '@portal/contracts';
import { SHELL_NAMESPACE } from '@portal/i18n';
import { T } from './texts';
import { DOMAIN_NAMES_TR } from './domain-names';
import { supportTr } from './tr';
import { SUPPORT_NAMESPACE } from './use-support-translation';

const supportEn: Record<string, string> = Object.fromEntries(Object.values(T).map((text) => [text, text]));

const values = valueLabelTexts();

/** This remote's texts (namespace "support"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  // Statuses and outcomes from the portal's one label table, where every namespace falls back (the shell's).
  en: { [SHELL_NAMESPACE]: values.en, [SUPPORT_NAMESPACE]: { ...supportEn, areaName: 'Support' } },
  tr: { [SHELL_NAMESPACE]: values.tr, [SUPPORT_NAMESPACE]: { ...supportTr, ...DOMAIN_NAMES_TR, areaName: 'Destek', Support: 'Destek', 'Support tickets': 'Destek talepleri', 'Platform support': 'Platform desteği', 'Platform support tickets': 'Platform destek talepleri' } },
};
