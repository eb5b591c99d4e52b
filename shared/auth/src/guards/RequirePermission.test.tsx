import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, resetApiClient } from '@portal/api-client';
import { useRoutes } from 'react-router';
import { catalogRouteObjects, DEFAULT_SERVICE_BASES, type ProfileUserType } from '@portal/contracts';
import { createStaticAuthService } from '../service/static-auth-service';
import { renderGuarded, userContextWith } from '../test-support/render-with-auth';
import { RequirePermission } from './RequirePermission';
import { guardRoutes } from './guard-routes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

/** `held`: the user context is answered only when the test calls `answerContext` (to look at the page meanwhile). */
function signedInAs(profile: ProfileUserType, permissions: string[], merchantId: string | null = null, { held = false } = {}) {
  const service = createStaticAuthService({ sub: 'u1', profile }, 'token-1');
  configureApiClient({
    services: DEFAULT_SERVICE_BASES,
    getAccessToken: service.getAccessToken,
    getUserType: () => profile,
    getMode: () => 'Test',
  });
  let authorization: string | null = null;
  let asked!: () => void;
  const contextAsked = new Promise<void>((resolve) => { asked = resolve; });
  let answerContext = () => {};
  const answered = held ? new Promise<void>((resolve) => { answerContext = resolve; }) : Promise.resolve();
  server.use(
    http.get('*/users/me/context', async ({ request }) => {
      authorization = request.headers.get('Authorization');
      asked();
      await answered;
      const context = userContextWith(permissions);
      return HttpResponse.json({ ...context, user: { ...context.user, merchantId } });
    }),
  );
  return { service, authorization: () => authorization, contextAsked, answerContext: () => answerContext() };
}

describe('RequirePermission', () => {
  it('waits for the user context, then shows the page to a holder of one of the permissions', async () => {
    const { service, authorization, contextAsked, answerContext } = signedInAs('merchant', ['Merchant.Payments.Settings'], null, { held: true });
    renderGuarded(
      service,
      <RequirePermission permissions={['Merchant.PaymentsSettings.SmartRouting.View', 'Merchant.Payments.Settings']}>
        <p>Payment settings</p>
      </RequirePermission>,
      '/merchant/payment-settings',
    );
    // Asked and not answered yet: neither the page nor a redirect, only the loading state under the route's title.
    await contextAsked;
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeInTheDocument();
    expect(screen.queryByText('Payment settings', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    answerContext();
    expect(await screen.findByText('Payment settings', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(authorization()).toBe('Bearer token-1');
  });

  it('redirects a user without the permission to unauthorized with a returnUrl', async () => {
    const { service } = signedInAs('merchant', ['Merchant.Support.Lookup']);
    renderGuarded(
      service,
      <RequirePermission permissions={['Merchant.PaymentsSettings.SmartRouting.View']}><p>Smart routing</p></RequirePermission>,
      '/smart-routing-visualization?view=graph',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/authentication/unauthorized?returnUrl=${encodeURIComponent('/smart-routing-visualization?view=graph')}`,
    );
    expect(screen.queryByText('Smart routing')).not.toBeInTheDocument();
  });

  it('redirects to a custom target', async () => {
    const { service } = signedInAs('crm', []);
    renderGuarded(
      service,
      <RequirePermission permissions={['CRM.Support.Lookup']} redirectTo="/authentication/login-failed?message=x">
        <p>Support</p>
      </RequirePermission>,
      '/tenant/support',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/authentication/login-failed?message=x&returnUrl=${encodeURIComponent('/tenant/support')}`,
    );
  });

  it('redirects a user whose profile type is not allowed', async () => {
    const { service } = signedInAs('crm', ['Platform.AIAgent.View']);
    renderGuarded(
      service,
      <RequirePermission permissions={['Platform.AIAgent.View']} userTypes={['platform']}><p>AI Chat</p></RequirePermission>,
      '/platform/ai-agent',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/authentication/unauthorized?returnUrl=${encodeURIComponent('/platform/ai-agent')}`,
    );
  });

  it('lets in any signed-in user of an allowed type when no permission is listed', async () => {
    const { service } = signedInAs('platform', []);
    renderGuarded(service, <RequirePermission userTypes={['merchant', 'platform']}><p>Dashboard</p></RequirePermission>, '/dashboard');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('sends a signed-out user to login', () => {
    renderGuarded(createStaticAuthService(null), <RequirePermission permissions={['X']}><p>X</p></RequirePermission>, '/x');
    expect(screen.getByTestId('location')).toHaveTextContent(`/authentication/login?returnUrl=${encodeURIComponent('/x')}`);
  });

  it('keeps a payment settings page from a merchant who lacks its area root\'s Merchant.Payments.Settings', async () => {
    const { service } = signedInAs('merchant', ['Merchant.PaymentsSettings.Websites'], 'm1');
    renderGuarded(
      service,
      <RequirePermission permissions={['Merchant.PaymentsSettings.Websites']} areaRules={[{ permissions: ['Merchant.Payments.Settings'] }]}>
        <p>Websites</p>
      </RequirePermission>,
      '/merchant/payment-settings/websites',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/authentication/unauthorized?returnUrl=${encodeURIComponent('/merchant/payment-settings/websites')}`,
    );
    expect(screen.queryByText('Websites')).not.toBeInTheDocument();
  });

  it('shows the page when both the area root\'s guard and its own pass', async () => {
    const { service } = signedInAs('merchant', ['Merchant.PaymentsSettings.Websites', 'Merchant.Payments.Settings'], 'm1');
    renderGuarded(
      service,
      <RequirePermission permissions={['Merchant.PaymentsSettings.Websites']} areaRules={[{ permissions: ['Merchant.Payments.Settings'] }]}>
        <p>Websites</p>
      </RequirePermission>,
      '/merchant/payment-settings/websites',
    );
    expect(await screen.findByText('Websites')).toBeInTheDocument();
  });

  it('sends a user acting for no merchant from the merchant users area to unauthorized', async () => {
    const { service } = signedInAs('merchant', ['Merchant.UserManagement.Users.View']);
    renderGuarded(
      service,
      <RequirePermission permissions={['Merchant.UserManagement.Users.View']} areaRules={[{ permissions: [], requiresMerchant: true }]}>
        <p>Merchant management</p>
      </RequirePermission>,
      '/merchant/users/merchant-management',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/authentication/unauthorized?returnUrl=${encodeURIComponent('/merchant/users/merchant-management')}`,
    );
  });
});

/** The reports-settings remote's catalogue routes behind the guards, as the host mounts them. */
function CatalogueRoutes() {
  return useRoutes(guardRoutes(catalogRouteObjects('reports-settings', (row) => <p>{row.title}</p>)));
}

describe('guardRoutes on the route catalogue', () => {
  it('asks a payment settings page for its area root\'s Merchant.Payments.Settings as well as its own', async () => {
    const { service } = signedInAs('merchant', ['Merchant.PaymentsSettings.Websites'], 'm1');
    renderGuarded(service, <CatalogueRoutes />, '/merchant/payment-settings/websites');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/authentication/unauthorized?returnUrl=${encodeURIComponent('/merchant/payment-settings/websites')}`,
    );
  });

  it('opens the page to a merchant holding both', async () => {
    const { service } = signedInAs('merchant', ['Merchant.PaymentsSettings.Websites', 'Merchant.Payments.Settings'], 'm1');
    renderGuarded(service, <CatalogueRoutes />, '/merchant/payment-settings/websites');
    expect(await screen.findByText('Websites')).toBeInTheDocument();
  });
});
