/**
 * The pipeline board (ADR 0088): one pipeline's open stages and the kind's closing states as columns, each with its
 * first cards (newest arrival first, a keyset cursor for more), its count and its totals per currency, summed and
 * weighted by probability in SQL over every record of the column that the filters (owner, search) keep.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CRM_CLOSED_STATES_BY_KIND, CRM_DEAL_LIMITS, type CrmClosedState, type CrmDealKind, type EndpointDeclaration } from '@portal/contracts';
import { crmDeals, pipelineStages, pipelines } from '../../db/schema';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { likeContains } from '../../lib/like';
import { badRequest, notFound } from '../../http/errors';
import type { ResourceCall } from '../../http/resource-routes';
import type { Principal } from '../users/repository';
import { dealColumns, toDealRow, type DealDbRow, type DealRow } from './deal-columns';
import { dealMerchantLimitWhere } from './deal-service';
import { DEAL_BOARD_ENDPOINTS, dealCall } from './deal-call';

interface BoardQuery { tenantId?: string; pipelineId?: string; ownerId?: string; search?: string; perStage: number; column?: string; cursor?: string }
type Ctx = { principal: Principal; query: BoardQuery };
const route = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access: Access; handler: (ctx: Ctx) => Promise<unknown> }) => void;

interface Column { key: string; stageId: string | null; closedState: CrmClosedState | null; name: string; probability: number | null; rottingDays: number | null }
export interface ColumnTotals { count: number; totals: Array<{ currencyCode: string; amount: string; weighted: string }> }

/** The tenant the board is for: tenant staff their own, platform staff the one they pick. */
function tenantOf(call: ResourceCall): string {
  if (call.scope.kind === 'platform') throw badRequest('tenantId is required: pick a tenant first');
  return call.scope.tenantId;
}

/** What the filters keep (cards and totals alike). */
function filtersOf(call: ResourceCall, kind: CrmDealKind, tenantId: string, pipelineId: string, q: BoardQuery): SQL {
  const search = q.search?.trim();
  return and(
    eq(crmDeals.tenantId, tenantId), eq(crmDeals.pipelineId, pipelineId), eq(crmDeals.kind, kind),
    q.ownerId ? eq(crmDeals.ownerId, q.ownerId) : undefined,
    search ? ilike(crmDeals.name, likeContains(search)) : undefined,
    dealMerchantLimitWhere(call),
  )!;
}

const columnWhere = (column: Pick<Column, 'stageId' | 'closedState'>): SQL =>
  column.stageId ? and(eq(crmDeals.stageId, column.stageId), isNull(crmDeals.closedState))! : eq(crmDeals.closedState, column.closedState!);

/** The pipeline's stages, then the kind's closing states. */
async function columnsOf(call: ResourceCall, kind: CrmDealKind, pipelineId: string): Promise<Column[]> {
  const stages = await call.db.select().from(pipelineStages).where(eq(pipelineStages.pipelineId, pipelineId)).orderBy(asc(pipelineStages.sortOrder));
  return [
    ...stages.map((s) => ({ key: s.id, stageId: s.id, closedState: null, name: s.name, probability: s.probability, rottingDays: s.rottingDays })),
    ...CRM_CLOSED_STATES_BY_KIND[kind].map((state) => ({ key: state, stageId: null, closedState: state, name: state, probability: null, rottingDays: null })),
  ];
}

/** Count, sum and weighted sum per column and currency, in one grouped query (rounded to the currency's places). */
export async function columnTotals(call: ResourceCall, filters: SQL): Promise<Map<string, ColumnTotals>> {
  const { rows } = await call.db.execute<{ column_key: string; currency_code: string | null; records: string; amount: string | null; weighted: string | null }>(sql`
    select t.column_key, t.currency_code, t.records, round(t.amount, coalesce(c.decimal_places, 2))::text as amount,
      round(t.weighted, coalesce(c.decimal_places, 2))::text as weighted
    from (
      select coalesce(${crmDeals.closedState}, ${crmDeals.stageId}::text) as column_key, ${crmDeals.currencyCode} as currency_code, count(*) as records,
        sum(${crmDeals.amount}) as amount, sum(${crmDeals.amount} * ${crmDeals.probability} / 100.0) as weighted
      from ${crmDeals} where ${filters} group by 1, 2
    ) t left join currencies c on c.code = t.currency_code
    order by t.column_key, t.currency_code`);
  const totals = new Map<string, ColumnTotals>();
  for (const r of rows) {
    const entry = totals.get(r.column_key) ?? { count: 0, totals: [] };
    entry.count += Number(r.records);
    if (r.currency_code && r.amount !== null) entry.totals.push({ currencyCode: r.currency_code, amount: r.amount, weighted: r.weighted ?? '0' });
    totals.set(r.column_key, entry);
  }
  return totals;
}

