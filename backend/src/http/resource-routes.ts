/**
 * A resource's routes from its declaration (ADR 0063): `listRoute` (always `pagedQuery`, the where from the
 * filter descriptors and the caller's scope) and `crudRoutes` (one, create, update, remove with the scope
 * checked on every id). A plain settings module is a column map and two calls:
 *
 *   listRoute(app, deps, CURRENCIES, { access: READ, table: currencies, columns: { code: currencies.code, ... }, toRow });
 *   crudRoutes(app, deps, CURRENCIES, { access: WRITE, table: currencies, columns, toRow, toValues, inUse });
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { EndpointDeclaration, Resource, ResourceBodyOf, ResourceDeclaration, ResourcePage, ResourceRowOf } from '@portal/contracts';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { merchants } from '../db/schema';
import { isUuid, newId } from '../lib/ids';
import { pagedQuery, type CountMode, type OrderTerm } from '../lib/paged-query';
import { QueryParameters } from '../lib/query-parameters';
import type { Principal } from '../modules/users/repository';
import { apiRoute, type Access } from './api-route';
import { changedFields, markAuditTarget, noteChange } from './audit-trail';
import { targetLabelOf } from '../lib/audit/target-label';
import type { AuditTargetType } from '@portal/contracts';
import type { ApiDeps } from './deps';
import { ApiError, badRequest, notFound } from './errors';
import { resourceWhere, type ResourceColumns } from './resource-where';
import { noteListedResource } from './listed-resources';
import { inScope, scopeOf, scopeWhere, type Scope } from './scope';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface LooseContext {
  principal: Principal;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** A Mode-scoped resource's endpoints are declared `modeScoped`: apiRoute reads the Mode header into it. */
  mode: SystemMode | undefined;
  request: FastifyRequest;
}
/**
 * apiRoute with the context left loose: a resource's endpoint types are derived per resource, which is too deep
 * for tsc to follow generically here; `listRoute`'s and `crudRoutes`' own signatures carry the types instead.
 */
const registerRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access?: Access; handler: (ctx: LooseContext) => Promise<unknown> }) => void;

export type SystemMode = 'Test' | 'Live';


/** Where a resource's rows keep their owner and mode (the columns its scope and Mode header read). */
export interface OwnerColumns {
  tenantId?: PgColumn;
  merchantId?: PgColumn;
  mode?: PgColumn;
}

/** Who calls, with what scope and mode: what a route's callbacks get. */
export interface ResourceCall {
  principal: Principal;
  scope: Scope;
  mode: SystemMode;
  db: Db;
}

type ScopeQuery = { tenantId?: string; merchantId?: string };

/**
 * The caller's scope for a resource: merchants their merchant; tenant staff their tenant (and the merchant they
 * pick, for merchant-owned rows); platform staff the tenant they pick (every tenant on a list without one).
 * Global resources have no owner: every caller reads the same rows.
 */
function scopeFor(resource: ResourceDeclaration, principal: Principal, query: ScopeQuery, writing: boolean): Scope {
  if (resource.scope === 'global') return { kind: 'platform', tenantIds: undefined };
  return scopeOf(principal, { tenantId: query.tenantId || undefined, tenantRequired: writing && principal.user.userType === 'platform' });
}

/** The rows a scope (and a picked merchant, and the mode) may touch. */
function ownerWhere(resource: ResourceDeclaration, owner: OwnerColumns, scope: Scope, query: ScopeQuery, mode: SystemMode, p: QueryParameters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (resource.scope !== 'global') {
    if (!owner.tenantId) throw new Error(`${resource.key}: a ${resource.scope} resource needs its tenantId column`);
    // A CRM user's data limits (ADR 0082) name merchants: rows without a merchant column are not limited through the
    // scope (compared with the tenant column they matched nothing); such a route applies its own rule (ADR 0087).
    const scoped = scope.kind === 'tenant' && scope.limits && !owner.merchantId ? { kind: 'tenant' as const, tenantId: scope.tenantId } : scope;
    conditions.push(scopeWhere(scoped, { tenantId: owner.tenantId, merchantId: owner.merchantId ?? owner.tenantId }, p));
    if (resource.scope === 'merchant' && scope.kind !== 'merchant' && query.merchantId) {
      if (!owner.merchantId) throw new Error(`${resource.key}: a merchant resource needs its merchantId column`);
      conditions.push(eq(owner.merchantId, p.value('pickedMerchantId', query.merchantId)));
    }
  }
  if (resource.modeScoped) {
    if (!owner.mode) throw new Error(`${resource.key}: a Mode-scoped resource needs its mode column`);
    conditions.push(eq(owner.mode, p.value('mode', mode)));
  }
  return and(...conditions);
}

