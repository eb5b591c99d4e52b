import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { API_PATHS, type CustomerListItem } from '@portal/contracts';

/**
 * Customer ids and names: tenant staff their active customers (GET users/crm/active-customers); platform
 * staff the merchants of the tenant they picked (GET {tenantId}/all/merchants). Merchants have no such list.
 */
export function fetchCustomers(tenantId: string | null, signal?: AbortSignal): Promise<CustomerListItem[]> {
  const path = tenantId ? API_PATHS.tenantMerchants(tenantId) : API_PATHS.activeCustomers;
  return apiFetch<CustomerListItem[]>(path, { signal });
}

export function customersQueryOptions(tenantId: string | null) {
  return queryOptions({
    queryKey: ['support', 'lookups', 'customers', tenantId ?? 'own'] as const,
    queryFn: ({ signal }) => fetchCustomers(tenantId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCustomers(tenantId: string | null, enabled = true) {
  return useQuery({ ...customersQueryOptions(tenantId), enabled });
}
