import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type EscalateTicketPayload } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST support/ticket/{customerId}/{ticketId}/escalate: answers the new platform ticket id as text. */
export function escalateTicket(paths: TicketPaths, payload: EscalateTicketPayload): Promise<string> {
  if (!paths.escalate) return Promise.reject(new Error('Only a customer ticket in the tenant view can be escalated'));
  return callApi(SUPPORT_ENDPOINTS.tenantEscalate, { params: paths.escalate, body: payload, silent: true });
}

export function useEscalateTicket(ref: TicketRef) {
  return useTicketMutation(ref, escalateTicket);
}
