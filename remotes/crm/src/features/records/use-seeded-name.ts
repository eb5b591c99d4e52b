import { seededCrmNameIn } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';

/**
 * A CRM setting's shown name (lead status, pipeline, stage, activity set, activity): one the seed named reads in the
 * reader's language, one the tenant's staff set as they set it.
 */
export function useSeededName(): (name: string) => string {
  const { i18n } = useTranslation(undefined, { i18n: portalI18n() });
  const language = i18n.language;
  // Stable while the language stays: lists memoise their columns on it.
  return useCallback((name: string) => seededCrmNameIn(name, language), [language]);
}
