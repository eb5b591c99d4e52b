import { sql } from 'drizzle-orm';
import { pipelineElements, pipelines, pipelineStages } from '../../../db/schema';
import type { WidgetDataRow } from '@portal/contracts';
import { answer, num, type DataSourceFn } from './context';

/**
 * PIPELINE_CHART: the merchant onboarding pipeline. Tenant (and platform) staff: open elements per stage, then
 * closed ones per state (Won, Lost, ...); a merchant: its own boarding, the stage it is at (count 1) or how it
 * ended. A pipeline is where things stand now: the period and mode do not apply.
 */
export const pipeline: DataSourceFn = async (ctx) => {
  const { scope } = ctx;
  const tenantWhere = scope.kind === 'platform'
    ? (scope.tenantIds ? sql`${pipelines.tenantId} IN (${sql.join(scope.tenantIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`true`)
    : sql`${pipelines.tenantId} = ${scope.tenantId}`;
  const elementWhere = scope.kind === 'merchant' ? sql`${pipelineElements.merchantId} = ${scope.merchantId}` : sql`true`;
  const { rows: stages } = await ctx.db.execute<{ sort_order: number; name: string; probability: number }>(sql`
    SELECT DISTINCT ON (${pipelineStages.sortOrder}) ${pipelineStages.sortOrder} AS sort_order, ${pipelineStages.name} AS name, ${pipelineStages.probability} AS probability
    FROM ${pipelineStages} JOIN ${pipelines} ON ${pipelines.id} = ${pipelineStages.pipelineId}
    WHERE ${tenantWhere} AND ${pipelines.name} = 'Merchant onboarding' ORDER BY ${pipelineStages.sortOrder}, ${pipelineStages.name}`);
  const { rows: counts } = await ctx.db.execute<{ stage: number; state: string | null; elements: string }>(sql`
    SELECT ${pipelineElements.currentPipelineStageNumber} AS stage, CASE WHEN ${pipelineElements.isClosed} THEN ${pipelineElements.stateName} END AS state,
      count(*) AS elements
    FROM ${pipelineElements} JOIN ${pipelines} ON ${pipelines.id} = ${pipelineElements.pipelineId}
    WHERE ${tenantWhere} AND ${pipelines.name} = 'Merchant onboarding' AND ${elementWhere}
    GROUP BY 1, 2`);
  const open = (stage: number) => counts.filter((c) => c.state === null && c.stage === stage).reduce((sum, c) => sum + num(c.elements), 0);
  const closed = new Map<string, number>();
  for (const c of counts) if (c.state) closed.set(c.state, (closed.get(c.state) ?? 0) + num(c.elements));
  const data: WidgetDataRow[] = [
    ...stages.map((s) => ({ stage: s.name, sortOrder: s.sort_order, probability: s.probability, state: null, count: open(s.sort_order) })),
    ...[...closed.entries()].map(([state, count]) => ({ stage: state, sortOrder: null, probability: null, state, count })),
  ];
  return answer(data, { totalCount: counts.reduce((sum, c) => sum + num(c.elements), 0) });
};
