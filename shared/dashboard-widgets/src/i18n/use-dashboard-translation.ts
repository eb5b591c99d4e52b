import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';

export const DASHBOARD_NAMESPACE = 'dashboard';

/** The remote's texts through the portal's one i18next instance (keys are the English texts). */
export function useDashboardTranslation() {
  return useTranslation(DASHBOARD_NAMESPACE, { i18n: portalI18n() });
}
