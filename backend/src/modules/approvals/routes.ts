import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { resolveScope } from '../../http/scope';
import { ANTIFRAUD_PERMISSIONS, APPROVAL_ENDPOINTS as E, APPROVAL_PERMISSION, RULE_ACTIVATION_ENDPOINTS, ROUTING_PERMISSIONS } from '@portal/contracts';
import { pendingActivations } from './activations';
import { approvalQueue, approvalRequest } from './queue';

/**
 * transaction-management/approvals (issue 27 item 3, ADR 0071): tenant staff holding the approve permission read
 * their tenant's waiting requests (403 without it; another tenant's never: the scope comes from the token).
 */
export function approvalRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const access = { userTypes: ['crm' as const], anyPermission: [APPROVAL_PERMISSION] };
  apiRoute(app, deps, E.list, {
    access, handler: async ({ principal, query }) => approvalQueue(db, await resolveScope(db, principal), query),
  });
  apiRoute(app, deps, E.one, {
    access, handler: async ({ principal, params }) => approvalRequest(db, await resolveScope(db, principal), params.id),
  });
  // The second source (ADR 0113): rule and routing activations waiting for a second user, by the pages' own permissions.
  apiRoute(app, deps, RULE_ACTIVATION_ENDPOINTS.pending, {
    access: { userTypes: ['crm', 'merchant'], anyPermission: [ANTIFRAUD_PERMISSIONS.tenantRules, ANTIFRAUD_PERMISSIONS.merchantRules, ROUTING_PERMISSIONS.v1, ROUTING_PERMISSIONS.v2] },
    handler: async ({ principal }) => pendingActivations(db, principal) as never,
  });
}
