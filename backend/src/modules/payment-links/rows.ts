import { randomBytes } from 'node:crypto';
import { PAYMENT_LINK_LIMITS, type PaymentLinkRow, type PaymentLinkStatus } from '@portal/contracts';
import type { paymentLinks } from '../../db/schema';

export type LinkRecord = typeof paymentLinks.$inferSelect;

/** base64url of 24 random bytes (192 bits): the page's address cannot be guessed or enumerated. */
export const newLinkToken = (): string => randomBytes(PAYMENT_LINK_LIMITS.tokenBytes).toString('base64url');

/** The public page's address on the portal's origin. */
export const payUrl = (origin: string, token: string): string => `${origin}/pay/${token}`;

/** Inactive first (the merchant's word), then used up, then expired. */
export function linkStatus(row: Pick<LinkRecord, 'active' | 'uses' | 'maxUses' | 'expiresAt'>, now: Date): PaymentLinkStatus {
  if (!row.active) return 'Inactive';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'UsedUp';
  if (row.expiresAt && row.expiresAt <= now) return 'Expired';
  return 'Active';
}

export function linkRow(row: LinkRecord, origin: string, now: Date): PaymentLinkRow {
  return {
    id: row.id, tenantId: row.tenantId, merchantId: row.merchantId, mode: row.mode as 'Test' | 'Live', websiteId: row.websiteId,
    amountType: row.amountType as PaymentLinkRow['amountType'], amount: row.amount, minAmount: row.minAmount, maxAmount: row.maxAmount,
    currency: row.currency, description: row.description, expiresAt: row.expiresAt?.toISOString() ?? null, maxUses: row.maxUses, uses: row.uses,
    active: row.active, status: linkStatus(row, now), token: row.token, url: payUrl(origin, row.token),
    lastPaidAt: row.lastPaidAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}
