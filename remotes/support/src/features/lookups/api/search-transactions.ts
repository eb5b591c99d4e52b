import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { TRANSACTION_ENDPOINTS, TRANSACTION_PAGING, type Transaction } from '@portal/contracts';
import type { SupportScope } from '../../scope/support-scope';

// Spec part 1 sections 5 and 9: page 10, debounced 750 ms.
export const TRANSACTION_SEARCH_PAGE_SIZE = TRANSACTION_PAGING.searchPageSize;
export const TRANSACTION_SEARCH_DEBOUNCE_MS = TRANSACTION_PAGING.searchDebounceMs;

export interface TransactionSearch {
  searchKey: string;
  scope: SupportScope;
  /** Platform staff: the tenant picked in the dialog (the server requires it). */
  tenantId: string | null;
}

/**
 * Transactions whose external id contains the key, newest first, first page of 10 (spec part 1 section 5):
 * tenant side GET api/crm/transactions/searchKey (platform staff add the picked tenantId), merchant side
 * GET api/transactions. Silent: the dialog's field says the search is unavailable instead of a snackbar.
 */
export function searchTransactions({ searchKey, scope, tenantId }: TransactionSearch, signal?: AbortSignal): Promise<Transaction[]> {
  const query = { searchKey, pageIndex: 0, pageSize: TRANSACTION_SEARCH_PAGE_SIZE };
  const page = scope === 'merchant'
    ? callApi(TRANSACTION_ENDPOINTS.merchantList, { query, signal, silent: true })
    : callApi(TRANSACTION_ENDPOINTS.tenantSearch, { query: scope === 'platform' && tenantId ? { ...query, tenantId } : query, signal, silent: true });
  return page.then((answer) => answer.data);
}

export function transactionSearchQueryOptions(search: TransactionSearch) {
  return queryOptions({
    queryKey: ['support', 'lookups', 'transactions', search.scope, search.tenantId ?? 'own', search.searchKey] as const,
    queryFn: ({ signal }) => searchTransactions(search, signal),
    staleTime: 60_000,
  });
}

/** Runs only for a typed key and, for platform staff, once a tenant is picked. */
export function useTransactionSearch(search: TransactionSearch) {
  const enabled = search.searchKey.length > 0 && (search.scope !== 'platform' || Boolean(search.tenantId));
  return useQuery({ ...transactionSearchQueryOptions(search), enabled });
}
