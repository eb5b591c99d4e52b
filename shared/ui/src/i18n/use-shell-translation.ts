import { useTranslation } from 'react-i18next';
import { portalI18n, SHELL_NAMESPACE } from '@portal/i18n';

/** The shell texts through the portal's one i18next instance (created on first use if the host has not yet). */
export function useShellTranslation() {
  return useTranslation(SHELL_NAMESPACE, { i18n: portalI18n() });
}
