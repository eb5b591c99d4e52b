import { createHash } from 'node:crypto';
import { ErrorResponse, User, type UserManager } from 'oidc-client-ts';
import { createOidcAuthService } from '../service/oidc-auth-service';
import type { AuthService } from '../service/auth-service';
import type { AuthChannel, AuthMessage } from './auth-channel';
import { createSessionKeeper } from './session-keeper';
import { createSpentRefreshTokens, refreshTokenFingerprint, SPENT_REFRESH_TOKENS_KEY } from './spent-refresh-tokens';
import { testClientSettings } from '../test-support/client-settings';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const TTL = 120;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const settings = testClientSettings({ scope: 'openid profile' });

/**
 * The provider as oidc-provider behaves with rotateRefreshToken: a refresh token works once; a spent
 * one coming back revokes the whole grant (every refresh token of it). The silent iframe
 * (prompt=none) works as long as the provider's session cookie does.
 */
function fakeProvider() {
  let issued = 0;
  const live = new Set<string>();
  const spent = new Set<string>();
  const state = { sentRefreshTokens: [] as string[], iframeSignIns: 0, grantRevoked: false, sessionAlive: true };
  const issue = () => {
    issued++;
    live.add(`rt-${issued}`);
    return { access_token: `at-${issued}`, refresh_token: `rt-${issued}`, expires_at: nowSeconds() + TTL };
  };
  const invalidGrant = (description: string) => new ErrorResponse({ error: 'invalid_grant', error_description: description });
  return {
    state,
    issue,
    async refresh(refreshToken: string) {
      state.sentRefreshTokens.push(refreshToken);
      if (spent.has(refreshToken)) {
        live.clear();
        state.grantRevoked = true;
        throw invalidGrant('refresh token already used');
      }
      if (!live.delete(refreshToken)) throw invalidGrant('refresh token not found');
      spent.add(refreshToken);
      return issue();
    },
    async iframe() {
      state.iframeSignIns++;
      if (!state.sessionAlive) throw new ErrorResponse({ error: 'login_required' });
      return issue();
    },
    revokeGrant() {
      live.clear();
      state.grantRevoked = true;
    },
  };
}
type FakeProvider = ReturnType<typeof fakeProvider>;

const userOf = (tokens: { access_token: string; refresh_token: string; expires_at: number }) =>
  new User({ ...tokens, token_type: 'Bearer', profile: { sub: 'user-1', profile: 'merchant', iss: settings.authority, aud: 'portal', exp: tokens.expires_at, iat: nowSeconds() } });

/** oidc-client-ts's UserManager over one tab's own sessionStorage (a Map here). */
function fakeUserManager(provider: FakeProvider, sessionStore: Map<string, string>) {
  const key = 'oidc.user:portal';
  const load = () => {
    const raw = sessionStore.get(key);
    return raw ? User.fromStorageString(raw) : null;
  };
  const signinSilent = jest.fn(async (args: { forceIframeAuth?: boolean } = {}) => {
    const refreshToken = load()?.refresh_token;
    const tokens = !args.forceIframeAuth && refreshToken ? await provider.refresh(refreshToken) : await provider.iframe();
    const user = userOf(tokens);
    sessionStore.set(key, user.toStorageString());
    return user;
  });
  const manager = {
    events: { addUserUnloaded: () => () => {} },
    getUser: async () => load(),
    removeUser: async () => void sessionStore.delete(key),
    signinSilent,
    signinRedirect: jest.fn(async () => {}),
  };
  return { manager: manager as unknown as UserManager, signinSilent, signinRedirect: manager.signinRedirect };
}

/** BroadcastChannel: a message reaches every other tab, later, never the sender. */
function channelBus() {
  const tabs = new Set<Set<(m: AuthMessage) => void>>();
  return () => {
    const own = new Set<(m: AuthMessage) => void>();
    tabs.add(own);
    const posted: AuthMessage[] = [];
    const channel: AuthChannel = {
      post(message) {
        posted.push(message);
        for (const tab of tabs) if (tab !== own) tab.forEach((listener) => queueMicrotask(() => listener(message)));
      },
      subscribe(listener) {
        own.add(listener);
        return () => own.delete(listener);
      },
      close: () => own.clear(),
    };
    return { channel, posted };
  };
}

/** The Web Lock shared by the tabs: one renewal at a time, in the order asked. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T,>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => {});
    return run;
  };
}

async function openTab(name: string, provider: FakeProvider, sessionStore: Map<string, string>, shared: { lock: ReturnType<typeof sharedLock>; bus: ReturnType<typeof channelBus> }) {
  const um = fakeUserManager(provider, sessionStore);
  const { channel, posted } = shared.bus();
  const navigate = jest.fn();
  const reload = jest.fn();
  const log = jest.fn();
  const service: AuthService = createOidcAuthService(settings, { userManager: um.manager, channel, navigate, log, spentRefreshTokens });
  await service.init();
  const keeper = createSessionKeeper({
    service, channel, navigate, reload, log, withLock: shared.lock,
    currentUrl: () => '/merchant/dashboard', isOnAuthPage: () => false,
  });
  const stop = keeper.start();
  return { name, service, sessionStore, posted, navigate, reload, log, stop, ...um };
}

function signedInTab(provider: FakeProvider): Map<string, string> {
  return new Map([['oidc.user:portal', userOf(provider.issue()).toStorageString()]]);
}

const duplicate = (sessionStore: Map<string, string>) => new Map(sessionStore);

/**
 * The same SHA-256 prefix as refreshTokenFingerprint, computed synchronously: WebCrypto answers from
 * Node's thread pool, which fake timers never wait for.
 */
