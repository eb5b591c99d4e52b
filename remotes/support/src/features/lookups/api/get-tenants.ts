import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { API_PATHS, type Paged, type TenantListItem } from '@portal/contracts';

/** GET tenants/ids-and-names (platform: every tenant). The dialog shows its own message on failure. */
export function fetchTenants(signal?: AbortSignal): Promise<TenantListItem[]> {
  return apiFetch<Paged<TenantListItem>>(API_PATHS.tenantIdsAndNames, { signal, silent: true }).then((r) => r.data ?? []);
}

export function tenantsQueryOptions() {
  return queryOptions({ queryKey: ['support', 'lookups', 'tenants'] as const, queryFn: ({ signal }) => fetchTenants(signal), staleTime: 10 * 60_000 });
}

export function useTenants(enabled = true) {
  return useQuery({ ...tenantsQueryOptions(), enabled });
}
