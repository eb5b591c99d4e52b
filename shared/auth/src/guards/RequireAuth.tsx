import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LOGIN_PATH } from '@portal/contracts';
import { useAuth } from '../context/use-auth';
// The file, not the barrel: @portal/auth's node-side users (tests, @portal/testing) must not load the barrel's
// sanitiser and antd pages. Builds rewrite barrel imports to this same file (ADR 0048).
import { PageLoading } from '@portal/ui/src/layout/PageLoading';
import { useCurrentPath, withReturnUrl } from './with-return-url';

/** Signed-in users pass; others go to the login page with a returnUrl. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const current = useCurrentPath();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out') return <Navigate to={withReturnUrl(LOGIN_PATH, current)} replace />;
  return <>{children}</>;
}
