import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { errorResponses, lookupItem } from '../../http/schemas';
import { resolveScope, type Scope } from '../../http/scope';
import { parse, readPaging, readSort, values, type RawQuery } from '../../lib/list-params';
import type { Principal } from '../users/repository';
import {
  PERMISSIONS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_LOOKUP_PERMISSIONS, TRANSACTION_PAGING, TRANSACTION_PATHS,
  TRANSACTION_SORT_FIELDS, type TransactionLookupKind,
} from '../../lib/contracts';
import { columnChoice, saveColumnChoice } from './columns.repository';
import { UUID_PATTERN, lookupConditions, scopeCondition } from './lookup-filters';
import { readMode, readSearchKey, readTenantId } from './query';
import { allOf, pageTransactionRecords, searchKeyCondition, transactionOrder } from './repository';
import { websitesOf } from './websites';
import { columnChoiceSchema, columnChoiceUpdateSchema, lookupQuerySchema, lookupPageSchema } from './schemas';

const tags = ['Transactions'];

/**
 * Who may use the tenant-side list and the merchant list: the transaction lookup of the caller's own kind,
 * or the support lookup (the Contact Support dialog searches transactions through the same calls). Checked
 * per user type, so a permission of another kind never counts.
 */
const LIST_PERMISSIONS = {
  platform: [PERMISSIONS.platformSupportLookup, TRANSACTION_LOOKUP_PERMISSIONS.platform.lookup],
  crm: [PERMISSIONS.crmSupportLookup, TRANSACTION_LOOKUP_PERMISSIONS.tenant.lookup],
  merchant: [PERMISSIONS.merchantSupportLookup, TRANSACTION_LOOKUP_PERMISSIONS.merchant.lookup],
} as const;

const mayList = (principal: Principal) => checkAccess(principal, { anyPermission: [...LIST_PERMISSIONS[principal.user.userType]] });

/**
 * One lookup call: scope from the token, the Mode header's rows, the lookup's whitelisted filters, a
 * whitelisted sort (newest first by default, keyset-paged), a count capped at countCap.
 */
async function lookUp(deps: ApiDeps, kind: TransactionLookupKind, scope: Scope, query: RawQuery, mode: 'Test' | 'Live', defaultPageSize: number) {
  const searchKey = kind === 'platform' ? '' : readSearchKey(query);
  // Part 1's parameters (searchKey, tenantId) are read above; the rest must be the lookup's own.
  const { tenantId: _t, TenantId: _T, searchKey: _s, SearchKey: _S, ...lookupQuery } = query;
  const where = allOf([scopeCondition(scope, mode), searchKeyCondition(searchKey), ...lookupConditions(kind, kind === 'platform' ? query : lookupQuery)]);
  const sort = readSort(query, TRANSACTION_SORT_FIELDS, { field: 'createdAt', direction: 'desc' });
  const page = readPaging(query, { defaultPageSize, maxPageSize: TRANSACTION_LOOKUP_LIMITS.maxPageSize });
  return pageTransactionRecords(deps.db, where, transactionOrder(sort.field, sort.direction), page, { cap: TRANSACTION_LOOKUP_LIMITS.countCap });
}

const listSchema = (kind: TransactionLookupKind, legacy: boolean) => ({
  querystring: lookupQuerySchema(kind, legacy),
  headers: { type: 'object', properties: { mode: { type: 'string', description: 'System mode, Test or Live; default Test' } } },
  response: { 200: lookupPageSchema, ...errorResponses },
});

/**
 * Transactions of spec part 2 sections 7.1-7.3: the tenant, platform and merchant lookups (issue 9), part
 * 1's Contact Support search, and each user's column choice per lookup.
 */
