import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../context/AuthProvider';
import { useAuth } from '../context/use-auth';
import { createStaticAuthService } from '../service/static-auth-service';
import { userContextWith } from '../test-support/render-with-auth';
import { USER_CONTEXT_QUERY_KEY } from './user-context-query';
import { usePermissions } from './use-permissions';

function wrapperWith(permissions: string[] | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (permissions) queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, userContextWith(permissions));
  const service = createStaticAuthService(permissions ? { sub: 'u1', profile: 'merchant' } : null);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider service={service}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

describe('usePermissions', () => {
  it('answers hasAny from the user context, reading comma-separated fields', () => {
    const { result } = renderHook(() => usePermissions(), { wrapper: wrapperWith(['CRM.Support.Lookup', 'CRM.Leads.View']) });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.permissions.has('CRM.Leads.View')).toBe(true);
    expect(result.current.hasAny(['Merchant.Support.Lookup', 'CRM.Support.Lookup'])).toBe(true);
    expect(result.current.hasAny(['Platform.Support.Lookup,CRM.Leads.View'])).toBe(true);
    expect(result.current.hasAny(['Platform.Support.Lookup'])).toBe(false);
    expect(result.current.hasAny([])).toBe(true);
  });

  it('holds nothing and does not load for a signed-out user', () => {
    const { result } = renderHook(() => usePermissions(), { wrapper: wrapperWith(null) });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.permissions.size).toBe(0);
    expect(result.current.hasAny(['CRM.Support.Lookup'])).toBe(false);
  });
});

describe('useAuth', () => {
  it('re-renders when the session changes and keeps the storage keys in step', async () => {
    localStorage.clear();
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperWith(['X']) });
    expect(result.current.status).toBe('signed-in');
    expect(result.current.user?.sub).toBe('u1');
    await waitFor(() => expect(localStorage.getItem('portal-sub')).toBe('u1'));
    expect(localStorage.getItem('userType')).toBe('merchant');
    await act(() => result.current.signOut());
    expect(result.current.status).toBe('signed-out');
    expect(localStorage.getItem('portal-sub')).toBeNull();
  });

  it('explains a missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
