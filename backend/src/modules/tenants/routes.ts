import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../lib/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { errorResponses, paged, pagingQuery, uuidParam, type PageQuery } from '../../http/schemas';
import { assertTenantAccess, isPlatform, OTHER_TENANT, tenantScope } from '../../http/scope';
import { defaultTenant, findTenant, listTenants, tenantDetails, tenantIdsAndNames } from './repository';
import { tenantDetailsSchema, tenantListItemSchema, tenantParams } from './schemas';
import { tenantUserRoutes } from './tenant-users.routes';

const tags = ['Tenants'];
const tenantSide = { userTypes: ['crm', 'platform'] as Array<'crm' | 'platform'> };

export function tenantRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, {
    method: 'GET', path: API_PATHS.tenantsMyDetails, summary: 'The caller\'s own tenant', tags,
    schema: { response: { 200: tenantDetailsSchema, ...errorResponses } },
    handler: async ({ principal }) => {
      if (!principal.tenant) throw badRequest('Your account does not belong to a tenant');
      return tenantDetails(principal.tenant);
    },
  });

  apiRoute<unknown, PageQuery>(app, deps, {
    method: 'GET', path: API_PATHS.tenants, summary: 'Tenants (platform: all; tenant staff: their own)', tags, access: tenantSide,
    schema: {
      querystring: { type: 'object', properties: pagingQuery(1000, 100) },
      response: { 200: paged(tenantDetailsSchema), ...errorResponses },
    },
    handler: ({ principal, query }) => listTenants(db, { ...query, tenantId: tenantScope(principal) }),
  });

  apiRoute(app, deps, {
    method: 'GET', path: API_PATHS.tenantIdsAndNames, summary: 'Tenant ids and names', tags, access: tenantSide,
    schema: { response: { 200: paged(tenantListItemSchema), ...errorResponses } },
    handler: async ({ principal }) => {
      const data = await tenantIdsAndNames(db, tenantScope(principal));
      return { count: data.length, data };
    },
  });

  apiRoute<unknown, { tenantId?: string }>(app, deps, {
    method: 'GET', path: API_PATHS.tenantEmail, summary: 'E-mail sender address of the caller\'s tenant (platform: tenantId or the default tenant)', tags,
    schema: {
      querystring: { type: 'object', properties: { tenantId: uuidParam } },
      response: { 200: { type: 'object', properties: { emailSenderAddress: { type: 'string' } } }, ...errorResponses },
    },
    handler: async ({ principal, query }) => {
      let tenant = principal.tenant;
      if (isPlatform(principal)) tenant = query.tenantId ? (await findTenant(db, query.tenantId)) ?? null : (await defaultTenant(db)) ?? null;
      else if (query.tenantId && query.tenantId !== principal.user.tenantId) throw forbidden(OTHER_TENANT);
      if (!tenant) throw notFound('Tenant not found');
      return { emailSenderAddress: tenant.emailSenderAddress };
    },
  });

  apiRoute<{ tenantId: string }>(app, deps, {
    method: 'GET', path: API_PATHS.tenantDetails(':tenantId'), summary: 'Details of one tenant', tags,
    schema: { params: tenantParams, response: { 200: tenantDetailsSchema, ...errorResponses } },
    handler: async ({ principal, params }) => {
      assertTenantAccess(principal, params.tenantId);
      const tenant = await findTenant(db, params.tenantId);
      if (!tenant) throw notFound('Tenant not found');
      return tenantDetails(tenant);
    },
  });

  tenantUserRoutes(app, deps);
}
