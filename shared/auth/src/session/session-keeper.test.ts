import { createStaticAuthService } from '../service/static-auth-service';
import { createSnapshotStore } from '../service/snapshot-store';
import type { AuthService, AuthSnapshot } from '../service/auth-service';
import type { AuthChannel, AuthMessage } from './auth-channel';
import { backoffDelayMs, crossTabLogoutDelayMs } from './constants';
import { createSessionKeeper, type SessionKeeperOptions } from './session-keeper';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A session whose token expires `ttl` seconds from now; renew() gives a fresh one unless told to fail. */
function fakeService(ttl: number, opts: { failRenewals?: number; sub?: string } = {}) {
  let failures = opts.failRenewals ?? 0;
  const user = { sub: opts.sub ?? 'user-1', profile: 'merchant' as const };
  const store = createSnapshotStore({ status: 'signed-in', user, accessToken: 't0', expiresAt: nowSeconds() + ttl });
  const renew = jest.fn(async () => {
    if (failures > 0) {
      failures--;
      throw new Error('renewal refused');
    }
    store.set({ status: 'signed-in', user, accessToken: `t${renew.mock.calls.length}`, expiresAt: nowSeconds() + 300 });
  });
  const service: AuthService = {
    ...createStaticAuthService(null),
    getSnapshot: store.get,
    subscribe: store.subscribe,
    getAccessToken: () => store.get().accessToken,
    renew,
    signIn: jest.fn(async () => {}),
    clearLocalSession: jest.fn(async () => store.set({ status: 'signed-out', user: null, accessToken: null, expiresAt: null })),
  };
  return { service, renew, set: (s: AuthSnapshot) => store.set(s) };
}

function fakeChannel() {
  const listeners = new Set<(m: AuthMessage) => void>();
  const posted: AuthMessage[] = [];
  const channel: AuthChannel = {
    post: (m) => posted.push(m),
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => listeners.clear(),
  };
  return { channel, posted, receive: (m: AuthMessage) => listeners.forEach((l) => l(m)) };
}

function keeperWith(service: AuthService, extra: Partial<SessionKeeperOptions> = {}) {
  const ch = fakeChannel();
  const navigate = jest.fn();
  const reload = jest.fn();
  const log = jest.fn();
  const onExpiring = jest.fn();
  const keeper = createSessionKeeper({
    service, channel: ch.channel, navigate, reload, log, onExpiring,
    currentUrl: () => '/merchant/payments?x=1', isOnAuthPage: () => false, ...extra,
  });
  const stop = keeper.start();
  return { ...ch, navigate, reload, log, onExpiring, stop };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('constants', () => {
  it('backs off 0, 5 s, 10 s and picks the cross-tab delay between 500 and 1500 ms', () => {
    expect([1, 2, 3].map((a) => backoffDelayMs(a))).toEqual([0, 5000, 10000]);
    expect(crossTabLogoutDelayMs(() => 0)).toBe(500);
    expect(crossTabLogoutDelayMs(() => 1)).toBe(1500);
  });
});

describe('renewal scheduled from the token expiry', () => {
  it('notifies at 60 s, renews silently at 30 s left and not before, then tells the other tabs', async () => {
    const { service, renew } = fakeService(120);
    const k = keeperWith(service);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(k.onExpiring).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000); // 60 s left
    expect(k.onExpiring).toHaveBeenCalledWith(60);
    await jest.advanceTimersByTimeAsync(29_000); // 31 s left
    expect(renew).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000); // 30 s left
    expect(renew).toHaveBeenCalledTimes(1);
    expect(service.getSnapshot().accessToken).toBe('t1');
    expect(k.posted).toEqual([{ type: 'renewed', sub: 'user-1' }]);
    k.stop();
  });

  it('checks every 30 s: a token found with 30 s or less left is renewed at the next check', async () => {
    const { service, renew, set } = fakeService(300);
    // The token changes behind the keeper's back (no event): only the 30 s check can notice.
    const k = keeperWith({ ...service, subscribe: () => () => {} });
    set({ status: 'signed-in', user: service.getSnapshot().user, accessToken: 'x', expiresAt: nowSeconds() + 20 });
    await jest.advanceTimersByTimeAsync(29_999);
    expect(renew).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalled();
    k.stop();
  });

  it('a failed renewal of a live token is logged and tried again at the next check', async () => {
    const { service, renew } = fakeService(25, { failRenewals: 1 });
    const k = keeperWith(service);
    await jest.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(k.log).toHaveBeenCalledWith(expect.stringContaining('Silent token renewal failed'), expect.any(Error));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(renew).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(service.getSnapshot().accessToken).toBe('t2');
    expect(k.navigate).not.toHaveBeenCalled();
    k.stop();
  });
});

