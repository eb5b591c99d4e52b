/**
 * One resource, declared once (ADR 0063): a list and what may be done to its rows. From the declaration come
 * its endpoints (list, one, create, update, remove, each a `defineEndpoint` declaration the backend registers
 * with `listRoute`/`crudRoutes` and the browser calls through the kit's `useResourceList`/`useResourceMutation`),
 * the list endpoint's query schema (from the filter descriptors, the sorts and the paging), its query key root,
 * and what a change refreshes elsewhere.
 *
 *   export const CURRENCIES = defineResource({
 *     key: 'currencies', path: 'settings/currencies', title: 'Currencies', tag: 'Settings: reference data',
 *     row: currencySchema, body: currencyBodySchema, operations: ['list', 'create', 'update', 'remove'],
 *     filters: { search: text('Search', { alsoIn: ['name'] }), isActive: flag('Active') },
 *     sorts: ['code', 'name'], defaultSort: { key: 'code', direction: 'asc' }, paging: 'offset',
 *     invalidates: ['lookup:currencies'], modeScoped: false, scope: 'global',
 *   });
 */
import { defineEndpoint, type EndpointDeclaration, type JSONSchema, type SchemaType, type ServiceBase, type Typed } from '../endpoint/define-endpoint';
import { filterSchemaProperties, parametersOf, type AmountRangeFilter, type DayRangeFilter, type FilterDescriptor, type FilterMap, type FlagFilter, type IdsOfFilter, type OneOfFilter, type TextFilter } from './filters';

export type ResourceOperation = 'list' | 'one' | 'create' | 'update' | 'remove';
export type ResourcePaging = 'offset' | 'keyset' | 'none';

/**
 * Whose rows they are: `global` (platform reference data every user reads: countries, currencies),
 * `tenant` (a tenant's configuration; platform staff pick the tenant) or `merchant` (a merchant's; tenant
 * staff pick the merchant). The backend reads the scope from the token, never from the request alone.
 */
export type ResourceScope = 'global' | 'tenant' | 'merchant';

export interface ResourceDeclaration {
  /** The query key root and the name in `invalidates` lists: 'currencies', 'payment-channels'. */
  key: string;
  /** The collection's path as the portal calls it ('settings/currencies'); one row at `${path}/:id`. */
  path: string;
  base?: ServiceBase;
  /** The resource's name, singular and plural (English; shown in dialogs and banners). */
  title: string;
  /** OpenAPI tag. */
  tag: string;
  row: JSONSchema;
  /** What create and update send. */
  body?: JSONSchema;
  operations: readonly ResourceOperation[];
  filters: FilterMap;
  sorts: readonly string[];
  defaultSort: { key: string; direction: 'asc' | 'desc' };
  paging: ResourcePaging;
  /** Keyset paging: the sorts the server pages by cursor (every declared sort when absent); others page by offset. */
  keysetSorts?: readonly string[];
  maxPageSize?: number;
  /** Other resources' keys (and lookups as 'lookup:<name>') a change here refreshes. */
  invalidates?: readonly string[];
  /** Rows exist per system mode (Test / Live): every endpoint reads the Mode header. */
  modeScoped: boolean;
  scope: ResourceScope;
}

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What one filter adds to the list's query type. */
type FilterParams<K extends string, F> =
  F extends DayRangeFilter<infer A, infer B> ? { [P in A | B]?: string }
  : F extends AmountRangeFilter<infer A, infer B> ? { [P in A | B]?: number }
  : F extends OneOfFilter<infer V, infer M> ? { [P in K]?: M extends true ? V[] : V }
  : F extends IdsOfFilter ? { [P in K]?: string[] }
  : F extends FlagFilter ? { [P in K]?: boolean }
  : F extends TextFilter ? { [P in K]?: string }
  : never;

export type FilterQueryOf<F extends FilterMap> = Simplify<UnionToIntersection<{ [K in keyof F & string]: FilterParams<K, F[K]> }[keyof F & string]>>;

/** The scope parameters a list may take: platform staff pick a tenant, tenant staff a merchant. */
export interface ScopeQuery {
  tenantId?: string;
  merchantId?: string;
}

export interface PageQuery<Sort extends string> {
  sortField?: Sort;
  sortDirection?: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
  cursor?: string;
}

export type ResourceQueryOf<D extends ResourceDeclaration> = Simplify<FilterQueryOf<D['filters']> & ScopeQuery & PageQuery<D['sorts'][number]>>;
export type ResourceRowOf<D extends ResourceDeclaration> = SchemaType<D['row']>;
export type ResourceBodyOf<D extends ResourceDeclaration> = D extends { body: infer B } ? SchemaType<B> : never;

/** One page of a resource's list (with paging 'none', every row and no cursor). */
export interface ResourcePage<Row> {
  data: Row[];
  count: number;
  countIsCapped: boolean;
  nextCursor: string | null;
}

