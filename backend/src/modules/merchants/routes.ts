import type { FastifyInstance } from 'fastify';
import { MERCHANT_ENDPOINTS } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { assertTenantAccess, merchantLimitOf, tenantScope } from '../../http/scope';
import { activeCustomers, allMerchantsOfTenant, searchMerchants } from './repository';

const tenantSide = { userTypes: ['crm', 'platform'] as Array<'crm' | 'platform'> };

/** Merchant (customer) lists for tenant-side users; merchants themselves have none. */
export function merchantRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, MERCHANT_ENDPOINTS.activeCustomers, {
    access: tenantSide,
    handler: ({ principal, query }) => activeCustomers(db, tenantScope(principal, query.tenantId), merchantLimitOf(principal)),
  });

  apiRoute(app, deps, MERCHANT_ENDPOINTS.merchants, {
    access: tenantSide,
    handler: ({ principal, query }) => searchMerchants(db, { ...query, tenantId: tenantScope(principal, query.tenantId), merchantIds: merchantLimitOf(principal) }),
  });

  apiRoute(app, deps, MERCHANT_ENDPOINTS.tenantMerchants, {
    access: tenantSide,
    handler: async ({ principal, params }) => {
      assertTenantAccess(principal, params.tenantId);
      return allMerchantsOfTenant(db, params.tenantId, merchantLimitOf(principal));
    },
  });
}
