import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { attachment } from '../../lib/content-disposition';
import { readerLanguage } from '../../lib/reader-language';
import type { PageRequest } from '../../lib/paged-query';
import { BANK_ORDER_PERMISSION, BDT_PERMISSION, TERMINAL_PERMISSIONS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_TOOL_ENDPOINTS, TRANSACTION_TOOL_PERMISSIONS } from '@portal/contracts';
import { lookupSort, lookupWhere } from '../transactions/lookup-request';
import { pageTransactionRecords, transactionOrder } from '../transactions/repository';
import { CSV_CONTENT_TYPE } from '../transactions/export/export-job';
import { toolScope } from './access';
import { bankDepositPage } from './bdt.repository';
import { bankOrderItemPage, bankOrderPage, matchBankOrderLine, readUpload, storeBankOrder } from './bank-orders';
import { settlementPage, terminalOptions, terminalPaymentPage } from './terminals.repository';
import { apmCsvLines } from './apm-csv';
import { allApm, apmOrder, apmPage, apmRequestPage, apmWhere, oneApm } from './apm.repository';

interface Paging { pageIndex?: number; pageSize?: number; PageIndex?: number; PageSize?: number; cursor?: string }

export const toolPage = (q: Paging): PageRequest => ({
  pageIndex: q.pageIndex ?? q.PageIndex ?? 0,
  pageSize: q.pageSize ?? q.PageSize ?? TRANSACTION_LOOKUP_LIMITS.defaultPageSize,
  ...(q.cursor ? { cursor: q.cursor } : {}),
});

/**
 * The tenant's other transaction lookups and tools (issue 13 part C, ADR 0053). Each answers only the rows of
 * the caller's tenant (platform staff: the tenant they pick) and of the Mode header's mode.
 */
export function transactionToolRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = TRANSACTION_TOOL_ENDPOINTS;
  const P = TRANSACTION_TOOL_PERMISSIONS;

  // transaction-lookup-v2: the tenant lookup as the reporting service serves it; the same rows as api/crm/transactions.
  apiRoute(app, deps, E.lookupV2, {
    handler: async ({ mode, principal, query }) => {
      const scope = await toolScope(db, principal, P.lookupV2, query.tenantId ?? query.TenantId);
      const sort = lookupSort(query);
      return pageTransactionRecords(db, lookupWhere('tenant', scope, query, mode), transactionOrder(sort.field, sort.direction),
        toolPage(query), { cap: TRANSACTION_LOOKUP_LIMITS.countCap });
    },
  });

  for (const endpoint of [E.apmList, E.apmSearch]) {
    apiRoute(app, deps, endpoint, {
      handler: async ({ mode, principal, query }) => {
        const scope = await toolScope(db, principal, P.apm, query.tenantId);
        return apmPage(db, apmWhere(db, scope, mode, query), apmOrder(query.sortField, query.sortDirection), toolPage(query));
      },
    });
  }

  apiRoute(app, deps, E.apmCsv, {
    handler: async ({ mode, principal, query, reply, request }) => {
      const scope = await toolScope(db, principal, P.apm, query.tenantId);
      const where = apmWhere(db, scope, mode, query);
      const reader = { timeZone: principal.user.timeZone, language: readerLanguage(request.headers['accept-language'], principal.user.language) };
      void reply.header('content-type', CSV_CONTENT_TYPE).header('content-disposition', attachment('apm-transactions.csv')).header('cache-control', 'no-store');
      return Readable.from(apmCsvLines(db, allApm(db, where), reader));
    },
  });

  apiRoute(app, deps, E.apmOne, {
    handler: async ({ principal, params, query }) => {
      const scope = await toolScope(db, principal, P.apm, query.tenantId);
      const found = await oneApm(db, scope, params.id);
      if (!found) throw notFound('APM transaction not found');
      return found;
    },
  });

  apiRoute(app, deps, E.apmRequests, {
    handler: async ({ mode, principal, query }) => {
      const scope = await toolScope(db, principal, P.apmRequests, query.tenantId);
      return apmRequestPage(db, scope, mode, query, toolPage(query));
    },
  });

  apiRoute(app, deps, E.bdtList, {
    handler: async ({ mode, principal, query }) => {
      const scope = await toolScope(db, principal, BDT_PERMISSION, query.tenantId);
      return bankDepositPage(db, scope, mode, query, toolPage(query));
    },
  });

  const T = TERMINAL_PERMISSIONS;
  apiRoute(app, deps, E.terminals, {
    handler: async ({ principal, query }) => {
      // Any of the three terminal pages filters by terminal.
      const permission = [T.transactions, T.conversions, T.settlements].find((p) => principal.permissions.has(p)) ?? T.transactions;
      return terminalOptions(db, await toolScope(db, principal, permission, query.tenantId));
    },
  });
  apiRoute(app, deps, E.terminalTransactions, {
    handler: async ({ mode, principal, query }) =>
      terminalPaymentPage(db, await toolScope(db, principal, T.transactions, query.tenantId), mode, query, toolPage(query)),
  });
  apiRoute(app, deps, E.conversions, {
    handler: async ({ mode, principal, query }) =>
      terminalPaymentPage(db, await toolScope(db, principal, T.conversions, query.tenantId), mode, query, toolPage(query), true),
  });
  apiRoute(app, deps, E.settlements, {
    handler: async ({ mode, principal, query }) =>
      settlementPage(db, await toolScope(db, principal, T.settlements, query.tenantId), mode, query, toolPage(query)),
  });

  // Bank orders (multipart: registered after the files module's multipart plugin, see app.ts).
  apiRoute(app, deps, E.bankOrders, {
    handler: async ({ principal, query }) => bankOrderPage(db, await toolScope(db, principal, BANK_ORDER_PERMISSION, query.tenantId), toolPage(query)),
  });
  apiRoute(app, deps, E.uploadBankOrder, {
    handler: async ({ principal, query, request }) => {
      const scope = await toolScope(db, principal, BANK_ORDER_PERMISSION, query.tenantId);
      return storeBankOrder(db, scope, principal, await readUpload(request));
    },
  });
  apiRoute(app, deps, E.bankOrderItems, {
    handler: async ({ principal, params, query }) =>
      bankOrderItemPage(db, await toolScope(db, principal, BANK_ORDER_PERMISSION, query.tenantId), params.id, toolPage(query)),
  });
  apiRoute(app, deps, E.matchBankOrderLine, {
    handler: async ({ principal, params, query, body }) =>
      matchBankOrderLine(db, await toolScope(db, principal, BANK_ORDER_PERMISSION, query.tenantId), principal, params.id, body.transactionReference),
  });
}
