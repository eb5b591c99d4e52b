import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CRM_EDIT_PERMISSIONS,
  CRM_TASK_MESSAGES as M, CRM_TASK_PERMISSIONS, TASK_ENDPOINTS, TASKS, type CrmRecordType, type TaskPriority,
} from '@portal/contracts';
import { crmTasks, users } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { scopeOf } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import { tenantSettingsAccess } from '../settings/tenant-settings-access';
import { tenantOfCall } from '../crm/customer-access';
import { tellAssignee } from './notices';
import { reachCrmRecord, reaches, readCrmRecord, relatedNameSql } from './record-registry';
import { crmEditAccess } from '../crm/edit-access';

interface TaskBody {
  title: string; description?: string; dueDate: string; priority: TaskPriority; assigneeId?: string | null;
  relatedType?: CrmRecordType | null; relatedId?: string | null;
}
type TaskDbRow = typeof crmTasks.$inferSelect & { assigneeName: string | null; doneByName: string | null; createdByName: string | null; relatedName: string | null };

export const taskAccess = tenantSettingsAccess(CRM_TASK_PERMISSIONS.tasks);
/** Creating, editing, deleting and completing tasks (ADR 0093). */
const taskEditAccess = crmEditAccess(CRM_EDIT_PERMISSIONS.tasks);

