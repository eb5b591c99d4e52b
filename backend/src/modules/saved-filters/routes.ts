import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../lib/ids';
import { SAVED_FILTER_ENDPOINTS, TRANSACTION_LOOKUP_PERMISSIONS, type TransactionLookupKind } from '@portal/contracts';
import type { Principal } from '../users/repository';
import { createSavedFilter, deleteSavedFilter, listSavedFilters, savedFilterOf, updateSavedFilter } from './repository';

/** The lookup each user type works in: a saved filter is saved on the caller's own lookup only. */
const LOOKUP_OF_USER_TYPE = { crm: 'tenant', platform: 'platform', merchant: 'merchant' } as const;

/** The caller may keep filters of `lookup`: their own user type's lookup, and its permission. */
function mayKeep(principal: Principal, lookup: TransactionLookupKind): void {
  if (LOOKUP_OF_USER_TYPE[principal.user.userType] !== lookup) throw forbidden(`Your user type has no ${lookup} transaction lookup`);
  checkAccess(principal, { anyPermission: [TRANSACTION_LOOKUP_PERMISSIONS[lookup].lookup, TRANSACTION_LOOKUP_PERMISSIONS[lookup].columns] });
}

/** Another user's id and a malformed one answer as an unknown one: 404. */
const ownId = (id: string): string => {
  if (!isUuid(id)) throw notFound('Saved filter not found');
  return id;
};

/**
 * Saved transaction filters (spec part 2 sections 4 and 7.4; ADR 0043): each user's own, per lookup. The
 * user id comes from the token only; every query is narrowed to it, so another user's filter is never seen,
 * changed or deleted, even by id (404).
 */
export function savedFilterRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = SAVED_FILTER_ENDPOINTS;

  apiRoute(app, deps, E.list, {
    handler: async ({ principal, query }) => {
      mayKeep(principal, query.lookup);
      return listSavedFilters(db, principal.user.id, query.lookup);
    },
  });
  apiRoute(app, deps, E.create, {
    handler: async ({ principal, body }) => {
      mayKeep(principal, body.lookup);
      return createSavedFilter(db, principal.user.id, body.lookup, body.name, body.request);
    },
  });
  apiRoute(app, deps, E.get, {
    handler: async ({ principal, params }) => savedFilterOf(db, principal.user.id, ownId(params.id)),
  });
  apiRoute(app, deps, E.update, {
    handler: async ({ principal, params, body }) => {
      const current = await savedFilterOf(db, principal.user.id, ownId(params.id));
      mayKeep(principal, current.lookup);
      return updateSavedFilter(db, principal.user.id, current.id, body);
    },
  });
  apiRoute(app, deps, E.remove, {
    handler: async ({ principal, params }) => {
      await deleteSavedFilter(db, principal.user.id, ownId(params.id));
    },
  });
}
