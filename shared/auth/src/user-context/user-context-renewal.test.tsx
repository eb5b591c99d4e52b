import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../context/AuthProvider';
import type { AuthService } from '../service/auth-service';
import { createStaticAuthService } from '../service/static-auth-service';
import { createSnapshotStore } from '../service/snapshot-store';
import { userContextWith } from '../test-support/render-with-auth';
import { USER_CONTEXT_QUERY_KEY, useUserContextFollowsRenewal } from './user-context-query';

describe('the user context follows token renewal (a changed role reaches the menus)', () => {
  it('is reloaded when the access token is renewed, not on the first token', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, userContextWith(['CRM.Dashboard.View']));
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const store = createSnapshotStore({ status: 'signed-in', user: { sub: 'u1', profile: 'crm' }, accessToken: 'first', expiresAt: null });
    const service: AuthService = { ...createStaticAuthService({ sub: 'u1', profile: 'crm' }), getSnapshot: store.get, subscribe: store.subscribe };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}><AuthProvider service={service}>{children}</AuthProvider></QueryClientProvider>
    );
    renderHook(() => useUserContextFollowsRenewal(), { wrapper });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => store.set({ ...store.get(), accessToken: 'renewed' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: USER_CONTEXT_QUERY_KEY });
  });
});
