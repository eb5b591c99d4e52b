import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { resolveScope } from '../../http/scope';
import { UTR_ENDPOINTS, UTR_PERMISSIONS } from '@portal/contracts';
import { actorOf } from '../transactions/actions/types';
import { pendingForUtr, resubmissions, submitUtr } from './service';

/**
 * UTR resubmissions (ADR 0055): tenant staff with the page's permission on their tenant's payments
 * (transaction-management/utr-resubmissions), a merchant user on its own (merchant/transaction-management/...),
 * through the one scope resolver; the Mode header's rows only.
 */
export function utrResubmissionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  for (const kind of ['tenant', 'merchant'] as const) {
    const E = UTR_ENDPOINTS[kind];
    const access = { userTypes: [kind === 'tenant' ? 'crm' as const : 'merchant' as const], anyPermission: [UTR_PERMISSIONS[kind]] };
    apiRoute(app, deps, E.pending, {
      access, handler: async ({ mode, principal, query }) => pendingForUtr(db, await resolveScope(db, principal), mode, query),
    });
    apiRoute(app, deps, E.list, {
      access, handler: async ({ mode, principal, query }) => resubmissions(db, await resolveScope(db, principal), mode, query),
    });
    apiRoute(app, deps, E.submit, {
      access, handler: async ({ mode, principal, body }) => submitUtr(db, await resolveScope(db, principal), mode, actorOf(principal), body),
    });
  }
}
