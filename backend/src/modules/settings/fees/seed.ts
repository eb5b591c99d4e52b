import type { Db } from '../../../db/client';
import { feeReceivers } from '../../../db/schema';
import { stableId } from '../../../lib/ids';

/**
 * Every seeded tenant's fee receivers, per mode (ADR 0066): the rates the money statements used before they
 * were settings, so the seeded fees are what they were: processing 1.40 % + 0.20 and the refund, chargeback
 * fees to the tenant; scheme 0.20 % + 0.01 and the payout fee to the platform.
 */
export const SEED_FEE_RECEIVERS: Array<{ feeType: string; receiver: 'Tenant' | 'Partner' | 'Platform'; basisPoints: number; fixedAmount: number }> = [
  { feeType: 'Processing', receiver: 'Tenant', basisPoints: 140, fixedAmount: 20 },
  { feeType: 'Scheme', receiver: 'Platform', basisPoints: 20, fixedAmount: 1 },
  { feeType: 'Refund', receiver: 'Tenant', basisPoints: 0, fixedAmount: 25 },
  { feeType: 'Chargeback', receiver: 'Tenant', basisPoints: 0, fixedAmount: 1500 },
  { feeType: 'Payout', receiver: 'Platform', basisPoints: 0, fixedAmount: 100 },
];

export async function seedFeeReceivers(db: Db, tenantIds: string[]): Promise<void> {
  const rows = tenantIds.flatMap((tenantId) => (['Test', 'Live'] as const).flatMap((mode) => SEED_FEE_RECEIVERS.map((r) => ({
    id: stableId(`fee-receiver:${tenantId}:${mode}:${r.feeType}:${r.receiver}`), tenantId, mode, ...r,
  }))));
  await db.insert(feeReceivers).values(rows).onConflictDoNothing();
}
