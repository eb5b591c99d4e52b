import type { I18nResources } from '@portal/contracts';
import { T } from './texts';
import { DOMAIN_NAMES_TR } from './domain-names';
import { supportTr } from './tr';
import { SUPPORT_NAMESPACE } from './use-support-translation';

const supportEn: Record<string, string> = Object.fromEntries(Object.values(T).map((text) => [text, text]));

/** This remote's texts (namespace "support"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { [SUPPORT_NAMESPACE]: { ...supportEn, areaName: 'Support' } },
  tr: { [SUPPORT_NAMESPACE]: { ...supportTr, ...DOMAIN_NAMES_TR, areaName: 'Destek', Support: 'Destek', 'Support tickets': 'Destek talepleri', 'Platform support': 'Platform desteği', 'Platform support tickets': 'Platform destek talepleri' } },
};
