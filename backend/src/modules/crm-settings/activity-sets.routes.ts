import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { ACTIVITY_SETS, CRM_SETTINGS_MESSAGES as M, CRM_SETTINGS_PERMISSIONS } from '@portal/contracts';
import { activitySets, pipelineStages } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';

type ActivitySetRow = typeof activitySets.$inferSelect;
interface ActivitySetBody { name: string; description?: string; activities: string[] }

const access = tenantSettingsAccess(CRM_SETTINGS_PERMISSIONS.activitySets);

const toRow = (r: ActivitySetRow) => ({
  id: r.id, tenantId: r.tenantId, name: r.name, description: r.description, activities: r.activities, updatedAt: r.updatedAt.toISOString(),
}) as never;

/** The activities as stored: trimmed, none blank, none twice (case aside), in the order given. */
export function activityList(activities: readonly string[]): string[] {
  const seen = new Set<string>();
  return activities.map((a) => a.trim()).map((a) => {
    if (!a) throw badRequest(M.activityBlank);
    if (seen.has(a.toLowerCase())) throw badRequest(fill(M.activityTwice, { name: a }));
    seen.add(a.toLowerCase());
    return a;
  });
}

/** Activity sets (ADR 0086): the checklist a stage expects; one used by a stage is not deleted. */
export function activitySetRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: activitySets.tenantId };
  listRoute(app, deps, ACTIVITY_SETS, {
    access, table: activitySets, owner, columns: { id: activitySets.id, name: activitySets.name },
    toRow: (r: ActivitySetRow) => toRow(r),
  });
  crudRoutes(app, deps, ACTIVITY_SETS, {
    access, table: activitySets, owner, columns: { id: activitySets.id },
    conflict: 'An activity set with this name exists already: choose another name',
    toRow: (r: ActivitySetRow) => toRow(r),
    toValues: async (body, call: ResourceCall, existing: ActivitySetRow | null) => {
      const b = body as unknown as ActivitySetBody;
      const tenantId = existing?.tenantId ?? (call.scope.kind === 'tenant' ? call.scope.tenantId : '');
      const [taken] = await call.db.select({ id: activitySets.id }).from(activitySets)
        .where(and(eq(activitySets.tenantId, tenantId), sql`lower(${activitySets.name}) = lower(${b.name.trim()})`, existing ? ne(activitySets.id, existing.id) : undefined));
      if (taken) throw badRequest(fill(M.nameTaken, { name: b.name.trim() }));
      return { name: b.name.trim(), description: (b.description ?? '').trim(), activities: activityList(b.activities), updatedAt: new Date() };
    },
    inUse: async (id, call) => {
      const [used] = await call.db.select({ n: count() }).from(pipelineStages).where(eq(pipelineStages.activitySetId, id));
      return used && used.n > 0 ? fill(M.activitySetInUse, { count: used.n }) : null;
    },
  });
}
