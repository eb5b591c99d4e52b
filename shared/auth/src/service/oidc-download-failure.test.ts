import { UserManager } from 'oidc-client-ts';
import { createOidcAuthService } from './oidc-auth-service';
import { testClientSettings } from '../test-support/client-settings';

/** The lazily loaded chunk of oidc-client-ts cannot be fetched (offline, a deploy replaced it) until `online`. */
const network = { online: false, downloads: 0 };
jest.doMock('./oidc-actions', () => {
  const actual: typeof import('./oidc-actions') = jest.requireActual('./oidc-actions');
  // Read once per import() by the service: a getter stands in for each download (jest caches the module itself).
  return {
    createOidcActions: actual.createOidcActions,
    get createUserManager() {
      network.downloads++;
      if (!network.online) throw new Error('Loading chunk 74473 failed.');
      return actual.createUserManager;
    },
  };
});

const settings = testClientSettings();
const key = `oidc.user:${settings.authority}:${settings.client_id}`;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  network.online = false;
  network.downloads = 0;
});

it('sign-in answers Fail with the reason, and the next try downloads again and signs in', async () => {
  const service = createOidcAuthService(settings, { schedulePreload: () => {} });
  await expect(service.signIn('/crm/tasks')).resolves.toEqual({ status: 'Fail', message: 'Loading chunk 74473 failed.' });

  network.online = true;
  const redirect = jest.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
  jest.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new Error('login_required'));
  await expect(service.signIn('/crm/tasks')).resolves.toEqual({ status: 'Redirect' });
  expect(redirect).toHaveBeenCalledWith({ state: { returnUrl: '/crm/tasks' } });
  expect(network.downloads).toBe(2);
});

it('sign-out without the library still ends the session here and goes home', async () => {
  sessionStorage.setItem(key, JSON.stringify({ access_token: 'at-1', id_token: 'id-1', expires_at: Math.floor(Date.now() / 1000) + 300, profile: { sub: 'm-1' } }));
  localStorage.setItem('portal-sub', 'm-1');
  const navigate = jest.fn();
  const posted: unknown[] = [];
  const service = createOidcAuthService(settings, {
    navigate, schedulePreload: () => {}, channel: { post: (m) => posted.push(m), subscribe: () => () => {}, close: () => {} },
  });
  await service.init();
  expect(service.getSnapshot().status).toBe('signed-in');

  await service.signOut();
  expect(posted).toEqual([{ type: 'logout' }]);
  expect(sessionStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('portal-sub')).toBeNull();
  expect(service.getSnapshot()).toMatchObject({ status: 'signed-out', accessToken: null });
  expect(navigate).toHaveBeenCalledWith('/');
});

it('a renewal that cannot download the library fails (the keeper retries), leaving the session as it was', async () => {
  sessionStorage.setItem(key, JSON.stringify({ access_token: 'at-1', refresh_token: 'rt-1', expires_at: Math.floor(Date.now() / 1000) + 20, profile: { sub: 'm-1' } }));
  const service = createOidcAuthService(settings, { schedulePreload: () => {} });
  await service.init();
  await expect(service.renew?.()).rejects.toThrow('Loading chunk 74473 failed.');
  expect(service.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: 'at-1' });
  // No refresh token was spent: the next attempt may still use it.
  expect(localStorage.getItem('portal-auth-spent-refresh-tokens')).toBeNull();
});
