import { App } from 'antd';
import type { ReactElement } from 'react';
import { createHandlers, createMswServer, renderWithProviders } from '@portal/testing';
import { addRemoteResources, type Language } from '@portal/i18n';
import type { TransactionRecord } from '@portal/contracts';
import { resources } from '../i18n';
import { createLookupHandlers, type LookupStore } from './lookup-handlers';

// rc-select schedules through MessageChannel, which jest-fixed-jsdom lacks: a timer does the same job.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

export const server = createMswServer([]);

/** Call once per test file: msw on, off after, handlers and remembered list queries reset between tests. */
export function setupTransactionsServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
}

export interface RenderTransactionsOptions {
  user: string;
  route?: string;
  language?: Language;
  rows?: TransactionRecord[];
}

/** Renders `ui` as a demo account with the user-context, lookup and transaction msw handlers. */
export function renderTransactions(ui: ReactElement, { user, route, language, rows }: RenderTransactionsOptions) {
  const { handlers, store } = createLookupHandlers(user, rows);
  server.use(...handlers, ...createHandlers({ userEmail: user }));
  const result = renderWithProviders(<App>{ui}</App>, { user, route, language });
  addRemoteResources(resources);
  return { ...result, store: store as LookupStore };
}
