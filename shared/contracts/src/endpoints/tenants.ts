import { defineEndpoint } from '../endpoint/define-endpoint';
import { arrayOf, emptyBody, pagedSchema, pagingQueryProperties, uuidSchema } from '../endpoint/common-schemas';
import { API_PATHS } from '../api-paths';

const tags = ['Tenants'] as const;
const userTags = ['Tenant users'] as const;
const themeSettings = { type: 'object', additionalProperties: true } as const;

export const tenantDetailsSchema = {
  type: 'object',
  required: ['tenantId', 'tenantName'],
  properties: {
    tenantId: { type: 'string' }, tenantName: { type: 'string' }, tenantSupportEmail: { type: 'string' },
    emailSenderAddress: { type: 'string' }, isDefaultTenant: { type: 'boolean' }, isActive: { type: 'boolean' },
    themeSettings, checkoutLogoSource: { type: ['string', 'null'] }, favIconSource: { type: ['string', 'null'] },
    loginTemplate: { type: ['string', 'null'] }, createdAt: { type: 'string' },
  },
} as const;

export const tenantListItemSchema = {
  type: 'object',
  required: ['tenantId', 'tenantName'],
  properties: { tenantId: { type: 'string' }, tenantName: { type: 'string' } },
} as const;

export const tenantUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' }, email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' },
    isActive: { type: 'boolean' }, roleId: { type: 'string' }, roleName: { type: 'string' },
    lastLoginTime: { type: ['string', 'null'] }, temporaryPassword: { type: 'string' },
  },
} as const;

export const roleSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' }, name: { type: 'string' }, userType: { type: 'string' }, isAdministrator: { type: 'boolean' },
    permissions: { type: 'array', items: { type: 'string' } }, tenantId: { type: ['string', 'null'] },
  },
} as const;

const tenantParams = { type: 'object', properties: { tenantId: uuidSchema }, required: ['tenantId'] } as const;
const tenantUserParams = { type: 'object', properties: { tenantId: uuidSchema, userId: uuidSchema }, required: ['tenantId', 'userId'] } as const;
const name = { type: 'string', maxLength: 100 } as const;

const createTenantUserBody = {
  type: 'object',
  required: ['email', 'firstName', 'lastName'],
  properties: { email: { type: 'string', maxLength: 256 }, firstName: name, lastName: name, roleId: uuidSchema, password: { type: 'string', maxLength: 200 } },
} as const;

const updateTenantUserBody = {
  type: 'object',
  required: ['firstName', 'lastName'],
  properties: { email: { type: 'string', maxLength: 256 }, firstName: name, lastName: name, roleId: uuidSchema },
} as const;

const activation = (active: boolean) => defineEndpoint({
  method: 'PUT', path: `${API_PATHS.tenantUser(':tenantId', ':userId')}/${active ? 'activate' : 'deactivate'}`, base: 'merchant',
  summary: `${active ? 'Activate' : 'Deactivate'} a tenant user`, tags: userTags, params: tenantUserParams,
  body: emptyBody, optionalBody: true, responses: { 200: tenantUserSchema },
});

export const TENANT_ENDPOINTS = {
  myDetails: defineEndpoint({
    method: 'GET', path: API_PATHS.tenantsMyDetails, base: 'merchant', summary: 'The caller\'s own tenant', tags,
    responses: { 200: tenantDetailsSchema },
  }),
  tenants: defineEndpoint({
    method: 'GET', path: API_PATHS.tenants, base: 'merchant', summary: 'Tenants (platform: all; tenant staff: their own)', tags,
    query: { type: 'object', properties: pagingQueryProperties(1000, 100) },
    responses: { 200: pagedSchema(tenantDetailsSchema) },
  }),
  idsAndNames: defineEndpoint({
    method: 'GET', path: API_PATHS.tenantIdsAndNames, base: 'merchant', summary: 'Tenant ids and names', tags,
    responses: { 200: pagedSchema(tenantListItemSchema) },
  }),
  email: defineEndpoint({
    method: 'GET', path: API_PATHS.tenantEmail, base: 'merchant', tags,
    summary: 'E-mail sender address of the caller\'s tenant (platform: tenantId or the default tenant)',
    query: { type: 'object', properties: { tenantId: uuidSchema } },
    responses: { 200: { type: 'object', properties: { emailSenderAddress: { type: 'string' } } } },
  }),
  details: defineEndpoint({
    method: 'GET', path: API_PATHS.tenantDetails(':tenantId'), base: 'merchant', summary: 'Details of one tenant', tags,
    params: tenantParams, responses: { 200: tenantDetailsSchema },
  }),
  users: defineEndpoint({
    method: 'GET', path: API_PATHS.tenantUsers(':tenantId'), base: 'merchant', summary: 'Staff users of a tenant (paged)', tags: userTags,
    params: tenantParams, query: { type: 'object', properties: pagingQueryProperties(1000, 50) },
    responses: { 200: pagedSchema(tenantUserSchema) },
  }),
  createUser: defineEndpoint({
    method: 'POST', path: API_PATHS.tenantUser(':tenantId'), base: 'merchant', summary: 'Create a tenant user', tags: userTags,
    params: tenantParams, body: createTenantUserBody, responses: { 201: tenantUserSchema },
  }),
  updateUser: defineEndpoint({
    method: 'PUT', path: API_PATHS.tenantUser(':tenantId', ':userId'), base: 'merchant', summary: 'Update a tenant user', tags: userTags,
    params: tenantUserParams, body: updateTenantUserBody, responses: { 200: tenantUserSchema },
  }),
  activateUser: activation(true),
  deactivateUser: activation(false),
  deleteUser: defineEndpoint({
    method: 'DELETE', path: API_PATHS.tenantUser(':tenantId', ':userId'), base: 'merchant', summary: 'Delete a tenant user', tags: userTags,
    params: tenantUserParams, responses: { 204: null },
  }),
  passwordReset: defineEndpoint({
    method: 'POST', path: API_PATHS.tenantUsersPasswordReset, base: 'merchant', summary: 'Reset a tenant user\'s password to a temporary one', tags: userTags,
    body: { type: 'object', properties: { userId: uuidSchema, email: { type: 'string', maxLength: 256 } } },
    responses: { 200: { type: 'object', properties: { userId: { type: 'string' }, temporaryPassword: { type: 'string' } } } },
  }),
  roles: defineEndpoint({
    method: 'GET', path: 'tenants/:tenantId/tenant-roles', base: 'merchant', summary: 'Roles of a tenant', tags: userTags,
    params: tenantParams, responses: { 200: arrayOf(roleSchema) },
  }),
  role: defineEndpoint({
    method: 'GET', path: API_PATHS.tenantRole(':tenantId', ':id'), base: 'merchant', summary: 'One role of a tenant', tags: userTags,
    params: { type: 'object', properties: { tenantId: uuidSchema, id: uuidSchema }, required: ['tenantId', 'id'] },
    responses: { 200: roleSchema },
  }),
} as const;
