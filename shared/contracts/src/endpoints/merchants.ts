import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, pagedSchema, pagingQueryProperties, uuidSchema } from '../endpoint/common-schemas';
import { API_PATHS } from '../api-paths';
import type { CustomerListItem } from '../user-context';

const tags = ['Merchants'] as const;

export const customerItemSchema = typed<CustomerListItem>()({
  type: 'object',
  required: ['merchantId', 'legalBusinessName'],
  properties: { merchantId: { type: 'string' }, legalBusinessName: { type: 'string' } },
});

export const merchantItemSchema = {
  type: 'object',
  properties: {
    merchantId: { type: 'string' }, tenantId: { type: 'string' }, legalBusinessName: { type: 'string' },
    merchantStatus: { type: 'string' }, processingStatus: { type: 'string' }, boardingStage: { type: 'string' },
    reviewStatus: { type: 'string' }, activationDate: { type: ['string', 'null'] }, merchantType: { type: 'string' },
    isActive: { type: 'boolean' },
  },
} as const;

/** Merchant (customer) lists for tenant-side users; merchants themselves have none. */
export const MERCHANT_ENDPOINTS = {
  activeCustomers: defineEndpoint({
    method: 'GET', path: API_PATHS.activeCustomers, base: 'merchant', summary: 'Active customers (merchants) of the caller\'s tenant', tags,
    query: { type: 'object', properties: { tenantId: uuidSchema } },
    responses: { 200: arrayOf(customerItemSchema) },
  }),
  merchants: defineEndpoint({
    method: 'GET', path: API_PATHS.merchants, base: 'merchant', summary: 'Search merchants (tenant scope; platform may pass tenantId)', tags,
    query: {
      type: 'object',
      properties: {
        searchKey: { type: 'string', maxLength: 200 }, merchantStatus: { type: 'string', maxLength: 50 },
        tenantId: uuidSchema, ...pagingQueryProperties(1000, 10),
      },
    },
    responses: { 200: pagedSchema(merchantItemSchema) },
  }),
  tenantMerchants: defineEndpoint({
    method: 'GET', path: API_PATHS.tenantMerchants(':tenantId'), base: 'merchant', summary: 'Every merchant of one tenant', tags,
    params: { type: 'object', properties: { tenantId: uuidSchema }, required: ['tenantId'] },
    responses: { 200: arrayOf(customerItemSchema) },
  }),
} as const;
