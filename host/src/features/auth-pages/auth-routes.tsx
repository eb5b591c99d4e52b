import type { RouteObject } from 'react-router';
import { IdentityPageRedirect } from './IdentityPageRedirect';
import { LoginCallbackPage } from './LoginCallbackPage';
import { LoginPage } from './LoginPage';
import { LogoutCallbackPage } from './LogoutCallbackPage';

/**
 * /authentication/*: the host's own pages, reachable signed out. The sign-in and callback pages are part of
 * every start; the message pages (signed out, sign-in failed, logout not initiated, unauthorized) and their
 * frame load when shown, so they weigh nothing in the signed-in shell's start-up JavaScript (issue 14 guard).
 */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'login-callback', element: <LoginCallbackPage /> },
  { path: 'login-failed', lazy: async () => ({ Component: (await import('./LoginFailedPage')).LoginFailedPage }) },
  { path: 'profile', element: <IdentityPageRedirect page="manage" /> },
  { path: 'register', element: <IdentityPageRedirect page="register" /> },
  { path: 'logout', lazy: async () => ({ Component: (await import('./LogoutPage')).LogoutPage }) },
  { path: 'logged-out', lazy: async () => ({ Component: (await import('./LoggedOutPage')).LoggedOutPage }) },
  { path: 'logout-callback', element: <LogoutCallbackPage /> },
  { path: 'unauthorized', lazy: async () => ({ Component: (await import('./UnauthorizedPage')).UnauthorizedPage }) },
];
