import { useNavigate } from 'react-router';
import { useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AUTH_PATHS } from './auth-paths';
import { useRunOnce } from './use-run-once';

/** The identity server returns here after sign-out; the local session ends either way. */
export function LogoutCallbackPage() {
  const { t } = useShellTranslation();
  const { service } = useAuth();
  const navigate = useNavigate();
  useRunOnce(() => {
    service
      .completeSignOut(window.location.href)
      .catch(() => undefined)
      .then(() => navigate(AUTH_PATHS.loggedOut, { replace: true }));
  });
  return <FullPageSpin label={t(SHELL_TEXTS.signingOut)} />;
}
