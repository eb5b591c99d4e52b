import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import {
  CRM_SETTINGS_LIMITS, CRM_SETTINGS_MESSAGES as M, CRM_SETTINGS_PERMISSIONS, PIPELINE_ENDPOINTS as E, PIPELINES,
  type EndpointDeclaration,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { activitySets, pipelineElements, pipelineStages, pipelines } from '../../db/schema';
import { apiRoute, type Access } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { inScopeTenant, scopeOf } from '../../http/scope';
import { isUuid, newId } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';

const access: Access = tenantSettingsAccess(CRM_SETTINGS_PERMISSIONS.pipelines);

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would be ambiguous in a subquery.
const PIPELINE_ID = sql.raw('"pipelines"."id"');
/** A pipeline's stages in order, each with its activity set's name and its open records (one JSON array). */
const stagesJson = sql<unknown[]>`(select coalesce(json_agg(json_build_object(
    'id', s.id, 'pipelineId', s.pipeline_id, 'name', s.name, 'probability', s.probability, 'activitySetId', s.activity_set_id,
    'activitySetName', a.name, 'rottingDays', s.rotting_days, 'sortOrder', s.sort_order, 'isDefault', s.is_default,
    'openRecords', (select count(*) from pipeline_elements e where e.pipeline_id = s.pipeline_id and e.current_pipeline_stage_number = s.sort_order and not e.is_closed)
      -- Opportunities and projects (ADR 0088) hold their stage; a closed one keeps the stage it left from, so it holds it too.
      + (select count(*) from crm_deals d where d.stage_id = s.id)
  ) order by s.sort_order), '[]'::json) from pipeline_stages s left join activity_sets a on a.id = s.activity_set_id where s.pipeline_id = ${PIPELINE_ID})`;
const recordsCount = sql<number>`(select count(*)::int from pipeline_elements e where e.pipeline_id = ${PIPELINE_ID})
  + (select count(*)::int from crm_deals d where d.pipeline_id = ${PIPELINE_ID})`;

const pipelineColumns = {
  id: pipelines.id, tenantId: pipelines.tenantId, name: pipelines.name, isForOpportunities: pipelines.isForOpportunities,
  isForProjects: pipelines.isForProjects, createdAt: pipelines.createdAt, stages: stagesJson, records: recordsCount,
};
type PipelineDbRow = { id: string; tenantId: string; name: string; isForOpportunities: boolean; isForProjects: boolean; createdAt: Date; stages: unknown; records: number };

const toRow = (r: PipelineDbRow) => ({
  id: r.id, tenantId: r.tenantId, name: r.name, isForOpportunities: r.isForOpportunities, isForProjects: r.isForProjects,
  stages: (typeof r.stages === 'string' ? JSON.parse(r.stages) : r.stages) as never, records: Number(r.records), createdAt: r.createdAt.toISOString(),
});
type PipelineRow = ReturnType<typeof toRow>;
type StageRow = { id: string; sortOrder: number; isDefault: boolean; openRecords: number; name: string };

interface PipelineBody { name: string; isForOpportunities: boolean; isForProjects: boolean }
interface StageBody { name: string; probability: number; activitySetId?: string | null; rottingDays?: number | null; sortOrder?: number }

interface LooseContext { principal: Principal; params: Record<string, string>; query: Record<string, string | undefined>; body: Record<string, unknown> | null }
const registerRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access?: Access; handler: (ctx: LooseContext) => Promise<unknown> }) => void;

/**
 * Pipelines and their stages (spec section 7.7; ADR 0086). Records (pipeline elements) name their stage by its
 * place (`currentPipelineStageNumber`), so moving or deleting a stage renumbers the records with it in the same
 * transaction; a stage or pipeline that holds records is not deleted.
 */
