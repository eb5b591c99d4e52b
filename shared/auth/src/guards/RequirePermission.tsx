import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LOGIN_PATH, UNAUTHORIZED_PATH, decideAccess, type AccessRule, type ProfileUserType } from '@portal/contracts';
import { useAuth } from '../context/use-auth';
import { usePermissions } from '../user-context/use-permissions';
import { useUserContext } from '../user-context/user-context-query';
// The file, not the barrel: @portal/auth's node-side users (tests, @portal/testing) must not load the barrel's
// sanitiser and antd pages. Builds rewrite barrel imports to this same file (ADR 0048).
import { PageLoading } from '@portal/ui/src/layout/PageLoading';
import { useCurrentPath, withReturnUrl } from './with-return-url';

export interface RequirePermissionProps {
  /** Any one is enough (entries may be comma-separated); empty: no permission needed. */
  permissions?: string[];
  /** Only these profile user types may enter; empty or absent: any. */
  userTypes?: ProfileUserType[];
  /** Only a user acting for a merchant (a merchant id in the user context) may enter. */
  requiresMerchant?: boolean;
  redirectTo?: string;
  /** The guards of the area roots above the route, checked first (ADR 0076). */
  areaRules?: readonly AccessRule[];
  children?: ReactNode;
}

/** Waits for the user context, then lets the user in or redirects with a returnUrl. */
export function RequirePermission({
  permissions = [], userTypes, requiresMerchant, redirectTo = UNAUTHORIZED_PATH, areaRules = [], children,
}: RequirePermissionProps) {
  const { status, user } = useAuth();
  const { permissions: held, isLoading } = usePermissions();
  const { data } = useUserContext();
  const current = useCurrentPath();

  if (status === 'loading' || (status === 'signed-in' && isLoading)) return <PageLoading />;
  if (status === 'signed-out' || !user) return <Navigate to={withReturnUrl(LOGIN_PATH, current)} replace />;

  const own: AccessRule = { permissions, userTypes, requiresMerchant, redirectTo };
  const decision = decideAccess([...areaRules, own], {
    profile: user.profile, permissions: held, merchantId: data?.user.merchantId, processingStatus: data?.user.merchant?.processingStatus,
  });
  if (!decision.allowed) return <Navigate to={withReturnUrl(decision.redirectTo, current)} replace />;
  return <>{children}</>;
}
