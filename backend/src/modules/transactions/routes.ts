import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { merchantInScope, resolveScope, type Scope } from '../../http/scope';
import type { PageRequest } from '../../lib/paged-query';
import { QueryParameters } from '../../lib/query-parameters';
import {
  TRANSACTION_ENDPOINTS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_LOOKUP_PERMISSIONS, TRANSACTION_PAGING,
  type TransactionLookupKind, type TransactionLookupPage,
} from '@portal/contracts';
import { columnChoice, saveColumnChoice } from './columns.repository';
import { lookupCountMode } from './lookup-count';
import { lookupSort, lookupWhere, type LookupQuery } from './lookup-request';
import { readTenantId } from './query';
import { pageTransactionRecords, transactionOrder } from './repository';
import { websitesOf } from './websites';
import { mayList } from './access';
import { transactionDetailRoutes } from './detail.routes';
import { transactionExportRoutes } from './export/export.routes';
import { transactionActionRoutes } from './actions/routes';


/** The page asked for: pageIndex 0-based (default 0), pageSize within the declared 1..max (default per call). */
const pageOf = (query: LookupQuery, defaultPageSize: number): PageRequest => ({
  pageIndex: query.pageIndex ?? query.PageIndex ?? 0,
  pageSize: query.pageSize ?? query.PageSize ?? defaultPageSize,
  ...(query.cursor ? { cursor: query.cursor } : {}),
});

/**
 * One lookup call: scope from the token, the Mode header's rows, the lookup's whitelisted filters, a
 * whitelisted sort (newest first by default, keyset-paged; a field without a direction is ascending), a count
 * capped at countCap (from the day totals where they can answer, ADR 0126).
 */
export async function lookUp(deps: ApiDeps, kind: TransactionLookupKind, scope: Scope, query: LookupQuery, mode: 'Test' | 'Live', defaultPageSize: number): Promise<TransactionLookupPage> {
  const sort = lookupSort(query);
  // Placeholders: the page's statement is built once per filter set and parsed once per connection.
  const params = QueryParameters.prepared();
  const where = lookupWhere(kind, scope, query, mode, params);
  // After the where: the count from the day totals reuses its placeholders.
  const count = lookupCountMode(kind, scope, query, mode, params);
  return pageTransactionRecords(deps.db, where, transactionOrder(sort.field, sort.direction), pageOf(query, defaultPageSize), count, params);
}

/**
 * Transactions of spec part 2 sections 7.1-7.3: the tenant, platform and merchant lookups (issue 9), part
 * 1's Contact Support search, each user's column choice per lookup, and the websites to filter by.
 */
export function transactionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = TRANSACTION_ENDPOINTS;

  // The tenant side's two calls differ only in path and default page size; platform users name a tenant.
  for (const [endpoint, defaultPageSize] of [[E.tenantSearch, TRANSACTION_PAGING.searchPageSize], [E.tenantList, TRANSACTION_LOOKUP_LIMITS.defaultPageSize]] as const) {
    apiRoute(app, deps, endpoint, {
      access: { userTypes: ['crm', 'platform'] },
      handler: async ({ mode, principal, query }) => {
        mayList(principal);
        const scope = await resolveScope(db, principal, { tenantId: readTenantId(query), tenantRequired: true });
        return lookUp(deps, 'tenant', scope, query, mode, defaultPageSize);
      },
    });
  }

  apiRoute(app, deps, E.platformList, {
    access: { userTypes: ['platform'], anyPermission: [TRANSACTION_LOOKUP_PERMISSIONS.platform.lookup] },
    handler: async ({ mode, principal, query }) => {
      const scope = await resolveScope(db, principal, { tenantIds: query.tenantIds ?? [] });
      return lookUp(deps, 'platform', scope, query, mode, TRANSACTION_LOOKUP_LIMITS.defaultPageSize);
    },
  });

  apiRoute(app, deps, E.merchantList, {
    access: { userTypes: ['merchant'] },
    handler: async ({ mode, principal, query }) => {
      mayList(principal);
      const scope = await resolveScope(db, principal, {});
      return lookUp(deps, 'merchant', scope, query, mode, TRANSACTION_LOOKUP_LIMITS.defaultPageSize);
    },
  });

  apiRoute(app, deps, E.websites, {
    handler: async ({ principal, query }) => {
      const scope = await resolveScope(db, principal, principal.user.userType === 'platform' ? { tenantIds: query.tenantIds ?? [] } : {});
      const organization = await merchantInScope(db, scope, query.organizationId);
      return websitesOf(db, scope, organization ? [organization] : query.Customer ?? []);
    },
  });

  transactionDetailRoutes(app, deps);
  transactionExportRoutes(app, deps);
  transactionActionRoutes(app, deps);

  const columnEndpoints = { tenant: E.tenantColumns, platform: E.platformColumns, merchant: E.merchantColumns } as const;
  const userTypeOf = { tenant: 'crm', platform: 'platform', merchant: 'merchant' } as const;
  for (const kind of ['tenant', 'platform', 'merchant'] as const) {
    const { lookup, columns } = TRANSACTION_LOOKUP_PERMISSIONS[kind];
    apiRoute(app, deps, columnEndpoints[kind].get, {
      access: { userTypes: [userTypeOf[kind]], anyPermission: [lookup, columns] },
      handler: ({ principal }) => columnChoice(db, principal.user.id, kind),
    });
    apiRoute(app, deps, columnEndpoints[kind].put, {
      access: { userTypes: [userTypeOf[kind]], anyPermission: [columns] },
      handler: ({ principal, body }) => saveColumnChoice(db, principal.user.id, kind, body.columns),
    });
  }
}
