import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import type { UserContextResponse } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';
import { createMswServer } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { shellHandlers } from '../../../test-support/shell-handlers';

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(async () => {
  server.resetHandlers();
  await act(async () => { await portalI18n().changeLanguage('en'); });
});
afterAll(() => server.close());

describe('the profile language and the top-bar picker', () => {
  it('applies the language saved in the profile when the user context arrives (e.g. chosen on another browser)', async () => {
    server.use(...shellHandlers());
    const { queryClient } = renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
    expect(await screen.findByTestId('footer')).toHaveTextContent('Payments portal');
    const context = queryClient.getQueryData<UserContextResponse>(USER_CONTEXT_QUERY_KEY)!;
    act(() => { queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, { ...context, user: { ...context.user, language: 'tr' } }); });
    await waitFor(() => expect(portalI18n().language).toBe('tr'));
    expect(screen.getByTestId('footer')).toHaveTextContent('Ödeme portalı');
  });

  it('saves the picked language to the profile, keeping the rest of it', async () => {
    const saved: unknown[] = [];
    server.use(...shellHandlers({ onProfileSaved: (body) => saved.push(body) }));
    renderApp({ user: 'tenant@demo.test', route: '/crm/dashboard' });
    fireEvent.click(await screen.findByTitle('Türkçe'));
    await waitFor(() => expect(saved).toEqual([{ firstName: 'Tina', lastName: 'Tenant', timeZone: 'Europe/London', language: 'tr' }]));
    expect(portalI18n().language).toBe('tr');
  });
});
