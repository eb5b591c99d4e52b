import { App } from 'antd';
import type { ReactElement } from 'react';
import { createHandlers, createMswServer, createSupportHandlers, renderWithProviders, type SupportHandlersOptions, type SupportStore, installTimerMessageChannel } from '@portal/testing';
import { addRemoteResources, type Language } from '@portal/i18n';
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
 * <App> (its `message` is what the remote's snackbars use). Its snackbars stay until closed, as every render of
 * `renderWithProviders` holds them: the shell's 5 s default is proven under a fake clock (AntdThemeRoot.test.tsx), and
 * a snackbar with its own duration (a deleted label's 2 s) keeps it.
 */
export function renderSupport(ui: ReactElement, { user, route, language, ...support }: RenderSupportOptions): Omit<ReturnType<typeof renderWithProviders>, 'store'> & { store: SupportStore } {
  const { handlers, store } = createSupportHandlers({ userEmail: user, ...support });
  server.use(...handlers, ...createHandlers({ userEmail: user }));
  const result = renderWithProviders(<App>{ui}</App>, { user, route, language });
  addRemoteResources(resources);
  return { ...result, store };
}
