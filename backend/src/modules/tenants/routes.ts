import type { FastifyInstance } from 'fastify';
import { TENANT_ENDPOINTS } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { assertTenantAccess, isPlatform, OTHER_TENANT, tenantScope } from '../../http/scope';
import { defaultTenant, findTenant, listTenants, tenantDetails, tenantIdsAndNames } from './repository';
import { tenantUserRoutes } from './tenant-users.routes';

const tenantSide = { userTypes: ['crm', 'platform'] as Array<'crm' | 'platform'> };

export function tenantRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, TENANT_ENDPOINTS.myDetails, {
    handler: async ({ principal }) => {
      if (!principal.tenant) throw badRequest('Your account does not belong to a tenant');
      return tenantDetails(principal.tenant);
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.tenants, {
    access: tenantSide,
    handler: ({ principal, query }) => listTenants(db, { ...query, tenantId: tenantScope(principal) }),
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.idsAndNames, {
    access: tenantSide,
    handler: async ({ principal }) => {
      const data = await tenantIdsAndNames(db, tenantScope(principal));
      return { count: data.length, data };
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.email, {
    handler: async ({ principal, query }) => {
      let tenant = principal.tenant;
      if (isPlatform(principal)) tenant = query.tenantId ? (await findTenant(db, query.tenantId)) ?? null : (await defaultTenant(db)) ?? null;
      else if (query.tenantId && query.tenantId !== principal.user.tenantId) throw forbidden(OTHER_TENANT);
      if (!tenant) throw notFound('Tenant not found');
      return { emailSenderAddress: tenant.emailSenderAddress };
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.details, {
    handler: async ({ principal, params }) => {
      assertTenantAccess(principal, params.tenantId);
      const tenant = await findTenant(db, params.tenantId);
      if (!tenant) throw notFound('Tenant not found');
      return tenantDetails(tenant);
    },
  });

  tenantUserRoutes(app, deps);
}
