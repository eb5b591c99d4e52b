import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { billingSettings, currencies } from '../../../db/schema';
import type { ApiDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../../http/resource-routes';
import { BILLING_MESSAGES, BILLING_SETTINGS, BILLING_SETTINGS_PERMISSION } from '@portal/contracts';
import { fill, tenantSettingsAccess } from '../tenant-settings-access';

type BillingRow = typeof billingSettings.$inferSelect;
type BillingBody = {
  billingCurrency: string; invoiceDay: number; paymentTermsDays: number; vatBasisPoints: number; vatNumber: string; invoiceAddress: string; monthlyMinimum: number;
};

const access = tenantSettingsAccess(BILLING_SETTINGS_PERMISSION);

const toRow = (r: BillingRow) => ({
  id: r.id, tenantId: r.tenantId, billingCurrency: r.billingCurrency, invoiceDay: r.invoiceDay, paymentTermsDays: r.paymentTermsDays,
  vatBasisPoints: r.vatBasisPoints, vatNumber: r.vatNumber, invoiceAddress: r.invoiceAddress, monthlyMinimum: r.monthlyMinimum,
  updatedAt: r.updatedAt.toISOString(),
}) as never;

async function toValues(body: BillingBody, call: ResourceCall) {
  const [known] = await call.db.select({ id: currencies.id }).from(currencies).where(and(eq(currencies.code, body.billingCurrency), eq(currencies.isActive, true)));
  if (!known) throw badRequest(fill(BILLING_MESSAGES.currency, { currency: body.billingCurrency }));
  return {
    billingCurrency: body.billingCurrency, invoiceDay: body.invoiceDay, paymentTermsDays: body.paymentTermsDays, vatBasisPoints: body.vatBasisPoints,
    vatNumber: body.vatNumber.trim(), invoiceAddress: body.invoiceAddress.trim(), monthlyMinimum: body.monthlyMinimum, updatedAt: new Date(),
  };
}

/** Billing settings (ADR 0066): one row per tenant (a second is a 409), read by the invoices report and invoice documents. */
export function billingSettingsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: billingSettings.tenantId };
  const columns = { id: billingSettings.id, updatedAt: billingSettings.updatedAt };
  listRoute(app, deps, BILLING_SETTINGS, { access, table: billingSettings, owner, columns, toRow: (r: BillingRow) => toRow(r) });
  crudRoutes(app, deps, BILLING_SETTINGS, {
    access, table: billingSettings, owner, columns: { id: billingSettings.id }, conflict: BILLING_MESSAGES.exists,
    toRow: (r: BillingRow) => toRow(r),
    toValues: (body, call) => toValues(body as BillingBody, call),
  });
}
