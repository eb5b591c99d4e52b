import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams, type RouteObject } from 'react-router';
import { defaultLandingPath, safeReturnUrl, useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';

/** Runs once per mount, also under StrictMode (a sign-in redirect must not start twice). */
function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function Login() {
  const { service } = useAuth();
  const [params] = useSearchParams();
  useOnce(() => void service.signIn(safeReturnUrl(params.get('returnUrl')) ?? undefined));
  return <FullPageSpin label={SHELL_TEXTS.signingIn} />;
}

function LoginCallback() {
  const { service } = useAuth();
  const navigate = useNavigate();
  useOnce(() => {
    service
      .completeSignIn(window.location.href)
      .then(({ returnUrl }) => navigate(safeReturnUrl(returnUrl) ?? defaultLandingPath(service.getSnapshot().user?.profile ?? null), { replace: true }))
      .catch((error: unknown) => navigate(`/authentication/login-failed?message=${encodeURIComponent(String(error))}`, { replace: true }));
  });
  return <FullPageSpin label={SHELL_TEXTS.signingIn} />;
}

function LogoutCallback() {
  const { service } = useAuth();
  const navigate = useNavigate();
  useOnce(() => void service.completeSignOut(window.location.href).finally(() => navigate('/authentication/logged-out', { replace: true })));
  return <FullPageSpin label={SHELL_TEXTS.signingOut} />;
}

function Message({ title, status = 'info' }: { title: string; status?: 'info' | 'error' | 'success' | '403' }) {
  return (
    <Result
      status={status}
      title={title}
      extra={
        <Link to="/authentication/login">
          <Button type="primary">{SHELL_TEXTS.login}</Button>
        </Link>
      }
    />
  );
}

function LoginFailed() {
  const [params] = useSearchParams();
  return <Message status="error" title={`There was an error signing in. Error: ${params.get('message') ?? ''}`} />;
}

/** The few authentication pages a remote needs to run alone (the host has the full set). */
export const devAuthRoutes: RouteObject[] = [
  { path: 'login', element: <Login /> },
  { path: 'login-callback', element: <LoginCallback /> },
  { path: 'logout-callback', element: <LogoutCallback /> },
  { path: 'login-failed', element: <LoginFailed /> },
  { path: 'logged-out', element: <Message status="success" title={SHELL_TEXTS.loggedOut} /> },
  { path: 'unauthorized', element: <Message status="403" title={SHELL_TEXTS.unauthorized} /> },
  { path: '*', element: <Message title="This page exists in the host only." /> },
];
