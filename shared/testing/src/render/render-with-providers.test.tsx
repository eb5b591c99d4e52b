import { screen } from '@testing-library/react';
import { useAtom, atom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { RequirePermission, useAuth, useUserContext } from '@portal/auth';
import { apiFetch } from '@portal/api-client';
import { API_PATHS, type UserContextResponse } from '@portal/contracts';
import { createHandlers } from '../msw/handlers';
import { setupMswServer } from '../msw/setup-msw-server';
import { renderWithProviders } from './render-with-providers';

const server = setupMswServer();

const counterAtom = atom(3);

function Probe() {
  const { user } = useAuth();
  const { data } = useUserContext();
  const [count] = useAtom(counterAtom);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul>
      <li>{user?.email ?? 'signed out'}</li>
      <li>{data?.user.tenant?.name ?? 'no context'}</li>
      <li>{`count ${count}`}</li>
      <li>{t('Retry')}</li>
      <li>{pathname}</li>
    </ul>
  );
}

describe('renderWithProviders', () => {
  it('signs in the demo user with its user context, store, i18n and route', () => {
    renderWithProviders(<Probe />, { user: 'tenant@demo.test', route: '/crm/dashboard' });
    expect(screen.getByText('tenant@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Acme Payments')).toBeInTheDocument();
    expect(screen.getByText('count 3')).toBeInTheDocument();
    expect(screen.getByText('Retry')).toBeInTheDocument();
    expect(screen.getByText('/crm/dashboard')).toBeInTheDocument();
  });

  it('renders signed out without a user, in Turkish on request', () => {
    renderWithProviders(<Probe />, { language: 'tr' });
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('Tekrar dene')).toBeInTheDocument();
  });

  it('drives the permission guards from the demo user', () => {
    const ui = (
      <Routes>
        <Route path="/authentication/unauthorized" element={<p>Unauthorized page</p>} />
        <Route path="/tenant/support" element={<RequirePermission permissions={['CRM.Support.Lookup']}><p>Tenant support</p></RequirePermission>} />
      </Routes>
    );
    renderWithProviders(ui, { user: 'tenant@demo.test', route: '/tenant/support' });
    expect(screen.getByText('Tenant support')).toBeInTheDocument();
  });

  it('redirects a demo user lacking the permission', () => {
    const ui = (
      <Routes>
        <Route path="/authentication/unauthorized" element={<p>Unauthorized page</p>} />
        <Route path="/tenant/support" element={<RequirePermission permissions={['CRM.Support.Lookup']}><p>Tenant support</p></RequirePermission>} />
      </Routes>
    );
    renderWithProviders(ui, { user: 'tenant-viewer@demo.test', route: '/tenant/support' });
    expect(screen.getByText('Unauthorized page')).toBeInTheDocument();
  });

  it('loads the user context through msw when not seeded, with the session token', async () => {
    let authorization: string | null = null;
    server.events.on('request:start', ({ request }) => {
      authorization = request.headers.get('Authorization');
    });
    server.use(...createHandlers({ userEmail: 'merchant2@demo.test' }));
    renderWithProviders(<Probe />, { user: 'merchant2@demo.test', seedUserContext: false });
    expect(screen.getByText('no context')).toBeInTheDocument();
    expect(await screen.findByText('Globex Pay')).toBeInTheDocument();
    expect(authorization).toBe('Bearer demo-token:merchant2@demo.test');
    server.events.removeAllListeners();
    await expect(apiFetch<UserContextResponse>(API_PATHS.userContext)).resolves.toMatchObject({ user: { email: 'merchant2@demo.test' } });
  });
});
