/**
 * @jest-environment node
 */
import type { AuthMessage } from './auth-channel';
import { channelBus, trackedCrypto } from '../test-support/handover-doubles';
import {
  HANDOVER_ANNOUNCED_WAIT_MS,
  HANDOVER_MIN_SECONDS_LEFT,
  HANDOVER_TIMEOUT_MS,
  HANDOVER_TIMEOUT_OPEN_TAB_MS,
  markSignedInTab,
  offerSessionOnRequest,
  signedInTabOpen,
  type TabLocks,
  requestHandedOverSession,
  type HandedOverSession,
} from './session-handover';

const NOW = 1_800_000_000;
const nowSeconds = () => NOW;

function sessionOf(sub: string, secondsLeft: number): HandedOverSession & { refresh_token: string } {
  return {
    access_token: `access-of-${sub}`,
    id_token: `id-of-${sub}`,
    refresh_token: `refresh-of-${sub}`,
    token_type: 'Bearer',
    expires_at: NOW + secondsLeft,
    profile: { sub, profile: 'Merchant' },
  };
}

/** Whether a promise has settled by now (its reactions run first). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settledYet = false;
  void promise.then(() => {
    settledYet = true;
  });
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return settledYet;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an open signed-in tab hands its session to a new tab at once, without the refresh token', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', 250), nowSeconds, subtle });

  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();

  // The clock has not moved: the answer came well within the timeout.
  expect(await isSettled(asked)).toBe(true);
  const taken = await asked;
  expect(taken).toEqual({
    access_token: 'access-of-merchant-1',
    id_token: 'id-of-merchant-1',
    token_type: 'Bearer',
    expires_at: NOW + 250,
    profile: { sub: 'merchant-1', profile: 'Merchant' },
  });
  expect(taken).not.toHaveProperty('refresh_token');
});

test('what crosses the channel is sealed: a third tab listening reads no token', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', 250), nowSeconds, subtle });
  const heard: AuthMessage[] = [];
  bus.tab().subscribe((message) => heard.push(message));

  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();

  expect((await asked)?.access_token).toBe('access-of-merchant-1');
  expect(heard.map((m) => m.type)).toEqual(['session-request', 'session-coming', 'session-offer']);
  const bytes = (value: unknown) => Buffer.from(new Uint8Array(value as ArrayBuffer)).toString('latin1');
  for (const message of bus.crossed) {
    const text = JSON.stringify(message) + Object.values(message).filter((v) => typeof v === 'object').map(bytes).join('');
    expect(text).not.toContain('access-of');
    expect(text).not.toContain('refresh-of');
    expect(text).not.toContain('id-of');
  }
});

test('no tab answers: the new tab gives up after the timeout and signs in through the provider', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request']);

  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_MS - 1);
  expect(await isSettled(asked)).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await asked).toBeNull();
});

test('a signed-out tab answers nothing', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => null, nowSeconds, subtle });

  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();
  expect(await isSettled(asked)).toBe(false);
  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_MS);

  expect(await asked).toBeNull();
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request']);
});

test('a stale session is not offered, and an expired one offered by a tab with a wrong clock is not taken', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  // Offered by nobody: it has fewer than the minimum seconds left.
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', HANDOVER_MIN_SECONDS_LEFT - 1), nowSeconds, subtle });
  // This tab's clock is a minute behind: it believes its expired token still has 30 s.
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', -30), nowSeconds: () => NOW - 60, subtle });

  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();
  // Only the tab that believes its session fresh says an answer is coming; its answer opened, nothing else is awaited.
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request', 'session-coming', 'session-offer']);
  expect(await isSettled(asked)).toBe(false);
  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_MS);

  expect(await asked).toBeNull();
});

test("another user's session is not taken; the signed-in user's is", async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('someone-else', 250), nowSeconds, subtle });
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', 200), nowSeconds, subtle });

  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();

  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request', 'session-coming', 'session-coming', 'session-offer', 'session-offer']);
  expect((await asked)?.access_token).toBe('access-of-merchant-1');
});

test('a signed-out browser asks nobody, and a sign-out while waiting takes nothing', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  expect(await requestHandedOverSession({ channel: bus.tab(), signedInSub: () => null, nowSeconds, subtle })).toBeNull();
  expect(bus.crossed).toEqual([]);

  const other = bus.tab();
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();
  expect(await isSettled(asked)).toBe(false);
  other.post({ type: 'logout' });
  await idle();

  expect(await isSettled(asked)).toBe(true);
  expect(await asked).toBeNull();
});

test('an answer that is not sealed for this request is ignored', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  const forger = bus.tab();
  forger.subscribe((message) => {
    if (message.type !== 'session-request') return;
    const plain = new TextEncoder().encode(JSON.stringify(sessionOf('merchant-1', 250)));
    forger.post({ type: 'session-offer', id: message.id, key: message.key, iv: new Uint8Array(12), sealed: plain.buffer as ArrayBuffer });
  });

  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle });
  await idle();
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request', 'session-offer']);
  expect(await isSettled(asked)).toBe(false);
  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_MS);

  expect(await asked).toBeNull();
});

/** The browser's lock manager as the handover uses it: shared locks held until their callback's promise settles. */
function fakeLocks(): TabLocks {
  const held: Array<{ name: string }> = [];
  return {
    async request(name, _options, callback) {
      const lock = { name };
      held.push(lock);
      await callback();
      held.splice(held.indexOf(lock), 1);
    },
    async query() {
      return { held: [...held] };
    },
  };
}

