import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS } from '@portal/contracts';

export function fetchTicketCategories(signal?: AbortSignal): Promise<string[]> {
  // The dialog shows its own message when this fails; no global snackbar.
  return callApi(SUPPORT_ENDPOINTS.ticketCategories, { signal, silent: true }).then((r) => r.categories ?? []);
}

export function ticketCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['support', 'categories'] as const, queryFn: ({ signal }) => fetchTicketCategories(signal), staleTime: 10 * 60_000 });
}

export function useTicketCategories(enabled = true) {
  return useQuery({ ...ticketCategoriesQueryOptions(), enabled });
}