export const DEFAULT_RESOURCE_PAGE_SIZE = 20;
export const MAX_RESOURCE_PAGE_SIZE = 100;
/** A list with paging 'none' answers at most this many rows (a settings table, a board's column). */
export const UNPAGED_RESOURCE_LIMIT = 1000;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/** The list endpoint's query schema: filter parameters, scope, sort and page. */
export function resourceQuerySchema(d: ResourceDeclaration): JSONSchema {
  const properties: Record<string, unknown> = {};
  for (const [name, filter] of Object.entries(d.filters)) Object.assign(properties, filterSchemaProperties(name, filter));
  properties.tenantId = { type: 'string', format: 'uuid', description: 'Platform staff: the tenant whose rows are listed' };
  properties.merchantId = { type: 'string', format: 'uuid', description: 'Tenant staff: the merchant whose rows are listed' };
  properties.sortField = { type: 'string', enum: [...d.sorts], description: `Default ${d.defaultSort.key}` };
  properties.sortDirection = { type: 'string', enum: ['asc', 'desc'] };
  const max = d.paging === 'none' ? UNPAGED_RESOURCE_LIMIT : d.maxPageSize ?? MAX_RESOURCE_PAGE_SIZE;
  properties.pageIndex = { type: 'integer', minimum: 0, default: 0 };
  properties.pageSize = { type: 'integer', minimum: 1, maximum: max, default: d.paging === 'none' ? max : DEFAULT_RESOURCE_PAGE_SIZE };
  if (d.paging === 'keyset') properties.cursor = { type: 'string', maxLength: 500, description: 'The nextCursor of the page before' };
  return { type: 'object', additionalProperties: false, properties } as JSONSchema;
}

const pageSchema = (row: JSONSchema): JSONSchema => ({
  type: 'object',
  required: ['data', 'count', 'countIsCapped', 'nextCursor'],
  properties: {
    data: { type: 'array', items: row },
    count: { type: 'integer' },
    countIsCapped: { type: 'boolean' },
    nextCursor: { type: ['string', 'null'] },
  },
}) as JSONSchema;

type Common<D extends ResourceDeclaration> = { base: D['base'] extends ServiceBase ? D['base'] : 'merchant'; summary: string; tags: readonly string[] } & (D['modeScoped'] extends true ? { modeScoped: true } : unknown);
type Row<D extends ResourceDeclaration> = D['row'];

export interface ResourceEndpoints<D extends ResourceDeclaration> {
  list: Common<D> & { method: 'GET'; path: D['path']; query: Typed<ResourceQueryOf<D>> & JSONSchema; responses: { 200: Typed<ResourcePage<ResourceRowOf<D>>> & JSONSchema } };
  one: Common<D> & { method: 'GET'; path: `${D['path']}/:id`; params: typeof idParams; query: Typed<ScopeQuery> & JSONSchema; responses: { 200: Row<D> } };
  create: Common<D> & { method: 'POST'; path: D['path']; query: Typed<ScopeQuery> & JSONSchema; body: D extends { body: infer B } ? B : never; responses: { 201: Row<D> } };
  update: Common<D> & { method: 'PUT'; path: `${D['path']}/:id`; params: typeof idParams; query: Typed<ScopeQuery> & JSONSchema; body: D extends { body: infer B } ? B : never; responses: { 200: Row<D> } };
  remove: Common<D> & { method: 'DELETE'; path: `${D['path']}/:id`; params: typeof idParams; query: Typed<ScopeQuery> & JSONSchema; responses: { 204: null }; responseType: 'empty' };
}

export type Resource<D extends ResourceDeclaration = ResourceDeclaration> = D & {
  endpoints: { [O in D['operations'][number]]: ResourceEndpoints<D>[O] };
  /** Every query parameter a filter sends (the list state's URL keys). */
  filterParameters: string[];
};

const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' }, merchantId: { type: 'string', format: 'uuid' } } } as JSONSchema;

/** Declares a resource: the declaration as is, with its endpoints built from it. */
export function defineResource<const D extends ResourceDeclaration>(d: D): Resource<D> {
  const base = d.base ?? 'merchant';
  // The Mode header is declared once, on the endpoint: the backend reads it and OpenAPI documents it.
  const common = (summary: string) => ({ base, summary, tags: [d.tag], ...(d.modeScoped ? { modeScoped: true as const } : {}) });
  const all: Record<ResourceOperation, EndpointDeclaration> = {
    list: defineEndpoint({ ...common(`${d.title}: list`), method: 'GET', path: d.path, query: resourceQuerySchema(d), responses: { 200: pageSchema(d.row) } }),
    one: defineEndpoint({ ...common(`${d.title}: one`), method: 'GET', path: `${d.path}/:id`, params: idParams, query: scopeQuery, responses: { 200: d.row } }),
    create: defineEndpoint({ ...common(`${d.title}: create`), method: 'POST', path: d.path, query: scopeQuery, body: d.body ?? { type: 'object' }, responses: { 201: d.row } }),
    update: defineEndpoint({ ...common(`${d.title}: update`), method: 'PUT', path: `${d.path}/:id`, params: idParams, query: scopeQuery, body: d.body ?? { type: 'object' }, responses: { 200: d.row } }),
    remove: defineEndpoint({ ...common(`${d.title}: delete`), method: 'DELETE', path: `${d.path}/:id`, params: idParams, query: scopeQuery, responses: { 204: null }, responseType: 'empty' }),
  };
  const endpoints = Object.fromEntries(d.operations.map((o) => [o, all[o]]));
  const filterParameters = Object.entries(d.filters).flatMap(([name, f]) => parametersOf(name, f as FilterDescriptor));
  return { ...d, endpoints, filterParameters } as unknown as Resource<D>;
}

/** Every resource-generated endpoint of a list of resources (the contract's endpoint list adds them). */
export function resourceEndpoints(resources: readonly Resource[]): EndpointDeclaration[] {
  return resources.flatMap((r) => Object.values(r.endpoints as Record<string, EndpointDeclaration>));
}
