import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { checkSignInResult, defaultLandingPath, safeReturnUrl, useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { loginFailedPath } from './auth-paths';

/**
 * Starts the sign-in redirect carrying the (checked) returnUrl. It waits until the stored session is
 * known: a user who is already signed in goes straight to the returnUrl or the landing page.
 */
export function LoginPage() {
  const { t } = useShellTranslation();
  const { status, user, service } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const started = useRef(false);

  useEffect(() => {
    if (status === 'loading' || started.current) return;
    started.current = true; // once, also under StrictMode's double effects
    if (status === 'signed-in') {
      navigate(returnUrl ?? defaultLandingPath(user?.profile ?? null), { replace: true });
      return;
    }
    // Silent, then popup (disabled), then redirect: Success lands here, Redirect leaves, Fail reports.
    service
      .signIn(returnUrl ?? undefined)
      .then((outcome) => {
        if (outcome === undefined) return; // a service without the chain has started its redirect
        const result = checkSignInResult(outcome);
        if (result.status === 'Success') {
          const signedIn = service.getSnapshot().user;
          navigate(safeReturnUrl(result.returnUrl) ?? defaultLandingPath(signedIn?.profile ?? null), { replace: true });
        } else if (result.status === 'Fail') {
          navigate(loginFailedPath(result.message), { replace: true });
        }
      })
      .catch((error: unknown) => navigate(loginFailedPath(error), { replace: true }));
  }, [status, user, service, returnUrl, navigate]);

  return <FullPageSpin label={t(SHELL_TEXTS.signingIn)} />;
}
