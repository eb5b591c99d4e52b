/** The languages the server writes a reader's texts in (the portal's languages): notifications, exports. */
export const READER_LANGUAGES = ['en', 'tr'] as const;
export type ReaderLanguage = (typeof READER_LANGUAGES)[number];

const isReaderLanguage = (code: string | undefined): code is ReaderLanguage => (READER_LANGUAGES as readonly string[]).includes(code ?? '');

/** The reader's language: the portal's current one (Accept-Language, sent by the portal), else the profile's, else English. */
export function readerLanguage(acceptLanguage: string | undefined, profileLanguage: string | undefined): ReaderLanguage {
  const asked = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase().slice(0, 2));
  return asked.find(isReaderLanguage) ?? (isReaderLanguage(profileLanguage) ? profileLanguage : 'en');
}
