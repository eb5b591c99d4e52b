import type { FastifyInstance } from 'fastify';
import { LIST_VIEW_ENDPOINTS, LIST_VIEW_MESSAGES, type Resource } from '@portal/contracts';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { listedResource } from '../../http/listed-resources';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { checkedViewState } from './list-view-state';
import { columnChoiceOf, createView, removeView, saveColumnChoice, updateView, viewOf, viewsOf } from './repository';

/** The list the caller may keep views of: one this server lists, and that the caller may read (else 404 / 403). */
function readableList(principal: Principal, key: string): Resource {
  const listed = listedResource(key);
  if (!listed) throw notFound(LIST_VIEW_MESSAGES.unknownList);
  checkAccess(principal, listed.access);
  return listed.resource;
}

/** Another user's id and a malformed one answer as an unknown one: 404. */
const ownId = (id: string): string => {
  if (!isUuid(id)) throw notFound(LIST_VIEW_MESSAGES.notFound);
  return id;
};

/**
 * Saved views and column choices of the resource lists (ADR 0095): each user's own. The user comes from the
 * token only and every query is narrowed to it, so another user's view is never seen or changed, even by id.
 */
export function listViewRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = LIST_VIEW_ENDPOINTS;

  apiRoute(app, deps, E.list, {
    handler: async ({ principal, query }) => {
      readableList(principal, query.list);
      return viewsOf(db, principal.user.id, query.list);
    },
  });
  apiRoute(app, deps, E.create, {
    handler: async ({ principal, body }) => {
      const resource = readableList(principal, body.list);
      return createView(db, principal.user.id, body.list, body.name, checkedViewState(resource, body.state));
    },
  });
  apiRoute(app, deps, E.update, {
    handler: async ({ principal, params, body }) => {
      const current = await viewOf(db, principal.user.id, ownId(params.id));
      const resource = readableList(principal, current.list);
      return updateView(db, principal.user.id, current, { name: body.name, state: body.state && checkedViewState(resource, body.state) });
    },
  });
  apiRoute(app, deps, E.remove, {
    handler: async ({ principal, params }) => removeView(db, principal.user.id, ownId(params.id)),
  });
  apiRoute(app, deps, E.columns, {
    handler: async ({ principal, query }) => {
      readableList(principal, query.list);
      return columnChoiceOf(db, principal.user.id, query.list);
    },
  });
  apiRoute(app, deps, E.saveColumns, {
    handler: async ({ principal, body }) => {
      readableList(principal, body.list);
      return saveColumnChoice(db, principal.user.id, body.list, body.columns);
    },
  });
}