/** A sort key read as several terms, before the id (a display order over joined columns). */
export type SortTerms = Readonly<Record<string, ReadonlyArray<PgColumn | SQL>>>;

/** The order of a page: the declared sort (or the default), then the id so pages never overlap. */
export function orderOf(resource: ResourceDeclaration, columns: ResourceColumns, idColumn: PgColumn, query: { sortField?: string; sortDirection?: 'asc' | 'desc' }, sortTerms?: SortTerms): OrderTerm[] {
  const key = query.sortField && resource.sorts.includes(query.sortField) ? query.sortField : resource.defaultSort.key;
  const direction = query.sortField ? query.sortDirection ?? 'asc' : resource.defaultSort.direction;
  const terms = sortTerms?.[key];
  if (terms) return [...terms.map((term) => ({ column: term, direction })), { column: idColumn, direction }];
  const column = columns[key];
  if (!column) throw new Error(`${resource.key}: the column map has no column for sort ${key}`);
  return column === idColumn ? [{ column, direction }] : [{ column, direction }, { column: idColumn, direction }];
}

export interface ListRouteOptions<R extends ResourceDeclaration, DbRow> {
  access: Access;
  /** A plain table: every column selected. Or `select` + `countFrom` for a list with joins. */
  table?: PgTable;
  select?: (db: Db) => PgSelect;
  countFrom?: PgTable;
  /** Filter fields and sort keys -> columns; `id` is the unique tiebreak. */
  columns: ResourceColumns & { id: PgColumn };
  owner?: OwnerColumns;
  /** More conditions a list always has (its own, beyond scope and filters). */
  where?: (call: ResourceCall) => SQL | undefined;
  /**
   * Filters whose condition is not one column's (a `filterType` that reads several): the route gives their SQL from
   * the query's value; the descriptor still declares the parameter, its schema and its filter bar field.
   */
  filterWhere?: Readonly<Record<string, (value: unknown) => SQL | undefined>>;
  /** Exact count by default; large tables cap it. */
  count?: CountMode;
  /** Sort keys ordered by several columns or expressions (a display order) rather than one column of `columns`. */
  sortTerms?: SortTerms;
  /** A row as answered; may be a promise (a row that reads more than its select, such as computed requirements). */
  toRow: (row: DbRow, call: ResourceCall) => ResourceRowOf<R> | Promise<ResourceRowOf<R>>;
  /**
   * Checked before the list is read: a list of one parent's rows (a payment link's payments) refuses a parent the caller
   * cannot see (404) instead of answering an empty page that would not say so.
   */
  parent?: (call: ResourceCall, query: Readonly<Record<string, unknown>>) => Promise<void>;
}

/** Registers a resource's list endpoint: scope, mode and filters as one where, one `pagedQuery`. */
export function listRoute<const R extends ResourceDeclaration>(app: FastifyInstance, deps: ApiDeps, declared: Resource<R>, declaredOptions: ListRouteOptions<R, never>): void {
  const resource = declared as unknown as Resource;
  const options = declaredOptions as unknown as ListRouteOptions<ResourceDeclaration, Record<string, unknown>>;
  const endpoint = (resource.endpoints as Record<string, EndpointDeclaration>).list;
  if (!endpoint) throw new Error(`${resource.key} declares no list`);
  const table = options.table ?? options.countFrom;
  if (!table || (!options.table && !options.select)) throw new Error(`${resource.key}: listRoute needs a table, or select and countFrom`);
  noteListedResource(resource, options.access);
  registerRoute(app, deps, endpoint, {
    access: options.access,
    handler: async ({ principal, query, mode }) => {
      const q = query as Record<string, unknown> & ScopeQuery & { sortField?: string; sortDirection?: 'asc' | 'desc'; pageIndex: number; pageSize: number; cursor?: string };
      const scope = scopeFor(resource, principal, q, false);
      const call: ResourceCall = { principal, scope, mode: mode ?? 'Test', db: deps.db };
      await options.parent?.(call, q);
      const p = QueryParameters.inline();
      const custom = options.filterWhere ?? {};
      const described = { filters: Object.fromEntries(Object.entries(resource.filters).filter(([name]) => !(name in custom))) };
      const where = and(
        ownerWhere(resource, options.owner ?? {}, scope, q, call.mode, p),
        resourceWhere(described, options.columns, q, p),
        ...Object.entries(custom).map(([name, condition]) => condition(q[name])),
        options.where?.(call),
      );
      const select = options.select ? options.select(deps.db) : deps.db.select().from(options.table!).$dynamic();
      const page = await pagedQuery({
        db: deps.db, select, countFrom: table, where,
        order: orderOf(resource, options.columns, options.columns.id, q, options.sortTerms),
        page: { pageIndex: q.pageIndex, pageSize: q.pageSize, cursor: q.cursor },
        count: options.count ?? { exact: true },
      });
      const answer: ResourcePage<unknown> = {
        data: await Promise.all(page.rows.map((row) => options.toRow(row as Record<string, unknown>, call))),
        count: page.count, countIsCapped: page.countIsCapped, nextCursor: page.nextCursor,
      };
      return answer;
    },
  });
}

