import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CRM_DEAL_PERMISSIONS, CRM_RECORD_EDIT_PERMISSIONS, type CrmDealKind, type EndpointDeclaration } from '@portal/contracts';
import { crmDeals } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { leadConversionRoutes } from './lead-conversion';
import { listRoute } from '../../http/resource-routes';
import type { Principal } from '../users/repository';
import { tenantSettingsAccess } from '../settings/tenant-settings-access';
import { crmEditAccess } from '../crm/edit-access';
import { dealColumns, toDealRow, type DealDbRow } from './deal-columns';
import { createDeal, dealMerchantLimitWhere, moveDeal, ownedDeal, readDeal, removeDeal, updateDeal, type DealBody, type DealMove } from './deal-service';
import { boardRoutes } from './board.routes';
import { checklistOf, tickActivity } from './checklist';
import { DEAL_BOARD_ENDPOINTS, DEAL_RESOURCES, dealCall } from './deal-call';


type Ctx = { principal: Principal; params: { id: string }; query: { tenantId?: string }; body: unknown };
const route = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access: unknown; handler: (ctx: Ctx) => Promise<unknown> }) => void;



const asText = (column: PgColumn) => sql`${column}::text` as unknown as PgColumn;

/**
 * A kind's list (the resource layer's `listRoute`), its form's one/create/update/remove and the board's calls, all on
 * the one service (ADR 0088). Tenant staff read with the catalogue's View permission and change with the kind's edit one (ADR 0093).
 */
function dealRoutesOf(app: FastifyInstance, deps: ApiDeps, kind: CrmDealKind): void {
  const resource = DEAL_RESOURCES[kind];
  const access = tenantSettingsAccess(CRM_DEAL_PERMISSIONS[kind]);
  // Reading with the page's View; creating, editing, deleting and moving with the kind's edit permission (ADR 0093).
  const editAccess = crmEditAccess(CRM_RECORD_EDIT_PERMISSIONS[kind]);
  const endpoints = resource.endpoints as unknown as Record<'one' | 'create' | 'update' | 'remove', EndpointDeclaration>;

  listRoute(app, deps, resource, {
    // A tenant's book runs to 100 000 records: counted up to 10 000 ("10 000+"), as the transaction lookups do.
    access, countFrom: crmDeals, owner: { tenantId: crmDeals.tenantId }, count: { cap: 10_000 },
    select: (d) => d.select(dealColumns).from(crmDeals).$dynamic(),
    columns: {
      id: crmDeals.id, name: crmDeals.name,
      // Ids compared as text (lower-case, as PostgreSQL prints a uuid): any typed value is a filter, never a 500.
      pipelineId: asText(crmDeals.pipelineId), stageId: asText(crmDeals.stageId), ownerId: asText(crmDeals.ownerId), organizationId: asText(crmDeals.organizationId),
      closedState: crmDeals.closedState, amount: crmDeals.amount, expectedCloseDate: crmDeals.expectedCloseDate,
      stageEnteredAt: crmDeals.stageEnteredAt, createdAt: crmDeals.createdAt, updatedAt: crmDeals.updatedAt,
      isOpen: sql`(${crmDeals.closedState} is null)` as unknown as PgColumn,
    },
    where: (call) => and(eq(crmDeals.kind, kind), dealMerchantLimitWhere(call)),
    toRow: (r: DealDbRow) => toDealRow(r) as never,
  });

  route(app, deps, endpoints.one, {
    access,
    handler: async ({ principal, params, query }) => {
      const call = dealCall(deps, principal, query.tenantId, false);
      await ownedDeal(call, kind, params.id);
      return readDeal(call, params.id);
    },
  });
  route(app, deps, endpoints.create, {
    access: editAccess,
    handler: async ({ principal, query, body }) => createDeal(dealCall(deps, principal, query.tenantId, true), kind, body as DealBody),
  });
  route(app, deps, endpoints.update, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => updateDeal(dealCall(deps, principal, query.tenantId, false), kind, params.id, body as DealBody),
  });
  route(app, deps, endpoints.remove, {
    access: editAccess,
    handler: async ({ principal, params, query }) => {
      await removeDeal(dealCall(deps, principal, query.tenantId, false), kind, params.id);
      return undefined;
    },
  });
  route(app, deps, DEAL_BOARD_ENDPOINTS[kind].move, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => moveDeal(dealCall(deps, principal, query.tenantId, false), kind, params.id, body as DealMove),
  });
  // The stage checklist (ADR 0093): read with View, ticked with the kind's edit permission.
  route(app, deps, DEAL_BOARD_ENDPOINTS[kind].checklist, {
    access,
    handler: async ({ principal, params, query }) => {
      const call = dealCall(deps, principal, query.tenantId, false);
      return checklistOf(call, await ownedDeal(call, kind, params.id));
    },
  });
  route(app, deps, DEAL_BOARD_ENDPOINTS[kind].tick, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => {
      const call = dealCall(deps, principal, query.tenantId, false);
      const { activity, done } = body as { activity: string; done: boolean };
      return tickActivity(call, kind, await ownedDeal(call, kind, params.id), activity, done);
    },
  });
  boardRoutes(app, deps, kind, access);
}

/** The CRM's opportunities and projects (ADR 0088), and the conversion of a lead into one (ADR 0091). */
export function crmDealRoutes(app: FastifyInstance, deps: ApiDeps): void {
  dealRoutesOf(app, deps, 'opportunity');
  dealRoutesOf(app, deps, 'project');
  leadConversionRoutes(app, deps);
}