const encodeCursor = (row: { enteredKey: string; id: string }) => Buffer.from(JSON.stringify([row.enteredKey, row.id])).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch { /* answered below */ }
  throw badRequest('The cursor is not one this board gave');
}

/** A column's cards after the cursor, newest arrival first; the next cursor when more follow. */
async function cardsOf(call: ResourceCall, filters: SQL, column: Column, limit: number, cursor?: string): Promise<{ cards: DealRow[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await call.db.select(dealColumns).from(crmDeals)
    .where(and(filters, columnWhere(column), after ? sql`(${crmDeals.stageEnteredAt}, ${crmDeals.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined))
    .orderBy(desc(crmDeals.stageEnteredAt), desc(crmDeals.id)).limit(limit + 1);
  const page = rows.slice(0, limit) as unknown as DealDbRow[];
  return { cards: page.map(toDealRow), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
}

/** The tenant's pipelines of the kind, by name, each with its stages in order. */
async function pipelinesOf(call: ResourceCall, kind: CrmDealKind, tenantId: string) {
  const list = await call.db.select({ id: pipelines.id, name: pipelines.name }).from(pipelines)
    .where(and(eq(pipelines.tenantId, tenantId), kind === 'opportunity' ? eq(pipelines.isForOpportunities, true) : eq(pipelines.isForProjects, true)))
    .orderBy(asc(pipelines.name), asc(pipelines.id));
  const stages = list.length
    ? await call.db.select({ id: pipelineStages.id, name: pipelineStages.name, pipelineId: pipelineStages.pipelineId }).from(pipelineStages)
      .where(inArray(pipelineStages.pipelineId, list.map((p) => p.id))).orderBy(asc(pipelineStages.sortOrder))
    : [];
  return list.map((p) => ({ ...p, stages: stages.filter((s) => s.pipelineId === p.id).map(({ id, name }) => ({ id, name })) }));
}

export function boardRoutes(app: FastifyInstance, deps: ApiDeps, kind: CrmDealKind, access: Access): void {
  const endpoints = DEAL_BOARD_ENDPOINTS[kind];

  route(app, deps, endpoints.board, {
    access,
    handler: async ({ principal, query }) => {
      const call = dealCall(deps, principal, query.tenantId, true);
      const tenantId = tenantOf(call);
      const list = await pipelinesOf(call, kind, tenantId);
      const pipeline = query.pipelineId ? list.find((p) => p.id === query.pipelineId) : list[0];
      if (query.pipelineId && !pipeline) throw notFound('Pipeline: not found');
      if (!pipeline) return { pipelineId: null, pipelineName: '', pipelines: [], columns: [] };
      const filters = filtersOf(call, kind, tenantId, pipeline.id, query);
      const perStage = query.perStage ?? CRM_DEAL_LIMITS.perStageDefault;
      const columns = await columnsOf(call, kind, pipeline.id);
      const [totals, pages] = await Promise.all([columnTotals(call, filters), Promise.all(columns.map((c) => cardsOf(call, filters, c, perStage)))]);
      return {
        pipelineId: pipeline.id, pipelineName: pipeline.name, pipelines: list,
        columns: columns.map((c, i) => ({ ...c, count: totals.get(c.key)?.count ?? 0, totals: totals.get(c.key)?.totals ?? [], ...pages[i]! })),
      };
    },
  });

  route(app, deps, endpoints.column, {
    access,
    handler: async ({ principal, query }) => {
      const call = dealCall(deps, principal, query.tenantId, true);
      const tenantId = tenantOf(call);
      const pipeline = (await pipelinesOf(call, kind, tenantId)).find((p) => p.id === query.pipelineId);
      if (!pipeline) throw notFound('Pipeline: not found');
      const column = (await columnsOf(call, kind, pipeline.id)).find((c) => c.key === query.column);
      if (!column) throw badRequest('Unknown board column');
      return cardsOf(call, filtersOf(call, kind, tenantId, pipeline.id, query), column, query.perStage ?? CRM_DEAL_LIMITS.perStageDefault, query.cursor);
    },
  });
}
