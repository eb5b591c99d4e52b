import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import type { Paged } from '@portal/contracts';

/** A transaction as the ticket dialog lists it (the transactions area owns the full shape). */
export interface TransactionOption {
  id: string;
  externalId: string;
}

export const TRANSACTION_SEARCH_PAGE_SIZE = 10;
export const TRANSACTION_SEARCH_DEBOUNCE_MS = 750;

/**
 * Transaction search by external id (spec part 2 section 7: tenant side api/crm/transactions/searchKey,
 * merchant side api/transactions). The transactions backend is not built yet: a failure is shown as
 * "unavailable" in the dialog, not as a global error.
 */
export function searchTransactions(searchKey: string, tenantSide: boolean, signal?: AbortSignal): Promise<TransactionOption[]> {
  const path = tenantSide ? 'api/crm/transactions/searchKey' : 'api/transactions';
  return apiFetch<Paged<TransactionOption> | TransactionOption[]>(path, {
    query: { searchKey, pageIndex: 0, pageSize: TRANSACTION_SEARCH_PAGE_SIZE },
    signal,
    silent: true,
  }).then((r) => (Array.isArray(r) ? r : r?.data ?? []));
}

export function transactionSearchQueryOptions(searchKey: string, tenantSide: boolean) {
  return queryOptions({
    queryKey: ['support', 'lookups', 'transactions', tenantSide, searchKey] as const,
    queryFn: ({ signal }) => searchTransactions(searchKey, tenantSide, signal),
    staleTime: 60_000,
  });
}

export function useTransactionSearch(searchKey: string, tenantSide: boolean, enabled: boolean) {
  return useQuery({ ...transactionSearchQueryOptions(searchKey, tenantSide), enabled });
}
