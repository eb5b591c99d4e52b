import { eq } from 'drizzle-orm';
import { BOARDING_PERMISSIONS as P } from '@portal/contracts';
import type { Access } from '../../http/api-route';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { inScope, scopeOf } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';

/** The merchant's own pages (section 6's boarding permissions). */
export const precheckAccess: Access = { userTypes: ['merchant'], anyPermission: [P.precheck] };
export const documentsAccess: Access = { userTypes: ['merchant'], anyPermission: [P.documents] };
/** Tenant staff: read with the customers' view or edit permission; review with edit. */
export const reviewReadAccess: Access = { userTypes: ['crm', 'platform'], anyPermission: [P.read, P.review] };
export const reviewAccess: Access = { userTypes: ['crm', 'platform'], anyPermission: [P.review] };
/** A document's file: the merchant's users with the documents permission, tenant staff who review. */
export const downloadAccess: Access = { userTypes: ['merchant', 'crm', 'platform'], anyPermission: [P.documents, P.read, P.review] };

export type MerchantRow = typeof merchants.$inferSelect;

/** The caller's own merchant (merchant users only). */
export function ownMerchantId(principal: Principal): string {
  if (!principal.user.merchantId) throw badRequest('Your account does not belong to a merchant');
  return principal.user.merchantId;
}

/** A merchant the caller's scope reaches (another tenant's, or outside a CRM user's merchant limits: 404). */
export async function reachMerchant(db: Db, principal: Principal, merchantId: string): Promise<MerchantRow> {
  const [row] = isUuid(merchantId) ? await db.select().from(merchants).where(eq(merchants.id, merchantId)) : [];
  if (!row || !inScope(scopeOf(principal), { tenantId: row.tenantId, merchantId: row.id })) throw notFound('Merchant: not found');
  return row;
}

export const fullName = (p: Principal) => `${p.user.firstName} ${p.user.lastName}`.trim();
