import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currencies, feeReceivers, paymentMethods, transactionFees } from '../../../db/schema';
import type { ApiDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../../http/resource-routes';
import { FEE_MESSAGES, FEE_RECEIVERS, FEES_PERMISSION } from '@portal/contracts';
import { fill, tenantSettingsAccess } from '../tenant-settings-access';

type FeeReceiverRow = typeof feeReceivers.$inferSelect;
type FeeReceiverBody = {
  feeType: string; receiver: string; partnerName?: string | null; paymentMethod?: string | null; currency?: string | null;
  basisPoints: number; fixedAmount: number; isActive: boolean;
};

const access = tenantSettingsAccess(FEES_PERMISSION);

const toRow = (r: FeeReceiverRow) => ({
  id: r.id, tenantId: r.tenantId, mode: r.mode, feeType: r.feeType, receiver: r.receiver, partnerName: r.partnerName,
  paymentMethod: r.paymentMethod, currency: r.currency, basisPoints: r.basisPoints, fixedAmount: r.fixedAmount,
  isActive: r.isActive, updatedAt: r.updatedAt.toISOString(),
}) as never;

/** The checks the body schema cannot make: a partner is named (only then), a rule charges something, references exist. */
async function toValues(body: FeeReceiverBody, call: ResourceCall) {
  const partnerName = body.partnerName?.trim() || null;
  if (body.receiver === 'Partner' && !partnerName) throw badRequest(FEE_MESSAGES.partnerName);
  if (body.receiver !== 'Partner' && partnerName) throw badRequest(FEE_MESSAGES.noPartnerName);
  if (body.basisPoints === 0 && body.fixedAmount === 0) throw badRequest(FEE_MESSAGES.nothing);
  if (body.currency) {
    const [known] = await call.db.select({ id: currencies.id }).from(currencies).where(and(eq(currencies.code, body.currency), eq(currencies.isActive, true)));
    if (!known) throw badRequest(fill(FEE_MESSAGES.currency, { currency: body.currency }));
  }
  if (body.paymentMethod) {
    const [known] = await call.db.select({ id: paymentMethods.id }).from(paymentMethods).where(and(eq(paymentMethods.id, body.paymentMethod), eq(paymentMethods.isActive, true)));
    if (!known) throw badRequest(fill(FEE_MESSAGES.method, { method: body.paymentMethod }));
  }
  return {
    feeType: body.feeType, receiver: body.receiver, partnerName, paymentMethod: body.paymentMethod || null, currency: body.currency || null,
    basisPoints: body.basisPoints, fixedAmount: body.fixedAmount, isActive: body.isActive, updatedAt: new Date(),
  };
}

/** Fee receivers (ADR 0066): a tenant's rules per mode; a rule that posted fees is deactivated, never deleted. */
export function feeReceiverRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: feeReceivers.tenantId, mode: feeReceivers.mode };
  listRoute(app, deps, FEE_RECEIVERS, {
    access, table: feeReceivers, owner,
    columns: { id: feeReceivers.id, feeType: feeReceivers.feeType, receiver: feeReceivers.receiver, partnerName: feeReceivers.partnerName, isActive: feeReceivers.isActive, updatedAt: feeReceivers.updatedAt },
    toRow: (r: FeeReceiverRow) => toRow(r),
  });
  crudRoutes(app, deps, FEE_RECEIVERS, {
    access, table: feeReceivers, owner, columns: { id: feeReceivers.id },
    toRow: (r: FeeReceiverRow) => toRow(r),
    toValues: (body, call) => toValues(body as FeeReceiverBody, call),
    inUse: async (id, call) => {
      const [posted] = await call.db.select({ n: count() }).from(transactionFees).where(eq(transactionFees.feeReceiverId, id));
      return posted && posted.n > 0 ? fill(FEE_MESSAGES.inUse, { count: posted.n }) : null;
    },
  });
}
