import { useNavigate, useSearchParams } from 'react-router';
import { defaultLandingPath, safeReturnUrl, useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { loginFailedPath } from './auth-paths';
import { useRunOnce } from './use-run-once';

/** Starts the sign-in redirect, carrying the (checked) returnUrl; a signed-in user goes straight on. */
export function LoginPage() {
  const { t } = useShellTranslation();
  const { status, user, service } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));

  useRunOnce(() => {
    if (status === 'signed-in') {
      navigate(returnUrl ?? defaultLandingPath(user?.profile ?? null), { replace: true });
      return;
    }
    service.signIn(returnUrl ?? undefined).catch((error: unknown) => navigate(loginFailedPath(error), { replace: true }));
  });
  return <FullPageSpin label={t(SHELL_TEXTS.signingIn)} />;
}
