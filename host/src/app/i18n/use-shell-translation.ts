import { useTranslation } from 'react-i18next';
import { portalI18n, SHELL_NAMESPACE } from '@portal/i18n';

/** The shell's texts from the portal's one i18next instance. */
export function useShellTranslation() {
  return useTranslation(SHELL_NAMESPACE, { i18n: portalI18n() });
}
