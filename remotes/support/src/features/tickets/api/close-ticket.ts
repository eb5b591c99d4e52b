import { callApi } from '@portal/api-client';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../close (no body): Opened -> Closed. */
export function closeTicket(paths: TicketPaths): Promise<void> {
  return callApi(paths.endpoints.close, { params: paths.params, query: paths.query, body: {} });
}

export function useCloseTicket(ref: TicketRef) {
  return useTicketMutation<void>(ref, (paths) => closeTicket(paths));
}
