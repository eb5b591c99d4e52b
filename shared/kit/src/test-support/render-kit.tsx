import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createPortalI18n, type Language } from '@portal/i18n';
import { HoldAutoDismiss } from '@portal/ui';

// rc-select schedules through MessageChannel, which jest-fixed-jsdom lacks: a timer does the same job.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

/**
 * Renders a kit component alone: a fresh query cache (no retries), the portal i18n in `language`, a router at `route`,
 * and the alerts that leave by themselves held until closed (as `renderWithProviders` does: no real clock to race).
 */
export function renderKit(ui: ReactElement, { route = '/', language = 'en' as Language } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  createPortalI18n(language);
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}><HoldAutoDismiss>{children}</HoldAutoDismiss></MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Providers }), queryClient };
}
