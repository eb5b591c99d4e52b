import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { countries, currencies, paymentChannels, paymentMethods, serviceProviders, tenants } from '../../../db/schema';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { merchantInScope, scopeOf, scopeWhere, type Scope } from '../../../http/scope';
import { websitesOf } from '../../transactions/websites';
import { REFERENCE_LOOKUP_ENDPOINTS as L } from '@portal/contracts';

/**
 * The spec's remaining lookups (part 2 section 7.3; ADR 0064), every one scoped from the token: merchants get their
 * merchant's, tenant staff their tenant's, platform staff every tenant's. `organizationId` narrows to one merchant
 * of that scope (another scope's merchant answers 404).
 */

const staff = { userTypes: ['platform' as const, 'crm' as const] };
const merchantsOnly = { userTypes: ['merchant' as const] };

const channelColumns = {
  id: paymentChannels.id, name: paymentChannels.name, merchantId: paymentChannels.merchantId, currency: paymentChannels.currency,
  paymentMethodId: paymentChannels.paymentMethodId, serviceProviderId: paymentChannels.serviceProviderId, isActive: paymentChannels.isActive,
};

function channelsWhere(scope: Scope, merchantId: string | undefined, activeOnly: boolean): SQL | undefined {
  return and(
    scopeWhere(scope, paymentChannels),
    merchantId ? eq(paymentChannels.merchantId, merchantId) : undefined,
    activeOnly ? eq(paymentChannels.isActive, true) : undefined,
  );
}

const channels = (db: Db, where: SQL | undefined) =>
  db.select(channelColumns).from(paymentChannels).where(where).orderBy(asc(paymentChannels.name), asc(paymentChannels.id));

/** Active methods or providers that an active channel of the scope's merchants uses (a deactivated one is gone at once). */
async function usedBy(db: Db, scope: Scope, merchantId: string | undefined, kind: 'methods' | 'providers') {
  const table = kind === 'methods' ? paymentMethods : serviceProviders;
  const column = kind === 'methods' ? paymentChannels.paymentMethodId : paymentChannels.serviceProviderId;
  const used = db.selectDistinct({ id: column }).from(paymentChannels).where(channelsWhere(scope, merchantId, true));
  return db.select({ id: table.id, name: table.name, isActive: table.isActive }).from(table)
    .where(and(eq(table.isActive, true), inArray(table.id, used))).orderBy(asc(table.name));
}

export function referenceLookupRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  apiRoute(app, deps, L.allTenants, {
    access: staff,
    handler: async ({ principal }) => {
      const scope = scopeOf(principal);
      return db.select({ id: tenants.id, name: tenants.name, isActive: tenants.isActive }).from(tenants)
        .where(scope.kind === 'platform' ? undefined : eq(tenants.id, scope.tenantId)).orderBy(asc(tenants.name));
    },
  });
  apiRoute(app, deps, L.allCurrencies, {
    handler: () => db.select({ id: currencies.id, name: currencies.name, code: currencies.code, decimalPlaces: currencies.decimalPlaces, isActive: currencies.isActive })
      .from(currencies).orderBy(asc(currencies.code)),
  });
  apiRoute(app, deps, L.allCountries, {
    handler: () => db.select({ id: countries.id, name: countries.name, isActive: countries.isActive }).from(countries).orderBy(asc(countries.name)),
  });
  // Every user type: the kit's `channels` lookup reads it (merchants get their own channels).
  apiRoute(app, deps, L.paymentChannels, {
    handler: async ({ principal, query }) => {
      const scope = scopeOf(principal);
      return channels(db, channelsWhere(scope, await merchantInScope(db, scope, query.organizationId), true));
    },
  });
  apiRoute(app, deps, L.organizationPaymentChannels, {
    access: staff,
    handler: async ({ principal, query }) => {
      const scope = scopeOf(principal);
      return channels(db, channelsWhere(scope, await merchantInScope(db, scope, query.organizationId), false));
    },
  });
  apiRoute(app, deps, L.organizationActiveWebsites, {
    access: staff,
    handler: async ({ principal, params }) => {
      const scope = scopeOf(principal);
      return websitesOf(db, scope, [(await merchantInScope(db, scope, params.id))!]);
    },
  });
  apiRoute(app, deps, L.merchantPaymentChannels, {
    access: merchantsOnly,
    handler: ({ principal }) => channels(db, channelsWhere(scopeOf(principal), undefined, false)),
  });
  apiRoute(app, deps, L.merchantsActivePaymentMethods, {
    handler: async ({ principal, query }) => {
      const scope = scopeOf(principal);
      return usedBy(db, scope, await merchantInScope(db, scope, query.organizationId), 'methods');
    },
  });
  apiRoute(app, deps, L.merchantsActiveServiceProviders, {
    handler: async ({ principal, query }) => {
      const scope = scopeOf(principal);
      return usedBy(db, scope, await merchantInScope(db, scope, query.organizationId), 'providers');
    },
  });
}
