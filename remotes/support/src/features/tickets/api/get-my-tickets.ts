import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type TicketFilter, type TicketPage } from '@portal/contracts';
import { ticketKeys } from './ticket-keys';

/** GET support/ticket/my: a merchant's tickets, or tenant staff's customer tickets / own tickets to the platform (ticketChannelType). */
export function fetchMyTickets(filter: TicketFilter, signal?: AbortSignal): Promise<TicketPage> {
  return callApi(SUPPORT_ENDPOINTS.myTickets, { query: { ...filter }, signal });
}

export function myTicketsQueryOptions(filter: TicketFilter) {
  return queryOptions({
    queryKey: ticketKeys.list('my', filter),
    queryFn: ({ signal }) => fetchMyTickets(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyTickets(filter: TicketFilter, enabled = true) {
  return useQuery({ ...myTicketsQueryOptions(filter), enabled });
}
