import { Suspense, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { IdentityPageRedirect } from './IdentityPageRedirect';
import { LoginCallbackPage } from './LoginCallbackPage';
import { LoginPage } from './LoginPage';
import { LogoutCallbackPage } from './LogoutCallbackPage';

/** The spinner while a message page loads, labelled in the user's language. */
function AuthPageLoading() {
  const { t } = useShellTranslation();
  return <FullPageSpin label={t(SHELL_TEXTS.loading)} />;
}

/** A message page whose code loads when it is first shown, a spinner meanwhile. */
function lazyAuthPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<AuthPageLoading />}>
      <Page />
    </Suspense>
  );
}

/**
 * /authentication/*: the host's own pages, reachable signed out. The sign-in and callback pages are part of
 * every start; the message pages (signed out, sign-in failed, logout not initiated, unauthorized) and their
 * frame load when shown, so they weigh nothing in the signed-in shell's start-up JavaScript (issue 14 guard).
 */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'login-callback', element: <LoginCallbackPage /> },
  { path: 'login-failed', element: lazyAuthPage(async () => (await import('./LoginFailedPage')).LoginFailedPage) },
  { path: 'profile', element: <IdentityPageRedirect page="manage" /> },
  { path: 'register', element: <IdentityPageRedirect page="register" /> },
  { path: 'logout', element: lazyAuthPage(async () => (await import('./LogoutPage')).LogoutPage) },
  { path: 'logged-out', element: lazyAuthPage(async () => (await import('./LoggedOutPage')).LoggedOutPage) },
  { path: 'logout-callback', element: <LogoutCallbackPage /> },
  { path: 'unauthorized', element: lazyAuthPage(async () => (await import('./UnauthorizedPage')).UnauthorizedPage) },
];
