import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { CRM_ACTIVITY_ENDPOINTS as E, type CrmRecordType } from '@portal/contracts';
import { crmDeals, crmTasks, pipelineStages, pipelines, users } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { scopeOf, scopeTenantIds } from '../../http/scope';
import { columnTotals } from '../crm-deals/board.routes';
import type { ResourceCall } from '../../http/resource-routes';
import { anyCrmRecordAccess } from './record-access';
import { taskColumns, toTaskRow } from './tasks.routes';

const HOME_TASKS = 8;
const HOME_RECENT = 8;

/**
 * The records a user owns, last changed first, with a line that tells them apart: one query over each record table
 * (each has an index on its owner or tenant), merged.
 */
const RECENT_SQL: Array<{ type: CrmRecordType; sql: (ownerId: string) => ReturnType<typeof sql> }> = [
  { type: 'organization', sql: (ownerId) => sql`select id, legal_name as name, coalesce(industry, '') as detail, updated_at from crm_organizations where owner_id = ${ownerId}` },
  {
    type: 'contact', sql: (ownerId) => sql`select c.id, c.first_name || ' ' || c.last_name as name, o.legal_name as detail, c.updated_at
      from crm_contacts c join crm_organizations o on o.id = c.organization_id where c.owner_id = ${ownerId}`,
  },
  {
    type: 'lead', sql: (ownerId) => sql`select l.id, l.company_name as name, s.name as detail, l.updated_at
      from crm_leads l join lead_statuses s on s.id = l.status_id where l.owner_id = ${ownerId}`,
  },
  ...(['opportunity', 'project'] as const).map((kind) => ({
    type: kind, sql: (ownerId: string) => sql`select d.id, d.name, o.legal_name as detail, d.updated_at
      from crm_deals d join crm_organizations o on o.id = d.organization_id where d.owner_id = ${ownerId} and d.kind = ${kind}`,
  })),
];

/**
 * The caller's open opportunities per stage of each of the tenant's opportunity pipelines, with the board's own totals
 * (count, sum and weighted sum per currency, ADR 0088).
 */
async function myPipelines(call: ResourceCall, tenantId: string, ownerId: string) {
  const list = await call.db.select({ id: pipelines.id, name: pipelines.name }).from(pipelines)
    .where(and(eq(pipelines.tenantId, tenantId), eq(pipelines.isForOpportunities, true))).orderBy(asc(pipelines.name));
  if (!list.length) return [];
  const stages = await call.db.select({ id: pipelineStages.id, pipelineId: pipelineStages.pipelineId, name: pipelineStages.name, probability: pipelineStages.probability })
    .from(pipelineStages).where(sql`${pipelineStages.pipelineId} in (${sql.join(list.map((p) => sql`${p.id}::uuid`), sql`, `)})`).orderBy(asc(pipelineStages.sortOrder));
  const totals = await columnTotals(call, sql`${crmDeals.tenantId} = ${tenantId} and ${crmDeals.kind} = 'opportunity' and ${crmDeals.ownerId} = ${ownerId} and ${crmDeals.closedState} is null`);
  return list.map((p) => ({
    id: p.id, name: p.name,
    stages: stages.filter((st) => st.pipelineId === p.id).map((st) => {
      const column = totals.get(st.id);
      return {
        id: st.id, name: st.name, probability: st.probability, count: column?.count ?? 0,
        totals: (column?.totals ?? []).map((x) => ({ currency: x.currencyCode, amount: x.amount, weighted: x.weighted })),
      };
    }),
  }));
}

/** The CRM home (ADR 0092): the caller's open tasks (overdue on their clock first), their pipeline, their recent records. */
export function homeRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, E.team, {
    access: anyCrmRecordAccess,
    handler: async ({ principal, query }) => {
      const tenantIds = scopeTenantIds(scopeOf(principal, { tenantId: query.tenantId }));
      const rows = await db.select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email }).from(users)
        .where(and(
          eq(users.userType, 'crm'), eq(users.isActive, true), isNull(users.deletedAt),
          tenantIds ? sql`${users.tenantId} in (${sql.join(tenantIds.map((id) => sql`${id}::uuid`), sql`, `)})` : undefined,
        ))
        .orderBy(asc(users.firstName), asc(users.lastName)).limit(2000);
      return rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim() || r.email, email: r.email }));
    },
  });

  apiRoute(app, deps, E.home, {
    access: anyCrmRecordAccess,
    handler: async ({ principal, query }) => {
      const me = principal.user.id;
      const today = query.today;
      const mine = and(eq(crmTasks.assigneeId, me), isNull(crmTasks.doneAt));
      const [counts] = await db.select({
        open: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${crmTasks.dueDate} < ${today}))::int`,
        dueToday: sql<number>`(count(*) filter (where ${crmTasks.dueDate} = ${today}))::int`,
      }).from(crmTasks).where(mine);
      const taskRows = await db.select(taskColumns).from(crmTasks).where(mine)
        .orderBy(asc(crmTasks.dueDate), desc(sql`(case ${crmTasks.priority} when 'High' then 3 when 'Normal' then 2 else 1 end)`), asc(crmTasks.id)).limit(HOME_TASKS);
      const recentQuery = sql.join(RECENT_SQL.map((r) => sql`(select ${sql.raw(`'${r.type}'`)} as type, x.* from (${r.sql(me)}) x order by x.updated_at desc limit ${HOME_RECENT})`), sql` union all `);
      const { rows: recent } = await db.execute<{ type: CrmRecordType; id: string; name: string; detail: string; updated_at: Date | string }>(
        sql`select * from (${recentQuery}) r order by r.updated_at desc limit ${HOME_RECENT}`,
      );
      return {
        tasks: { open: Number(counts?.open ?? 0), overdue: Number(counts?.overdue ?? 0), dueToday: Number(counts?.dueToday ?? 0), items: taskRows.map((r) => toTaskRow(r as never)) },
        recent: recent.map((r) => ({ type: r.type, id: r.id, name: r.name, detail: r.detail ?? '', updatedAt: new Date(r.updated_at).toISOString() })),
        pipelines: principal.user.tenantId && principal.user.userType === 'crm'
          ? await myPipelines({ principal, scope: { kind: 'tenant', tenantId: principal.user.tenantId }, mode: 'Test', db }, principal.user.tenantId, me)
          : [],
      };
    },
  });
}
