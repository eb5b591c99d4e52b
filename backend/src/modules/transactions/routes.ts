import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { errorResponses, paged } from '../../http/schemas';
import type { Principal } from '../users/repository';
import { PERMISSIONS, TRANSACTION_PAGING, TRANSACTION_PATHS, TRANSACTION_STATUSES } from '../../lib/contracts';
import { readMode, readPaging, readSearchKey, readTenantId, searchQuerySchema } from './query';
import { pageTransactions } from './repository';
import { merchantSideScope, tenantSideScope } from './scope';

const tags = ['Transactions'];
type RawQuery = Record<string, string | undefined>;

/**
 * Who may look transactions up: the support lookup (the Contact Support dialog searches them) or the
 * transaction lookup of the caller's own kind. Checked per user type, so a permission of another kind
 * never counts.
 */
const LOOKUP_PERMISSIONS = {
  platform: [PERMISSIONS.platformSupportLookup, PERMISSIONS.platformTransactionLookup],
  crm: [PERMISSIONS.crmSupportLookup, 'CRM.TransactionManagement.TransactionLookup'],
  merchant: [PERMISSIONS.merchantSupportLookup, 'Merchant.Transactions.TransactionLookup'],
} as const;

const mayLookUp = (principal: Principal) =>
  checkAccess(principal, { anyPermission: [...LOOKUP_PERMISSIONS[principal.user.userType]] });

const transactionItem = {
  type: 'object',
  properties: {
    id: { type: 'string' }, externalId: { type: 'string' }, tenantId: { type: 'string' }, merchantId: { type: 'string' },
    merchantName: { type: 'string' }, amount: { type: 'integer', description: 'Minor units' }, currency: { type: 'string' },
    status: { type: 'string', enum: [...TRANSACTION_STATUSES] }, paymentMethod: { type: 'string' },
    mode: { type: 'string', enum: ['Test', 'Live'] }, createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const schema = {
  querystring: searchQuerySchema,
  headers: { type: 'object', properties: { mode: { type: 'string', description: 'System mode, Test or Live; default Test' } } },
  response: { 200: paged(transactionItem), ...errorResponses },
};

/**
 * Transactions of spec part 2 sections 7.1 (tenant side) and 7.2 (merchant side): paged, newest first,
 * only rows of the caller's mode, scope from the token's subject.
 */
export function transactionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** The tenant side's two calls differ only in path, summary and default page size. */
  const tenantSide = (path: string, summary: string, defaultPageSize: number) =>
    apiRoute<unknown, RawQuery>(app, deps, {
      method: 'GET', path, tags, schema, summary,
      access: { userTypes: ['crm', 'platform'] },
      handler: async ({ principal, query, request }) => {
        mayLookUp(principal);
        const paging = readPaging(query, defaultPageSize);
        const filter = { searchKey: readSearchKey(query), mode: readMode(request), scope: await tenantSideScope(db, principal, readTenantId(query)) };
        return pageTransactions(db, filter, paging);
      },
    });

  tenantSide(TRANSACTION_PATHS.tenantSearch,
    "Search the tenant's transactions by external id (platform users pass tenantId)", TRANSACTION_PAGING.searchPageSize);
  tenantSide(TRANSACTION_PATHS.tenantList,
    "A page of the tenant's transactions, newest first (PageSize, PageIndex; platform users pass tenantId)", TRANSACTION_PAGING.defaultPageSize);

  apiRoute<unknown, RawQuery>(app, deps, {
    method: 'GET', path: TRANSACTION_PATHS.merchantList, tags, schema,
    summary: "A page of the caller's merchant's transactions, newest first, optionally by external id",
    access: { userTypes: ['merchant'] },
    handler: async ({ principal, query, request }) => {
      mayLookUp(principal);
      const paging = readPaging(query, TRANSACTION_PAGING.defaultPageSize);
      return pageTransactions(db, { searchKey: readSearchKey(query), mode: readMode(request), scope: merchantSideScope(principal) }, paging);
    },
  });
}
