import { LOCAL_STORAGE_KEYS } from '@portal/contracts';

/** The portal does not sign in or out in popups (spec part 1 section 4: "popup (disabled)"). */
export const POPUP_DISABLED = true;

/** The sign-in and sign-out pages speak the portal's language (issue 16): passed as the standard `ui_locales`. */
export function portalLanguageParams(): { ui_locales?: string } {
  try {
    const language = window.localStorage.getItem(LOCAL_STORAGE_KEYS.language);
    return language === 'en' || language === 'tr' ? { ui_locales: language } : {};
  } catch {
    return {};
  }
}
