import { useTranslation } from 'react-i18next';
import { addRemoteResources, portalI18n, textTables } from '@portal/i18n';
import type { I18nResources } from '@portal/contracts';

/**
 * A CRM feature's texts (keys are the English texts; `turkish` the same keys): registered when the feature's module
 * loads, not with the remote, so the remote's first visit stays within its budget (the simple area's 60 KB,
 * scripts/lib/shell-budget.mjs; ADR 0092). Answers the resources and the feature's translation hook.
 */
export function featureTexts<K extends string>(namespace: string, english: Readonly<Record<K, string>>, turkish: Readonly<Record<K, string>>) {
  const tables = textTables(english, turkish);
  const resources: I18nResources = { en: { [namespace]: tables.en }, tr: { [namespace]: tables.tr } };
  addRemoteResources(resources);
  return { resources, useTexts: () => useTranslation(namespace, { i18n: portalI18n() }) };
}
