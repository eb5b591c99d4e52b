import { preloadRouteRemote } from './preload-route-remote';

const loader = () => ({ ensure: jest.fn() });

beforeEach(() => sessionStorage.clear());

it("starts loading the page's remote when a session is stored", () => {
  sessionStorage.setItem('oidc.user:http://localhost/:portal', '{}');
  const dashboard = loader();
  expect(preloadRouteRemote(dashboard, '/dashboard')).toBe('dashboard');
  expect(dashboard.ensure).toHaveBeenCalledWith('dashboard');
  const lookup = loader();
  expect(preloadRouteRemote(lookup, '/merchant/transaction-management/transaction-lookup')).toBe('transactions');
  expect(lookup.ensure).toHaveBeenCalledWith('transactions');
});

it("loads nothing for the host's own pages, unknown paths or a visitor without a session", () => {
  const host = loader();
  expect(preloadRouteRemote(host, '/authentication/login')).toBeNull();
  sessionStorage.setItem('oidc.user:http://localhost/:portal', '{}');
  expect(preloadRouteRemote(host, '/merchant/profile-settings')).toBeNull();
  expect(preloadRouteRemote(host, '/authentication/login')).toBeNull();
  expect(host.ensure).not.toHaveBeenCalled();
  sessionStorage.clear();
  const signedOut = loader();
  expect(preloadRouteRemote(signedOut, '/dashboard')).toBeNull();
  expect(signedOut.ensure).not.toHaveBeenCalled();
});
