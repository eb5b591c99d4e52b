import { defineEndpoint, typed, typedUnchecked } from '../endpoint/define-endpoint';
import { arrayOf, uuidSchema } from '../endpoint/common-schemas';
import { API_PATHS } from '../api-paths';
import { SHELL_PATHS } from '../shell';
import type { TenantUser, UserContextResponse } from '../user-context';

const tags = ['Users'] as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
/** An object this declaration does not spell out (its interface in user-context.ts does): kept whole. */
const open = { type: 'object', additionalProperties: true } as const;
const items = (item: object) => ({ type: 'array', items: item }) as const;

/**
 * The signed-in user (CurrentUser): what the portal decides with is spelt out (ids, permissions, user type,
 * tenant and merchant, language); the rest of the interface rides along whole.
 */
const currentUserSchema = {
  type: 'object',
  required: ['id', 'email', 'firstName', 'lastName', 'permissions', 'userType', 'userTypeName', 'tenantId', 'tenant', 'merchantId', 'merchant', 'tenants', 'themeSettings', 'language'],
  properties: {
    id: text, email: text, firstName: text, lastName: text, isActive: { type: 'boolean' }, isPlatform: { type: 'boolean' },
    permissions: items(text), userType: { type: 'string', enum: ['Platform', 'Tenant', 'Merchant'] },
    userTypeName: { type: 'string', enum: ['Crm', 'merchant', 'Platform'] }, tenantId: nullableText, tenant: { ...open, nullable: true },
    merchantId: nullableText, merchant: { ...open, nullable: true }, tenants: items({ type: 'object', required: ['tenantId', 'tenantName'], properties: { tenantId: text, tenantName: text } }),
    themeSettings: open, language: text, configureTimeZone: text,
  },
  additionalProperties: true,
} as const;

/** The app-wide lists (AppLists). */
const appListsSchema = {
  type: 'object',
  required: ['activeCustomers', 'activeCustomerOptions', 'activeServiceProviders', 'countries', 'paymentMethods', 'currencies', 'languages', 'customerSystemMode', 'drawerSize'],
  properties: {
    activeCustomers: { type: 'object', additionalProperties: text },
    activeCustomerOptions: items({ type: 'object', required: ['merchantId', 'legalBusinessName'], properties: { merchantId: text, legalBusinessName: text } }),
    activeServiceProviders: items(open), countries: items(open), paymentMethods: items(open), languages: items(open),
    currencies: items({ type: 'object', required: ['code', 'decimalPlaces'], properties: { code: text, decimalPlaces: { type: 'integer' } }, additionalProperties: true }),
    customerSystemMode: { type: 'string', enum: ['Test', 'Live'] }, drawerSize: { type: 'integer' },
  },
  additionalProperties: true,
} as const;

export const userListItemSchema = typed<TenantUser & { userType?: string }>()({
  type: 'object',
  required: ['id', 'email', 'firstName', 'lastName', 'isActive'],
  properties: {
    id: { type: 'string' }, email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' },
    isActive: { type: 'boolean' }, userType: { type: 'string' },
  },
});

export const USER_ENDPOINTS = {
  userContext: defineEndpoint({
    method: 'GET', path: API_PATHS.userContext, base: 'merchant', summary: 'The signed-in user and every app-wide list (UserContextResponse)', tags,
    // Unchecked: the schema documents the user context loosely (its user and lists carry the shared app types as open
    // objects and arrays the portal reads through UserContextResponse); the proof checks the type fits it.
    responses: { 200: typedUnchecked<UserContextResponse>()({ type: 'object', required: ['user', 'lists'], properties: { user: currentUserSchema, lists: appListsSchema } }) },
  }),
  keepAlive: defineEndpoint({
    method: 'GET', path: SHELL_PATHS.keepAlive, base: 'merchant', summary: 'Keep-alive for an active session', tags,
    responses: { 204: null },
  }),
  users: defineEndpoint({
    method: 'GET', path: API_PATHS.users, base: 'merchant', tags,
    summary: 'Users in the caller\'s scope: a merchant\'s colleagues, a tenant\'s staff, the platform staff (or, with tenantId, that tenant\'s staff). '
      + 'supportStaff=true keeps only those a ticket may be assigned to: active users holding CRM.Support.Lookup (tenant) or Platform.Support.Lookup (platform).',
    query: { type: 'object', properties: { tenantId: uuidSchema, supportStaff: { type: 'boolean' } } },
    responses: { 200: arrayOf(userListItemSchema) },
  }),
} as const;
