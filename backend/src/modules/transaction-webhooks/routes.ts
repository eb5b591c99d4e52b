import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, transactionEvents, transactions } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { resolveScope, scopeWhere, type Scope } from '../../http/scope';
import { TRANSACTION_LOOKUP_PERMISSIONS as L, TRANSACTION_WEBHOOK_ENDPOINTS as E, type TransactionWebhook } from '@portal/contracts';
import { pagedQuery } from '../../lib/paged-query';

/** An event's transaction by its key (id, created_at): the event's month partition meets the transaction's (ADR 0117). */
const transactionOfEvent = and(eq(transactions.id, transactionEvents.transactionId), eq(transactions.createdAt, transactionEvents.transactionCreatedAt));

/** The scope's webhook deliveries (one per transaction event) in a mode, newest first, paged. */
async function webhookPage(db: Db, scope: Scope, mode: 'Test' | 'Live', q: { pageIndex?: number; pageSize?: number; transactionId?: string }) {
  const where = and(scopeWhere(scope, transactionEvents), eq(transactions.mode, mode), q.transactionId ? eq(transactionEvents.transactionId, q.transactionId) : undefined);
  const { rows, count } = await pagedQuery({
    db,
    select: db.select({ e: transactionEvents, externalId: transactions.externalId, merchantName: merchants.legalBusinessName }).from(transactionEvents)
      .innerJoin(transactions, transactionOfEvent).innerJoin(merchants, eq(merchants.id, transactionEvents.merchantId)).$dynamic(),
    // The mode is the transaction's: the count joins it too.
    countFrom: db.select({ one: sql`1` }).from(transactionEvents).innerJoin(transactions, transactionOfEvent).$dynamic(),
    where,
    order: [{ column: transactionEvents.createdAt, direction: 'desc' }, { column: transactionEvents.id, direction: 'desc' }],
    page: { pageIndex: q.pageIndex ?? 0, pageSize: q.pageSize ?? 20 }, count: { exact: true },
  });
  return {
    count,
    data: rows.map(({ e, externalId, merchantName }): TransactionWebhook => ({
      id: e.id, transactionId: e.transactionId, externalId, merchantName, eventType: e.type, webhookStatus: e.webhookStatus, attempts: e.webhookAttempts,
      responseCode: e.webhookResponseCode, lastAttemptAt: e.webhookLastAttemptAt?.toISOString() ?? null, createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * wh/ and wh2/ transaction-webhooks (spec part 2 section 7.3, ADR 0055): tenant staff and merchants with their
 * lookup's permission on their scope (the one scope resolver); platform staff with theirs on the tenant they name.
 */
export function transactionWebhookRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  apiRoute(app, deps, E.scoped, {
    access: { userTypes: ['crm', 'merchant'], anyPermission: [L.tenant.lookup, L.merchant.lookup] },
    handler: async ({ mode, principal, query }) => webhookPage(db, await resolveScope(db, principal), mode, query),
  });
  apiRoute(app, deps, E.platform, {
    access: { userTypes: ['platform'], anyPermission: [L.platform.lookup] },
    handler: async ({ mode, principal, query }) => webhookPage(db, await resolveScope(db, principal, { tenantId: query.tenantId, tenantRequired: true }), mode, query),
  });
}
