import type { FastifyInstance } from 'fastify';
import { and } from 'drizzle-orm';
import type { EndpointDeclaration, ResourceDeclaration, ResourcePage } from '@portal/contracts';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { orderOf } from '../../../http/resource-routes';
import { resourceWhere } from '../../../http/resource-where';
import { pagedQuery } from '../../../lib/paged-query';
import { QueryParameters } from '../../../lib/query-parameters';
import type { Principal } from '../../users/repository';
import { CHANNEL_SETTINGS, MID_SETTINGS, PAYMENT_SETTINGS_PERMISSIONS as P, PROMOTION_ENDPOINTS, WEBSITE_SETTINGS } from './contracts';
import { ownerOf } from './owner';
import { approvePromotion, listPromotions, promotionDiff, rejectPromotion, requestPromotion, revertPromotion } from './promotions';
import { plainPaymentSettingsRoutes } from './plain-routes';
import { CHANNEL_ROWS, MID_ROWS, WEBSITE_ROWS, type RowStore } from './rows';

type Endpoints = Record<'list' | 'create' | 'update' | 'remove', EndpointDeclaration>;
type Loose = {
  principal: Principal;
  query: { merchantId?: string; sortField?: string; sortDirection?: 'asc' | 'desc'; pageIndex: number; pageSize: number; cursor?: string } & Record<string, unknown>; params: { id: string }; body: Record<string, unknown>; mode: 'Test' | 'Live' };
/** apiRoute over endpoints typed only as declarations (their row types differ per resource): the handlers read `Loose`. */
const looseRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access: { userTypes: ('merchant' | 'crm')[] }; handler: (c: unknown) => Promise<unknown> }) => void;

/**
 * A settings resource whose row joins a shared row (a website, a channel) with its settings of the mode, or names
 * another row (a MID's channel): list, create, update and delete in the caller's mode, for the merchant of the
 * token or the one tenant staff picked (`ownerOf`: the page's permission, a merchant picked). The list is one
 * `pagedQuery` like listRoute's: the row store's select with its joins, the owner's where, the resource's filters
 * (`resourceWhere`) and order. The plain per-mode tables use listRoute and crudRoutes (plain-routes.ts).
 */
function settingsRoutes(app: FastifyInstance, deps: ApiDeps, resource: ResourceDeclaration & { endpoints: object }, permission: string, rows: RowStore): void {
  const { db } = deps;
  const E = resource.endpoints as Endpoints;
  const access = { userTypes: ['merchant', 'crm'] as ('merchant' | 'crm')[] };
  const ctx = async (c: Loose) => ({ owner: await ownerOf(db, c.principal, permission, c.query.merchantId), mode: c.mode });
  looseRoute(app, deps, E.list, {
    access,
    handler: async (c) => {
      const { query } = c as unknown as Loose;
      const { owner, mode } = await ctx(c as unknown as Loose);
      const list = rows.listQuery(db, owner, mode);
      const p = QueryParameters.inline();
      const page = await pagedQuery({
        db, select: list.select, countFrom: list.countFrom, where: and(list.where, resourceWhere(resource, list.columns, query, p)),
        order: orderOf(resource, list.columns, list.columns.id, query),
        page: { pageIndex: query.pageIndex, pageSize: query.pageSize, cursor: query.cursor }, count: { exact: true },
      });
      const answer: ResourcePage<object> = {
        data: page.rows.map((row) => list.toRow(row as never)), count: page.count, countIsCapped: page.countIsCapped, nextCursor: page.nextCursor,
      };
      return answer;
    },
  });
  looseRoute(app, deps, E.create, {
    access,
    handler: async (c) => {
      const { owner, mode } = await ctx(c as unknown as Loose);
      return rows.create(db, owner, mode, (c as unknown as Loose).body);
    },
  });
  looseRoute(app, deps, E.update, {
    access,
    handler: async (c) => {
      const l = c as unknown as Loose;
      const { owner, mode } = await ctx(l);
      return rows.update(db, owner, mode, l.params.id, l.body);
    },
  });
  looseRoute(app, deps, E.remove, {
    access,
    handler: async (c) => {
      const l = c as unknown as Loose;
      const { owner, mode } = await ctx(l);
      await rows.remove(db, owner, mode, l.params.id);
    },
  });
}

/** The merchant payment settings pages and Promote to Live (ADR 0067). */
export function paymentSettingsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  settingsRoutes(app, deps, WEBSITE_SETTINGS, P.websites, WEBSITE_ROWS);
  settingsRoutes(app, deps, CHANNEL_SETTINGS, P.paymentChannels, CHANNEL_ROWS);
  settingsRoutes(app, deps, MID_SETTINGS, P.mids, MID_ROWS);
  plainPaymentSettingsRoutes(app, deps);

  const { db } = deps;
  const E = PROMOTION_ENDPOINTS;
  const access = { userTypes: ['merchant', 'crm'] as ('merchant' | 'crm')[] };
  apiRoute(app, deps, E.diff, {
    access,
    handler: async ({ principal, query }) => promotionDiff(db, await ownerOf(db, principal, P.promote, query.merchantId), query.area),
  });
  apiRoute(app, deps, E.list, {
    access,
    handler: async ({ principal, query }) => listPromotions(db, await ownerOf(db, principal, P.promote, query.merchantId)),
  });
  apiRoute(app, deps, E.create, {
    access,
    handler: async ({ principal, query, body }) => requestPromotion(db, await ownerOf(db, principal, P.promote, query.merchantId), principal, body.area, body.itemIds),
  });
  apiRoute(app, deps, E.approve, {
    access,
    handler: async ({ principal, query, params }) => approvePromotion(db, await ownerOf(db, principal, P.promote, query.merchantId), principal, params.id),
  });
  apiRoute(app, deps, E.reject, {
    access,
    handler: async ({ principal, query, params }) => rejectPromotion(db, await ownerOf(db, principal, P.promote, query.merchantId), principal, params.id),
  });
  apiRoute(app, deps, E.revert, {
    access,
    handler: async ({ principal, query, params }) => revertPromotion(db, await ownerOf(db, principal, P.promote, query.merchantId), principal, params.id),
  });
}
