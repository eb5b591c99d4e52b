import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { ACTION_HEADERS, APPROVAL_ENDPOINTS, APPROVAL_REQUESTS, TRANSACTION_ACTION_ENDPOINTS as E, type ApprovalRequest } from '@portal/contracts';

/** The query of one waiting request (the dialog's, the drawer's approve): under the queue's key, so a decision refreshes both. */
export const approvalRequestKey = (id: string) => [APPROVAL_REQUESTS.key, 'one', id] as const;

/**
 * One waiting request by id (a notification's link may name one that is not on the page): the row the page holds
 * when it has it, else the server's; 404 when it no longer waits.
 */
export function useApprovalRequest(id: string, row?: ApprovalRequest, enabled = true) {
  return useQuery({
    queryKey: approvalRequestKey(id),
    queryFn: ({ signal }) => callApi(APPROVAL_ENDPOINTS.one, { params: { id }, query: {}, signal, silent: true }),
    initialData: row,
    enabled,
    retry: false,
  });
}

/**
 * Approves or declines a request through the transaction actions (ADR 0046): in the request's own mode (the queue
 * holds both; the dialog shows which) and website, with the request id of this decision (the same on a retry).
 */
export function decideApproval(request: ApprovalRequest, decision: { kind: 'approve' } | { kind: 'decline'; reason: string }, requestId: string) {
  const headers = {
    [ACTION_HEADERS.requestId]: requestId, mode: request.mode,
    ...(request.websiteId ? { [ACTION_HEADERS.websiteId]: request.websiteId } : {}),
  } as { 'x-request-id': string; mode: 'Test' | 'Live'; 'website-id'?: string };
  const params = { transactionId: request.id };
  return decision.kind === 'approve'
    ? callApi(E.approve, { params, headers, body: {}, silent: true })
    : callApi(E.decline, { params, headers, body: { declineReason: decision.reason }, silent: true });
}
