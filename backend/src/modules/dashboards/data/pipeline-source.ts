import { sql } from 'drizzle-orm';
import { crmDeals, pipelineElements, pipelines, pipelineStages } from '../../../db/schema';
import type { WidgetDataRow } from '@portal/contracts';
import { answer, num, type DataSourceFn } from './context';

type StageRow = { sort_order: number; name: string; probability: number };
type CountRow = { stage: number; state: string | null; records: string };

/** The open records per stage (by place), then the closed ones per state (Won, Lost, ...). */
function figuresOf(stages: StageRow[], counts: CountRow[]) {
  const open = (stage: number) => counts.filter((c) => c.state === null && c.stage === stage).reduce((sum, c) => sum + num(c.records), 0);
  const closed = new Map<string, number>();
  for (const c of counts) if (c.state) closed.set(c.state, (closed.get(c.state) ?? 0) + num(c.records));
  const data: WidgetDataRow[] = [
    ...stages.map((s) => ({ stage: s.name, sortOrder: s.sort_order, probability: s.probability, state: null, count: open(s.sort_order) })),
    ...[...closed.entries()].map(([state, count]) => ({ stage: state, sortOrder: null, probability: null, state, count })),
  ];
  return answer(data, { totalCount: counts.reduce((sum, c) => sum + num(c.records), 0) });
}

/**
 * PIPELINE_CHART (ADR 0088). Tenant (and platform) staff: the CRM's opportunities on each tenant's first opportunity
 * pipeline (by name; the board's default), open ones per stage, then closed ones per state. A merchant: its own
 * boarding (the pipeline element naming it), the stage it is at (count 1) or how it ended. A pipeline is where
 * things stand now: the period and mode do not apply.
 */
export const pipeline: DataSourceFn = async (ctx) => {
  const { scope } = ctx;
  if (scope.kind === 'merchant') {
    const { rows: stages } = await ctx.db.execute<StageRow>(sql`
      SELECT DISTINCT ON (${pipelineStages.sortOrder}) ${pipelineStages.sortOrder} AS sort_order, ${pipelineStages.name} AS name, ${pipelineStages.probability} AS probability
      FROM ${pipelineStages} WHERE ${pipelineStages.pipelineId} IN (SELECT ${pipelineElements.pipelineId} FROM ${pipelineElements} WHERE ${pipelineElements.merchantId} = ${scope.merchantId})
      ORDER BY ${pipelineStages.sortOrder}, ${pipelineStages.name}`);
    const { rows: counts } = await ctx.db.execute<CountRow>(sql`
      SELECT ${pipelineElements.currentPipelineStageNumber} AS stage, CASE WHEN ${pipelineElements.isClosed} THEN ${pipelineElements.stateName} END AS state, count(*) AS records
      FROM ${pipelineElements} WHERE ${pipelineElements.merchantId} = ${scope.merchantId} GROUP BY 1, 2`);
    return figuresOf(stages, counts);
  }
  const tenantWhere = scope.kind === 'platform'
    ? (scope.tenantIds ? sql`p.tenant_id IN (${sql.join(scope.tenantIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`true`)
    : sql`p.tenant_id = ${scope.tenantId}`;
  // Each tenant's first opportunity pipeline by name.
  const chosen = sql`SELECT DISTINCT ON (p.tenant_id) p.id FROM ${pipelines} p WHERE ${tenantWhere} AND p.is_for_opportunities ORDER BY p.tenant_id, p.name, p.id`;
  const { rows: stages } = await ctx.db.execute<StageRow>(sql`
    SELECT DISTINCT ON (${pipelineStages.sortOrder}) ${pipelineStages.sortOrder} AS sort_order, ${pipelineStages.name} AS name, ${pipelineStages.probability} AS probability
    FROM ${pipelineStages} WHERE ${pipelineStages.pipelineId} IN (${chosen}) ORDER BY ${pipelineStages.sortOrder}, ${pipelineStages.name}`);
  const { rows: counts } = await ctx.db.execute<CountRow>(sql`
    SELECT s.sort_order AS stage, d.closed_state AS state, count(*) AS records
    FROM ${crmDeals} d JOIN ${pipelineStages} s ON s.id = d.stage_id
    WHERE d.pipeline_id IN (${chosen}) AND d.kind = 'opportunity' GROUP BY 1, 2`);
  return figuresOf(stages, counts);
};
