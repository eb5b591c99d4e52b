import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type AssignPayload } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../assign {assignee} (tenant view of a customer ticket; platform). */
export function assignTicket(paths: TicketPaths, assignee: string): Promise<void> {
  if (!paths.assign) return Promise.reject(new Error('This ticket cannot be assigned in this view'));
  const body: AssignPayload = { assignee };
  const { assign } = paths;
  return assign.view === 'tenant'
    ? callApi(SUPPORT_ENDPOINTS.tenantAssign, { params: assign.params, body })
    : callApi(SUPPORT_ENDPOINTS.platformAssign, { params: assign.params, body });
}

export function useAssignTicket(ref: TicketRef) {
  return useTicketMutation(ref, assignTicket);
}
