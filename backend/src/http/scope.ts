import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { isUuid } from '../lib/ids';
import type { Principal } from '../modules/users/repository';
import { badRequest, forbidden, notFound } from './errors';

/**
 * The one scope resolver of the backend (ADR 0015): whose rows a call may read, always from the token's
 * subject, never from what the caller claims. Merchants see their merchant, tenant staff their tenant,
 * platform staff the tenant(s) they pick (spec part 1 section 6).
 */

export const OTHER_TENANT = "You cannot access another tenant's data";
export const PICK_A_TENANT = 'tenantId is required: pick a tenant first';

export const isPlatform = (p: Principal): boolean => p.user.userType === 'platform';

export type Scope =
  | { kind: 'merchant'; tenantId: string; merchantId: string }
  | { kind: 'tenant'; tenantId: string }
  /** tenantIds undefined = every tenant. */
  | { kind: 'platform'; tenantIds: string[] | undefined };

export interface ScopeRequest {
  /** One tenant asked for (the tenantId parameter). */
  tenantId?: string;
  /** Platform staff only: several tenants (none = every tenant unless tenantRequired). */
  tenantIds?: string[];
  /** Platform staff must name one tenant (tenant-side calls built for one tenant). */
  tenantRequired?: boolean;
}

/** The caller's own tenant; asking for another one is refused (403), having none is a 400. */
function ownTenant(principal: Principal, requested: string | undefined): string {
  const own = principal.user.tenantId;
  if (!own) throw badRequest('Your account does not belong to a tenant');
  if (requested && requested !== own) throw forbidden(OTHER_TENANT);
  return own;
}

async function existingTenants(db: Db, ids: string[]): Promise<string[]> {
  if (ids.some((id) => !isUuid(id))) throw badRequest('tenantId is not a tenant id');
  const unique = [...new Set(ids)];
  const found = await db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, unique));
  if (found.length !== unique.length) throw notFound('Tenant not found');
  return unique;
}

export async function resolveScope(db: Db, principal: Principal, want: ScopeRequest = {}): Promise<Scope> {
  const { user } = principal;
  if (user.userType === 'merchant') {
    const tenantId = ownTenant(principal, want.tenantId);
    if (!user.merchantId) throw badRequest('Your account does not belong to a merchant');
    return { kind: 'merchant', tenantId, merchantId: user.merchantId };
  }
  if (!isPlatform(principal)) {
    if (want.tenantIds?.some((id) => id !== user.tenantId)) throw forbidden(OTHER_TENANT);
    return { kind: 'tenant', tenantId: ownTenant(principal, want.tenantId) };
  }
  const asked = [...(want.tenantId ? [want.tenantId] : []), ...(want.tenantIds ?? [])];
  if (want.tenantRequired) {
    if (!want.tenantId) throw badRequest(PICK_A_TENANT);
    const [tenantId] = await existingTenants(db, [want.tenantId]);
    return { kind: 'tenant', tenantId: tenantId! };
  }
  return { kind: 'platform', tenantIds: asked.length ? await existingTenants(db, asked) : undefined };
}

/** Platform staff reach every tenant; everybody else only their own (from the token's subject). */
export function assertTenantAccess(principal: Principal, tenantId: string): void {
  if (isPlatform(principal)) return;
  ownTenant(principal, tenantId);
}

/**
 * The tenant a list is limited to, for lists that need no database check: the caller's own, or for
 * platform staff the optional tenantId parameter (undefined = every tenant).
 */
export function tenantScope(principal: Principal, requested?: string): string | undefined {
  if (isPlatform(principal)) return requested || undefined;
  return ownTenant(principal, requested);
}
