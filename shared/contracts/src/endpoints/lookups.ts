import { defineEndpoint } from '../endpoint/define-endpoint';
import { arrayOf, lookupItemSchema } from '../endpoint/common-schemas';
import { API_PATHS } from '../api-paths';

const tags = ['Lookups'] as const;

export const currencyItemSchema = {
  type: 'object',
  required: ['id', 'name', 'code', 'decimalPlaces'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, code: { type: 'string' }, decimalPlaces: { type: 'integer' } },
} as const;

/** Lookups any signed-in user may read (spec part 1 section 7 "Lookups and users"). */
export const LOOKUP_ENDPOINTS = {
  /** Tenant-side users call lookup/active-countries. */
  activeCountries: defineEndpoint({
    method: 'GET', path: API_PATHS.activeCountries, base: 'merchant', summary: 'Active countries', tags,
    responses: { 200: arrayOf(lookupItemSchema) },
  }),
  /** Merchants call crm/lookup/active-countries. */
  merchantActiveCountries: defineEndpoint({
    method: 'GET', path: API_PATHS.merchantActiveCountries, base: 'merchant', summary: 'Active countries', tags,
    responses: { 200: arrayOf(lookupItemSchema) },
  }),
  activeCurrencies: defineEndpoint({
    method: 'GET', path: API_PATHS.activeCurrencies, base: 'merchant', summary: 'Active currencies (with decimal places)', tags,
    responses: { 200: arrayOf(currencyItemSchema) },
  }),
  activePaymentMethods: defineEndpoint({
    method: 'GET', path: API_PATHS.activePaymentMethods, base: 'merchant', summary: 'Active payment methods', tags,
    responses: { 200: arrayOf(lookupItemSchema) },
  }),
  serviceProviders: defineEndpoint({
    method: 'GET', path: API_PATHS.serviceProviders, base: 'merchant', summary: 'Transaction service providers', tags,
    responses: { 200: arrayOf(lookupItemSchema) },
  }),
} as const;
