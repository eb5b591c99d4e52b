import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, uuidSchema } from '../endpoint/common-schemas';
import { API_PATHS } from '../api-paths';
import { SHELL_PATHS } from '../shell';
import type { TenantUser, UserContextResponse } from '../user-context';

const tags = ['Users'] as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

export const userListItemSchema = typed<TenantUser & { userType?: string }>()({
  type: 'object',
  properties: {
    id: { type: 'string' }, email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' },
    isActive: { type: 'boolean' }, userType: { type: 'string' },
  },
});

export const USER_ENDPOINTS = {
  userContext: defineEndpoint({
    method: 'GET', path: API_PATHS.userContext, base: 'merchant', summary: 'The signed-in user and every app-wide list (UserContextResponse)', tags,
    responses: { 200: typed<UserContextResponse>()({ type: 'object', properties: { user: anyObject, lists: anyObject } }) },
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
