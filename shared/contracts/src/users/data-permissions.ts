/**
 * A CRM user's data permissions (spec part 2 sections 6 and 7.8; ADR 0082): the merchants, payment methods and
 * service providers whose transactions the user may see. "All" is the default; a limited user's lookups,
 * reports, dashboards and exports hold only those rows, enforced by the server's scope resolver.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';

export interface MerchantPermissions {
  allMerchants: boolean;
  merchantIds: string[];
}
export interface PaymentMethodPermissions {
  allPaymentMethods: boolean;
  paymentMethods: string[];
}
export interface ServiceProviderPermissions {
  allServiceProviders: boolean;
  serviceProviderIds: string[];
}

/** The most entries one list may name (a tenant with more merchants gives "all"). */
export const DATA_PERMISSION_MAX_ITEMS = 500;

const tags = ['Users: data permissions'];
const uuid = { type: 'string', format: 'uuid' } as const;
const byUserId = { type: 'object', required: ['userId'], properties: { userId: uuid } } as const;
const byId = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

const allOf = { type: 'boolean', description: 'Every one of the tenant\'s (the list is then empty)' } as const;
const listOf = <I extends object>(items: I) => ({ type: 'array', items, uniqueItems: true, maxItems: DATA_PERMISSION_MAX_ITEMS }) as const;
const code = { type: 'string', minLength: 1, maxLength: 64 } as const;

const merchantSchema = {
  type: 'object', additionalProperties: false, required: ['allMerchants', 'merchantIds'],
  properties: { allMerchants: allOf, merchantIds: listOf({ type: 'string', format: 'uuid' } as const) },
} as const;
const methodSchema = {
  type: 'object', additionalProperties: false, required: ['allPaymentMethods', 'paymentMethods'],
  properties: { allPaymentMethods: allOf, paymentMethods: listOf(code) },
} as const;
const providerSchema = {
  type: 'object', additionalProperties: false, required: ['allServiceProviders', 'serviceProviderIds'],
  properties: { allServiceProviders: allOf, serviceProviderIds: listOf(code) },
} as const;

/** The spec's paths, as it spells them (two spellings for the payment methods' GET and PUT). */
export const DATA_PERMISSION_ENDPOINTS = {
  merchants: defineEndpoint({
    method: 'GET', path: 'users/crm/:userId/merchantpermissions', base: 'merchant', summary: 'The merchants a CRM user may see', tags,
    params: byUserId, responses: { 200: merchantSchema },
  }),
  setMerchants: defineEndpoint({
    method: 'PUT', path: 'users/crm/:userId/merchantpermissions', base: 'merchant', summary: 'Set the merchants a CRM user may see', tags,
    params: byUserId, body: merchantSchema, responses: { 200: merchantSchema },
  }),
  paymentMethods: defineEndpoint({
    method: 'GET', path: 'crm/users/:id/payment-method-permissions', base: 'merchant', summary: 'The payment methods a CRM user may see', tags,
    params: byId, responses: { 200: methodSchema },
  }),
  setPaymentMethods: defineEndpoint({
    method: 'PUT', path: 'users/crm/:id/paymentmethodpermissions', base: 'merchant', summary: 'Set the payment methods a CRM user may see', tags,
    params: byId, body: methodSchema, responses: { 200: methodSchema },
  }),
  serviceProviders: defineEndpoint({
    method: 'GET', path: 'crm/users/:id/service-provider-permissions', base: 'merchant', summary: 'The service providers a CRM user may see', tags,
    params: byId, responses: { 200: providerSchema },
  }),
  setServiceProviders: defineEndpoint({
    method: 'PUT', path: 'crm/users/:id/service-provider-permissions', base: 'merchant', summary: 'Set the service providers a CRM user may see', tags,
    params: byId, body: providerSchema, responses: { 200: providerSchema },
  }),
} as const;
