import { auditActionName } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';

/** An audit event's action as the page names it: in the reader's language, or its machine name when it has none. */
export function useAuditActionName(): (action: string) => string {
  const { i18n } = useTranslation(undefined, { i18n: portalI18n() });
  const language = i18n.language;
  // Stable while the language stays: the list memoises its columns on it.
  return useCallback((action: string) => auditActionName(action, language) ?? action, [language]);
}
