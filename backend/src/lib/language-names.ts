/** Each portal language's name in itself (the sign-in pages' switch, a documentation page's language in a message). */
export const LANGUAGE_NAMES: Record<'en' | 'tr', string> = { en: 'English', tr: 'Türkçe' };
