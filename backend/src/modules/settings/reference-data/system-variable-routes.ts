import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemVariables } from '../../../db/schema';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { PERMISSIONS, SYSTEM_VARIABLES, systemVariableProblem } from '../../../lib/contracts';
import { pagedQuery } from '../../../lib/paged-query';
import { resourceWhere } from '../../../http/resource-where';
import { QueryParameters } from '../../../lib/query-parameters';

/**
 * System variables (ADR 0064): typed platform settings. Staff with the page's permission read them; only platform
 * staff change them (they act on every tenant), and a value is refused unless it fits its type and range.
 */

const sv = systemVariables;
type Stored = typeof sv.$inferSelect;
const toRow = (r: Stored) => ({ ...r, id: r.key, updatedAt: r.updatedAt.toISOString() });

export function systemVariableRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const read = { userTypes: ['platform', 'crm'] as const, anyPermission: ['Settings.Systemvariables', PERMISSIONS.platformReferenceData] };
  const E = SYSTEM_VARIABLES.endpoints;
  const find = async (key: string) => {
    const [row] = await db.select().from(sv).where(eq(sv.key, key));
    if (!row) throw notFound('System variable not found');
    return row;
  };

  apiRoute(app, deps, E.list, {
    access: { ...read, userTypes: [...read.userTypes] },
    handler: async ({ query }) => {
      const page = await pagedQuery({
        db, select: db.select().from(sv).$dynamic(), countFrom: sv, where: resourceWhere(SYSTEM_VARIABLES, { key: sv.key, description: sv.description }, query as never, QueryParameters.inline()),
        order: [{ column: sv.key, direction: query.sortDirection ?? 'asc' }], page: { pageIndex: query.pageIndex, pageSize: query.pageSize }, count: { exact: true },
      });
      return { data: page.rows.map(toRow), count: page.count, countIsCapped: false, nextCursor: null };
    },
  });
  apiRoute(app, deps, E.one, { access: { ...read, userTypes: [...read.userTypes] }, handler: async ({ params }) => toRow(await find(params.id)) });
  apiRoute(app, deps, E.update, {
    access: { userTypes: ['platform'], anyPermission: [PERMISSIONS.platformReferenceData] },
    handler: async ({ params, body }) => {
      const row = await find(params.id);
      const value = body.value.trim();
      const problem = systemVariableProblem(row, value);
      if (problem) throw badRequest(problem);
      await db.update(sv).set({ value, updatedAt: new Date() }).where(eq(sv.key, row.key));
      return toRow(await find(row.key));
    },
  });
}
