import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../lib/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { errorResponses, uuidParam } from '../../http/schemas';
import { forbidden } from '../../http/errors';
import { isPlatform, tenantScope } from '../../http/scope';
import { buildUserContext } from './context';
import { listSupportStaff, listUsersInScope } from './repository';

const tags = ['Users'];
const anyObject = { type: 'object', additionalProperties: true } as const;

export function userRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, {
    method: 'GET', path: API_PATHS.userContext, summary: 'The signed-in user and every app-wide list (UserContextResponse)', tags,
    schema: { response: { 200: { type: 'object', properties: { user: anyObject, lists: anyObject } }, ...errorResponses } },
    handler: ({ principal }) => buildUserContext(db, principal),
  });

  apiRoute(app, deps, {
    method: 'GET', path: 'users/me/ping', summary: 'Keep-alive for an active session', tags, status: 204,
    schema: { response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async () => undefined,
  });

  apiRoute<unknown, { tenantId?: string; supportStaff?: boolean }>(app, deps, {
    method: 'GET', path: API_PATHS.users,
    summary: 'Users in the caller\'s scope: a merchant\'s colleagues, a tenant\'s staff, the platform staff (or, with tenantId, that tenant\'s staff). '
      + 'supportStaff=true keeps only those a ticket may be assigned to: active users holding CRM.Support.Lookup (tenant) or Platform.Support.Lookup (platform).', tags,
    schema: {
      querystring: { type: 'object', properties: { tenantId: uuidParam, supportStaff: { type: 'boolean' } } },
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' }, email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' },
              isActive: { type: 'boolean' }, userType: { type: 'string' },
            },
          },
        },
        ...errorResponses,
      },
    },
    handler: ({ principal, query }) => {
      if (query.supportStaff) {
        // Merchants never assign tickets; the assignees of the other scopes are listed by who may be assigned.
        if (principal.user.userType === 'merchant') throw forbidden('Only tenant and platform staff assign tickets');
        const tenantId = tenantScope(principal, query.tenantId);
        return listSupportStaff(db, tenantId ? { tenantId } : { platform: true });
      }
      if (principal.user.merchantId) return listUsersInScope(db, { merchantId: principal.user.merchantId });
      const tenantId = tenantScope(principal, query.tenantId);
      return listUsersInScope(db, tenantId ? { tenantId } : { platform: isPlatform(principal) });
    },
  });
}
