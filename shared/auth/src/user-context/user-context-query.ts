import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { USER_ENDPOINTS, type UserContextResponse } from '@portal/contracts';
import { useAuth } from '../context/use-auth';

export const USER_CONTEXT_QUERY_KEY = ['user-context'] as const;

export function fetchUserContext(signal?: AbortSignal): Promise<UserContextResponse> {
  return callApi(USER_ENDPOINTS.userContext, { signal });
}

/** The user and the app-wide lists, loaded once per session (the shell invalidates it on change). */
export function userContextQueryOptions() {
  return queryOptions({
    queryKey: USER_CONTEXT_QUERY_KEY,
    queryFn: ({ signal }) => fetchUserContext(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserContext() {
  const { status } = useAuth();
  return useQuery({ ...userContextQueryOptions(), enabled: status === 'signed-in' });
}
