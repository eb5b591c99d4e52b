import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError } from '../../http/errors';
import { scopeOf } from '../../http/scope';
import { MERCHANT_PAYMENT_ENDPOINTS as E, PAYMENT_BATCH_ENDPOINTS as B } from '@portal/contracts';
import { tellBatchApprovers, tellMerchantApprovers } from '../approvals/notices';
import { idempotent, type Answer } from '../transactions/actions/idempotency';
import { actorOf, type Tx } from '../transactions/actions/types';
import type { Principal } from '../users/repository';
import { balancesOf } from './balances';
import { confirmPayee, createBeneficiary, deleteBeneficiary, listBeneficiaries, updateBeneficiary, type MerchantScope } from './beneficiaries';
import { batchDetail, createBatch, decideBatch, listBatches } from './batches';
import { createSinglePayment, decidePayment, listPayments } from './payments';

/**
 * The merchant's payments (issue 13 deliverable 4; ADR 0051), registered from their declarations. Merchants only
 * (the route's permission from the catalogue: Merchant.Payments.<Page>); each call reads the merchant from the
 * token through the one scope resolver, so another merchant's beneficiary or payment is 404. Creating, approving
 * and declining a payment run idempotently by their request id (ADR 0046's store).
 */
export function merchantPaymentRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  // The Payments area opens once the merchant may test (ADR 0111): a merchant still boarding is refused with why.
  const merchantOnly = (...permissions: string[]) => ({ userTypes: ['merchant' as const], anyPermission: permissions, merchantArea: 'payments' as const });
  const beneficiaryAccess = merchantOnly('Merchant.Payments.Beneficiaries');
  const payAccess = merchantOnly('Merchant.Payments.SinglePayment', 'Merchant.Payments.BatchPayment');
  const approveAccess = merchantOnly('Merchant.Payments.PendingPayments');
  const readAccess = merchantOnly('Merchant.Payments.SinglePayment', 'Merchant.Payments.BatchPayment', 'Merchant.Payments.PendingPayments',
    'Merchant.Payments.BatchSummary', 'Merchant.Payments.Beneficiaries');

  const merchantScope = (principal: Principal): MerchantScope => {
    const scope = scopeOf(principal);
    if (scope.kind !== 'merchant') throw new ApiError(403, 'Only merchant users make payments');
    return { tenantId: scope.tenantId, merchantId: scope.merchantId };
  };
  const send = <T>(answer: Answer<T>): T => {
    if (!answer.ok) throw new ApiError(answer.status, answer.body.error);
    return answer.body;
  };
  /** One idempotent payment call: claimed by its request id, run in one database transaction. */
  const once = async <T>(
    principal: Principal, headers: { 'x-request-id': string }, mode: 'Test' | 'Live', action: string, target: string, body: unknown,
    act: (ctx: { tx: Tx; actor: ReturnType<typeof actorOf>; now: Date }, scope: MerchantScope) => Promise<T>,
  ): Promise<T> => {
    const scope = merchantScope(principal);
    const answer = await idempotent(db, {
      requestId: headers['x-request-id'], userId: principal.user.id, action, target, request: { mode, body: body ?? {} },
    }, (tx) => act({ tx, actor: actorOf(principal), now: new Date() }, scope));
    return send(answer);
  };
  const actionContext = (base: { tx: Tx; actor: ReturnType<typeof actorOf>; now: Date }, scope: MerchantScope, mode: 'Test' | 'Live') => ({
    ...base, scope: { kind: 'merchant' as const, ...scope }, headers: { mode },
  });

  apiRoute(app, deps, E.beneficiaries, { access: readAccess, handler: ({ principal }) => listBeneficiaries(db, merchantScope(principal)) });
  apiRoute(app, deps, E.createBeneficiary, {
    access: beneficiaryAccess, handler: ({ principal, body }) => createBeneficiary(db, merchantScope(principal), principal.user.id, body),
  });
  apiRoute(app, deps, E.updateBeneficiary, {
    access: beneficiaryAccess, handler: ({ principal, params, body }) => updateBeneficiary(db, merchantScope(principal), params.beneficiaryId, body),
  });
  apiRoute(app, deps, E.deleteBeneficiary, {
    access: beneficiaryAccess, handler: ({ principal, params }) => deleteBeneficiary(db, merchantScope(principal), params.beneficiaryId),
  });
  apiRoute(app, deps, E.confirmPayee, {
    access: readAccess, handler: ({ principal, params }) => confirmPayee(db, merchantScope(principal), params.beneficiaryId),
  });
  apiRoute(app, deps, E.balances, {
    access: readAccess, handler: ({ principal, query }) => balancesOf(db, merchantScope(principal).merchantId, query.mode),
  });
  apiRoute(app, deps, E.payments, {
    access: readAccess, handler: ({ principal, query }) => listPayments(db, merchantScope(principal), query.mode, query.status),
  });
  apiRoute(app, deps, E.createSinglePayment, {
    access: payAccess,
    handler: ({ principal, headers, body }) => once(principal, headers, headers.systemmode, 'singlePayment', 'payment', body,
      async (base, scope) => {
        const ctx = actionContext(base, scope, headers.systemmode);
        const payment = await createSinglePayment(ctx, scope, body);
        await tellMerchantApprovers(ctx, payment, scope.merchantId);
        return payment;
      }),
  });
  apiRoute(app, deps, E.approve, {
    access: approveAccess,
    handler: ({ principal, headers, params }) => once(principal, headers, headers.mode, 'paymentApprove', params.paymentId, {},
      (base, scope) => decidePayment(actionContext(base, scope, headers.mode), scope, params.paymentId, { kind: 'approve' })),
  });
  apiRoute(app, deps, E.decline, {
    access: approveAccess,
    handler: ({ principal, headers, params, body }) => once(principal, headers, headers.mode, 'paymentDecline', params.paymentId, body,
      (base, scope) => decidePayment(actionContext(base, scope, headers.mode), scope, params.paymentId, { kind: 'decline', reason: body.rejectReason })),
  });

  // Batches (ADR 0054): submitted whole on the batch page's permission, decided on the pending payments' one.
  const batchAccess = merchantOnly('Merchant.Payments.BatchPayment');
  apiRoute(app, deps, B.list, { access: readAccess, handler: ({ principal, query }) => listBatches(db, merchantScope(principal), query.mode) });
  apiRoute(app, deps, B.detail, { access: readAccess, handler: ({ principal, params }) => batchDetail(db, merchantScope(principal), params.batchId) });
  apiRoute(app, deps, B.create, {
    access: batchAccess,
    handler: ({ principal, headers, body }) => once(principal, headers, headers.systemmode, 'paymentBatch', 'batch', body,
      async (base, scope) => {
        const ctx = actionContext(base, scope, headers.systemmode);
        const detail = await createBatch(ctx, scope, body);
        // One notice for the batch, not one per line (its lines are made without one).
        await tellBatchApprovers(ctx, detail, scope.merchantId);
        return detail;
      }),
  });
  apiRoute(app, deps, B.approve, {
    access: approveAccess,
    handler: ({ principal, headers, params }) => once(principal, headers, headers.mode, 'batchApprove', params.batchId, {},
      (base, scope) => decideBatch(actionContext(base, scope, headers.mode), scope, params.batchId, { kind: 'approve' })),
  });
  apiRoute(app, deps, B.decline, {
    access: approveAccess,
    handler: ({ principal, headers, params, body }) => once(principal, headers, headers.mode, 'batchDecline', params.batchId, body,
      (base, scope) => decideBatch(actionContext(base, scope, headers.mode), scope, params.batchId, { kind: 'decline', reason: body.rejectReason })),
  });
}
