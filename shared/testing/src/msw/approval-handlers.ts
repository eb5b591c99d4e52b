import { HttpResponse, type HttpHandler } from 'msw';
import {
  APPROVAL_ENDPOINTS, APPROVAL_PERMISSION, APPROVAL_REQUESTS, DEFAULT_SERVICE_BASES, RULE_ACTIVATION_ENDPOINTS, fakeResourcePage,
  type ApprovalRequest, type PendingActivation, type ServiceBases, type TransactionRecord,
} from '@portal/contracts';
import { DEMO_USERS, findDemoUser } from '../demo-users/demo-users';
import { declaredHandlers } from './declared-handlers';
import type { TransactionActionStore } from './transaction-action-handlers';
import { balanceOf, type TransactionFakeState } from './transaction-fake-state';

/**
 * msw handlers of the tenant's approval queue (ADR 0071) over the transaction fakes' state, as the server answers
 * it: tenant staff with the approve permission only (403 else), their tenant's refunds and payouts WaitingForApproval
 * (both modes), who asked and why from the action fake's store, the parent's refundable from its balance; one by id
 * is 404 when it no longer waits or is another tenant's. The kit's `fakeResourcePage` filters, sorts and pages.
 */
export interface ApprovalHandlersOptions {
  state: TransactionFakeState;
  /** The action fake's store: who asked (and why) for each waiting row. */
  actions: Pick<TransactionActionStore, 'requestedBy' | 'reasons'>;
  userEmail: string;
  services?: ServiceBases;
  /** The rule and routing activations waiting for a second user (ADR 0113) the caller sees; none by default. */
  activations?: PendingActivation[];
}

export function createApprovalHandlers({ state, actions, userEmail, services = DEFAULT_SERVICE_BASES, activations = [] }: ApprovalHandlersOptions): HttpHandler[] {
  const user = findDemoUser(userEmail);
  const allowed = user.userType === 'Tenant' && user.permissions.includes(APPROVAL_PERMISSION);
  const forbidden = () => HttpResponse.json({ error: 'You are not authorized to perform this action' }, { status: 403 });

  const toRequest = (t: TransactionRecord): ApprovalRequest => {
    const requester = DEMO_USERS.find((u) => u.id === actions.requestedBy.get(t.id));
    const parent = state.rows.find((row) => row.id === t.parentId);
    return {
      id: t.id, externalId: t.externalId, kind: t.type === 'Payout' ? 'Payout' : 'Refund', amount: t.amount, currency: t.currency, mode: t.mode,
      merchantId: t.merchantId, merchantName: t.merchantName, websiteId: t.websiteId,
      requestedBy: requester ? { id: requester.id, name: `${requester.firstName} ${requester.lastName}` } : null,
      reason: actions.reasons.get(t.id) ?? null, requestedAt: t.createdAt, parentId: parent?.id ?? null, parentExternalId: parent?.externalId ?? null,
      parentAmount: parent?.amount ?? null, parentRefundable: parent ? balanceOf(parent, state.rows).refundable : null,
    };
  };
  const waiting = () => state.rows
    .filter((t) => t.tenantId === user.tenant?.id && t.status === 'WaitingForApproval' && (t.type === 'Refund' || t.type === 'Payout'))
    .map(toRequest);

  return [
    ...declaredHandlers(APPROVAL_ENDPOINTS.list, ({ query }) => (allowed
      ? HttpResponse.json(fakeResourcePage(APPROVAL_REQUESTS, waiting(), query) as never)
      : forbidden()), { services }),
    ...declaredHandlers(APPROVAL_ENDPOINTS.one, ({ params }) => {
      if (!allowed) return forbidden();
      const found = waiting().find((r) => r.id === params.id);
      return found ? HttpResponse.json(found as never) : HttpResponse.json({ error: 'This request is not waiting for approval' }, { status: 404 });
    }, { services }),
    ...declaredHandlers(RULE_ACTIVATION_ENDPOINTS.pending, () => HttpResponse.json(activations as never), { services }),
  ];
}