export function pipelineRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const endpoints = PIPELINES.endpoints as unknown as Record<'one' | 'create' | 'update' | 'remove', EndpointDeclaration>;

  listRoute(app, deps, PIPELINES, {
    access, countFrom: pipelines, owner: { tenantId: pipelines.tenantId },
    select: (d) => d.select(pipelineColumns).from(pipelines).$dynamic(),
    columns: { id: pipelines.id, name: pipelines.name, createdAt: pipelines.createdAt },
    toRow: (r: PipelineDbRow) => toRow(r) as never,
  });

  async function read(id: string): Promise<PipelineRow> {
    const [row] = await db.select(pipelineColumns).from(pipelines).where(eq(pipelines.id, id));
    return toRow(row as PipelineDbRow);
  }

  /** The pipeline by id if the caller's scope reaches it; 404 otherwise (another tenant's is as unknown as a wrong id). */
  async function reach(principal: Principal, id: string, tenantId: string | undefined): Promise<PipelineRow> {
    const [row] = isUuid(id) ? await db.select({ tenantId: pipelines.tenantId }).from(pipelines).where(eq(pipelines.id, id)) : [];
    if (!row || !inScopeTenant(scopeOf(principal, { tenantId }), row.tenantId)) throw notFound('Pipeline: not found');
    return read(id);
  }

  const checkUses = (b: PipelineBody) => {
    if (!b.isForOpportunities && !b.isForProjects) throw badRequest(M.pipelineKind);
  };
  const checkName = async (tenantId: string, name: string, exceptId?: string) => {
    const [taken] = await db.select({ id: pipelines.id }).from(pipelines)
      .where(and(eq(pipelines.tenantId, tenantId), sql`lower(${pipelines.name}) = lower(${name.trim()})`, exceptId ? ne(pipelines.id, exceptId) : undefined));
    if (taken) throw badRequest(fill(M.nameTaken, { name: name.trim() }));
  };
  const checkActivitySet = async (tenantId: string, activitySetId: string | null | undefined) => {
    if (!activitySetId) return;
    const [known] = await db.select({ id: activitySets.id }).from(activitySets).where(and(eq(activitySets.id, activitySetId), eq(activitySets.tenantId, tenantId)));
    if (!known) throw badRequest(M.unknownActivitySet);
  };
  /** The audit event's before and after of a pipeline (ADR 0081). */
  function audited(before: PipelineRow | null, after: PipelineRow): PipelineRow;
  function audited(before: PipelineRow, after: null): null;
  function audited(before: PipelineRow | null, after: PipelineRow | null): PipelineRow | null {
    const row = after ?? before!;
    noteRowChange({ type: 'pipeline', id: row.id, tenantId: row.tenantId, merchantId: null }, before, after);
    return after;
  }

  registerRoute(app, deps, endpoints.one, { access, handler: async ({ principal, params, query }) => reach(principal, params.id!, query.tenantId) });

  registerRoute(app, deps, endpoints.create, {
    access,
    handler: async ({ principal, query, body }) => {
      const b = body as unknown as PipelineBody;
      const scope = scopeOf(principal, { tenantId: query.tenantId, tenantRequired: principal.user.userType === 'platform' });
      if (scope.kind !== 'tenant') throw badRequest('Pick a tenant first');
      checkUses(b);
      await checkName(scope.tenantId, b.name);
      const id = newId();
      await db.insert(pipelines).values({ id, tenantId: scope.tenantId, name: b.name.trim(), isForOpportunities: b.isForOpportunities, isForProjects: b.isForProjects });
      // A pipeline has at least one stage: it starts with one, the default, to rename and add to.
      await db.insert(pipelineStages).values({ id: newId(), pipelineId: id, name: 'New', probability: 10, sortOrder: 1, isDefault: true });
      return audited(null, await read(id));
    },
  });

  registerRoute(app, deps, endpoints.update, {
    access,
    handler: async ({ principal, params, query, body }) => {
      const before = await reach(principal, params.id!, query.tenantId);
      const b = body as unknown as PipelineBody;
      checkUses(b);
      await checkName(before.tenantId, b.name, before.id);
      await db.update(pipelines).set({ name: b.name.trim(), isForOpportunities: b.isForOpportunities, isForProjects: b.isForProjects }).where(eq(pipelines.id, before.id));
      return audited(before, await read(before.id));
    },
  });

  registerRoute(app, deps, endpoints.remove, {
    access,
    handler: async ({ principal, params, query }) => {
      const before = await reach(principal, params.id!, query.tenantId);
      if (before.records > 0) throw new ApiError(409, fill(M.pipelineInUse, { count: before.records }));
      await db.delete(pipelines).where(eq(pipelines.id, before.id));
      audited(before, null);
      return undefined;
    },
  });

  apiRoute(app, deps, E.allStages, {
    access,
    handler: async ({ principal, query }) => {
      const scope = scopeOf(principal, { tenantId: query.tenantId });
      const tenantOnly: SQL | undefined = scope.kind === 'tenant' ? eq(pipelines.tenantId, scope.tenantId) : undefined;
      const rows = await db.select(pipelineColumns).from(pipelines).where(tenantOnly).orderBy(asc(pipelines.name));
      return rows.flatMap((r) => toRow(r as PipelineDbRow).stages as unknown as never[]);
    },
  });

  apiRoute(app, deps, E.stages, {
    access,
    handler: async ({ principal, params, query }) => (await reach(principal, params.id, query.tenantId)).stages as never,
  });

  apiRoute(app, deps, E.uncheck, {
    access,
    handler: async ({ principal, params, query }) => {
      const pipeline = await reach(principal, params.id, query.tenantId);
      const sameUse = or2(pipeline.isForOpportunities ? eq(pipelines.isForOpportunities, true) : undefined, pipeline.isForProjects ? eq(pipelines.isForProjects, true) : undefined);
      return db.select({ id: pipelines.id, name: pipelines.name }).from(pipelines)
        .where(and(eq(pipelines.tenantId, pipeline.tenantId), ne(pipelines.id, pipeline.id), sameUse)).orderBy(asc(pipelines.name));
    },
  });

  /** Moves records with their stages: `order` is the stage ids in their new order (records keep their stage). */
  async function renumber(tx: Db, pipelineId: string, before: readonly StageRow[], order: readonly string[]) {
    const places = new Map(order.map((id, i) => [id, i + 1]));
    const moves = before.filter((s) => places.has(s.id) && places.get(s.id) !== s.sortOrder);
    if (moves.length === 0) return;
    // Through negative numbers first, so no two stages or records share a place midway.
    const caseOf = (column: SQL, pairs: Array<[number, number]>) => sql`case ${column} ${sql.join(pairs.map(([from, to]) => sql`when ${from} then ${to}`), sql` `)} else ${column} end`;
    const pairs = moves.map((s): [number, number] => [s.sortOrder, -places.get(s.id)!]);
    await tx.update(pipelineElements).set({ currentPipelineStageNumber: caseOf(sql`${pipelineElements.currentPipelineStageNumber}`, pairs) as never })
      .where(eq(pipelineElements.pipelineId, pipelineId));
    await tx.update(pipelineElements).set({ currentPipelineStageNumber: sql`abs(${pipelineElements.currentPipelineStageNumber})` })
      .where(and(eq(pipelineElements.pipelineId, pipelineId), sql`${pipelineElements.currentPipelineStageNumber} < 0`));
    for (const s of moves) await tx.update(pipelineStages).set({ sortOrder: places.get(s.id)! }).where(eq(pipelineStages.id, s.id));
  }

  const stagesOf = (pipeline: PipelineRow) => pipeline.stages as unknown as StageRow[];

  apiRoute(app, deps, E.createStage, {
    access,
    handler: async ({ principal, params, query, body }) => {
      const before = await reach(principal, params.id, query.tenantId);
      const b = body as StageBody;
      const stages = stagesOf(before);
      if (stages.length >= CRM_SETTINGS_LIMITS.stagesMax) throw badRequest(fill(M.stagesMax, { max: CRM_SETTINGS_LIMITS.stagesMax }));
      await checkActivitySet(before.tenantId, b.activitySetId);
      const id = newId();
      await db.insert(pipelineStages).values({
        id, pipelineId: before.id, name: b.name.trim(), probability: b.probability, activitySetId: b.activitySetId ?? null,
        rottingDays: b.rottingDays ?? null, sortOrder: stages.length + 1, isDefault: false,
      });
      const place = Math.min(b.sortOrder ?? stages.length + 1, stages.length + 1);
      const order = stages.map((s) => s.id);
      order.splice(place - 1, 0, id);
      await renumber(db, before.id, [...stages, { id, sortOrder: stages.length + 1, isDefault: false, openRecords: 0, name: b.name }], order);
      return audited(before, await read(before.id));
    },
  });

  apiRoute(app, deps, E.updateStage, {
    access,
    handler: async ({ principal, params, query, body }) => {
      const before = await reach(principal, params.id, query.tenantId);
      const stages = stagesOf(before);
      const stage = stages.find((s) => s.id === params.stageId);
      if (!stage) throw notFound('Stage: not found');
      const b = body as StageBody;
      await checkActivitySet(before.tenantId, b.activitySetId);
      await db.update(pipelineStages).set({
        name: b.name.trim(), probability: b.probability, activitySetId: b.activitySetId ?? null, rottingDays: b.rottingDays ?? null,
      }).where(eq(pipelineStages.id, stage.id));
      if (b.sortOrder !== undefined && b.sortOrder !== stage.sortOrder) {
        const order = stages.map((s) => s.id).filter((id) => id !== stage.id);
        order.splice(Math.min(b.sortOrder, stages.length) - 1, 0, stage.id);
        await renumber(db, before.id, stages, order);
      }
      return audited(before, await read(before.id));
    },
  });

  apiRoute(app, deps, E.removeStage, {
    access,
    handler: async ({ principal, params, query }) => {
      const before = await reach(principal, params.id, query.tenantId);
      const stages = stagesOf(before);
      const stage = stages.find((s) => s.id === params.stageId);
      if (!stage) throw notFound('Stage: not found');
      if (stages.length === 1) throw badRequest(M.lastStage);
      const [held] = await db.select({ n: count() }).from(pipelineElements)
        .where(and(eq(pipelineElements.pipelineId, before.id), eq(pipelineElements.currentPipelineStageNumber, stage.sortOrder)));
      if (held && held.n > 0) throw new ApiError(409, fill(M.stageInUse, { count: held.n }));
      await db.delete(pipelineStages).where(eq(pipelineStages.id, stage.id));
      // The stages after it move up one place, their records with them.
      await db.update(pipelineElements).set({ currentPipelineStageNumber: sql`${pipelineElements.currentPipelineStageNumber} - 1` })
        .where(and(eq(pipelineElements.pipelineId, before.id), gt(pipelineElements.currentPipelineStageNumber, stage.sortOrder)));
      await db.update(pipelineStages).set({ sortOrder: sql`${pipelineStages.sortOrder} - 1` })
        .where(and(eq(pipelineStages.pipelineId, before.id), gt(pipelineStages.sortOrder, stage.sortOrder)));
      // The default went with it: the first stage is the default now.
      if (stage.isDefault) await setDefault(db, before.id, null);
      return audited(before, await read(before.id));
    },
  });

  async function setDefault(tx: Db, pipelineId: string, stageId: string | null) {
    const [first] = await tx.select({ id: pipelineStages.id }).from(pipelineStages).where(eq(pipelineStages.pipelineId, pipelineId)).orderBy(asc(pipelineStages.sortOrder)).limit(1);
    const target = stageId ?? first?.id;
    await tx.update(pipelineStages).set({ isDefault: sql`${pipelineStages.id} = ${target}` }).where(eq(pipelineStages.pipelineId, pipelineId));
  }

  apiRoute(app, deps, E.resetDefaultStage, {
    access,
    handler: async ({ principal, params, query, body }) => {
      const before = await reach(principal, params.id, query.tenantId);
      const stageId = body?.stageId;
      if (stageId && !stagesOf(before).some((s) => s.id === stageId)) throw badRequest('That stage is not one of this pipeline\'s');
      await setDefault(db, before.id, stageId ?? null);
      return audited(before, await read(before.id));
    },
  });
}

/** Either condition (both undefined: none). */
function or2(a: SQL | undefined, b: SQL | undefined): SQL | undefined {
  return a && b ? sql`(${a} or ${b})` : a ?? b;
}