test('a signed-in tab holds the mark new tabs look for until it lets go of it', async () => {
  const locks = fakeLocks();
  expect(await signedInTabOpen(locks)).toBe(false);
  const release = markSignedInTab(locks);
  expect(await signedInTabOpen(locks)).toBe(true);
  release();
  await Promise.resolve();
  expect(await signedInTabOpen(locks)).toBe(false);
  // A browser without Web Locks cannot tell.
  expect(await signedInTabOpen(undefined)).toBeNull();
});

test('with no signed-in tab open the new tab does not ask or wait', async () => {
  const bus = channelBus();
  const { subtle } = trackedCrypto();
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle, tabOpen: async () => false });

  expect(await isSettled(asked)).toBe(true);
  expect(await asked).toBeNull();
  expect(bus.crossed).toEqual([]);
});

test('with a signed-in tab open (busy, slow to answer) the new tab waits longer for it', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle, tabOpen: async () => true });
  await idle();
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request']);

  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_MS);
  expect(await isSettled(asked)).toBe(false);
  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_OPEN_TAB_MS - HANDOVER_TIMEOUT_MS - 1);
  expect(await isSettled(asked)).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await asked).toBeNull();
});

/** WebCrypto whose `held` operation waits until `release()`: a tab busy loading its page, or slow to seal on a loaded machine. */
function heldCrypto(subtle: SubtleCrypto, held: 'decrypt' | 'encrypt') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = new Proxy(subtle, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (name !== held || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        await released;
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
  return { slow, release };
}

test('an answer that came in time is taken even when opening it ends after the limit (a tab busy loading its page)', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', 250), nowSeconds, subtle });
  const { slow: asker, release } = heldCrypto(subtle, 'decrypt');
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle: asker, tabOpen: async () => true });
  for (let i = 0; i < 5; i++) await idle();
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request', 'session-coming', 'session-offer']);

  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_OPEN_TAB_MS + 1_000);
  expect(await isSettled(asked)).toBe(false);
  release();
  await idle();
  expect((await asked)?.access_token).toBe('access-of-merchant-1');
});

test('an answer that comes after the limit is not opened', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  const late = bus.tab();
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle, tabOpen: async () => true });
  await idle();
  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_OPEN_TAB_MS);
  // A tab that starts answering only now.
  offerSessionOnRequest({ channel: late, currentSession: () => sessionOf('merchant-1', 250), nowSeconds, subtle });
  expect(await asked).toBeNull();
});

test('an answer announced in time is awaited past the limit while its tab seals it, and taken', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  const { slow: sealer, release } = heldCrypto(subtle, 'encrypt');
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', 250), nowSeconds, subtle: sealer });
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle, tabOpen: async () => true });
  for (let i = 0; i < 5; i++) await idle();
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request', 'session-coming']);

  await jest.advanceTimersByTimeAsync(HANDOVER_TIMEOUT_OPEN_TAB_MS + 1_000);
  expect(await isSettled(asked)).toBe(false);
  release();
  for (let i = 0; i < 5; i++) await idle();
  expect((await asked)?.access_token).toBe('access-of-merchant-1');
});

test('an announced answer that never comes is given up HANDOVER_ANNOUNCED_WAIT_MS after its announcement', async () => {
  const bus = channelBus();
  const { subtle, idle } = trackedCrypto();
  const { slow: sealer } = heldCrypto(subtle, 'encrypt');
  offerSessionOnRequest({ channel: bus.tab(), currentSession: () => sessionOf('merchant-1', 250), nowSeconds, subtle: sealer });
  const asked = requestHandedOverSession({ channel: bus.tab(), signedInSub: () => 'merchant-1', nowSeconds, subtle, tabOpen: async () => true });
  for (let i = 0; i < 5; i++) await idle();
  expect(bus.crossed.map((m) => m.type)).toEqual(['session-request', 'session-coming']);

  await jest.advanceTimersByTimeAsync(HANDOVER_ANNOUNCED_WAIT_MS - 1);
  expect(await isSettled(asked)).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await asked).toBeNull();
});