const TASK = (column: string) => sql.raw(`"crm_tasks"."${column}"`);
const nameOf = (column: string) => sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${TASK(column)})`;

export const taskColumns = {
  id: crmTasks.id, tenantId: crmTasks.tenantId, title: crmTasks.title, description: crmTasks.description, dueDate: crmTasks.dueDate,
  priority: crmTasks.priority, assigneeId: crmTasks.assigneeId, relatedType: crmTasks.relatedType, relatedId: crmTasks.relatedId,
  doneAt: crmTasks.doneAt, doneBy: crmTasks.doneBy, createdBy: crmTasks.createdBy, createdAt: crmTasks.createdAt, updatedAt: crmTasks.updatedAt,
  assigneeName: nameOf('assignee_id'), doneByName: nameOf('done_by'), createdByName: nameOf('created_by'),
  relatedName: relatedNameSql(TASK('related_type'), TASK('related_id')),
};

export const toTaskRow = (r: TaskDbRow) => ({
  id: r.id, tenantId: r.tenantId, title: r.title, description: r.description, dueDate: r.dueDate, priority: r.priority as TaskPriority,
  state: (r.doneAt ? 'Done' : 'Open') as 'Open' | 'Done', assigneeId: r.assigneeId, assigneeName: r.assigneeName,
  relatedType: r.relatedType as CrmRecordType | null, relatedId: r.relatedId, relatedName: r.relatedName,
  doneAt: r.doneAt ? r.doneAt.toISOString() : null, doneByName: r.doneByName, createdById: r.createdBy, createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/** The assignee a write stores: a CRM user of the tenant (active), or on create the creator when a CRM user. */
async function assigneeOf(call: ResourceCall, tenantId: string, asked: string | null | undefined, existing: string | null | undefined): Promise<string | null> {
  if (asked === undefined) return existing !== undefined ? existing : call.principal.user.userType === 'crm' ? call.principal.user.id : null;
  if (asked === null) return null;
  const [user] = await call.db.select({ id: users.id }).from(users)
    .where(and(eq(users.id, asked), eq(users.tenantId, tenantId), eq(users.userType, 'crm'), eq(users.isActive, true)));
  if (!user) throw badRequest(M.unknownAssignee);
  return user.id;
}

/** Priority as a sort: High first when descending (the words would sort High, Low, Normal). */
const PRIORITY_RANK = sql`(case ${crmTasks.priority} when 'High' then 3 when 'Normal' then 2 else 1 end)`;

/**
 * Tasks (ADR 0092): a title, a due day, a priority, an assignee who is a CRM user of the tenant (the creator by
 * default), and optionally the record it is about (one the caller reaches). Giving a task to someone else tells them.
 * A task about a record beyond the caller's merchant limits is not there for them.
 */
export function taskRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmTasks.tenantId };
  const { db } = deps;
  const previousAssignee = new WeakMap<ResourceCall, string | null>();

  const read = async (id: string) => {
    const [row] = await db.select(taskColumns).from(crmTasks).where(eq(crmTasks.id, id));
    if (!row) throw notFound('Task: not found');
    return toTaskRow(row as TaskDbRow);
  };

  /** A task about a record the caller does not reach (merchant limits) is as unknown as a wrong id. */
  const checkRecordReach = async (call: ResourceCall, task: { relatedType: string | null; relatedId: string | null }) => {
    if (!task.relatedType || !task.relatedId) return;
    const record = await readCrmRecord(db, task.relatedType as CrmRecordType, task.relatedId);
    if (record && !reaches(call.principal, record)) throw notFound('Task: not found');
  };

  listRoute(app, deps, TASKS, {
    access: taskAccess, countFrom: crmTasks, owner,
    select: (d) => d.select(taskColumns).from(crmTasks).$dynamic(),
    columns: {
      id: crmTasks.id, title: crmTasks.title, dueDate: crmTasks.dueDate, createdAt: crmTasks.createdAt,
      priority: crmTasks.priority, relatedType: crmTasks.relatedType,
      state: sql`(case when ${crmTasks.doneAt} is null then 'Open' else 'Done' end)` as unknown as PgColumn,
      assigneeId: sql`${crmTasks.assigneeId}::text` as unknown as PgColumn,
      relatedId: sql`${crmTasks.relatedId}::text` as unknown as PgColumn,
    },
    sortTerms: { priority: [PRIORITY_RANK] },
    toRow: (r: TaskDbRow) => toTaskRow(r) as never,
  });

  crudRoutes(app, deps, TASKS, {
    readAccess: taskAccess, access: taskEditAccess, table: crmTasks, owner, columns: { id: crmTasks.id },
    toRow: (r: typeof crmTasks.$inferSelect) => read(r.id) as never,
    toValues: async (body, call, existing: typeof crmTasks.$inferSelect | null) => {
      const b = body as unknown as TaskBody;
      if (existing) await checkRecordReach(call, existing);
      const tenantId = tenantOfCall(call, existing);
      const title = b.title.trim();
      if (!title) throw badRequest(M.titleRequired);
      // Omitted on update: the task stays about its record (the form does not show it).
      const relatedType = b.relatedType === undefined && existing ? existing.relatedType as CrmRecordType | null : b.relatedType ?? null;
      const relatedId = b.relatedId === undefined && existing ? existing.relatedId : b.relatedId ?? null;
      if (!relatedType !== !relatedId) throw badRequest(M.recordPair);
      if (relatedType && relatedId) {
        const record = await reachCrmRecord(db, call.principal, relatedType, relatedId, tenantId).catch(() => { throw badRequest(M.unknownRecord); });
        if (record.tenantId !== tenantId) throw badRequest(M.unknownRecord);
      }
      const assigneeId = await assigneeOf(call, tenantId, b.assigneeId, existing ? existing.assigneeId : undefined);
      previousAssignee.set(call, existing ? existing.assigneeId : null);
      return {
        title, description: (b.description ?? '').trim(), dueDate: b.dueDate, priority: b.priority, assigneeId, relatedType, relatedId,
        ...(existing ? {} : { createdBy: call.principal.user.id }), updatedAt: new Date(),
      };
    },
    inUse: async (id, call) => {
      const [task] = await call.db.select({ relatedType: crmTasks.relatedType, relatedId: crmTasks.relatedId }).from(crmTasks).where(eq(crmTasks.id, id));
      if (task) await checkRecordReach(call, task);
      return null;
    },
    afterChange: async ({ operation, id, call }) => {
      if (operation === 'remove') return;
      const [task] = await call.db.select().from(crmTasks).where(eq(crmTasks.id, id));
      if (task && task.assigneeId !== previousAssignee.get(call)) await tellAssignee(call.db, call.principal, task);
    },
  });

  apiRoute(app, deps, TASK_ENDPOINTS.setDone, {
    access: taskEditAccess,
    handler: async ({ principal, params, query, body }) => {
      const [task] = isUuid(params.id) ? await db.select().from(crmTasks).where(eq(crmTasks.id, params.id)) : [];
      const scope = scopeOf(principal, { tenantId: query.tenantId });
      const ownTenant = task && (scope.kind === 'platform' ? !scope.tenantIds || scope.tenantIds.includes(task.tenantId) : scope.tenantId === task.tenantId);
      if (!task || !ownTenant) throw notFound('Task: not found');
      await checkRecordReach({ principal, scope, mode: 'Test', db }, task);
      const done = body.done;
      if (done === !!task.doneAt) return read(task.id);
      const values = done ? { doneAt: new Date(), doneBy: principal.user.id, updatedAt: new Date() } : { doneAt: null, doneBy: null, updatedAt: new Date() };
      const [after] = await db.update(crmTasks).set(values).where(eq(crmTasks.id, task.id)).returning();
      noteRowChange({ type: TASKS.key, id: task.id, tenantId: task.tenantId }, task, after ?? null);
      return read(task.id);
    },
  });
}
