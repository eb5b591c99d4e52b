import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';

export const SUPPORT_NAMESPACE = 'support';

/** The remote's texts through the portal's one i18next instance (keys are the English texts). */
export function useSupportTranslation() {
  return useTranslation(SUPPORT_NAMESPACE, { i18n: portalI18n() });
}
