import { callApi, getSystemMode } from '@portal/api-client';
import {
  ACTION_HEADERS, TRANSACTION_ACTION_ENDPOINTS,
  type SystemMode, type TransactionAction, type TransactionActionResult, type TransactionRecord,
} from '@portal/contracts';

const E = TRANSACTION_ACTION_ENDPOINTS;

/** Who acts: tenant staff on their tenant's transactions, platform staff on any tenant's (tenantid header). */
export type ActingStaff = 'tenant' | 'platform';

/** What a dialog collected for one action (amounts in minor units; absent fields not sent). */
export interface ActionInput {
  amount?: number;
  reason?: string;
  reasonCode?: string;
  declineReason?: string;
}

/**
 * Section 7.1's headers of one action: the request id (fresh per user action, the same on its retry), the
 * mode the user works in (`systemmode`, or `mode` for tenant approves and declines), the transaction's
 * website when it has one, and the transaction's tenant for platform staff.
 */
export function actionHeaders<const M extends 'systemmode' | 'mode' = 'systemmode'>(
  tx: Pick<TransactionRecord, 'websiteId' | 'tenantId'>, requestId: string, staff: ActingStaff, modeHeader: M = 'systemmode' as M,
) {
  return {
    [ACTION_HEADERS.requestId]: requestId,
    [modeHeader]: getSystemMode(),
    ...(tx.websiteId ? { [ACTION_HEADERS.websiteId]: tx.websiteId } : {}),
    ...(staff === 'platform' ? { [ACTION_HEADERS.tenantId]: tx.tenantId } : {}),
    // A computed key widens to string: the declared header names, spelt out.
  } as { 'x-request-id': string; 'website-id'?: string; tenantid?: string } & { [K in M]: SystemMode };
}

const reasonOf = (input: ActionInput) => (input.reason ? { reason: input.reason } : {});

/**
 * Sends one action on one transaction with its headers; the answer is the row acted on, the row it created and
 * the server's message. Platform staff approve and decline through `PUT {id}/StatusChange` by actionType.
 * Failures are the api client's ApiError (status 0 when the network failed), shown by the caller.
 */
export function sendAction(
  action: TransactionAction, tx: TransactionRecord, input: ActionInput, requestId: string, staff: ActingStaff,
): Promise<TransactionActionResult<TransactionRecord>> {
  const params = { transactionId: tx.id };
  const headers = actionHeaders(tx, requestId, staff);
  const common = { params, headers, silent: true } as const;
  if (staff === 'platform') {
    if (action !== 'approve' && action !== 'decline') throw new Error(`Platform staff cannot ${action}`);
    const body = action === 'approve'
      ? { actionType: 'Approve' as const }
      : { actionType: 'Decline' as const, ...(input.declineReason ? { declineReason: input.declineReason } : {}) };
    return callApi(E.statusChange, { ...common, body });
  }
  switch (action) {
    case 'capture':
      return callApi(E.capture, { ...common, body: { amount: input.amount! } });
    case 'void':
      return callApi(E.void, { ...common, body: reasonOf(input) });
    case 'refund':
      return callApi(E.refund, { ...common, body: { amount: input.amount!, ...reasonOf(input) } });
    case 'statusChangeRefund':
      return callApi(E.statusChangeRefund, { ...common, body: reasonOf(input) });
    case 'reversal':
      return callApi(E.reversal, { ...common, body: reasonOf(input) });
    case 'dispute':
      return callApi(E.dispute, { ...common, body: { amount: input.amount!, reasonCode: input.reasonCode! } });
    case 'payout':
      return callApi(E.payout, { ...common, body: {} });
    case 'checkStatus':
      return callApi(E.checkStatus, { ...common, body: {} });
    case 'approve':
      return callApi(E.approve, { params, headers: actionHeaders(tx, requestId, staff, 'mode'), body: {}, silent: true });
    case 'decline':
      return callApi(E.decline, { params, headers: actionHeaders(tx, requestId, staff, 'mode'), body: { declineReason: input.declineReason! }, silent: true });
    case 'resetRestriction':
      return callApi(E.resetRestriction, { ...common, query: { organizationId: tx.merchantId }, body: {} });
  }
}

/** Delivers an event's webhook again (the events tab). */
export function resendWebhook(eventId: string, tx: TransactionRecord, requestId: string, staff: ActingStaff) {
  return callApi(E.resendWebhook, { params: { eventId }, headers: actionHeaders(tx, requestId, staff), body: {}, silent: true });
}

/** The identity of one allocation (spec part 2 section 3 "Deallocate relationship"). */
export interface AllocationKey {
  organizationId: string;
  transactionId: string;
  accountReference: string;
  websiteId: string | null;
}

/** Ends a payment's allocation to an account reference (the relationships tab). */
export function deallocate(allocation: AllocationKey, tx: TransactionRecord, requestId: string, staff: ActingStaff) {
  const { websiteId, ...key } = allocation;
  return callApi(E.deallocate, { headers: actionHeaders(tx, requestId, staff), body: { ...key, ...(websiteId ? { websiteId } : {}) }, silent: true });
}

/** Approves or declines payouts waiting for approval, each on its own (tenant staff, the lookup). */
export function decidePayouts(decision: 'approve' | 'decline', ids: string[], reason: string, requestId: string) {
  const headers = { [ACTION_HEADERS.requestId]: requestId, mode: getSystemMode() };
  return decision === 'approve'
    ? callApi(E.payoutApprovals, { headers, body: { transactions: ids }, silent: true })
    : callApi(E.payoutDeclinations, { headers, body: { transactions: ids, reason }, silent: true });
}
