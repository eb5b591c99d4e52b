import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RemoteModule, RemoteName } from '@portal/contracts';
import { createMswServer, createNotificationStore, notificationHandlers } from '@portal/testing';
import { fakeRemoteModule, renderApp } from '../../test-support/render-app';
import { RemoteVersionWatch, VERSION_CHECK_INTERVAL_MS } from './new-version/remote-version-watch';

// The whole shell renders here: slow on a loaded machine (a full-suite run exceeded 5 s).
jest.setTimeout(30_000);

// The shell calls the API on every page (the bell's notifications, a host page's data): answer here,
// so no request reaches the network and no failure is logged after a test has ended.
const server = createMswServer([
  ...notificationHandlers(createNotificationStore()),
  http.all('*/svc/*', () => HttpResponse.json({ error: 'Not served in these tests' }, { status: 404 })),
]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function Boom(): never {
  throw new Error('Widget exploded');
}

describe('remote areas inside the shell', () => {
  it('loads the remote that owns the path once and renders its route with its breadcrumb', async () => {
    const loadRemote = jest.fn((name: RemoteName) => Promise.resolve(fakeRemoteModule(name)));
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries', loadRemote });

    expect(await screen.findByText('Route: /crm/settings/countries')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('reports-settings', 0);
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Countries')).toBeInTheDocument();
  });

  /** A clock on which each reading is a minute after the last: the page has been open a while when the route renders. */
  const aMinuteEachReading = () => {
    let at = 0;
    return () => (at += VERSION_CHECK_INTERVAL_MS);
  };

  it('offers a reload once the area was released since the page loaded it, and keeps the page working', async () => {
    const loaded = { 'reports-settings': '/remotes/reports-settings/0.1.0-aaa/mf-manifest.json' };
    const versionWatch = new RemoteVersionWatch(loaded, async () => ({ 'reports-settings': '/remotes/reports-settings/0.1.0-bbb/mf-manifest.json' }), aMinuteEachReading());
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries', loadRemote: (name) => Promise.resolve(fakeRemoteModule(name)), versionWatch });
    expect(await screen.findByText('Route: /crm/settings/countries')).toBeInTheDocument();
    const notice = await screen.findByTestId('new-area-version');
    expect(notice).toHaveTextContent('A new version of this area is available.');
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says nothing while the area served is the one the page loaded', async () => {
    const loaded = { 'reports-settings': '/remotes/reports-settings/0.1.0-aaa/mf-manifest.json' };
    const fetchLatest = jest.fn(async () => loaded);
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries', loadRemote: (name) => Promise.resolve(fakeRemoteModule(name)), versionWatch: new RemoteVersionWatch(loaded, fetchLatest, aMinuteEachReading()) });
    expect(await screen.findByText('Route: /crm/settings/countries')).toBeInTheDocument();
    await waitFor(() => expect(fetchLatest).toHaveBeenCalled());
    expect(screen.queryByTestId('new-area-version')).not.toBeInTheDocument();
  });

  it('shows the error page with Retry when loading fails, keeps the menu, and loads on retry', async () => {
    const user = userEvent.setup();
    const loadRemote = jest
      .fn<Promise<RemoteModule>, [RemoteName, number]>()
      .mockRejectedValueOnce(new Error('Loading script failed: remoteEntry.js'))
      .mockImplementation((name) => Promise.resolve(fakeRemoteModule(name)));
    renderApp({ user: 'tenant@demo.test', route: '/crm/tasks', loadRemote });

    const error = await screen.findByTestId('remote-error');
    expect(within(error).getByText('This area could not be loaded')).toBeInTheDocument();
    expect(within(error).getByText('Loading script failed: remoteEntry.js')).toBeInTheDocument();
    expect(within(screen.getByTestId('side-menu')).getByText('Settings')).toBeInTheDocument();

    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Route: /crm/tasks')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenLastCalledWith('crm', 1);
  });

  it('contains a remote that throws while rendering; other areas keep working', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken: RemoteModule = { name: 'crm', routes: [{ path: '/crm/tasks', handle: { breadcrumb: 'Tasks', permissions: [] }, element: <Boom /> }] };
    const loadRemote = (name: RemoteName) => Promise.resolve(name === 'crm' ? broken : fakeRemoteModule(name));
    renderApp({ user: 'tenant@demo.test', route: '/crm/tasks', loadRemote });

    const error = await screen.findByTestId('remote-error');
    expect(within(error).getByText('Widget exploded')).toBeInTheDocument();

    const menu = screen.getByTestId('side-menu');
    await user.click(within(menu).getByText('Reports'));
    // Not getByRole: computing the accessibility tree of the ~150-item menu took ~20 s in jsdom.
    const invoices = within(menu).getByText('Invoices').closest('a')!;
    expect(invoices).toHaveAttribute('href', '/crm/reports/invoices');
    expect(invoices).toBeVisible();
    await user.click(invoices);
    expect(await screen.findByText('Route: /crm/reports/invoices')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('guards remote routes with the permissions in their handle', async () => {
    const loadRemote = (name: RemoteName) => Promise.resolve(fakeRemoteModule(name));
    const { router } = renderApp({ user: 'tenant-viewer@demo.test', route: '/crm/settings/countries', loadRemote });
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/unauthorized'));
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/crm/settings/countries')}`);
    expect(await screen.findByText("401: You don't have enough permissions to get access to the resource")).toBeInTheDocument();
  });

  it('does not load any remote for host pages', async () => {
    const loadRemote = jest.fn((name: RemoteName) => Promise.resolve(fakeRemoteModule(name)));
    renderApp({ user: 'merchant@demo.test', route: '/merchant/profile-settings', loadRemote });
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('unknown paths', () => {
  it('redirect to /dashboard', async () => {
    const loadRemote = (name: RemoteName) => Promise.resolve(fakeRemoteModule(name));
    const { router } = renderApp({ user: 'merchant@demo.test', route: '/no/such/page', loadRemote });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Route: /dashboard')).toBeInTheDocument();
  });

  it('under a remote prefix but not among its routes, also redirect to /dashboard', async () => {
    const loadRemote = (name: RemoteName) => Promise.resolve(fakeRemoteModule(name));
    const { router } = renderApp({ user: 'merchant@demo.test', route: '/merchant/payments/nothing-here', loadRemote });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('"/" goes to the landing page of the user type', async () => {
    const { router } = renderApp({ user: 'tenant@demo.test', route: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard'));
  });
});
