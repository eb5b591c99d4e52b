import { uuidParam } from '../../http/schemas';

const themeSettings = { type: 'object', additionalProperties: true };

export const tenantDetailsSchema = {
  type: 'object',
  properties: {
    tenantId: { type: 'string' }, tenantName: { type: 'string' }, tenantSupportEmail: { type: 'string' },
    emailSenderAddress: { type: 'string' }, isDefaultTenant: { type: 'boolean' }, isActive: { type: 'boolean' },
    themeSettings, checkoutLogoSource: { type: ['string', 'null'] }, favIconSource: { type: ['string', 'null'] },
    loginTemplate: { type: ['string', 'null'] }, createdAt: { type: 'string' },
  },
} as const;

export const tenantListItemSchema = {
  type: 'object',
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

export const tenantParams = { type: 'object', properties: { tenantId: uuidParam }, required: ['tenantId'] } as const;
export const tenantUserParams = {
  type: 'object', properties: { tenantId: uuidParam, userId: uuidParam }, required: ['tenantId', 'userId'],
} as const;

const name = { type: 'string', maxLength: 100 } as const;

export const createTenantUserBody = {
  type: 'object',
  required: ['email', 'firstName', 'lastName'],
  properties: {
    email: { type: 'string', maxLength: 256 }, firstName: name, lastName: name,
    roleId: uuidParam, password: { type: 'string', maxLength: 200 },
  },
} as const;

export const updateTenantUserBody = {
  type: 'object',
  required: ['firstName', 'lastName'],
  properties: { email: { type: 'string', maxLength: 256 }, firstName: name, lastName: name, roleId: uuidParam },
} as const;

export const passwordResetBody = {
  type: 'object',
  properties: { userId: uuidParam, email: { type: 'string', maxLength: 256 } },
} as const;
