import { useTranslation } from 'react-i18next';
import type { I18nResources } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';

export const TRANSACTIONS_NAMESPACE = 'transactions';

/** Texts for this remote's namespace, English and Turkish: what a lazy page group adds when it loads (ADR 0115). */
export function transactionsTexts(en: Record<string, string>, tr: Record<string, string>): I18nResources {
  return { en: { [TRANSACTIONS_NAMESPACE]: en }, tr: { [TRANSACTIONS_NAMESPACE]: tr } };
}

/** The remote's texts through the portal's one i18next instance (keys are the English texts). */
export function useTransactionsTranslation() {
  return useTranslation(TRANSACTIONS_NAMESPACE, { i18n: portalI18n() });
}
