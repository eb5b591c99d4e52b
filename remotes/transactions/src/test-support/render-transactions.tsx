import { setSystemMode } from '@portal/api-client';
import { App } from 'antd';
import type { ReactElement } from 'react';
import {
  createHandlers, createMswServer, createSavedFilterHandlers, createTransactionLookupHandlers, fakeDateOnly, renderWithProviders,
  installTimerMessageChannel, type SavedFilterHandlersOptions, type TransactionLookupStore,
} from '@portal/testing';
import { addRemoteResources, type Language } from '@portal/i18n';
import type { TransactionRecord } from '@portal/contracts';
import { resources } from '../i18n';
import { lookupRows } from './lookup-rows';

export { LOOKUP_WEBSITES, lookupRows } from './lookup-rows';

installTimerMessageChannel();

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

/** A lookup list call the fake answered (not a column or website call): its path, query and Mode header. */
export interface ListCall { path: string; params: URLSearchParams; mode: string | null }

/** The lookup list calls the fake answered, in order. */
export function listCalls(store: TransactionLookupStore): ListCall[] {
  return store.calls.filter((c) => c.method === 'GET' && !/lookup-columns$|\/lookup\/websites$|\/csv$/.test(c.path))
    .map((c) => ({ path: c.path, params: new URLSearchParams(c.query), mode: c.mode }));
}

/** The export calls the fake answered, in order. */
export function exportCalls(store: TransactionLookupStore): ListCall[] {
  return store.calls.filter((c) => c.method === 'GET' && /\/csv$/.test(c.path))
    .map((c) => ({ path: c.path, params: new URLSearchParams(c.query), mode: c.mode }));
}

/** The last lookup list call the fake answered. */
export function lastListCall(store: TransactionLookupStore): ListCall {
  const call = listCalls(store).at(-1);
  if (!call) throw new Error('no lookup list call yet');
  return call;
}

/** A list parameter as the server reads it: repeated, or one comma-joined value (callApi joins arrays). */
export const listParam = (q: URLSearchParams, name: string) => q.getAll(name).flatMap((v) => v.split(',')).filter((v) => v !== '');

export interface RenderTransactionsOptions {
  user: string;
  route?: string;
  language?: Language;
  rows?: TransactionRecord[];
  /** The fake's count cap (default the server's); `store.countCap` may also be set after rendering. */
  countCap?: number;
  /** Saved filters present at the start (the caller's unless `owner` says otherwise). */
  savedFilters?: SavedFilterHandlersOptions['filters'];
}

/**
 * Renders `ui` as a demo account with the user-context and lookup msw handlers. The lookup fakes are the
 * declared ones of @portal/testing: requests and answers are checked against the contracts' schemas.
 */
export function renderTransactions(ui: ReactElement, { user, route, language, rows = lookupRows(), countCap, savedFilters }: RenderTransactionsOptions) {
  const { handlers, store } = createTransactionLookupHandlers({ userEmail: user, transactions: rows, countCap });
  const saved = createSavedFilterHandlers({ userEmail: user, filters: savedFilters });
  server.use(...handlers, ...saved.handlers, ...createHandlers({ userEmail: user }));
  const result = renderWithProviders(<App>{ui}</App>, { user, route, language });
  addRemoteResources(resources);
  return { ...result, store, savedFilterStore: saved.store };
}

/** Timers the page tests leave real (antd and msw need them): only Date is faked. */
/**
 * Every test of the file runs on `now` as "today" (the rows of lookupRows() are that day's), in Test mode;
 * only Date is faked, timers stay real.
 */
export function runOnTodayInTestMode(now: Date): void {
  beforeEach(() => {
    fakeDateOnly(now);
    setSystemMode('Test');
  });
  afterEach(() => jest.useRealTimers());
}
