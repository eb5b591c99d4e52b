import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LOGIN_PATH } from '@portal/contracts';
import { useAuth } from '../context/use-auth';
import { CenteredSpin } from './CenteredSpin';
import { useCurrentPath, withReturnUrl } from './with-return-url';

/** Signed-in users pass; others go to the login page with a returnUrl. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const current = useCurrentPath();
  if (status === 'loading') return <CenteredSpin />;
  if (status === 'signed-out') return <Navigate to={withReturnUrl(LOGIN_PATH, current)} replace />;
  return <>{children}</>;
}
