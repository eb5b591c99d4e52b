import { callApi } from '@portal/api-client';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../open (no body): Closed -> Opened. */
export function reopenTicket(paths: TicketPaths): Promise<void> {
  return callApi(paths.endpoints.open, { params: paths.params, query: paths.query, body: {} });
}

export function useReopenTicket(ref: TicketRef) {
  return useTicketMutation<void>(ref, (paths) => reopenTicket(paths));
}
