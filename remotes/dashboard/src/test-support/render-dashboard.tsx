import { setSystemMode } from '@portal/api-client';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createDashboardHandlers, createHandlers, createMswServer, renderWithProviders, type DashboardStore, installTimerMessageChannel } from '@portal/testing';
import { addRemoteResources, type Language } from '@portal/i18n';
import { resources } from '../i18n';

installTimerMessageChannel();

export const server = createMswServer([]);

/** Call once per test file: msw on, off after, handlers and storage reset between tests. */
export function setupDashboardServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // jsdom lays nothing out: a chart's box measures 400 px wide, as a widget on a screen would.
  let measure: jest.SpyInstance | undefined;
  beforeEach(() => {
    measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, top: 0, left: 0, bottom: 220, right: 400, width: 400, height: 220, toJSON: () => ({}) } as DOMRect);
  });
  afterEach(() => measure?.mockRestore());
  afterEach(() => {
    server.resetHandlers();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
}

export interface RenderDashboardOptions {
  user: string;
  route?: string;
  language?: Language;
  /** Changes to the fake's store before the first render (answers, failures). */
  prepare?(store: DashboardStore): void;
}

/** Renders `ui` as a demo account on the declared dashboard fakes of @portal/testing, in Live mode. */
export function renderDashboard(ui: ReactElement, { user, route = '/dashboard', language, prepare }: RenderDashboardOptions) {
  const { handlers, store } = createDashboardHandlers({ userEmail: user });
  prepare?.(store);
  server.use(...handlers, ...createHandlers({ userEmail: user }));
  setSystemMode('Live');
  const result = renderWithProviders(<App>{ui}</App>, { user, route, language });
  addRemoteResources(resources);
  return { ...result, store };
}

/** The calls one data source got, newest last. */
export const callsOf = (store: DashboardStore, source: string) => store.calls.filter((c) => c.source === source);
