import type { Db } from '../../../db/client';
import { declinePendingRatioThresholds } from '../../../db/schema';
import { stableId } from '../../../lib/ids';

/**
 * Each demo tenant's tenant-wide threshold (ADR 0066): a customer's day alerts when a quarter of its payments
 * (at least 10) were declined, or a quarter still pending.
 */
export const SEED_RATIO_THRESHOLD = { declinedPercent: 25, pendingPercent: 25, windowMinutes: 1440, minimumPayments: 10 } as const;

export async function seedRatioThresholds(db: Db, tenantIds: string[]): Promise<void> {
  await db.insert(declinePendingRatioThresholds).values(tenantIds.map((tenantId) => ({
    id: stableId(`decline-pending-ratio:${tenantId}`), tenantId, merchantId: null, ...SEED_RATIO_THRESHOLD,
  }))).onConflictDoNothing();
}
