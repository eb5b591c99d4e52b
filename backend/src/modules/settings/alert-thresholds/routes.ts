import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { declinePendingRatioAlerts, declinePendingRatioThresholds, merchants } from '../../../db/schema';
import type { ApiDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../../http/resource-routes';
import { DECLINE_PENDING_RATIO_PERMISSION, DECLINE_PENDING_RATIO_THRESHOLDS, RATIO_MESSAGES } from '@portal/contracts';
import { fill, tenantSettingsAccess } from '../tenant-settings-access';

type ThresholdRow = typeof declinePendingRatioThresholds.$inferSelect;
type ThresholdBody = {
  merchantId: string | null; declinedPercent: number | null; pendingPercent: number | null; windowMinutes: number; minimumPayments: number; isActive: boolean;
};

const access = tenantSettingsAccess(DECLINE_PENDING_RATIO_PERMISSION);

const toRow = (r: ThresholdRow) => ({
  id: r.id, tenantId: r.tenantId, merchantId: r.merchantId, declinedPercent: r.declinedPercent, pendingPercent: r.pendingPercent,
  windowMinutes: r.windowMinutes, minimumPayments: r.minimumPayments, isActive: r.isActive, updatedAt: r.updatedAt.toISOString(),
}) as never;

/** The tenant a change is for: the scope's, or the existing row's (platform staff editing a picked tenant's row). */
const tenantOf = (call: ResourceCall, existing: ThresholdRow | null): string | undefined =>
  existing?.tenantId ?? (call.scope.kind === 'tenant' || call.scope.kind === 'merchant' ? call.scope.tenantId : undefined);

async function toValues(body: ThresholdBody, call: ResourceCall, existing: ThresholdRow | null) {
  if (body.declinedPercent === null && body.pendingPercent === null) throw badRequest(RATIO_MESSAGES.nothing);
  if (body.merchantId) {
    const [merchant] = await call.db.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, body.merchantId));
    if (!merchant || merchant.tenantId !== tenantOf(call, existing)) throw notFound(RATIO_MESSAGES.merchant);
  }
  return {
    merchantId: body.merchantId, declinedPercent: body.declinedPercent, pendingPercent: body.pendingPercent, windowMinutes: body.windowMinutes,
    minimumPayments: body.minimumPayments, isActive: body.isActive, updatedAt: new Date(),
  };
}

/**
 * Decline pending ratio thresholds (ADR 0066): one tenant-wide and one per merchant at most (a second is a 409);
 * a threshold that raised alerts is deactivated, never deleted (its alerts name it).
 */
export function ratioThresholdRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const t = declinePendingRatioThresholds;
  const owner = { tenantId: t.tenantId };
  listRoute(app, deps, DECLINE_PENDING_RATIO_THRESHOLDS, {
    access, table: t, owner, columns: { id: t.id, merchantId: t.merchantId, isActive: t.isActive, updatedAt: t.updatedAt },
    toRow: (r: ThresholdRow) => toRow(r),
  });
  crudRoutes(app, deps, DECLINE_PENDING_RATIO_THRESHOLDS, {
    access, table: t, owner, columns: { id: t.id }, conflict: RATIO_MESSAGES.exists,
    toRow: (r: ThresholdRow) => toRow(r),
    toValues: (body, call, existing) => toValues(body as ThresholdBody, call, existing as ThresholdRow | null),
    inUse: async (id, call) => {
      const [raised] = await call.db.select({ n: count() }).from(declinePendingRatioAlerts).where(and(eq(declinePendingRatioAlerts.thresholdId, id)));
      return raised && raised.n > 0 ? fill(RATIO_MESSAGES.inUse, { count: raised.n }) : null;
    },
  });
}
