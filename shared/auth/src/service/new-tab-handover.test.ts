import { User, type UserManager } from 'oidc-client-ts';
import type { AuthChannel } from '../session/auth-channel';
import { HANDOVER_TIMEOUT_MS } from '../session/session-handover';
import { testClientSettings } from '../test-support/client-settings';
import { channelBus, trackedCrypto } from '../test-support/handover-doubles';
import { createOidcAuthService } from './oidc-auth-service';
import { storedUserKey } from './stored-user';

const settings = testClientSettings();
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Two tabs' `portal-auth` channels: what one posts reaches the other a moment later (a structured clone). */
function channelPair(): [AuthChannel, AuthChannel] {
  const bus = channelBus();
  return [bus.tab(), bus.tab()];
}

/** Tab A, signed in: its user comes from its own (here injected) oidc-client-ts manager, as its session storage. */
function signedInTab(channel: AuthChannel, subtle: SubtleCrypto, secondsLeft = 250) {
  const user = new User({
    access_token: 'a-access', refresh_token: 'a-refresh', id_token: 'a-id', token_type: 'Bearer', scope: 'openid', expires_at: nowSeconds() + secondsLeft,
    profile: { sub: 'merchant-1', profile: 'Merchant', iss: settings.authority, aud: 'portal', exp: 0, iat: 0 },
  });
  const manager = { getUser: async () => user, events: { addUserUnloaded: () => {} }, removeUser: async () => {} } as unknown as UserManager;
  return createOidcAuthService(settings, { channel, userManager: manager, handover: { subtle }, schedulePreload: () => {} });
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 30, 12) });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('a new tab is signed in by the open tab before its first page asks the provider, and keeps no refresh token', async () => {
  const [channelA, channelB] = channelPair();
  const { subtle, idle } = trackedCrypto();
  const tabA = signedInTab(channelA, subtle);
  await tabA.init();
  expect(tabA.getSnapshot().status).toBe('signed-in');
  expect(localStorage.getItem('portal-sub')).toBe('merchant-1');

  const tabB = createOidcAuthService(settings, { channel: channelB, handover: { subtle }, schedulePreload: () => {} });
  const started = tabB.init();
  // Loading (the page shows its splash), not signed out: no sign-in page, no provider round trip.
  expect(tabB.getSnapshot().status).toBe('loading');
  await idle();
  await started;

  expect(tabB.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: 'a-access', user: { sub: 'merchant-1' } });
  const stored = JSON.parse(sessionStorage.getItem(storedUserKey(settings))!) as Record<string, unknown>;
  expect(stored).toMatchObject({ access_token: 'a-access', id_token: 'a-id' });
  expect(stored).not.toHaveProperty('refresh_token');
});

test('with no tab open to answer, the new tab is signed out after the timeout (the login page then signs in silently)', async () => {
  const [, channelB] = channelPair();
  const { subtle, idle } = trackedCrypto();
  localStorage.setItem('portal-sub', 'merchant-1');

  const tabB = createOidcAuthService(settings, { channel: channelB, handover: { subtle }, schedulePreload: () => {} });
  const started = tabB.init();
  await idle();
  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_MS - 1);
  expect(tabB.getSnapshot().status).toBe('loading');
  await jest.advanceTimersByTimeAsync(1);
  await started;

  expect(tabB.getSnapshot().status).toBe('signed-out');
  expect(sessionStorage.getItem(storedUserKey(settings))).toBeNull();
});

test('a browser where nobody is signed in does not wait: the new tab is signed out at once', async () => {
  const [, channelB] = channelPair();
  const tabB = createOidcAuthService(settings, { channel: channelB, schedulePreload: () => {} });
  void tabB.init();
  expect(tabB.getSnapshot().status).toBe('signed-out');
});

test('a tab whose token is about to expire hands nothing over', async () => {
  const [channelA, channelB] = channelPair();
  const { subtle, idle } = trackedCrypto();
  const tabA = signedInTab(channelA, subtle, 5);
  await tabA.init();

  const tabB = createOidcAuthService(settings, { channel: channelB, handover: { subtle }, schedulePreload: () => {} });
  const started = tabB.init();
  await idle();
  expect(tabB.getSnapshot().status).toBe('loading');
  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_MS);
  await started;

  expect(tabB.getSnapshot().status).toBe('signed-out');
});
