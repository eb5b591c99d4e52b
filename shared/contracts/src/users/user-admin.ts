/**
 * User administration (spec part 2 sections 2, 4, 6 and 7.8; ADR 0077): a tenant's CRM users, the platform's
 * management users and a merchant's users, each a resource on the resource layer, plus the actions by user id
 * (activation, unlock, password reset, invitation). An account is invited (no password: an e-mail with a
 * set-password link), never created with a password an administrator knows.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { oneOf, primaryFilter, text } from '../resource/filters';
import { defineResource } from '../resource/define-resource';

/** What an account's row shows: InvitationSent until the invitee sets a password, Locked while the sign-in lockout holds. */
export const USER_STATUSES = ['Active', 'Inactive', 'Locked', 'InvitationSent'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Whose users a list holds: a tenant's staff (crm), the platform's staff (platform) or a merchant's (merchant). */
export const USER_KINDS = ['crm', 'platform', 'merchant'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/**
 * The permission that makes a user an administrator of their kind's users: the last active holder in a tenant,
 * the platform or a merchant cannot be deactivated, deleted or given a role without it.
 */
export const USER_ADMIN_PERMISSIONS: Record<UserKind, readonly string[]> = {
  crm: ['CRM.Users.Crm'],
  platform: ['CRM.Users.Managment', 'Platform.Tenants.View'],
  merchant: ['Merchant.UserManagement.Users.View'],
};

/** Why an action on a row is refused ('self': the caller's own account; 'lastAdmin': the last active administrator). */
export const USER_ACTION_BLOCKS = ['self', 'lastAdmin'] as const;
export type UserActionBlock = (typeof USER_ACTION_BLOCKS)[number];

export const adminUserRowSchema = {
  type: 'object',
  required: ['id', 'email', 'firstName', 'lastName', 'status', 'roleId', 'roleName', 'tenantId', 'merchantId', 'lastLoginTime', 'isSelf', 'isLastAdmin'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    status: { type: 'string', enum: [...USER_STATUSES] },
    roleId: { type: 'string' },
    roleName: { type: 'string' },
    tenantId: { type: ['string', 'null'] },
    merchantId: { type: ['string', 'null'] },
    lastLoginTime: { type: ['string', 'null'], format: 'date-time' },
    /** The caller's own account: they cannot deactivate or delete it. */
    isSelf: { type: 'boolean' },
    /** The last active administrator of its tenant, the platform or its merchant: cannot be deactivated, deleted or demoted. */
    isLastAdmin: { type: 'boolean' },
  },
} as const;

const name = (label: string) => ({ type: 'string', minLength: 1, maxLength: 100, description: label }) as const;

/** Invite (create) and edit: the e-mail only on invite; no password, ever (the invitee sets it). */
export const adminUserBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    firstName: name('First name'),
    lastName: name('Last name'),
    roleId: { type: 'string', format: 'uuid' },
  },
} as const;

const filters = {
  search: primaryFilter(text('Search', { field: 'email', alsoIn: ['firstName', 'lastName'] })),
  status: primaryFilter(oneOf('Status', USER_STATUSES, { multiple: true })),
  roleId: text('Role', { match: 'exact', maxLength: 64, storedLowerCase: true }),
};

const common = {
  row: adminUserRowSchema, body: adminUserBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters, sorts: ['email', 'firstName', 'lastName', 'lastLoginTime'], defaultSort: { key: 'email', direction: 'asc' },
  paging: 'offset', modeScoped: false,
} as const;

/** A tenant's CRM users (tenant staff; platform staff pick the tenant): spec 7.8's /users/crm. */
export const CRM_USERS = defineResource({
  ...common, key: 'crm-users', path: 'users/crm', title: 'CRM users', tag: 'Users: CRM users', scope: 'tenant',
});

/** The platform's own staff (platform staff only). */
export const MANAGEMENT_USERS = defineResource({
  ...common, key: 'management-users', path: 'users/management', title: 'Management users', tag: 'Users: management users', scope: 'global',
});

/** A merchant's users: tenant staff pick the merchant (merchantId), a merchant's administrator gets their own. */
export const MERCHANT_USERS = defineResource({
  ...common, key: 'merchant-users', path: 'users/merchant', title: 'Merchant users', tag: 'Users: merchant users', scope: 'merchant',
});

export const USER_ADMIN_RESOURCES = { crm: CRM_USERS, platform: MANAGEMENT_USERS, merchant: MERCHANT_USERS } as const;

/** The lists' generated endpoints, exported as the contract's endpoint walk finds them. */
export const USER_ADMIN_RESOURCE_ENDPOINTS = { crm: CRM_USERS.endpoints, platform: MANAGEMENT_USERS.endpoints, merchant: MERCHANT_USERS.endpoints };

const tags = ['Users: actions'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const roleOptionSchema = {
  type: 'object', required: ['id', 'name', 'isAdmin'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, isAdmin: { type: 'boolean', description: 'Holds the kind\'s user-administration permission' } },
} as const;

export const USER_ADMIN_ENDPOINTS = {
  activation: defineEndpoint({
    method: 'PUT', path: 'users/:id/activation', base: 'merchant', summary: 'Activate or deactivate a user', tags, params: idParams,
    body: { type: 'object', additionalProperties: false, required: ['isActive'], properties: { isActive: { type: 'boolean' } } },
    responses: { 200: adminUserRowSchema },
  }),
  unlock: defineEndpoint({
    method: 'PUT', path: 'users/:id/unlock', base: 'merchant', summary: 'Clear a user\'s sign-in lockout', tags, params: idParams,
    body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true,
    responses: { 200: adminUserRowSchema },
  }),
  passwordReset: defineEndpoint({
    method: 'POST', path: 'users/password-reset', base: 'merchant', summary: 'Mail a user a link to set a new password', tags,
    body: { type: 'object', additionalProperties: false, required: ['userId'], properties: { userId: { type: 'string', format: 'uuid' } } },
    responses: { 200: adminUserRowSchema },
  }),
  resendInvitation: defineEndpoint({
    method: 'POST', path: 'users/:id/invitation', base: 'merchant', summary: 'Send an invited user a new invitation (the old link stops working)', tags, params: idParams,
    body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true,
    responses: { 200: adminUserRowSchema },
  }),
  roles: defineEndpoint({
    method: 'GET', path: 'users/roles-lookup', base: 'merchant', summary: 'The roles a user of this kind may be given', tags,
    query: {
      type: 'object', additionalProperties: false, required: ['kind'],
      properties: { kind: { type: 'string', enum: [...USER_KINDS] }, tenantId: { type: 'string', format: 'uuid' }, merchantId: { type: 'string', format: 'uuid' } },
    },
    responses: { 200: { type: 'array', items: roleOptionSchema } },
  }),
  rolesForUser: defineEndpoint({
    method: 'GET', path: 'users/roles-lookup/:id', base: 'merchant', summary: 'The roles this user may be given (id: the user)', tags, params: idParams,
    responses: { 200: { type: 'array', items: roleOptionSchema } },
  }),
} as const;

/** The set-password page an invitation or reset link opens (identity pages, outside the provider's path). */
export const SET_PASSWORD_PATH = '/Identity/Account/SetPassword';
/** Hours an invitation or reset link stays valid. */
export const SET_PASSWORD_LINK_HOURS = 72;
