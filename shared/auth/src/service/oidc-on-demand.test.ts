import type * as OidcClient from 'oidc-client-ts';
import type * as AuthPackage from '../index';
import { testClientSettings } from '../test-support/client-settings';

/**
 * Issue 14: oidc-client-ts is not part of the shell's start. Every module the package's index imports
 * statically is in the start (the host shares @portal/auth whole), so the library must be reached only
 * through the service's import(). The mock below records each time the library's code is evaluated.
 */
const libraryLoads: string[] = [];
jest.doMock('oidc-client-ts', () => {
  libraryLoads.push(new Error().stack ?? '');
  return jest.requireActual('oidc-client-ts');
});
const actual = (): typeof OidcClient => jest.requireActual('oidc-client-ts');

const settings = testClientSettings();
const key = `oidc.user:${settings.authority}:${settings.client_id}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function storeUser(fields: { expires_at: number; refresh_token?: string }) {
  const { User } = actual();
  sessionStorage.setItem(key, new User({
    access_token: 'stored-token', token_type: 'Bearer', id_token: 'id-1', ...fields,
    profile: { sub: 'm-1', profile: 'merchant', iss: settings.authority, aud: 'portal', exp: 0, iat: 0 },
  }).toStorageString());
}

let auth: typeof AuthPackage;
beforeAll(async () => {
  auth = await import('../index');
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('the start path (the package, a service, init, the snapshot and the token) never evaluates oidc-client-ts', async () => {
  storeUser({ expires_at: nowSeconds() + 300, refresh_token: 'rt-1' });
  const preloads: Array<() => void> = [];
  const service = auth.createOidcAuthService(settings, { schedulePreload: (work) => preloads.push(work) });
  await service.init();

  expect(service.getSnapshot()).toMatchObject({ status: 'signed-in', user: { sub: 'm-1' } });
  expect(service.getAccessToken()).toBe('stored-token');
  // A sign-out followed from another tab needs no library either: the stored user is dropped by its key.
  await service.clearLocalSession?.();
  expect(sessionStorage.getItem(key)).toBeNull();
  expect(libraryLoads).toEqual([]);
  // A signed-in page does not even schedule the download: renewal, sign-out and the callbacks fetch it when they come.
  expect(preloads).toHaveLength(0);
});

it('the scheduled download, sign-in and renewal share one library and one manager', async () => {
  storeUser({ expires_at: nowSeconds() + 300, refresh_token: 'rt-1' });
  const preloads: Array<() => void> = [];
  const service = auth.createOidcAuthService(settings, { schedulePreload: (work) => preloads.push(work) });
  await service.init();
  expect(libraryLoads).toEqual([]);

  const { User, UserManager } = actual();
  const managers = new Set<unknown>();
  jest.spyOn(UserManager.prototype, 'signinSilent').mockImplementation(async function (this: unknown) {
    managers.add(this);
    return new User({
      access_token: 'renewed', refresh_token: 'rt-2', token_type: 'Bearer', expires_at: nowSeconds() + 300,
      profile: { sub: 'm-1', profile: 'merchant', iss: '', aud: '', exp: 0, iat: 0 },
    });
  });
  preloads.forEach((work) => work());
  await Promise.all([service.renew?.(), service.signIn('/merchant/dashboard')]);

  expect(libraryLoads).toHaveLength(1);
  expect(managers.size).toBe(1);
  expect(service.getAccessToken()).toBe('renewed');
  await service.clearLocalSession?.();
});

it('a start without a session schedules the download, for the sign-in that comes next', async () => {
  const preloads: Array<() => void> = [];
  const service = auth.createOidcAuthService(settings, { schedulePreload: (work) => preloads.push(work) });
  await service.init();
  await Promise.resolve();
  expect(service.getSnapshot().status).toBe('signed-out');
  expect(preloads).toHaveLength(1);
  // (Running it downloads the library, shared with sign-in and renewal: the test above.)
});