export interface CrudRouteOptions<R extends ResourceDeclaration, DbRow> {
  /** Who may read one row (defaults to `access`) and who may change rows. */
  readAccess?: Access;
  access: Access;
  table: PgTable;
  columns: { id: PgColumn };
  owner?: OwnerColumns;
  toRow: (row: DbRow, call: ResourceCall) => ResourceRowOf<R>;
  /**
   * The columns a create or update writes, from the validated body. On create the owner columns (tenant,
   * merchant, mode) and the id are added by crudRoutes; `existing` is the row being updated.
   */
  toValues: (body: ResourceBodyOf<R>, call: ResourceCall, existing: DbRow | null) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** A new row's id: a UUID by default; a resource with natural keys (currency codes) derives it from the body. */
  idOf?: (body: ResourceBodyOf<R>) => string;
  /** Why a row cannot be deleted (what uses it), or null when it can. */
  inUse?: (id: string, call: ResourceCall) => Promise<string | null>;
  /** The 409 message of a unique-key conflict ("A currency with this code exists"). */
  conflict?: string;
  /** After a change is stored, in the call's transaction (ADR 0081): a notification; a cache drop belongs in afterCommit. */
  afterChange?: (change: { operation: 'create' | 'update' | 'remove'; id: string; call: ResourceCall }) => Promise<void>;
}

export const conflict = (message: string) => new ApiError(409, message);

