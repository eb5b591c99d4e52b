import type { ProfileUserType } from '@portal/contracts';
import { useAuth } from '@portal/auth';

/** Who is working tickets: a merchant (customer), tenant staff (crm) or platform staff. */
export type SupportScope = 'merchant' | 'tenant' | 'platform';

export function scopeOf(profile: ProfileUserType | null | undefined): SupportScope {
  if (profile === 'platform') return 'platform';
  if (profile === 'crm') return 'tenant';
  return 'merchant';
}

/** The signed-in user's support scope (from the sign-in profile claim). */
export function useSupportScope(): SupportScope {
  return scopeOf(useAuth().user?.profile);
}

/** Where this scope's ticket pages live. */
export const SCOPE_BASE: Record<SupportScope, string> = {
  merchant: '/merchant',
  tenant: '/tenant',
  platform: '/platform',
};
