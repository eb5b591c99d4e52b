import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { USER_ENDPOINTS, type TenantUser } from '@portal/contracts';

/**
 * GET users?supportStaff=true: only the people a ticket may be assigned to in the caller's scope (active tenant
 * staff holding CRM.Support.Lookup, or active platform staff holding Platform.Support.Lookup), so the assignee
 * select never offers someone the server would refuse.
 */
export function fetchStaffUsers(signal?: AbortSignal): Promise<TenantUser[]> {
  return callApi(USER_ENDPOINTS.users, { query: { supportStaff: true }, signal });
}

export function staffUsersQueryOptions() {
  return queryOptions({ queryKey: ['support', 'lookups', 'staff-users'] as const, queryFn: ({ signal }) => fetchStaffUsers(signal), staleTime: 5 * 60_000 });
}

export function useStaffUsers(enabled = true) {
  return useQuery({ ...staffUsersQueryOptions(), enabled });
}

export function userLabel(user: Pick<TenantUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
