import { LOCAL_STORAGE_KEYS } from '@portal/contracts';

/** Languages offered (spec part 1 section 1). */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function getStoredLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(LOCAL_STORAGE_KEYS.language);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages the portal speaks (before a choice is remembered or a profile read). */
export function browserLanguage(): Language | null {
  if (typeof navigator === 'undefined') return null;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const language = tag?.slice(0, 2).toLowerCase();
    if (isLanguage(language)) return language;
  }
  return null;
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.language, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
