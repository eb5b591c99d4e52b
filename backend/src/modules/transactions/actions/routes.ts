import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { ApiError } from '../../../http/errors';
import { resolveScope } from '../../../http/scope';
import { ACTION_HEADERS, TRANSACTION_ACTION_ENDPOINTS, type TransactionAction } from '@portal/contracts';
import type { Principal } from '../../users/repository';
import { mayAct, mayChangeStatus, type ActionPermission } from './access';
import { checkActionQuota } from './action-quota';
import { payoutBatch } from './batch';
import { idempotent, type Answer } from './idempotency';
import { deallocate, listRelationships } from './relationships';
import { refuse } from './refusal';
import { resendWebhook } from './resend-webhook';
import { deliveryDepsOf } from '../../webhooks/delivery-settings';
import { runAction, type RunOptions } from './service';
import type { ActionBody } from './service-types';
import { actorOf, type ActionContext, type Tx } from './types';

/**
 * The transaction actions (issue 10 deliverable 2; spec part 2 section 7.1; ADR 0046), registered from their
 * declarations. Each call: who may act (403), the scope from the one resolver (the tenantId header narrows a
 * platform user to one tenant; another tenant's transaction is 404), then the action in one database transaction,
 * idempotent by the request id header. A refusal answers its 409/422 and the contract's message.
 */
