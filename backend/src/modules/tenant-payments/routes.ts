import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { merchantPayments, merchants, transactions } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError, forbidden } from '../../http/errors';
import { resolveScope, scopeWhere, type Scope } from '../../http/scope';
import { TENANT_PAYMENT_ENDPOINTS as E, TENANT_PAYMENT_MESSAGES, TENANT_PAYMENT_PERMISSIONS as P, type TenantPendingPayment } from '@portal/contracts';
import { pagedQuery } from '../../lib/paged-query';
import { idempotent } from '../transactions/actions/idempotency';
import { runAction } from '../transactions/actions/service';
import { actorOf } from '../transactions/actions/types';
import type { Db } from '../../db/client';
import type { Principal } from '../users/repository';
import { payoutChannelsByCurrency } from '../settings/payment-configuration/banking-channel-of-purpose';

/** The tenant's payouts waiting for approval in a mode, oldest first (they wait longest), with the portal payment's details. */
async function pendingPayouts(db: Db, scope: Scope, mode: 'Test' | 'Live', q: { pageIndex?: number; pageSize?: number; merchantId?: string }) {
  const where = and(scopeWhere(scope, transactions), eq(transactions.mode, mode), eq(transactions.type, 'Payout'), eq(transactions.status, 'WaitingForApproval'),
    q.merchantId ? eq(transactions.merchantId, q.merchantId) : undefined);
  const { rows, count } = await pagedQuery({
    db,
    select: db.select({ t: transactions, mp: merchantPayments, merchantName: merchants.legalBusinessName }).from(transactions)
      .innerJoin(merchants, eq(merchants.id, transactions.merchantId))
      .leftJoin(merchantPayments, eq(merchantPayments.transactionId, transactions.id)).$dynamic(),
    countFrom: transactions, where,
    order: [{ column: transactions.createdAt, direction: 'asc' }, { column: transactions.id, direction: 'asc' }],
    page: { pageIndex: q.pageIndex ?? 0, pageSize: q.pageSize ?? 20 }, count: { exact: true },
  });
  // Each waiting payout names the channel it would leave through now (ADR 0150), read once per currency on the page.
  const tenantId = rows[0]?.t.tenantId;
  const channels = tenantId ? await payoutChannelsByCurrency(db, tenantId, [...new Set(rows.map(({ t }) => t.currency))]) : new Map();
  return {
    count,
    data: rows.map(({ t, mp, merchantName }): TenantPendingPayment => ({
      id: t.id, externalId: t.externalId, tenantId: t.tenantId, merchantId: t.merchantId, merchantName, websiteId: t.websiteId, amount: t.amount,
      currency: t.currency, createdAt: t.createdAt.toISOString(), beneficiaryName: mp?.beneficiaryName ?? null, beneficiaryAccount: mp?.beneficiaryAccount ?? null,
      reference: mp?.reference ?? null, payeeConfirmation: mp?.payeeConfirmation ?? null, requestedBy: mp?.initiatedBy.name ?? null,
      payoutChannel: channels.get(t.currency)?.name ?? null,
    })),
  };
}

/**
 * transaction-management/pending-payments (ADR 0055): tenant staff with the page's permission see their tenant's
 * waiting payouts; deciding also needs the transaction approvals permission (ADR 0046's), and runs the action
 * service: its rule table, the second-user rule, the payout's fee, journal and events, idempotent by request id.
 * A merchant portal payment records who decided, as when a merchant user decides it.
 */
export function tenantPaymentRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const access = { userTypes: ['crm' as const], anyPermission: [P.view] };
  apiRoute(app, deps, E.pending, {
    access, handler: async ({ mode, principal, query }) => pendingPayouts(db, await resolveScope(db, principal), mode, query),
  });

  const decide = async (principal: Principal, headers: { 'x-request-id': string; mode: 'Test' | 'Live' }, id: string, kind: 'approve' | 'decline', reason?: string) => {
    if (!principal.permissions.has(P.decide)) throw forbidden(TENANT_PAYMENT_MESSAGES.noDecide);
    const scope = await resolveScope(db, principal);
    const actor = actorOf(principal);
    const answer = await idempotent(db, {
      requestId: headers['x-request-id'], userId: principal.user.id, action: `tenantPayment:${kind}`, target: id, request: { mode: headers.mode, reason: reason ?? null },
    }, async (tx) => {
      const now = new Date();
      const result = await runAction({ tx, actor, now, scope, headers: { mode: headers.mode } }, kind, id, kind === 'decline' ? { declineReason: reason } : {}, { payoutsOnly: true });
      await tx.update(merchantPayments).set({ decidedBy: actor, decidedAt: now, declineReason: kind === 'decline' ? reason!.trim() : null })
        .where(eq(merchantPayments.transactionId, id));
      return { id, status: result.transaction.status, message: result.message };
    });
    if (!answer.ok) throw new ApiError(answer.status, answer.body.error);
    return answer.body;
  };
  apiRoute(app, deps, E.approve, { access, handler: ({ principal, headers, params }) => decide(principal, headers, params.paymentId, 'approve') });
  apiRoute(app, deps, E.decline, { access, handler: ({ principal, headers, params, body }) => decide(principal, headers, params.paymentId, 'decline', body.rejectReason) });
}
