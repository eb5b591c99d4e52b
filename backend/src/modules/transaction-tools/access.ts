import type { Db } from '../../db/client';
import { checkAccess } from '../../http/api-route';
import { resolveScope, type Scope } from '../../http/scope';
import { TRANSACTION_LOOKUP_PERMISSIONS } from '@portal/contracts';
import type { Principal } from '../users/repository';

/**
 * Who may use a tenant tool, and on whose rows: tenant staff holding the tool's own permission, on their
 * tenant (naming another: 403); platform staff holding the platform lookup, on the one tenant they pick
 * (400 without it). Everything else the one scope resolver decides (ADR 0015).
 */
export async function toolScope(db: Db, principal: Principal, permission: string, tenantId: string | undefined): Promise<Scope> {
  const platform = principal.user.userType === 'platform';
  checkAccess(principal, { userTypes: ['crm', 'platform'], anyPermission: [platform ? TRANSACTION_LOOKUP_PERMISSIONS.platform.lookup : permission] });
  return resolveScope(db, principal, { tenantId, tenantRequired: true });
}
