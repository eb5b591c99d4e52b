import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nResources } from '@portal/contracts';
import { browserLanguage, getStoredLanguage, isLanguage, LANGUAGES, storeLanguage, type Language } from '../languages/languages';
import { shellEn } from '../resources/en';
import { shellTr } from '../resources/tr';
import { routeTitlesTr } from '../resources/route-titles';
import { COMMON_LABELS_TR } from '../resources/common-labels';
import { notificationsEn, notificationsTr } from '../resources/notifications';

/** Namespace of the shell's texts; remotes add their own and fall back to this one. */
export const SHELL_NAMESPACE = 'shell';

// One instance for the whole page: @portal/i18n is a federation singleton, so host and remotes share it.
let instance: i18n | null = null;

function remember(language: string): void {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Creates the portal's i18next instance (wired to react-i18next), or returns the existing one,
 * switching it to `language` when given. The language is the argument, else the remembered one, else the
 * browser's (a Turkish browser meets a Turkish sign-in page, issue 16), else en.
 */
export function createPortalI18n(language?: Language): i18n {
  if (instance) {
    if (language && instance.language !== language) void instance.changeLanguage(language);
    return instance;
  }
  const created = createInstance();
  created.use(initReactI18next);
  created.on('languageChanged', remember);
  void created.init({
    lng: language ?? getStoredLanguage() ?? browserLanguage() ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    fallbackNS: SHELL_NAMESPACE,
    resources: {
      en: { [SHELL_NAMESPACE]: { ...shellEn, ...notificationsEn } },
      tr: { [SHELL_NAMESPACE]: { ...COMMON_LABELS_TR, ...routeTitlesTr, ...shellTr, ...notificationsTr } },
    },
    // Keys are English sentences: dots and colons in them are text, not structure.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false, // resources are bundled: ready synchronously
    react: { useSuspense: false },
  });
  instance = created;
  return created;
}

/** The portal's i18next instance (created with the remembered language on first use). */
export function portalI18n(): i18n {
  return instance ?? createPortalI18n();
}

/** The instance if it exists, without creating it (for plain functions that may run before start-up). */
export function existingPortalI18n(): i18n | null {
  return instance;
}

/** Adds a remote's texts (language -> namespace -> key -> text), merging over what is there. */
export function addRemoteResources(resources: I18nResources): void {
  const target = portalI18n();
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, texts] of Object.entries(namespaces)) {
      target.addResourceBundle(language, namespace, texts, true, true);
    }
  }
}