export function transactionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** The tenant side's two calls differ only in path, summary and default page size; platform users name a tenant. */
  const tenantSide = (path: string, summary: string, defaultPageSize: number) =>
    apiRoute<unknown, RawQuery>(app, deps, {
      method: 'GET', path, tags, summary, schema: listSchema('tenant', true),
      access: { userTypes: ['crm', 'platform'] },
      handler: async ({ principal, query, request }) => {
        mayList(principal);
        const scope = await resolveScope(db, principal, { tenantId: readTenantId(query), tenantRequired: true });
        return lookUp(deps, 'tenant', scope, query, readMode(request), defaultPageSize);
      },
    });
  tenantSide(TRANSACTION_PATHS.tenantSearch,
    "Search the tenant's transactions by external id (platform users pass tenantId)", TRANSACTION_PAGING.searchPageSize);
  tenantSide(TRANSACTION_PATHS.tenantList,
    "The tenant's transaction lookup: filters, sort, page or cursor, capped count (platform users pass tenantId)", TRANSACTION_LOOKUP_LIMITS.defaultPageSize);

  apiRoute<unknown, RawQuery>(app, deps, {
    method: 'GET', path: TRANSACTION_PATHS.platformList, tags, schema: listSchema('platform', false),
    summary: 'The platform transaction lookup across tenants: one, several (tenantIds) or every tenant',
    access: { userTypes: ['platform'], anyPermission: [TRANSACTION_LOOKUP_PERMISSIONS.platform.lookup] },
    handler: async ({ principal, query, request }) => {
      const scope = await resolveScope(db, principal, { tenantIds: values(query, 'tenantIds') });
      return lookUp(deps, 'platform', scope, query, readMode(request), TRANSACTION_LOOKUP_LIMITS.defaultPageSize);
    },
  });

  apiRoute<unknown, RawQuery>(app, deps, {
    method: 'GET', path: TRANSACTION_PATHS.merchantList, tags, schema: listSchema('merchant', true),
    summary: "The merchant's transaction lookup (the caller's merchant only), also searched by external id",
    access: { userTypes: ['merchant'] },
    handler: async ({ principal, query, request }) => {
      mayList(principal);
      const scope = await resolveScope(db, principal, {});
      return lookUp(deps, 'merchant', scope, query, readMode(request), TRANSACTION_LOOKUP_LIMITS.defaultPageSize);
    },
  });

  apiRoute<unknown, RawQuery>(app, deps, {
    method: 'GET', path: TRANSACTION_PATHS.websites, tags,
    summary: "Websites the caller may filter transactions by (merchant: its own; tenant: its merchants'; platform: tenantIds); Customer narrows",
    schema: {
      querystring: { type: 'object', properties: { Customer: { type: 'array', items: { type: 'string' } }, tenantIds: { type: 'array', items: { type: 'string' } } } },
      response: { 200: { type: 'array', items: lookupItem }, ...errorResponses },
    },
    handler: async ({ principal, query }) => {
      const tenantIds = values(query, 'tenantIds');
      const scope = await resolveScope(db, principal, principal.user.userType === 'platform' ? { tenantIds } : {});
      const customers = parse.matching('Customer', values(query, 'Customer'), UUID_PATTERN, 'merchant ids');
      return websitesOf(db, scope, customers);
    },
  });

  const userTypeOf: Record<TransactionLookupKind, 'crm' | 'platform' | 'merchant'> = { tenant: 'crm', platform: 'platform', merchant: 'merchant' };
  const columnPaths: Record<TransactionLookupKind, string> = {
    tenant: TRANSACTION_PATHS.tenantColumns, platform: TRANSACTION_PATHS.platformColumns, merchant: TRANSACTION_PATHS.merchantColumns,
  };
  for (const kind of ['tenant', 'platform', 'merchant'] as const) {
    const { lookup, columns } = TRANSACTION_LOOKUP_PERMISSIONS[kind];
    apiRoute(app, deps, {
      method: 'GET', path: columnPaths[kind], tags, summary: `The caller's visible columns of the ${kind} transaction lookup`,
      access: { userTypes: [userTypeOf[kind]], anyPermission: [lookup, columns] },
      schema: { response: { 200: columnChoiceSchema, ...errorResponses } },
      handler: ({ principal }) => columnChoice(db, principal.user.id, kind),
    });
    apiRoute<unknown, unknown, { columns?: unknown }>(app, deps, {
      method: 'PUT', path: columnPaths[kind], tags, summary: `Keeps the caller's visible columns of the ${kind} transaction lookup`,
      access: { userTypes: [userTypeOf[kind]], anyPermission: [columns] },
      schema: { body: columnChoiceUpdateSchema, response: { 200: columnChoiceSchema, ...errorResponses } },
      handler: ({ principal, body }) => saveColumnChoice(db, principal.user.id, kind, body?.columns),
    });
  }
}
