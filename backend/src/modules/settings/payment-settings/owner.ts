import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { isUuid } from '../../../lib/ids';
import type { Principal } from '../../users/repository';
import { PAYMENT_SETTINGS_PERMISSIONS } from './contracts';

/** Whose payment settings a call reads or changes: always one merchant. */
export interface Owner {
  tenantId: string;
  merchantId: string;
}

export const PICK_A_MERCHANT = 'merchantId is required: pick a merchant first';

/**
 * The merchant a call acts for, from the token: a merchant user's own (with the page's permission), or the merchant
 * tenant staff picked (their tenant's only, with the tenant-staff permission; another tenant's merchant is 404).
 */
export async function ownerOf(db: Db, principal: Principal, permission: string, merchantId: string | undefined): Promise<Owner> {
  const { user } = principal;
  if (user.userType === 'merchant') {
    if (!principal.permissions.has(permission)) throw forbidden('You do not have the permission this resource needs');
    if (!user.merchantId || !user.tenantId) throw badRequest('Your account does not belong to a merchant');
    if (merchantId && merchantId !== user.merchantId) throw notFound('Merchant not found');
    return { tenantId: user.tenantId, merchantId: user.merchantId };
  }
  if (user.userType !== 'crm' || !user.tenantId) throw forbidden('Payment settings belong to a merchant: merchants and their tenant\'s staff manage them');
  if (!principal.permissions.has(PAYMENT_SETTINGS_PERMISSIONS.tenantStaff)) throw forbidden('You do not have the permission this resource needs');
  if (!merchantId) throw badRequest(PICK_A_MERCHANT);
  if (!isUuid(merchantId)) throw notFound('Merchant not found');
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(and(eq(merchants.id, merchantId), eq(merchants.tenantId, user.tenantId)));
  if (!row) throw notFound('Merchant not found');
  return { tenantId: user.tenantId, merchantId };
}
