import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/**
 * Reloads the user context when the access token is renewed: a role changed by an administrator (ADR 0079) reaches
 * the menus and route guards at the user's next token, not at their next sign-in. The API reads permissions on
 * every call already.
 */
export function useUserContextFollowsRenewal(): void {
  const { status, accessToken } = useAuth();
  const client = useQueryClient();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = accessToken;
    if (status === 'signed-in' && before && accessToken && before !== accessToken) void client.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY });
  }, [status, accessToken, client]);
}
