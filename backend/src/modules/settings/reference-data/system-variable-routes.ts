import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemVariables } from '../../../db/schema';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { badRequest, notFound } from '../../../http/errors';
import { PERMISSIONS, SYSTEM_VARIABLES, systemVariableProblem, systemVariableProblemText } from '@portal/contracts';
import { listRoute } from '../../../http/resource-routes';

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

  listRoute(app, deps, SYSTEM_VARIABLES, {
    access: { ...read, userTypes: [...read.userTypes] }, table: sv, columns: { id: sv.key, key: sv.key, description: sv.description }, toRow,
  });
  apiRoute(app, deps, E.one, { access: { ...read, userTypes: [...read.userTypes] }, handler: async ({ params }) => toRow(await find(params.id)) });
  apiRoute(app, deps, E.update, {
    access: { userTypes: ['platform'], anyPermission: [PERMISSIONS.platformReferenceData] },
    handler: async ({ params, body }) => {
      const row = await find(params.id);
      const value = body.value.trim();
      const problem = systemVariableProblem(row, value);
      if (problem) throw badRequest(systemVariableProblemText(problem));
      await db.update(sv).set({ value, updatedAt: new Date() }).where(eq(sv.key, row.key));
      return toRow(await find(row.key));
    },
  });
}
