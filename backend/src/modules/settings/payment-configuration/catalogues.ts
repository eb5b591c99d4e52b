import { arrayContains, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mids, paymentChannels, paymentMethods, serviceProviders, transactions } from '../../../db/schema';
import type { ApiDeps } from '../../../http/deps';
import { PAYMENT_CONFIGURATION_MESSAGES as M, PAYMENT_METHODS, SERVICE_PROVIDERS, type PaymentMethodCategory, type ProviderCapability } from '@portal/contracts';
import type { PaymentMethodBody, ServiceProviderBody } from '@portal/contracts';
import { crudRoutes, listRoute } from '../../../http/resource-routes';
import { anyRow, checkCurrencies, checkMethods, orNull, secretHint, secretToStore } from './references';

/**
 * The platform's catalogues (ADR 0065): payment methods and service providers. Every signed-in holder of the
 * page reads them; platform staff change them (they are shared by every tenant's transactions).
 */

const readers = (page: string) => ({ anyPermission: [`Settings.${page}`, `Platform.Settings.${page}`] });
const platformOnly = (page: string) => ({ userTypes: ['platform' as const], anyPermission: [`Platform.Settings.${page}`] });

type MethodRow = typeof paymentMethods.$inferSelect;
type ProviderRow = typeof serviceProviders.$inferSelect;

export function catalogueRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const methodRow = (r: MethodRow) => ({ id: r.id, code: r.id, name: r.name, category: r.category, supportedCurrencies: r.supportedCurrencies, isActive: r.isActive });
  listRoute(app, deps, PAYMENT_METHODS, {
    access: readers('PaymentMethod'), table: paymentMethods, toRow: methodRow,
    columns: { id: paymentMethods.id, name: paymentMethods.name, code: paymentMethods.id, category: paymentMethods.category, isActive: paymentMethods.isActive },
  });
  crudRoutes(app, deps, PAYMENT_METHODS, {
    readAccess: readers('PaymentMethod'), access: platformOnly('PaymentMethod'), conflict: M.codeTaken,
    table: paymentMethods, columns: { id: paymentMethods.id }, toRow: methodRow,
    // The code is the id transactions and channels store: fixed once created.
    idOf: (b) => b.code,
    toValues: async (b: PaymentMethodBody, { db }) => {
      await checkCurrencies(db, b.supportedCurrencies);
      return { name: b.name.trim(), category: b.category as PaymentMethodCategory, supportedCurrencies: b.supportedCurrencies, isActive: b.isActive };
    },
    inUse: async (id, { db }) =>
      (await anyRow(db, paymentChannels, eq(paymentChannels.paymentMethodId, id))) ? M.methodUsedByChannels
      : (await anyRow(db, transactions, eq(transactions.paymentMethod, id))) ? M.methodUsedByTransactions
      : (await anyRow(db, serviceProviders, arrayContains(serviceProviders.supportedMethods, [id]))) ? M.methodUsedByProviders
      : null,
  });

  const providerRow = (r: ProviderRow) => ({
    id: r.id, code: r.id, name: r.name, capabilities: r.capabilities as ProviderCapability[], supportedMethods: r.supportedMethods,
    supportedCurrencies: r.supportedCurrencies, apiBaseUrl: r.apiBaseUrl, isActive: r.isActive, ...secretHint(r.secret, true),
  });
  listRoute(app, deps, SERVICE_PROVIDERS, {
    access: readers('ServiceProvider'), table: serviceProviders, toRow: providerRow,
    columns: { id: serviceProviders.id, name: serviceProviders.name, code: serviceProviders.id, isActive: serviceProviders.isActive },
  });
  crudRoutes(app, deps, SERVICE_PROVIDERS, {
    readAccess: readers('ServiceProvider'), access: platformOnly('ServiceProvider'), conflict: M.codeTaken,
    table: serviceProviders, columns: { id: serviceProviders.id }, toRow: providerRow, idOf: (b) => b.code,
    toValues: async (b: ServiceProviderBody, { db }, existing) => {
      await checkCurrencies(db, b.supportedCurrencies);
      await checkMethods(db, b.supportedMethods);
      return {
        name: b.name.trim(), capabilities: b.capabilities, supportedMethods: b.supportedMethods,
        supportedCurrencies: b.supportedCurrencies, apiBaseUrl: orNull(b.apiBaseUrl), isActive: b.isActive, secret: await secretToStore(deps.vault, null, b.apiKey, existing, true),
      };
    },
    inUse: async (id, { db }) =>
      (await anyRow(db, paymentChannels, eq(paymentChannels.serviceProviderId, id))) ? M.providerUsedByChannels
      : (await anyRow(db, mids, eq(mids.serviceProviderId, id))) ? M.providerUsedByMids
      : (await anyRow(db, transactions, eq(transactions.serviceProviderId, id))) ? M.providerUsedByTransactions
      : null,
  });
}
