/**
 * List and change routes of one settings resource (ADR 0063's `listRoute` + `crudRoutes` shape), for the
 * payment configuration resources: scope from the token (global rows: platform staff write, others read;
 * tenant rows: tenant staff their own, platform staff the tenant they pick), the Mode header for Mode-scoped
 * rows, a unique-key conflict as 409, a delete of a row in use refused with 409 and what uses it.
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { apiRoute, checkAccess, type Access } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { ApiError, forbidden, notFound } from '../../../http/errors';
import { scopeOf } from '../../../http/scope';
import { isUuid } from '../../../lib/ids';
import { likeContains } from '../../../lib/like';
import type { ResourceDeclaration } from '@portal/contracts';

/** Any declared resource (its endpoints are registered untyped here: the declarations type the wire). */
type Resource = ResourceDeclaration & { endpoints: object };
import type { Principal } from '../../users/repository';

export const conflict = (message: string) => new ApiError(409, message);

type Mode = 'Test' | 'Live';

/** Whose rows a call reaches: a tenant (tenant staff: their own; platform staff: the one picked) or all (global). */
export interface RowScope {
  tenantId: string | null;
  mode: Mode | null;
}

export interface WriteContext {
  db: Db;
  principal: Principal;
  scope: RowScope;
  /** The stored row on an update; undefined on a create. */
  existing: Record<string, unknown> | undefined;
}

export interface CrudOptions {
  /** Who may read (and, unless `writeAccess` says otherwise, change). */
  access: Access;
  /** Who may change; the global catalogues: platform staff only. */
  writeAccess?: Access;
  table: PgTable;
  id: PgColumn;
  /** Filter field or sort key -> column. */
  columns: Record<string, PgColumn>;
  tenantColumn?: PgColumn;
  modeColumn?: PgColumn;
  toRow: (row: never) => unknown;
  /** The body as the table's values (checked against the reference data); `id` on a create. */
  toValues: (body: never, ctx: WriteContext) => Promise<Record<string, unknown>>;
  /** What uses the row, as the 409's message; null when nothing does. */
  inUse?: (db: Db, id: string) => Promise<string | null>;
  /** The 409's message when a unique key is taken. */
  taken: string;
}

type Query = Record<string, unknown>;
const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : []);

/** The descriptors' conditions over `columns` (the settings lists use text, oneOf, idsOf and flag). */
function filterWhere(resource: Resource, columns: Record<string, PgColumn>, query: Query): SQL[] {
  const out: SQL[] = [];
  for (const [name, filter] of Object.entries(resource.filters)) {
    const column = columns[filter.field ?? name];
    if (!column) continue;
    const value = query[name];
    if (filter.kind === 'text' && typeof value === 'string' && value.trim()) {
      const others = (filter.alsoIn ?? []).map((f) => columns[f]).filter((c): c is PgColumn => !!c);
      out.push(or(...[column, ...others].map((c) => ilike(c, likeContains(value.trim()))))!);
    } else if ((filter.kind === 'oneOf' || filter.kind === 'idsOf') && listOf(value).length) {
      out.push(inArray(column, listOf(value)));
    } else if (filter.kind === 'flag' && typeof value === 'boolean') {
      out.push(eq(column, value));
    }
  }
  return out;
}

function rowScope(resource: Resource, principal: Principal, query: { tenantId?: string }, headers: { mode?: Mode }): RowScope {
  const mode = resource.modeScoped ? headers.mode ?? 'Live' : null;
  if (resource.scope === 'global') return { tenantId: null, mode };
  const scope = scopeOf(principal, { tenantId: query.tenantId, tenantRequired: true });
  if (scope.kind !== 'tenant') throw forbidden('Your user type cannot use this resource');
  return { tenantId: scope.tenantId, mode };
}

