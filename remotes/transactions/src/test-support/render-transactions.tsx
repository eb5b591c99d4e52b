import { App } from 'antd';
import type { ReactElement } from 'react';
import {
  DEMO_MERCHANTS, DEMO_TENANTS, createHandlers, createMswServer, createTransactionLookupHandlers, renderWithProviders,
  type TransactionLookupStore,
} from '@portal/testing';
import { addRemoteResources, type Language } from '@portal/i18n';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionRecord } from '@portal/contracts';
import { resources } from '../i18n';

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

/** `perMerchant` rows for each demo merchant, newest first by number, one per hour back from `now`; the odd ones Live. */
export function lookupRows(perMerchant = 30, now = Date.UTC(2025, 6, 2, 12)): TransactionRecord[] {
  return DEMO_MERCHANTS.flatMap((m, mi) => Array.from({ length: perMerchant }, (_, i): TransactionRecord => ({
    id: `tx-${mi}-${i}`,
    externalId: `TX-M${mi}-${String(i + 1).padStart(4, '0')}`,
    tenantId: m.tenantId,
    tenantName: DEMO_TENANTS.find((t) => t.id === m.tenantId)?.name ?? '',
    merchantId: m.merchantId,
    merchantName: m.legalBusinessName,
    amount: 1000 + i * 12345,
    currency: i % 5 === 0 ? 'EUR' : 'GBP',
    status: TRANSACTION_STATUSES[i % TRANSACTION_STATUSES.length]!,
    type: TRANSACTION_TYPES[i % 3]!,
    paymentMethod: 'card',
    mode: i % 2 ? 'Live' : 'Test',
    createdAt: new Date(now - i * 3_600_000).toISOString(),
    websiteId: `0eb51de0-0000-4000-8000-${String(mi + 1).padStart(12, '0')}`, websiteName: 'shop.example',
    paymentChannelId: null, paymentChannelName: 'Card channel',
    serviceProviderId: 'sp', serviceProviderName: 'Stripe',
    cardFirst6: '411111', cardLast4: String(1000 + i),
    cardCountry: 'GB', customerEmail: `c${i}@example.com`, customerIp: '10.0.0.1',
    parentId: null, parentExternalId: null,
  })));
}

/** The last lookup list call the fake answered (not a column or website call): its path, query and Mode header. */
export function lastListCall(store: TransactionLookupStore): { path: string; params: URLSearchParams; mode: string | null } {
  const call = store.calls.filter((c) => c.method === 'GET' && !/lookup-columns$|\/lookup\/websites$/.test(c.path)).at(-1);
  if (!call) throw new Error('no lookup list call yet');
  return { path: call.path, params: new URLSearchParams(call.query), mode: call.mode };
}

/** A list parameter as the server reads it: repeated, or one comma-joined value (callApi joins arrays). */
export const listParam = (q: URLSearchParams, name: string) => q.getAll(name).flatMap((v) => v.split(',')).filter((v) => v !== '');

export interface RenderTransactionsOptions {
  user: string;
  route?: string;
  language?: Language;
  rows?: TransactionRecord[];
}

/**
 * Renders `ui` as a demo account with the user-context and lookup msw handlers. The lookup fakes are the
 * declared ones of @portal/testing: requests and answers are checked against the contracts' schemas.
 */
export function renderTransactions(ui: ReactElement, { user, route, language, rows = lookupRows() }: RenderTransactionsOptions) {
  const { handlers, store } = createTransactionLookupHandlers({ userEmail: user, transactions: rows });
  server.use(...handlers, ...createHandlers({ userEmail: user }));
  const result = renderWithProviders(<App>{ui}</App>, { user, route, language });
  addRemoteResources(resources);
  return { ...result, store };
}
