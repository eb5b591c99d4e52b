import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';

export const CRM_NAMESPACE = 'crm';

/** The remote's texts through the portal's one i18next instance (keys are the English texts). */
export function useCrmTranslation() {
  return useTranslation(CRM_NAMESPACE, { i18n: portalI18n() });
}