/** Registers one, create, update and remove (those the resource declares) with the scope checked on every id. */
export function crudRoutes<const R extends ResourceDeclaration>(app: FastifyInstance, deps: ApiDeps, declared: Resource<R>, declaredOptions: CrudRouteOptions<R, never>): void {
  const resource = declared as unknown as Resource;
  const options = declaredOptions as unknown as CrudRouteOptions<ResourceDeclaration, Record<string, unknown>>;
  const endpoints = resource.endpoints as Partial<Record<'one' | 'create' | 'update' | 'remove', EndpointDeclaration>>;
  const owner = options.owner ?? {};
  const { db } = deps;
  const idColumn = options.columns.id;

  const callOf = (principal: Principal, query: ScopeQuery, mode: SystemMode | undefined, writing: boolean): ResourceCall =>
    ({ principal, scope: scopeFor(resource, principal, query, writing), mode: mode ?? 'Test', db });

  /** The row by id within the caller's scope and mode; another tenant's id is as unknown as a wrong one (404). */
  const findOwned = async (id: string, call: ResourceCall, query: ScopeQuery): Promise<Record<string, unknown>> => {
    const p = QueryParameters.inline();
    const [row] = await db.select().from(options.table).where(and(eq(idColumn, id), ownerWhere(resource, owner, call.scope, query, call.mode, p))).limit(1);
    if (!row) throw notFound(`${resource.title}: not found`);
    return row as Record<string, unknown>;
  };

  /** The owner columns of a new row: from the scope (and for merchant rows picked by tenant staff, the checked merchant). */
  const ownerValues = async (call: ResourceCall, query: ScopeQuery): Promise<Record<string, unknown>> => {
    const values: Record<string, unknown> = {};
    if (resource.modeScoped && owner.mode) values[owner.mode.name] = call.mode;
    if (resource.scope === 'global') return values;
    const { scope } = call;
    if (scope.kind === 'platform') throw badRequest('tenantId is required: pick a tenant first');
    values[owner.tenantId!.name] = scope.tenantId;
    if (resource.scope === 'merchant') {
      if (scope.kind === 'merchant') values[owner.merchantId!.name] = scope.merchantId;
      else {
        if (!query.merchantId || !isUuid(query.merchantId)) throw badRequest('merchantId is required: pick a merchant first');
        const [merchant] = await db.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, query.merchantId));
        if (!merchant || !inScope(scope, { tenantId: merchant.tenantId, merchantId: query.merchantId })) throw notFound('Merchant not found');
        values[owner.merchantId!.name] = query.merchantId;
      }
    }
    return values;
  };

  const columnKeys = columnKeysOf(options.table);
  const ownerOf = (row: Record<string, unknown> | undefined, column: PgColumn | undefined): string | null | undefined => {
    if (!row || !column) return undefined;
    const value = row[columnKeys.get(column.name) ?? column.name];
    return typeof value === 'string' ? value : null;
  };
  /** The audit event's target and changed fields (ADR 0081): the row before and after, only what changed. */
  const noteRow = (id: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
    const row = after ?? before ?? undefined;
    const tenantId = ownerOf(row, owner.tenantId);
    const merchantId = ownerOf(row, owner.merchantId);
    noteChange({
      // Marked below for each resource that changes rows: the route walk checks the key has its name.
      targetType: resource.key as AuditTargetType, targetId: id, ...changedFields(before, after), label: targetLabelOf(after, before),
      ...(tenantId !== undefined ? { tenantId } : {}), ...(merchantId !== undefined ? { merchantId } : {}),
    });
  };
  const stored = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(options.conflict ?? `${resource.title}: this value exists already`);
      throw error;
    }
  };

  if (endpoints.one) {
    registerRoute(app, deps, endpoints.one, {
      access: options.readAccess ?? options.access,
      handler: async ({ principal, params, query, mode }) => {
        const call = callOf(principal, query as ScopeQuery, mode, false);
        return options.toRow(await findOwned((params as { id: string }).id, call, query as ScopeQuery), call);
      },
    });
  }

  if (endpoints.create || endpoints.update || endpoints.remove) markAuditTarget(app, resource.key);

  if (endpoints.create) {
    registerRoute(app, deps, endpoints.create, {
      access: options.access,
      handler: async ({ principal, body, query, mode }) => {
        const call = callOf(principal, query as ScopeQuery, mode, true);
        const id = options.idOf ? options.idOf(body as never) : newId();
        const values = { ...(await options.toValues(body as never, call, null)), ...(await ownerValues(call, query as ScopeQuery)), [columnKeys.get(idColumn.name)!]: id };
        const [row] = await stored(() => db.insert(options.table).values(toKeys(values, columnKeys) as never).returning());
        noteRow(id, null, row as Record<string, unknown>);
        await options.afterChange?.({ operation: 'create', id, call });
        return options.toRow(row as Record<string, unknown>, call);
      },
    });
  }

  if (endpoints.update) {
    registerRoute(app, deps, endpoints.update, {
      access: options.access,
      handler: async ({ principal, params, body, query, mode }) => {
        const call = callOf(principal, query as ScopeQuery, mode, false);
        const id = (params as { id: string }).id;
        const existing = await findOwned(id, call, query as ScopeQuery);
        const values = await options.toValues(body as never, call, existing);
        const [row] = await stored(() => db.update(options.table).set(toKeys(values, columnKeys) as never).where(eq(idColumn, id)).returning());
        noteRow(id, existing, row as Record<string, unknown>);
        await options.afterChange?.({ operation: 'update', id, call });
        return options.toRow(row as Record<string, unknown>, call);
      },
    });
  }

  if (endpoints.remove) {
    registerRoute(app, deps, endpoints.remove, {
      access: options.access,
      handler: async ({ principal, params, query, mode }) => {
        const call = callOf(principal, query as ScopeQuery, mode, false);
        const id = (params as { id: string }).id;
        const existing = await findOwned(id, call, query as ScopeQuery);
        const usedBy = await options.inUse?.(id, call);
        if (usedBy) throw conflict(usedBy);
        await db.delete(options.table).where(eq(idColumn, id));
        noteRow(id, existing, null);
        await options.afterChange?.({ operation: 'remove', id, call });
        return undefined;
      },
    });
  }
}

/** A table's column SQL names -> its TypeScript keys (values may be given by either). */
function columnKeysOf(table: PgTable): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, column] of Object.entries(table as unknown as Record<string, unknown>)) {
    if (column && typeof column === 'object' && 'name' in column && 'columnType' in column) map.set((column as PgColumn).name, key);
  }
  return map;
}

const toKeys = (values: Record<string, unknown>, keys: Map<string, string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [keys.get(k) ?? k, v]));

