import { defaultLandingPath, useAuth, usePermissions, useUserContext } from '@portal/auth';
import type { CurrentUser, ProfileUserType } from '@portal/contracts';

export interface ShellUser {
  profile: ProfileUserType | undefined;
  merchantId: string | null | undefined;
  permissions: string[];
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
  landingPath: string;
  isLoading: boolean;
  error: unknown;
  /** The full user context once loaded. */
  current?: CurrentUser;
}

/** What the shell shows about the signed-in user: the sign-in profile plus the user context. */
export function useShellUser(): ShellUser {
  const { user } = useAuth();
  const context = useUserContext();
  const { permissions, isLoading } = usePermissions();
  const current = context.data?.user;
  return {
    profile: user?.profile,
    merchantId: current?.merchantId,
    permissions: [...permissions],
    firstName: current?.firstName,
    lastName: current?.lastName,
    name: user?.name,
    email: current?.email ?? user?.email,
    landingPath: defaultLandingPath(user?.profile ?? null),
    isLoading,
    error: context.error,
    current,
  };
}
