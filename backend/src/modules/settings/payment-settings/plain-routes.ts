import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { confirmationLevels, errorMappings, merchantWhitelist, serviceProviders } from '../../../db/schema';
import type { ApiDeps } from '../../../http/deps';
import { badRequest } from '../../../http/errors';
import { crudRoutes, listRoute } from '../../../http/resource-routes';
import { CONFIRMATION_LEVELS, ERROR_MAPPINGS, PAYMENT_SETTINGS_PERMISSIONS as P, WHITELIST_SETTINGS } from './contracts';

/**
 * The payment settings that are plain rows of one mode (ADR 0067) on the resource layer (ADR 0063): white-listing,
 * confirmation levels and error mappings. Merchants with the page's permission; tenant staff pick the merchant.
 */
const accessOf = (permission: string) => ({ userTypes: ['merchant', 'crm'] as ('merchant' | 'crm')[], anyPermission: [permission, P.tenantStaff] });

export function plainPaymentSettingsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const whitelist = { table: merchantWhitelist, owner: { tenantId: merchantWhitelist.tenantId, merchantId: merchantWhitelist.merchantId, mode: merchantWhitelist.mode } };
  const whitelistRow = (r: typeof merchantWhitelist.$inferSelect) => ({ id: r.id, mode: r.mode, kind: r.kind, value: r.value, note: r.note, isActive: r.isActive });
  listRoute(app, deps, WHITELIST_SETTINGS, {
    access: accessOf(P.whiteListing), ...whitelist, toRow: whitelistRow,
    columns: { id: merchantWhitelist.id, value: merchantWhitelist.value, note: merchantWhitelist.note, kind: merchantWhitelist.kind },
  });
  crudRoutes(app, deps, WHITELIST_SETTINGS, {
    access: accessOf(P.whiteListing), ...whitelist, columns: { id: merchantWhitelist.id }, toRow: whitelistRow,
    conflict: 'This address or domain is white-listed in this mode already',
    toValues: (b) => ({ kind: b.kind, value: b.value.trim().toLowerCase(), note: b.note, isActive: b.isActive, updatedAt: new Date() }),
  });

  const levels = { table: confirmationLevels, owner: { tenantId: confirmationLevels.tenantId, merchantId: confirmationLevels.merchantId, mode: confirmationLevels.mode } };
  // '' is "every currency" in the table (one value for the unique index); the API says null.
  const levelRow = (r: typeof confirmationLevels.$inferSelect) => ({ id: r.id, mode: r.mode, action: r.action, currency: r.currency || null, thresholdMajor: r.thresholdMajor, isActive: r.isActive });
  listRoute(app, deps, CONFIRMATION_LEVELS, {
    access: accessOf(P.confirmationLevels), ...levels, toRow: levelRow,
    columns: { id: confirmationLevels.id, action: confirmationLevels.action },
  });
  crudRoutes(app, deps, CONFIRMATION_LEVELS, {
    access: accessOf(P.confirmationLevels), ...levels, columns: { id: confirmationLevels.id }, toRow: levelRow,
    conflict: 'This action has a level for this currency in this mode already: edit it',
    toValues: (b) => ({ action: b.action, currency: b.currency ?? '', thresholdMajor: b.thresholdMajor, isActive: b.isActive, updatedAt: new Date() }),
  });

  const mappings = { table: errorMappings, owner: { tenantId: errorMappings.tenantId, merchantId: errorMappings.merchantId, mode: errorMappings.mode } };
  const mappingRow = (r: typeof errorMappings.$inferSelect) => ({
    id: r.id, mode: r.mode, serviceProviderId: r.serviceProviderId, providerCode: r.providerCode, declineReason: r.declineReason, payerMessage: r.payerMessage, isActive: r.isActive,
  });
  listRoute(app, deps, ERROR_MAPPINGS, {
    access: accessOf(P.errorMappings), ...mappings, toRow: mappingRow,
    columns: { id: errorMappings.id, providerCode: errorMappings.providerCode, declineReason: errorMappings.declineReason, payerMessage: errorMappings.payerMessage },
  });
  crudRoutes(app, deps, ERROR_MAPPINGS, {
    access: accessOf(P.errorMappings), ...mappings, columns: { id: errorMappings.id }, toRow: mappingRow,
    conflict: 'This provider code is mapped in this mode already: edit it',
    toValues: async (b) => {
      const [provider] = await deps.db.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.id, b.serviceProviderId));
      if (!provider) throw badRequest(`Unknown service provider ${b.serviceProviderId}`);
      return { serviceProviderId: b.serviceProviderId, providerCode: b.providerCode.trim(), declineReason: b.declineReason, payerMessage: b.payerMessage, isActive: b.isActive, updatedAt: new Date() };
    },
  });
}
