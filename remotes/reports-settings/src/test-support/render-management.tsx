import { App } from 'antd';
import type { ReactElement } from 'react';
import { createDashboardManagementHandlers, createHandlers, createMswServer, renderWithProviders, type DashboardManagementStore, installTimerMessageChannel } from '@portal/testing';
import { addRemoteResources, type Language } from '@portal/i18n';
import { resources } from '../i18n';

installTimerMessageChannel();

export const server = createMswServer([]);

/** Call once per test file: msw on, off after, handlers and storage reset between tests. */
export function setupManagementServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
}

/** Renders a management page as tenant@demo.test (Acme Payments) on the declared management fakes. */
export function renderManagement(ui: ReactElement, { language, prepare, user = 'tenant@demo.test' }: { language?: Language; user?: string; prepare?(store: DashboardManagementStore): void } = {}) {
  const { handlers, store } = createDashboardManagementHandlers();
  prepare?.(store);
  server.use(...handlers, ...createHandlers({ userEmail: user }));
  const result = renderWithProviders(<App>{ui}</App>, { user, route: '/crm/settings/dashboard/management/categories-settings', language });
  addRemoteResources(resources);
  return { ...result, store };
}
