import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { CRM_ACTIVITY_ENDPOINTS as E, type CrmRecordType } from '@portal/contracts';
import { crmTasks, users } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { scopeOf, scopeTenantIds } from '../../http/scope';
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
];

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
        pipelines: [],
      };
    },
  });
}