export function crudRoutes(app: FastifyInstance, deps: ApiDeps, resource: Resource, o: CrudOptions): void {
  const { db } = deps;
  const endpoints = resource.endpoints as unknown as Record<string, never>;
  const scopeConditions = (s: RowScope): SQL[] => [
    ...(o.tenantColumn && s.tenantId ? [eq(o.tenantColumn, s.tenantId)] : []),
    ...(o.modeColumn && s.mode ? [eq(o.modeColumn, s.mode)] : []),
  ];
  /** The row in the caller's scope, or 404 (another tenant's id does not exist for the caller). */
  async function own(s: RowScope, id: string): Promise<Record<string, unknown>> {
    if (o.id.columnType === 'PgUUID' && !isUuid(id)) throw notFound(`${resource.title} not found`);
    const [row] = await db.select().from(o.table).where(and(eq(o.id, id), ...scopeConditions(s)));
    if (!row) throw notFound(`${resource.title} not found`);
    return row as Record<string, unknown>;
  }
  const write = (principal: Principal) => checkAccess(principal, o.writeAccess);
  const saving = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(o.taken);
      throw err;
    }
  };
  const toRow = (row: Record<string, unknown>) => o.toRow(row as never);

  apiRoute(app, deps, endpoints.list!, {
    access: o.access,
    handler: async ({ principal, query, headers }: { principal: Principal; query: Query; headers: { mode?: Mode } }) => {
      const s = rowScope(resource, principal, query, headers);
      const where = and(...scopeConditions(s), ...filterWhere(resource, o.columns, query));
      const sortKey = typeof query.sortField === 'string' ? query.sortField : resource.defaultSort.key;
      const direction = query.sortDirection === 'asc' || query.sortDirection === 'desc' ? query.sortDirection : resource.defaultSort.direction;
      const sortColumn = o.columns[sortKey] ?? o.id;
      const order = direction === 'asc' ? asc : desc;
      const pageSize = Number(query.pageSize ?? 20);
      const pageIndex = Number(query.pageIndex ?? 0);
      const all = await db.select().from(o.table).where(where).orderBy(order(sortColumn), asc(o.id));
      return { data: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map((r) => toRow(r as Record<string, unknown>)), count: all.length, countIsCapped: false, nextCursor: null };
    },
  } as never);

  apiRoute(app, deps, endpoints.one!, {
    access: o.access,
    handler: async ({ principal, params, query, headers }: { principal: Principal; params: { id: string }; query: Query; headers: { mode?: Mode } }) =>
      toRow(await own(rowScope(resource, principal, query, headers), params.id)),
  } as never);

  apiRoute(app, deps, endpoints.create!, {
    access: o.access,
    handler: async ({ principal, query, headers, body }: { principal: Principal; query: Query; headers: { mode?: Mode }; body: never }) => {
      write(principal);
      const s = rowScope(resource, principal, query, headers);
      const values = await o.toValues(body, { db, principal, scope: s, existing: undefined });
      const scoped = { ...values, ...(o.tenantColumn ? { tenantId: s.tenantId } : {}), ...(o.modeColumn ? { mode: s.mode } : {}) };
      const [row] = await saving(() => db.insert(o.table).values(scoped as never).returning());
      return toRow(row as Record<string, unknown>);
    },
  } as never);

  apiRoute(app, deps, endpoints.update!, {
    access: o.access,
    handler: async ({ principal, params, query, headers, body }: { principal: Principal; params: { id: string }; query: Query; headers: { mode?: Mode }; body: never }) => {
      write(principal);
      const s = rowScope(resource, principal, query, headers);
      const existing = await own(s, params.id);
      const { id: _id, ...values } = await o.toValues(body, { db, principal, scope: s, existing });
      const [row] = await saving(() => db.update(o.table).set(values as never).where(eq(o.id, params.id)).returning());
      return toRow(row as Record<string, unknown>);
    },
  } as never);

  apiRoute(app, deps, endpoints.remove!, {
    access: o.access,
    handler: async ({ principal, params, query, headers }: { principal: Principal; params: { id: string }; query: Query; headers: { mode?: Mode } }) => {
      write(principal);
      await own(rowScope(resource, principal, query, headers), params.id);
      const use = await o.inUse?.(db, params.id);
      if (use) throw conflict(use);
      await db.delete(o.table).where(eq(o.id, params.id));
      return null;
    },
  } as never);
}
