import type { Principal } from '../modules/users/repository';
import { badRequest, forbidden } from './errors';

export const OTHER_TENANT = "You cannot access another tenant's data";

export const isPlatform = (p: Principal): boolean => p.user.userType === 'platform';

/** Platform staff reach every tenant; everybody else only their own (from the token's subject). */
export function assertTenantAccess(principal: Principal, tenantId: string): void {
  if (isPlatform(principal)) return;
  if (principal.user.tenantId !== tenantId) throw forbidden(OTHER_TENANT);
}

/**
 * The tenant a list is limited to: the caller's own, or for platform staff the optional tenantId
 * parameter (undefined = every tenant). Asking for another tenant than one's own is refused.
 */
export function tenantScope(principal: Principal, requested?: string): string | undefined {
  if (isPlatform(principal)) return requested || undefined;
  const own = principal.user.tenantId;
  if (!own) throw badRequest('Your account does not belong to a tenant');
  if (requested && requested !== own) throw forbidden(OTHER_TENANT);
  return own;
}
