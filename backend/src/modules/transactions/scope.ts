import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { OTHER_TENANT, isPlatform } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';

/** Whose rows a call may answer: one tenant's, or one merchant's. */
export type TransactionScope = { tenantId: string } | { merchantId: string };

/**
 * Tenant side: CRM users see their own tenant (from the token's subject; another tenantId is refused);
 * platform users must name the tenant the operator picked (spec part 1 section 6).
 */
export async function tenantSideScope(db: Db, principal: Principal, requested: string | undefined): Promise<TransactionScope> {
  if (!isPlatform(principal)) {
    const own = principal.user.tenantId;
    if (!own) throw badRequest('Your account does not belong to a tenant');
    if (requested && requested !== own) throw forbidden(OTHER_TENANT);
    return { tenantId: own };
  }
  if (!requested) throw badRequest('tenantId is required: pick a tenant first');
  if (!isUuid(requested)) throw badRequest('tenantId is not a tenant id');
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, requested));
  if (!tenant) throw notFound('Tenant not found');
  return { tenantId: tenant.id };
}

/** Merchant side: the caller's own merchant, always from the token's subject. */
export function merchantSideScope(principal: Principal): TransactionScope {
  const own = principal.user.merchantId;
  if (!own) throw badRequest('Your account does not belong to a merchant');
  return { merchantId: own };
}