describe('after the machine slept (issue 15 item 9)', () => {
  it('renews at the first check after waking, judged by the wall clock, not by the timers that did not run', async () => {
    const { service, renew } = fakeService(300);
    const k = keeperWith(service);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(renew).not.toHaveBeenCalled();
    jest.setSystemTime(Date.now() + 2 * 3_600_000); // two hours asleep: the token expired meanwhile
    await jest.advanceTimersByTimeAsync(30_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(service.getSnapshot().expiresAt).toBeGreaterThan(nowSeconds());
    k.stop();
  });
});

describe('an expired token', () => {
  it('is renewed with 3 attempts: the first at once, then after 5 s and 10 s', async () => {
    const { service, renew } = fakeService(-5, { failRenewals: 2 });
    const k = keeperWith(service);
    await jest.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(renew).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(renew).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(service.getSnapshot().status).toBe('signed-in');
    expect(k.posted).toEqual([{ type: 'renewed', sub: 'user-1' }]);
    expect(service.signIn).not.toHaveBeenCalled();
    k.stop();
  });

  it('after the limit broadcasts logout and starts a sign-in redirect back to the page', async () => {
    const { service, renew } = fakeService(-5, { failRenewals: 99 });
    const k = keeperWith(service);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(k.posted).toEqual([{ type: 'logout' }]);
    expect(service.clearLocalSession).toHaveBeenCalled();
    expect(service.signIn).toHaveBeenCalledWith('/merchant/payments?x=1');
    expect(k.log).toHaveBeenCalledWith(expect.stringContaining('failed 3 times'));
    await jest.advanceTimersByTimeAsync(120_000);
    expect(renew).toHaveBeenCalledTimes(3);
    k.stop();
  });

  it('uses signInRedirect when the service has it', async () => {
    const { service } = fakeService(-5, { failRenewals: 99 });
    service.signInRedirect = jest.fn(async () => {});
    keeperWith(service);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(service.signInRedirect).toHaveBeenCalledWith('/merchant/payments?x=1');
    expect(service.signIn).not.toHaveBeenCalled();
  });

  it('serialises renewals through the lock', async () => {
    const { service } = fakeService(10);
    const order: string[] = [];
    const lockCalls: number[] = [];
    const withLock = async <T,>(work: () => Promise<T>): Promise<T> => {
      lockCalls.push(1);
      order.push('lock');
      const result = await work();
      order.push('unlock');
      return result;
    };
    keeperWith(service, { withLock });
    await jest.advanceTimersByTimeAsync(0);
    expect(lockCalls).toHaveLength(1);
    expect(order).toEqual(['lock', 'unlock']);
  });
});

describe('messages from other tabs', () => {
  it('logout: waits the random delay, clears the session and goes to /', async () => {
    const { service } = fakeService(300);
    const k = keeperWith(service, { random: () => 0.5 }); // 1000 ms
    k.receive({ type: 'logout' });
    await jest.advanceTimersByTimeAsync(999);
    expect(k.navigate).not.toHaveBeenCalled();
    expect(service.getSnapshot().status).toBe('signed-in');
    await jest.advanceTimersByTimeAsync(1);
    expect(service.clearLocalSession).toHaveBeenCalled();
    expect(k.navigate).toHaveBeenCalledWith('/');
  });

  it('logout: never later than 1.5 s', async () => {
    const { service } = fakeService(300);
    const k = keeperWith(service, { random: () => 0.9999 });
    k.receive({ type: 'logout' });
    await jest.advanceTimersByTimeAsync(1500);
    expect(k.navigate).toHaveBeenCalledWith('/');
  });

  it('login: a login message from another tab reloads this one, signed in or not', async () => {
    const { service, set } = fakeService(300);
    const k = keeperWith(service);
    k.receive({ type: 'login', sub: 'user-1' });
    expect(k.reload).toHaveBeenCalledTimes(1);
    set({ status: 'signed-out', user: null, accessToken: null, expiresAt: null });
    k.receive({ type: 'login', sub: 'user-2' });
    expect(k.reload).toHaveBeenCalledTimes(2);
  });

  it('renewed: re-checks this tab\'s own expiry at once, renewing only when due', async () => {
    const { service, renew, set } = fakeService(300);
    // The token changes behind the keeper's back (no event): only a check can notice.
    const k = keeperWith({ ...service, subscribe: () => () => {} });
    k.receive({ type: 'renewed', sub: 'user-1' });
    await jest.advanceTimersByTimeAsync(0);
    expect(renew).not.toHaveBeenCalled();
    // Without the message only the next 30 s check would see a token about to expire.
    set({ status: 'signed-in', user: service.getSnapshot().user, accessToken: 'x', expiresAt: nowSeconds() + 20 });
    k.receive({ type: 'renewed', sub: 'user-1' });
    await jest.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(k.reload).not.toHaveBeenCalled();
    k.stop();
  });
});

describe('a tab made visible again', () => {
  function becomeVisible() {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('with no user and no stored sub: signs out and reloads', async () => {
    const { service, set } = fakeService(300);
    set({ status: 'signed-out', user: null, accessToken: null, expiresAt: null });
    const k = keeperWith(service);
    becomeVisible();
    await jest.advanceTimersByTimeAsync(0);
    expect(service.clearLocalSession).toHaveBeenCalled();
    expect(k.reload).toHaveBeenCalled();
    k.stop();
  });

  it('signed in as another sub than the stored portal-sub: signs out and reloads', async () => {
    const { service } = fakeService(300, { sub: 'user-1' });
    localStorage.setItem('portal-sub', 'user-2');
    const k = keeperWith(service);
    becomeVisible();
    await jest.advanceTimersByTimeAsync(0);
    expect(k.reload).toHaveBeenCalled();
    k.stop();
  });

  it('signed in as the stored sub: stays', async () => {
    const { service } = fakeService(300, { sub: 'user-1' });
    localStorage.setItem('portal-sub', 'user-1');
    const k = keeperWith(service);
    becomeVisible();
    await jest.advanceTimersByTimeAsync(0);
    expect(k.reload).not.toHaveBeenCalled();
    expect(service.clearLocalSession).not.toHaveBeenCalled();
    k.stop();
  });
});
