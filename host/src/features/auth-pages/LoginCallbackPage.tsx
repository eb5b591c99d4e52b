import { useNavigate } from 'react-router';
import { defaultLandingPath, safeReturnUrl, useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { loginFailedPath } from './auth-paths';
import { useRunOnce } from './use-run-once';

/**
 * Finishes the sign-in: the returnUrl is followed only when it is a same-origin path, else the user's
 * default landing page applies (crm/dashboard for crm users, /dashboard for others). Failures go to login-failed.
 */
export function LoginCallbackPage() {
  const { t } = useShellTranslation();
  const { service } = useAuth();
  const navigate = useNavigate();

  useRunOnce(() => {
    service
      .completeSignIn(window.location.href)
      .then(({ returnUrl }) => {
        const user = service.getSnapshot().user;
        if (!user) throw new Error('The sign-in did not produce a user.');
        navigate(safeReturnUrl(returnUrl) ?? defaultLandingPath(user.profile), { replace: true });
      })
      .catch((error: unknown) => navigate(loginFailedPath(error), { replace: true }));
  });
  return <FullPageSpin label={t(SHELL_TEXTS.signingIn)} />;
}
