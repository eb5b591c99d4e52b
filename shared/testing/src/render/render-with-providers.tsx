import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configureApiClient, getSystemMode } from '@portal/api-client';
import { AuthProvider, createStaticAuthService, USER_CONTEXT_QUERY_KEY, type AuthService } from '@portal/auth';
import { DEFAULT_SERVICE_BASES, type ServiceBases } from '@portal/contracts';
import { createPortalI18n, type Language } from '@portal/i18n';
// Its own file, not the @portal/ui barrel: that loads DOM-only modules (sanitised HTML) that tests in node's environment
// importing @portal/testing cannot load, and modules a test does not use.
import { HoldAutoDismiss } from '@portal/ui/src/feedback/auto-dismiss';
import { signedInUserFor } from '../demo-users/demo-users';
import { userContextFor } from '../demo-users/user-context';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Demo account e-mail to be signed in as; omitted: signed out. */
  user?: string;
  /** Initial router location (default "/"). */
  route?: string;
  language?: Language;
  services?: ServiceBases;
  /** Put the user's context in the query cache up front (default true); false: load it (via msw). */
  seedUserContext?: boolean;
  /**
   * Let the feedback that leaves by itself leave (the alert banner after 5 s, antd's messages): for a test of that
   * dismissal, under a fake clock. Default false: it stays until closed (`HoldAutoDismiss`), so a test that reads a
   * success line after slow steps never races a real clock on a busy machine.
   */
  autoDismiss?: boolean;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  authService: AuthService;
  store: ReturnType<typeof createStore>;
  i18n: I18n;
}

/**
 * Renders `ui` inside the providers the shell gives every page: a fresh QueryClient (no retries),
 * AuthProvider with a static session, a jotai store, the portal i18n instance and a MemoryRouter; the alert
 * banner's and antd's self-dismissing feedback held until closed (`autoDismiss`).
 * The api-client is configured with the session's token and user type.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { user, route = '/', language = 'en', services = DEFAULT_SERVICE_BASES, seedUserContext = true, autoDismiss = false, ...renderOptions } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const authService = createStaticAuthService(user ? signedInUserFor(user) : null, user ? `demo-token:${user}` : undefined);
  configureApiClient({
    services,
    getAccessToken: authService.getAccessToken,
    getUserType: () => authService.getSnapshot().user?.profile ?? null,
    getMode: getSystemMode,
  });
  if (user && seedUserContext) queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, userContextFor(user));
  const i18n = createPortalI18n(language);
  const store = createStore();

  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <I18nextProvider i18n={i18n}>
            <AuthProvider service={authService}>
              <MemoryRouter initialEntries={[route]}>{autoDismiss ? children : <HoldAutoDismiss>{children}</HoldAutoDismiss>}</MemoryRouter>
            </AuthProvider>
          </I18nextProvider>
        </JotaiProvider>
      </QueryClientProvider>
    );
  }

  const result = render(ui, { wrapper: Providers, ...renderOptions });
  return { ...result, queryClient, authService, store, i18n };
}
