import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';

/**
 * A name as the reader's language shows it, from a contracts rule of (value, language): the seeded CRM names, the
 * audit log's actions and targets. Stable while the language stays: lists memoise their columns on it.
 */
export function useInReaderLanguage<Name>(nameIn: (value: string, language: string) => Name): (value: string) => Name {
  const { i18n } = useTranslation(undefined, { i18n: portalI18n() });
  const language = i18n.language;
  return useCallback((value: string) => nameIn(value, language), [nameIn, language]);
}
