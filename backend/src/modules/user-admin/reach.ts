import type { UserKind } from '@portal/contracts';
import type { Principal } from '../users/repository';

/**
 * Whether the caller may administer this user at all: platform staff everyone; tenant staff their tenant's CRM and
 * merchant users; a merchant's administrator their merchant's users. Anyone else's user is not there for them (404).
 */
export function reaches(principal: Principal, kind: UserKind, target: { tenantId: string | null; merchantId: string | null }): boolean {
  const { user } = principal;
  if (user.userType === 'platform') return true;
  if (user.userType === 'crm') return kind !== 'platform' && !!user.tenantId && target.tenantId === user.tenantId;
  return kind === 'merchant' && !!user.merchantId && target.merchantId === user.merchantId;
}
