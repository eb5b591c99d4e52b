import { apiFetch } from '@portal/api-client';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../open (no body): Closed -> Opened. */
export function reopenTicket(paths: TicketPaths): Promise<void> {
  return apiFetch<void>(paths.open, { method: 'POST', query: paths.query, responseType: 'none' });
}

export function useReopenTicket(ref: TicketRef) {
  return useTicketMutation<void>(ref, (paths) => reopenTicket(paths));
}
