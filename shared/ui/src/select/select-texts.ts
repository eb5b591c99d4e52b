import { useTranslation } from 'react-i18next';
import { addRemoteResources, portalI18n } from '@portal/i18n';

/** i18n namespace of the portal's select; keys are the English texts. */
export const SELECT_NAMESPACE = 'select';

export const SELECT_TEXTS = {
  /** The clear button's name (antd's select names it "Clear" in English whatever the language). */
  clear: 'Clear',
} as const;

const tr: Record<string, string> = { [SELECT_TEXTS.clear]: 'Temizle' };

let registered = false;

/** The select's texts through the portal's one i18next instance (registered on first use). */
export function useSelectTranslation() {
  const i18n = portalI18n();
  if (!registered) {
    addRemoteResources({ en: { [SELECT_NAMESPACE]: { [SELECT_TEXTS.clear]: SELECT_TEXTS.clear } }, tr: { [SELECT_NAMESPACE]: tr } });
    registered = true;
  }
  return useTranslation(SELECT_NAMESPACE, { i18n });
}
