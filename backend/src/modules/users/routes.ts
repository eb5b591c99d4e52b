import type { FastifyInstance } from 'fastify';
import { USER_ENDPOINTS } from '../../lib/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { forbidden } from '../../http/errors';
import { isPlatform, tenantScope } from '../../http/scope';
import { buildUserContext } from './context';
import { listSupportStaff, listUsersInScope } from './repository';

export function userRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, USER_ENDPOINTS.userContext, {
    handler: ({ principal }) => buildUserContext(db, principal),
  });

  apiRoute(app, deps, USER_ENDPOINTS.keepAlive, {
    handler: async () => undefined,
  });

  apiRoute(app, deps, USER_ENDPOINTS.users, {
    handler: async ({ principal, query }) => {
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