export function transactionActionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = TRANSACTION_ACTION_ENDPOINTS;
  const staff = { userTypes: ['crm' as const, 'platform' as const] };

  /** The header a name says, as Fastify validated it (the declarations require the request id and the mode). */
  const header = (request: FastifyRequest, name: string): string | undefined => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };

  /** Sends the stored or fresh answer: the body, or the refusal as an error with its status. */
  const send = <T>(answer: Answer<T>): T => {
    if (!answer.ok) throw new ApiError(answer.status, answer.body.error);
    return answer.body;
  };

  interface Call {
    principal: Principal;
    request: FastifyRequest;
    /** Which header carries the mode: SystemMode, or Mode for approves and declines. */
    modeHeader: 'systemmode' | 'mode';
    action: string;
    target: string;
    body: unknown;
    tenantId?: string;
  }

  /** Scope, context and the idempotent database transaction of one call. */
  const perform = async <T>(call: Call, act: (ctx: ActionContext) => Promise<T>): Promise<T> => {
    const { principal, request } = call;
    await checkActionQuota(db, deps.config.actionQuota, principal);
    const tenantId = call.tenantId ?? header(request, ACTION_HEADERS.tenantId);
    const scope = await resolveScope(db, principal, { tenantId });
    const headers = { mode: header(request, call.modeHeader) as 'Test' | 'Live', websiteId: header(request, ACTION_HEADERS.websiteId) };
    const answer = await idempotent(db, {
      requestId: header(request, ACTION_HEADERS.requestId)!, userId: principal.user.id, action: call.action, target: call.target,
      request: { headers: { ...headers, tenantId }, body: call.body ?? {} },
    }, (tx: Tx) => act({ tx, actor: actorOf(principal), scope, headers, now: new Date() }));
    return send(answer);
  };

  /** One single-transaction action: permission, then `runAction` under `perform`. */
  const single = (action: TransactionAction, permission: ActionPermission, modeHeader: Call['modeHeader'] = 'systemmode') =>
    async ({ principal, request, params, body }: { principal: Principal; request: FastifyRequest; params: { transactionId: string }; body: ActionBody | null }) => {
      mayAct(principal, permission);
      return perform({ principal, request, modeHeader, action, target: params.transactionId, body }, (ctx) => {
        // A decline says why (a batch declination may not: spec section 3).
        if (action === 'decline' && !body?.declineReason?.trim()) refuse('declineReasonRequired');
        return runAction(ctx, action, params.transactionId, body ?? {});
      });
    };

  apiRoute(app, deps, E.capture, { access: staff, handler: single('capture', 'act') });
  apiRoute(app, deps, E.void, { access: staff, handler: single('void', 'act') });
  apiRoute(app, deps, E.refund, { access: staff, handler: single('refund', 'act') });
  apiRoute(app, deps, E.statusChangeRefund, { access: staff, handler: single('statusChangeRefund', 'act') });
  apiRoute(app, deps, E.reversal, { access: staff, handler: single('reversal', 'act') });
  apiRoute(app, deps, E.dispute, { access: staff, handler: single('dispute', 'act') });
  apiRoute(app, deps, E.payout, { access: staff, handler: single('payout', 'act') });
  apiRoute(app, deps, E.checkStatus, { access: staff, handler: single('checkStatus', 'act') });
  apiRoute(app, deps, E.approve, { access: staff, handler: single('approve', 'approve', 'mode') });
  apiRoute(app, deps, E.decline, { access: staff, handler: single('decline', 'approve', 'mode') });

  // Platform staff: approve or decline by actionType; a decline needs its reason.
  apiRoute(app, deps, E.statusChange, {
    access: { userTypes: ['platform'] },
    handler: async ({ principal, request, params, body }) => {
      mayChangeStatus(principal);
      const action = body.actionType === 'Approve' ? 'approve' : 'decline';
      return perform({ principal, request, modeHeader: 'systemmode', action: 'statusChange', target: params.transactionId, body }, async (ctx) => {
        if (action === 'decline' && !body.declineReason?.trim()) refuse('declineReasonRequired');
        return runAction(ctx, action, params.transactionId, { declineReason: body.declineReason });
      });
    },
  });

  apiRoute(app, deps, E.resetRestriction, {
    access: staff,
    handler: async ({ principal, request, params, query }) => {
      mayAct(principal, 'act');
      const options: RunOptions = { organizationId: query.organizationId };
      return perform({ principal, request, modeHeader: 'systemmode', action: 'resetRestriction', target: params.transactionId, body: query, tenantId: query.tenantId },
        (ctx) => runAction(ctx, 'resetRestriction', params.transactionId, {}, options));
    },
  });

  apiRoute(app, deps, E.payoutApprovals, {
    access: staff,
    handler: async ({ principal, request, body }) => {
      mayAct(principal, 'approve');
      return perform({ principal, request, modeHeader: 'mode', action: 'payoutApprovals', target: 'batch', body },
        (ctx) => payoutBatch(ctx, body.transactions, { kind: 'approve' }));
    },
  });
  apiRoute(app, deps, E.payoutDeclinations, {
    access: staff,
    handler: async ({ principal, request, body }) => {
      mayAct(principal, 'approve');
      return perform({ principal, request, modeHeader: 'mode', action: 'payoutDeclinations', target: 'batch', body },
        (ctx) => payoutBatch(ctx, body.transactions, { kind: 'decline', reason: body.reason }));
    },
  });

  apiRoute(app, deps, E.resendWebhook, {
    access: staff,
    handler: async ({ principal, request, params }) => {
      mayAct(principal, 'act');
      return perform({ principal, request, modeHeader: 'systemmode', action: 'resendWebhook', target: params.eventId, body: {} },
        (ctx) => resendWebhook(ctx, params.eventId, deliveryDepsOf(deps)));
    },
  });

  apiRoute(app, deps, E.relationships, {
    access: staff,
    handler: async ({ principal, query }) => {
      mayAct(principal, 'act');
      const scope = await resolveScope(db, principal, { tenantId: query.tenantId });
      return listRelationships(db, scope, query);
    },
  });
  apiRoute(app, deps, E.deallocate, {
    access: staff,
    handler: async ({ principal, request, body }) => {
      mayAct(principal, 'act');
      return perform({ principal, request, modeHeader: 'systemmode', action: 'deallocate', target: `${body.transactionId}:${body.accountReference}`, body },
        (ctx) => deallocate(ctx, body));
    },
  });
}
