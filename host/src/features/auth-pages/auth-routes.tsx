import type { RouteObject } from 'react-router';
import { IdentityPageRedirect } from './IdentityPageRedirect';
import { LoggedOutPage } from './LoggedOutPage';
import { LoginCallbackPage } from './LoginCallbackPage';
import { LoginFailedPage } from './LoginFailedPage';
import { LoginPage } from './LoginPage';
import { LogoutCallbackPage } from './LogoutCallbackPage';
import { LogoutPage } from './LogoutPage';
import { UnauthorizedPage } from './UnauthorizedPage';

/** /authentication/*: the host's own pages, reachable signed out. */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'login-callback', element: <LoginCallbackPage /> },
  { path: 'login-failed', element: <LoginFailedPage /> },
  { path: 'profile', element: <IdentityPageRedirect page="manage" /> },
  { path: 'register', element: <IdentityPageRedirect page="register" /> },
  { path: 'logout', element: <LogoutPage /> },
  { path: 'logged-out', element: <LoggedOutPage /> },
  { path: 'logout-callback', element: <LogoutCallbackPage /> },
  { path: 'unauthorized', element: <UnauthorizedPage /> },
];
