import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { TENANT_ENDPOINTS } from '@portal/contracts';

export interface MyTenantDetails {
  tenantId: string;
  tenantName: string;
}

/** GET tenants/mydetails: the tenant name shown on the tenant support page. */
export function fetchMyTenant(signal?: AbortSignal): Promise<MyTenantDetails> {
  return callApi(TENANT_ENDPOINTS.myDetails, { signal });
}

export function myTenantQueryOptions() {
  return queryOptions({ queryKey: ['support', 'lookups', 'my-tenant'] as const, queryFn: ({ signal }) => fetchMyTenant(signal), staleTime: 10 * 60_000 });
}

export function useMyTenant(enabled = true) {
  return useQuery({ ...myTenantQueryOptions(), enabled });
}
