import { App } from 'antd';
import type { ReactElement } from 'react';
import { createHandlers, createMswServer, createSupportHandlers, renderWithProviders, type SupportHandlersOptions, type SupportStore, installTimerMessageChannel } from '@portal/testing';
import { addRemoteResources, type Language } from '@portal/i18n';
import { SNACKBAR_DEFAULT_SECONDS } from '@portal/ui';
import { resources } from '../i18n';

installTimerMessageChannel();

export const server = createMswServer([]);

/** Call once per test file: msw on, off after, handlers reset between tests. */
export function setupSupportServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    // Lists remember their last query per path for the session (use-ticket-list-table): none leaks into the next test.
    window.sessionStorage.clear();
  });
  afterAll(() => server.close());
}

export interface RenderSupportOptions extends Omit<SupportHandlersOptions, 'userEmail'> {
  user: string;
  route?: string;
  language?: Language;
}

/**
 * Renders `ui` as a demo account, with the user-context, lookup and support msw handlers, inside an antd
 * <App> configured as the host's (its `message` is what the remote's snackbars use).
 */
export function renderSupport(ui: ReactElement, { user, route, language, ...support }: RenderSupportOptions): Omit<ReturnType<typeof renderWithProviders>, 'store'> & { store: SupportStore } {
  const { handlers, store } = createSupportHandlers({ userEmail: user, ...support });
  server.use(...handlers, ...createHandlers({ userEmail: user }));
  const result = renderWithProviders(<App message={{ duration: SNACKBAR_DEFAULT_SECONDS }}>{ui}</App>, { user, route, language });
  addRemoteResources(resources);
  return { ...result, store };
}
