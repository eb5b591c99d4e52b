import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import type { Ticket } from '@portal/contracts';
import { ticketKeys } from './ticket-keys';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketPaths } from './use-ticket-paths';

export function fetchTicket(paths: TicketPaths, signal?: AbortSignal): Promise<Ticket> {
  // A ticket of another tenant or merchant answers 403/404: the page shows it, no snackbar.
  return callApi(paths.endpoints.details, { params: paths.params, query: paths.query, signal, silent: true });
}

export function ticketQueryOptions(ref: TicketRef, paths: TicketPaths) {
  return queryOptions({ queryKey: ticketKeys.detail(ref), queryFn: ({ signal }) => fetchTicket(paths, signal) });
}

export function useTicket(ref: TicketRef) {
  const paths = useTicketPaths(ref);
  return useQuery(ticketQueryOptions(ref, paths));
}
