import { arrayContains, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mids, paymentChannels, paymentMethods, serviceProviders, transactions } from '../../../db/schema';
import type { ApiDeps } from '../../../http/deps';
import { PAYMENT_CONFIGURATION_MESSAGES as M, PAYMENT_METHODS, SERVICE_PROVIDERS, type PaymentMethodCategory, type ProviderCapability } from '../../../lib/contracts';
import type { PaymentMethodBody, ServiceProviderBody } from '@portal/contracts';
import { crudRoutes } from './crud';
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
  crudRoutes(app, deps, PAYMENT_METHODS, {
    access: readers('PaymentMethod'), writeAccess: platformOnly('PaymentMethod'), taken: M.codeTaken,
    table: paymentMethods, id: paymentMethods.id,
    columns: { name: paymentMethods.name, code: paymentMethods.id, category: paymentMethods.category, isActive: paymentMethods.isActive },
    toRow: (r: MethodRow) => ({ id: r.id, code: r.id, name: r.name, category: r.category, supportedCurrencies: r.supportedCurrencies, isActive: r.isActive }),
    toValues: async (b: PaymentMethodBody, { db, existing }) => {
      await checkCurrencies(db, b.supportedCurrencies);
      return {
        ...(existing ? {} : { id: b.code }), name: b.name.trim(), category: b.category as PaymentMethodCategory,
        supportedCurrencies: b.supportedCurrencies, isActive: b.isActive,
      };
    },
    inUse: async (db, id) =>
      (await anyRow(db, paymentChannels, eq(paymentChannels.paymentMethodId, id))) ? M.methodUsedByChannels
      : (await anyRow(db, transactions, eq(transactions.paymentMethod, id))) ? M.methodUsedByTransactions
      : (await anyRow(db, serviceProviders, arrayContains(serviceProviders.supportedMethods, [id]))) ? M.methodUsedByProviders
      : null,
  });

  crudRoutes(app, deps, SERVICE_PROVIDERS, {
    access: readers('ServiceProvider'), writeAccess: platformOnly('ServiceProvider'), taken: M.codeTaken,
    table: serviceProviders, id: serviceProviders.id,
    columns: { name: serviceProviders.name, code: serviceProviders.id, isActive: serviceProviders.isActive },
    toRow: (r: ProviderRow) => ({
      id: r.id, code: r.id, name: r.name, capabilities: r.capabilities as ProviderCapability[], supportedMethods: r.supportedMethods,
      supportedCurrencies: r.supportedCurrencies, apiBaseUrl: r.apiBaseUrl, isActive: r.isActive, ...secretHint(r.secret, true),
    }),
    toValues: async (b: ServiceProviderBody, { db, existing }) => {
      await checkCurrencies(db, b.supportedCurrencies);
      await checkMethods(db, b.supportedMethods);
      return {
        ...(existing ? {} : { id: b.code }), name: b.name.trim(), capabilities: b.capabilities, supportedMethods: b.supportedMethods,
        supportedCurrencies: b.supportedCurrencies, apiBaseUrl: orNull(b.apiBaseUrl), isActive: b.isActive, secret: secretToStore(b.apiKey, existing),
      };
    },
    inUse: async (db, id) =>
      (await anyRow(db, paymentChannels, eq(paymentChannels.serviceProviderId, id))) ? M.providerUsedByChannels
      : (await anyRow(db, mids, eq(mids.serviceProviderId, id))) ? M.providerUsedByMids
      : (await anyRow(db, transactions, eq(transactions.serviceProviderId, id))) ? M.providerUsedByTransactions
      : null,
  });
}
