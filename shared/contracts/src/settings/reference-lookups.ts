/**
 * The spec's remaining lookups (part 2 section 7.3; ADR 0064): every answer is scoped by the server from the token
 * (merchants their own merchant, tenant staff their tenant, platform staff every tenant or the one they name).
 * "active" lookups feed pickers (a deactivated value disappears); "all" lookups also carry inactive values, for
 * screens that must still name what old rows refer to. The spec's `api/lookup/websites` is one endpoint for the
 * transaction filters and these pickers alike: TRANSACTION_ENDPOINTS.websites (`organizationId` narrows it).
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, pathParams } from '../endpoint/common-schemas';

const tags = ['Lookups'] as const;

export const REFERENCE_LOOKUP_PATHS = {
  allTenants: 'api/crm/lookup/tenants/all',
  allCurrencies: 'api/crm/lookup/currencies/all',
  allCountries: 'api/crm/lookup/countries/all',
  paymentChannels: 'api/crm/lookup/payment-channels',
  organizationPaymentChannels: 'api/crm/payment-channels/all',
  organizationActiveWebsites: 'api/crm/lookup/organizations/:id/websites/active',
  merchantPaymentChannels: 'api/payment-channels/all',
  merchantsActivePaymentMethods: 'api/crm/merchants/lookup/active-payment-methods',
  merchantsActiveServiceProviders: 'api/crm/merchants/lookup/active-service-providers',
} as const;

export const activeLookupItemSchema = {
  type: 'object',
  required: ['id', 'name', 'isActive'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, isActive: { type: 'boolean' } },
} as const;

export const currencyLookupItemSchema = {
  type: 'object',
  required: ['id', 'name', 'code', 'decimalPlaces', 'isActive'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, code: { type: 'string' }, decimalPlaces: { type: 'integer' }, isActive: { type: 'boolean' } },
} as const;

export const paymentChannelLookupItemSchema = {
  type: 'object',
  required: ['id', 'name', 'merchantId', 'currency', 'paymentMethodId', 'serviceProviderId', 'isActive'],
  properties: {
    id: { type: 'string' }, name: { type: 'string' }, merchantId: { type: 'string' }, currency: { type: 'string' },
    paymentMethodId: { type: 'string' }, serviceProviderId: { type: 'string' }, isActive: { type: 'boolean' },
  },
} as const;

export const websiteLookupItemSchema = typed<WebsiteLookupItem>()({
  type: 'object',
  required: ['id', 'name', 'url', 'merchantId'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' }, merchantId: { type: 'string' } },
} as const);

/** A website in a picker or a transaction filter, with its merchant (a tenant's list spans merchants). */
export interface WebsiteLookupItem {
  id: string;
  name: string;
  url: string;
  merchantId: string;
}

export const organizationQuery = {
  type: 'object', additionalProperties: false,
  properties: { organizationId: { type: 'string', format: 'uuid', description: 'Only this merchant (organisation) of the caller\'s scope' } },
} as const;

const requiredOrganizationQuery = { ...organizationQuery, required: ['organizationId'] } as const;

export const REFERENCE_LOOKUP_ENDPOINTS = {
  allTenants: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.allTenants, base: 'merchant', summary: 'Tenants in scope, inactive ones too', tags,
    responses: { 200: arrayOf(activeLookupItemSchema) },
  }),
  allCurrencies: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.allCurrencies, base: 'merchant', summary: 'Every currency with its decimal places, inactive ones too', tags,
    responses: { 200: arrayOf(currencyLookupItemSchema) },
  }),
  allCountries: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.allCountries, base: 'merchant', summary: 'Every country, inactive ones too', tags,
    responses: { 200: arrayOf(activeLookupItemSchema) },
  }),
  paymentChannels: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.paymentChannels, base: 'merchant', summary: 'Active payment channels in scope (every user type; the kit\'s channels lookup)', tags,
    query: organizationQuery, responses: { 200: arrayOf(paymentChannelLookupItemSchema) },
  }),
  organizationPaymentChannels: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.organizationPaymentChannels, base: 'merchant', summary: 'Every payment channel of one merchant', tags,
    query: requiredOrganizationQuery, responses: { 200: arrayOf(paymentChannelLookupItemSchema) },
  }),
  organizationActiveWebsites: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.organizationActiveWebsites, base: 'merchant', summary: 'Active websites of one merchant', tags,
    params: pathParams('id'), responses: { 200: arrayOf(websiteLookupItemSchema) },
  }),
  merchantPaymentChannels: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.merchantPaymentChannels, base: 'merchant', summary: 'The merchant\'s own payment channels', tags,
    responses: { 200: arrayOf(paymentChannelLookupItemSchema) },
  }),
  merchantsActivePaymentMethods: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.merchantsActivePaymentMethods, base: 'merchant', summary: 'Active payment methods the merchants in scope have an active channel for', tags,
    query: organizationQuery, responses: { 200: arrayOf(activeLookupItemSchema) },
  }),
  merchantsActiveServiceProviders: defineEndpoint({
    method: 'GET', path: REFERENCE_LOOKUP_PATHS.merchantsActiveServiceProviders, base: 'merchant', summary: 'Active service providers the merchants in scope have an active channel with', tags,
    query: organizationQuery, responses: { 200: arrayOf(activeLookupItemSchema) },
  }),
} as const;
