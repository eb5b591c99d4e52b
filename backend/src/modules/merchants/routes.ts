import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../lib/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { errorResponses, paged, pagingQuery, uuidParam, type PageQuery } from '../../http/schemas';
import { assertTenantAccess, tenantScope } from '../../http/scope';
import { activeCustomers, allMerchantsOfTenant, searchMerchants } from './repository';

const customerItem = {
  type: 'object',
  properties: { merchantId: { type: 'string' }, legalBusinessName: { type: 'string' } },
};

const merchantItem = {
  type: 'object',
  properties: {
    merchantId: { type: 'string' }, tenantId: { type: 'string' }, legalBusinessName: { type: 'string' },
    merchantStatus: { type: 'string' }, processingStatus: { type: 'string' }, boardingStage: { type: 'string' },
    reviewStatus: { type: 'string' }, activationDate: { type: ['string', 'null'] }, merchantType: { type: 'string' },
    isActive: { type: 'boolean' },
  },
};

const tenantSide = { userTypes: ['crm', 'platform'] as Array<'crm' | 'platform'> };
const tags = ['Merchants'];

/** Merchant (customer) lists for tenant-side users; merchants themselves have none. */
export function merchantRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute<unknown, { tenantId?: string }>(app, deps, {
    method: 'GET', path: API_PATHS.activeCustomers, summary: 'Active customers (merchants) of the caller\'s tenant', tags,
    access: tenantSide,
    schema: {
      querystring: { type: 'object', properties: { tenantId: uuidParam } },
      response: { 200: { type: 'array', items: customerItem }, ...errorResponses },
    },
    handler: ({ principal, query }) => activeCustomers(db, tenantScope(principal, query.tenantId)),
  });

  apiRoute<unknown, PageQuery & { searchKey?: string; merchantStatus?: string; tenantId?: string }>(app, deps, {
    method: 'GET', path: API_PATHS.merchants, summary: 'Search merchants (tenant scope; platform may pass tenantId)', tags,
    access: tenantSide,
    schema: {
      querystring: {
        type: 'object',
        properties: {
          searchKey: { type: 'string', maxLength: 200 }, merchantStatus: { type: 'string', maxLength: 50 },
          tenantId: uuidParam, ...pagingQuery(1000, 10),
        },
      },
      response: { 200: paged(merchantItem), ...errorResponses },
    },
    handler: ({ principal, query }) => searchMerchants(db, { ...query, tenantId: tenantScope(principal, query.tenantId) }),
  });

  apiRoute<{ tenantId: string }>(app, deps, {
    method: 'GET', path: API_PATHS.tenantMerchants(':tenantId'), summary: 'Every merchant of one tenant', tags,
    access: tenantSide,
    schema: {
      params: { type: 'object', properties: { tenantId: uuidParam }, required: ['tenantId'] },
      response: { 200: { type: 'array', items: customerItem }, ...errorResponses },
    },
    handler: async ({ principal, params }) => {
      assertTenantAccess(principal, params.tenantId);
      return allMerchantsOfTenant(db, params.tenantId);
    },
  });
}
