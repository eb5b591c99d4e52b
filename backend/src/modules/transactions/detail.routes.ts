import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { resolveScope } from '../../http/scope';
import {
  MERCHANT_TRANSACTION_DETAIL_ENDPOINTS, TRANSACTION_DETAIL_ENDPOINTS, TRANSACTION_LOOKUP_PERMISSIONS,
} from '@portal/contracts';
import type { Principal } from '../users/repository';
import { mayList } from './access';
import {
  accountingEntriesOf, alertsOf, apiLogsOf, cascadingOf, detailsOf, disputeCodesOf, eventsOf, feesOf, oneAntifraudLog,
  oneApiLog, oneEvent, ownTransaction, reasonsOf, rejectionsOf, relatedOf, routingLogsOf, saveBin,
} from './detail.repository';
import { balanceOf } from './balance';

/**
 * The transaction detail drawer's reads (issue 10 deliverable 1, ADR 0044). Tenant staff read their tenant's
 * transactions, platform staff every tenant's (or ?tenantId=), merchants their own through the api/transactions
 * paths, a subset. Who may read: whoever may use their kind's transaction lookup (or the support lookup).
 * Scope from the one resolver; anything outside it is 404.
 */
export function transactionDetailRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const T = TRANSACTION_DETAIL_ENDPOINTS;
  const M = MERCHANT_TRANSACTION_DETAIL_ENDPOINTS;
  const staff = { userTypes: ['crm' as const, 'platform' as const] };
  const merchant = { userTypes: ['merchant' as const] };

  /** The staff caller's scope: their tenant, or for platform staff every tenant (or the one named). */
  const staffScope = async (principal: Principal, tenantId: string | undefined) => {
    mayList(principal);
    return resolveScope(db, principal, { tenantId });
  };
  const staffTx = async (principal: Principal, id: string, tenantId: string | undefined) => {
    const scope = await staffScope(principal, tenantId);
    return { scope, tx: await ownTransaction(db, scope, id) };
  };
  const merchantTx = async (principal: Principal, id: string) => {
    mayList(principal);
    const scope = await resolveScope(db, principal, {});
    return { scope, tx: await ownTransaction(db, scope, id) };
  };

  apiRoute(app, deps, T.transaction, { access: staff, handler: async ({ principal, params, query }) => (await staffTx(principal, params.transactionId, query.tenantId)).tx });
  apiRoute(app, deps, T.details, {
    access: staff,
    handler: async ({ principal, params, query }) => detailsOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx, true),
  });
  apiRoute(app, deps, T.events, { access: staff, handler: async ({ principal, params, query }) => eventsOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx) });
  apiRoute(app, deps, T.event, { access: staff, handler: async ({ principal, params, query }) => oneEvent(db, await staffScope(principal, query.tenantId), params.eventId, query.transactionCreatedAt) });
  apiRoute(app, deps, T.related, {
    access: staff,
    handler: async ({ principal, params, query }) => {
      const { scope, tx } = await staffTx(principal, params.transactionId, query.tenantId);
      return relatedOf(db, scope, tx);
    },
  });
  apiRoute(app, deps, T.apiLogs, { access: staff, handler: async ({ principal, params, query }) => apiLogsOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx) });
  apiRoute(app, deps, T.apiLog, { access: staff, handler: async ({ principal, params, query }) => oneApiLog(db, await staffScope(principal, query.tenantId), params.logId, query.transactionCreatedAt) });
  apiRoute(app, deps, T.alerts, { access: staff, handler: async ({ principal, params, query }) => alertsOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx.id) });
  apiRoute(app, deps, T.antifraudLog, { access: staff, handler: async ({ principal, params, query }) => oneAntifraudLog(db, await staffScope(principal, query.tenantId), params.checkId) });
  apiRoute(app, deps, T.fees, { access: staff, handler: async ({ principal, params, query }) => feesOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx) });
  apiRoute(app, deps, T.cascading, {
    access: staff,
    handler: async ({ principal, params, query }) => cascadingOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx.id, query.offset),
  });
  apiRoute(app, deps, T.smartRouting, {
    access: staff,
    handler: async ({ principal, params, query }) => routingLogsOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx.id, params.attempt),
  });
  apiRoute(app, deps, T.rejectionReasons, {
    access: staff,
    handler: async ({ principal, params, query }) => rejectionsOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx.id, params.kind),
  });
  apiRoute(app, deps, T.disputeCodes, { access: staff, handler: async ({ principal, params, query }) => disputeCodesOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx) });
  apiRoute(app, deps, T.checkBalance, { access: staff, handler: async ({ principal, params, query }) => balanceOf(db, (await staffTx(principal, params.transactionId, query.tenantId)).tx) });
  apiRoute(app, deps, T.accountingEntries, {
    access: staff,
    handler: async ({ principal, params, query }) => {
      const { tx } = await staffTx(principal, params.transactionId, query.tenantId);
      // The customer in the path is the transaction's merchant; another one does not hold this transaction.
      if (tx.merchantId !== params.customerId) throw notFound('Transaction not found');
      return accountingEntriesOf(db, tx);
    },
  });
  apiRoute(app, deps, T.reasons, {
    handler: async ({ principal, params }) => {
      mayList(principal);
      return reasonsOf(db, params.category, params.kind);
    },
  });
  // A tenant corrects what a BIN says for its own transactions; platform staff change the platform's row.
  apiRoute(app, deps, T.binData, {
    access: { userTypes: ['crm', 'platform'], anyPermission: [TRANSACTION_LOOKUP_PERMISSIONS.tenant.lookup, TRANSACTION_LOOKUP_PERMISSIONS.platform.lookup] },
    handler: async ({ principal, params, body }) => {
      const scope = await resolveScope(db, principal, {});
      return saveBin(db, params.bin, scope.kind === 'tenant' ? scope.tenantId : null, body);
    },
  });

  apiRoute(app, deps, M.transaction, { access: merchant, handler: async ({ principal, params }) => (await merchantTx(principal, params.transactionId)).tx });
  apiRoute(app, deps, M.details, {
    access: merchant,
    handler: async ({ principal, params }) => detailsOf(db, (await merchantTx(principal, params.transactionId)).tx, false),
  });
  apiRoute(app, deps, M.events, { access: merchant, handler: async ({ principal, params }) => eventsOf(db, (await merchantTx(principal, params.transactionId)).tx) });
  apiRoute(app, deps, M.related, {
    access: merchant,
    handler: async ({ principal, params }) => {
      const { scope, tx } = await merchantTx(principal, params.transactionId);
      return relatedOf(db, scope, tx);
    },
  });
  apiRoute(app, deps, M.apiLogs, { access: merchant, handler: async ({ principal, params }) => apiLogsOf(db, (await merchantTx(principal, params.transactionId)).tx, true) });
  apiRoute(app, deps, M.fees, { access: merchant, handler: async ({ principal, params }) => feesOf(db, (await merchantTx(principal, params.transactionId)).tx) });
  apiRoute(app, deps, M.rejectionReasons, {
    access: merchant,
    handler: async ({ principal, params }) => rejectionsOf(db, (await merchantTx(principal, params.transactionId)).tx.id, params.kind),
  });
  apiRoute(app, deps, M.checkBalance, { access: merchant, handler: async ({ principal, params }) => balanceOf(db, (await merchantTx(principal, params.transactionId)).tx) });
}