const syncFingerprint = async (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);
const spentRefreshTokens = createSpentRefreshTokens({ fingerprint: syncFingerprint });

it('the test fingerprint is the WebCrypto one', async () => {
  jest.useRealTimers();
  await expect(refreshTokenFingerprint('rt-1')).resolves.toBe(await syncFingerprint('rt-1'));
});

let tabs: Array<{ stop: () => void }> = [];
beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
});
afterEach(() => {
  tabs.forEach((tab) => tab.stop());
  tabs = [];
  jest.useRealTimers();
});

function expectStillSignedIn(tab: Awaited<ReturnType<typeof openTab>>) {
  expect(tab.service.getSnapshot().status).toBe('signed-in');
  expect(tab.posted).not.toContainEqual({ type: 'logout' });
  expect(tab.navigate).not.toHaveBeenCalled();
  expect(tab.reload).not.toHaveBeenCalled();
  expect(tab.signinRedirect).not.toHaveBeenCalled();
}

describe('a duplicated tab (a copy of the other tab\'s sessionStorage, one localStorage)', () => {
  it('the second renewal does not resend the spent refresh token: it renews in the iframe and neither tab signs out', async () => {
    const provider = fakeProvider();
    const shared = { lock: sharedLock(), bus: channelBus() };
    const original = signedInTab(provider);
    const a = await openTab('A', provider, original, shared);
    const b = await openTab('B', provider, duplicate(original), shared);
    tabs.push(a, b);

    // Both tokens are the same one: both tabs reach 30 s before expiry at the same moment.
    await jest.advanceTimersByTimeAsync((TTL - 30) * 1000);

    expect(provider.state.sentRefreshTokens).toEqual(['rt-1']);
    expect(provider.state.grantRevoked).toBe(false);
    expect(a.signinSilent).toHaveBeenCalledWith();
    expect(b.signinSilent).toHaveBeenCalledWith({ forceIframeAuth: true });
    expect(provider.state.iframeSignIns).toBe(1);
    expect(a.service.getAccessToken()).toBe('at-2');
    expect(b.service.getAccessToken()).toBe('at-3');
    // Only a fingerprint of the spent token is shared, never the token.
    expect(localStorage.getItem(SPENT_REFRESH_TOKENS_KEY)).not.toContain('rt-1');
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/at-\d|rt-\d/);

    // From now on each tab has a refresh token of its own: the next round uses them, no iframe.
    await jest.advanceTimersByTimeAsync(TTL * 1000);
    expect(provider.state.sentRefreshTokens).toEqual(['rt-1', 'rt-2', 'rt-3']);
    expect(provider.state.iframeSignIns).toBe(1);
    expect(provider.state.grantRevoked).toBe(false);
    [a, b].forEach(expectStillSignedIn);
  });

  it('a tab duplicated after the first renewal learns from the record that its copy is spent', async () => {
    const provider = fakeProvider();
    const shared = { lock: sharedLock(), bus: channelBus() };
    const a = await openTab('A', provider, signedInTab(provider), shared);
    tabs.push(a);
    await jest.advanceTimersByTimeAsync((TTL - 30) * 1000);
    expect(provider.state.sentRefreshTokens).toEqual(['rt-1']);

    // "Duplicate tab" now copies A's renewed user (rt-2); A renews again first, then B is due.
    const b = await openTab('B', provider, duplicate(a.sessionStore), shared);
    tabs.push(b);
    await jest.advanceTimersByTimeAsync(TTL * 1000);

    expect(provider.state.sentRefreshTokens).toEqual(['rt-1', 'rt-2']);
    expect(b.signinSilent).toHaveBeenCalledWith({ forceIframeAuth: true });
    expect(provider.state.grantRevoked).toBe(false);
    [a, b].forEach(expectStillSignedIn);
  });
});

describe('a refresh token the provider refuses (invalid_grant)', () => {
  it('is followed by one iframe renewal before the attempt counts as failed', async () => {
    const provider = fakeProvider();
    const shared = { lock: sharedLock(), bus: channelBus() };
    const a = await openTab('A', provider, signedInTab(provider), shared);
    tabs.push(a);
    provider.revokeGrant(); // e.g. a spent copy came back from a tab without this fix

    await jest.advanceTimersByTimeAsync((TTL - 30) * 1000);

    expect(provider.state.sentRefreshTokens).toEqual(['rt-1']);
    expect(a.signinSilent.mock.calls).toEqual([[], [{ forceIframeAuth: true }]]);
    expect(a.service.getAccessToken()).toBe('at-2');
    expect(a.log).not.toHaveBeenCalledWith(expect.stringContaining('Silent token renewal failed'), expect.anything());
    expectStillSignedIn(a);
  });

  it('without a provider session either: the iframe is tried once per attempt, the token never resent, then sign-in', async () => {
    const provider = fakeProvider();
    const shared = { lock: sharedLock(), bus: channelBus() };
    const stored = signedInTab(provider);
    provider.revokeGrant();
    provider.state.sessionAlive = false;
    // The tab is opened again after its token expired: 3 attempts (at once, +5 s, +10 s), then sign-in.
    jest.setSystemTime(T0 + (TTL + 1) * 1000);
    const a = await openTab('A', provider, stored, shared);
    tabs.push(a);
    await jest.advanceTimersByTimeAsync(15_000);

    expect(provider.state.sentRefreshTokens).toEqual(['rt-1']);
    expect(provider.state.iframeSignIns).toBe(3);
    expect(a.posted).toEqual([{ type: 'logout' }]);
    expect(a.signinRedirect).toHaveBeenCalledTimes(1);
  });
});
