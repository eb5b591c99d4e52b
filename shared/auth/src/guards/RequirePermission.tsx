import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LOGIN_PATH, UNAUTHORIZED_PATH, type ProfileUserType } from '@portal/contracts';
import { useAuth } from '../context/use-auth';
import { usePermissions } from '../user-context/use-permissions';
import { CenteredSpin } from './CenteredSpin';
import { useCurrentPath, withReturnUrl } from './with-return-url';

export interface RequirePermissionProps {
  /** Any one is enough (entries may be comma-separated); empty: no permission needed. */
  permissions?: string[];
  /** Only these profile user types may enter; empty or absent: any. */
  userTypes?: ProfileUserType[];
  redirectTo?: string;
  children?: ReactNode;
}

/** Waits for the user context, then lets the user in or redirects with a returnUrl. */
export function RequirePermission({ permissions = [], userTypes, redirectTo = UNAUTHORIZED_PATH, children }: RequirePermissionProps) {
  const { status, user } = useAuth();
  const { hasAny, isLoading } = usePermissions();
  const current = useCurrentPath();

  if (status === 'loading' || (status === 'signed-in' && isLoading)) return <CenteredSpin />;
  if (status === 'signed-out' || !user) return <Navigate to={withReturnUrl(LOGIN_PATH, current)} replace />;

  const typeAllowed = !userTypes || userTypes.length === 0 || userTypes.includes(user.profile);
  if (!typeAllowed || !hasAny(permissions)) return <Navigate to={withReturnUrl(redirectTo, current)} replace />;
  return <>{children}</>;
}
