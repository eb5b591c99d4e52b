import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { MERCHANT_ENDPOINTS, type CustomerListItem } from '@portal/contracts';

/**
 * Customer ids and names: tenant staff their active customers (GET users/crm/active-customers); platform
 * staff the merchants of the tenant they picked (GET {tenantId}/all/merchants). Merchants have no such list.
 */
export function fetchCustomers(tenantId: string | null, signal?: AbortSignal): Promise<CustomerListItem[]> {
  return tenantId
    ? callApi(MERCHANT_ENDPOINTS.tenantMerchants, { params: { tenantId }, signal })
    : callApi(MERCHANT_ENDPOINTS.activeCustomers, { signal });
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
