import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type TicketFilter, type TicketPage } from '@portal/contracts';
import { ticketKeys } from './ticket-keys';

/** GET support/ticket: tenant-to-platform tickets across tenants (the operator filters by tenant). */
export function fetchPlatformTickets(filter: TicketFilter, signal?: AbortSignal): Promise<TicketPage> {
  return callApi(SUPPORT_ENDPOINTS.platformTickets, { query: { ...filter }, signal });
}

export function platformTicketsQueryOptions(filter: TicketFilter) {
  return queryOptions({
    queryKey: ticketKeys.list('platform', filter),
    queryFn: ({ signal }) => fetchPlatformTickets(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePlatformTickets(filter: TicketFilter, enabled = true) {
  return useQuery({ ...platformTicketsQueryOptions(filter), enabled });
}
