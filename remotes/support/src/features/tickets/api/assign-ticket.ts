import { callApi } from '@portal/api-client';
import type { AssignPayload } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../assign {assignee} (tenant view of a customer ticket; platform). */
export function assignTicket(paths: TicketPaths, assignee: string): Promise<void> {
  if (!paths.assign) return Promise.reject(new Error('This ticket cannot be assigned in this view'));
  const body: AssignPayload = { assignee };
  return callApi(paths.assign, { params: paths.params, body });
}

export function useAssignTicket(ref: TicketRef) {
  return useTicketMutation(ref, assignTicket);
}
