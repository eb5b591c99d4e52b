/**
 * Roles and their permission sets (spec part 2 sections 6 and 7.8; ADR 0079): a tenant's CRM roles and merchant
 * roles, listed and edited by `manageCrmRoles` and `manageMerchantRoles` holders. A role's permission set is its
 * `permissions` and, among them, the `scaRequiredPermissions` whose changes need a TOTP code (ADR 0080).
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { text } from '../resource/filters';
import { defineResource } from '../resource/define-resource';
import { PERMISSIONS } from '../permissions';

/** The kinds of role the editor manages (platform roles are the platform's, not edited in the portal). */
export const ROLE_TYPES = ['crm', 'merchant'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** Who manages each kind of role (part 2 section 6). */
export const ROLE_MANAGE_PERMISSION: Record<RoleType, string> = {
  crm: PERMISSIONS.manageCrmRoles,
  merchant: PERMISSIONS.manageMerchantRoles,
};

const permissionList = (description: string) =>
  ({ type: 'array', maxItems: 500, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 120 }, description }) as const;

export const roleRowSchema = {
  type: 'object',
  required: ['id', 'type', 'name', 'description', 'builtIn', 'tenantId', 'merchantId', 'permissions', 'scaRequiredPermissions', 'userCount', 'editable'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: [...ROLE_TYPES] },
    name: { type: 'string' },
    description: { type: 'string' },
    /** The portal's own role: read-only, copied to change. */
    builtIn: { type: 'boolean' },
    tenantId: { type: ['string', 'null'] },
    /** A merchant's own role; null for the tenant's. */
    merchantId: { type: ['string', 'null'] },
    permissions: { type: 'array', items: { type: 'string' } },
    scaRequiredPermissions: { type: 'array', items: { type: 'string' } },
    /** Users holding it (not deleted). */
    userCount: { type: 'integer' },
    /** The caller may change it: not built in, and theirs to manage (a tenant's role for its staff, a merchant's for its own). */
    editable: { type: 'boolean' },
  },
} as const;

export const roleBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'permissions', 'scaRequiredPermissions'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, description: 'Name' },
    description: { type: 'string', maxLength: 500, description: 'Description' },
    permissions: permissionList('The permissions the role grants'),
    scaRequiredPermissions: permissionList('Among them, those whose changes need a TOTP code'),
  },
} as const;

const common = {
  row: roleRowSchema, body: roleBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Name', { field: 'name' }) },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'none', modeScoped: false, scope: 'tenant',
} as const;

/** A tenant's CRM roles: POST /users/roles/crm, PUT /users/roles/crm/{id} (spec 7.8's /users/roles/{type}). */
export const CRM_ROLES = defineResource({ ...common, key: 'crm-roles', path: 'users/roles/crm', title: 'CRM roles', tag: 'Users: roles' });

/** Merchant roles: the tenant's (tenant staff) and a merchant's own (its administrator). */
export const MERCHANT_ROLES = defineResource({ ...common, key: 'merchant-roles', path: 'users/roles/merchant', title: 'Merchant roles', tag: 'Users: roles' });

export const ROLE_RESOURCES = { crm: CRM_ROLES, merchant: MERCHANT_ROLES } as const;
export const ROLE_RESOURCE_ENDPOINTS = { crm: CRM_ROLES.endpoints, merchant: MERCHANT_ROLES.endpoints };

const tags = ['Users: roles'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const permissionSetSchema = {
  type: 'object', additionalProperties: false, required: ['permissions', 'scaRequiredPermissions'],
  properties: { permissions: permissionList('The permissions the role grants'), scaRequiredPermissions: permissionList('Among them, those whose changes need a TOTP code') },
} as const;

const roleListSchema = { type: 'array', items: roleRowSchema } as const;
const catalogueSchema = {
  type: 'array',
  items: {
    type: 'object', required: ['area', 'permissions'],
    properties: {
      area: { type: 'string' },
      permissions: {
        type: 'array',
        items: {
          type: 'object', required: ['name', 'pages'],
          properties: { name: { type: 'string' }, pages: { type: 'array', items: { type: 'string' } }, description: { type: 'string' } },
        },
      },
    },
  },
} as const;

export const ROLE_ENDPOINTS = {
  /** Also spec 7.8's /crm/users/roles/{id}: every path of this base is served under /api/v1/crm too. */
  role: defineEndpoint({
    method: 'GET', path: 'users/roles/:id', base: 'merchant', summary: 'One role by id (as details)', tags, params: idParams,
    responses: { 200: roleRowSchema },
  }),
  userRoles: defineEndpoint({
    method: 'GET', path: 'users/:id/roles', base: 'merchant', summary: 'The roles a user holds', tags, params: idParams,
    responses: { 200: roleListSchema },
  }),
  tenantRoles: defineEndpoint({
    method: 'GET', path: 'users/all/roles/:id', base: 'merchant', summary: 'Every role of a tenant (id: the tenant), CRM and merchant', tags, params: idParams,
    responses: { 200: roleListSchema },
  }),
  merchantPermissionCatalogue: defineEndpoint({
    method: 'GET', path: 'users/permissions/all-merchant', base: 'merchant', summary: 'Every permission a merchant role may hold, by area', tags,
    responses: { 200: catalogueSchema },
  }),
  details: defineEndpoint({
    method: 'GET', path: 'users/roles/details/:id', base: 'merchant', summary: 'One role with its permission set', tags, params: idParams,
    responses: { 200: roleRowSchema },
  }),
  permissions: defineEndpoint({
    method: 'GET', path: 'users/permissions/:id', base: 'merchant', summary: 'A role\'s permission set', tags, params: idParams,
    responses: { 200: permissionSetSchema },
  }),
  setPermissions: defineEndpoint({
    method: 'PUT', path: 'users/permissions/:id', base: 'merchant', summary: 'Replace a role\'s permission set (scaCode header)', tags, params: idParams,
    body: permissionSetSchema, responses: { 200: roleRowSchema },
  }),
} as const;
