import type { FastifyInstance } from 'fastify';
import { USER_ENDPOINTS } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { forbidden } from '../../http/errors';
import { scopeOf } from '../../http/scope';
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
      // Whose users: the one scope resolver (ADR 0015); a platform user's tenantId picks one tenant.
      const scope = scopeOf(principal, { tenantId: query.tenantId });
      const tenantId = scope.kind === 'platform' ? scope.tenantIds?.[0] : scope.tenantId;
      if (query.supportStaff) {
        // Merchants never assign tickets; the assignees of the other scopes are listed by who may be assigned.
        if (scope.kind === 'merchant') throw forbidden('Only tenant and platform staff assign tickets');
        return listSupportStaff(db, tenantId ? { tenantId } : { platform: true });
      }
      if (scope.kind === 'merchant') return listUsersInScope(db, { merchantId: scope.merchantId });
      return listUsersInScope(db, tenantId ? { tenantId } : { platform: scope.kind === 'platform' });
    },
  });
}
