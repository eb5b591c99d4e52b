import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { TENANT_ENDPOINTS, type TenantListItem } from '@portal/contracts';

/** GET tenants/ids-and-names (platform: every tenant). The dialog shows its own message on failure. */
export function fetchTenants(signal?: AbortSignal): Promise<TenantListItem[]> {
  return callApi(TENANT_ENDPOINTS.idsAndNames, { signal, silent: true }).then((r) => r.data ?? []);
}

export function tenantsQueryOptions() {
  return queryOptions({ queryKey: ['support', 'lookups', 'tenants'] as const, queryFn: ({ signal }) => fetchTenants(signal), staleTime: 10 * 60_000 });
}

export function useTenants(enabled = true) {
  return useQuery({ ...tenantsQueryOptions(), enabled });
}
