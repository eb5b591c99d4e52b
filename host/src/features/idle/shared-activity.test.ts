import { createIdleWatch } from './idle-watch';
import { createSharedActivity, SHARED_ACTIVITY_KEY } from './shared-activity';

/** One browser's localStorage, seen by two tabs. */
function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
}

function tab(storage: ReturnType<typeof memoryStorage>) {
  const cb = { onIdle: jest.fn(), onCountdown: jest.fn(), onTimeout: jest.fn(), onKeepAlive: jest.fn(), onActiveElsewhere: jest.fn() };
  const watch = createIdleWatch({ ...cb, shared: createSharedActivity(storage) });
  watch.start();
  return { cb, watch };
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-05T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('idle watch shared across tabs', () => {
  it('activity in one tab keeps an untouched background tab from opening the warning', () => {
    const storage = memoryStorage();
    const working = tab(storage);
    const background = tab(storage);
    // The user works in one tab for an hour, a move every 10 s.
    for (let s = 0; s < 3600; s += 10) {
      jest.advanceTimersByTime(10_000);
      working.watch.activity();
    }
    expect(background.cb.onIdle).not.toHaveBeenCalled();
    expect(background.cb.onTimeout).not.toHaveBeenCalled();
    // Then nobody touches anything: both warn 1800 s after the last shared activity (within the 5 s write throttle).
    jest.advanceTimersByTime(1_795_000);
    expect(background.cb.onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10_000);
    expect(background.cb.onIdle).toHaveBeenCalledTimes(1);
  });

  it('Continue in another tab closes this tab\'s countdown', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    jest.advanceTimersByTime(1_800_000);
    expect(a.cb.onIdle).toHaveBeenCalledWith(60);
    expect(b.cb.onIdle).toHaveBeenCalledWith(60);
    jest.advanceTimersByTime(5_000);
    a.watch.reset(); // Continue in tab a
    jest.advanceTimersByTime(1_000);
    expect(b.cb.onActiveElsewhere).toHaveBeenCalledTimes(1);
    expect(b.watch.isIdle()).toBe(false);
    jest.advanceTimersByTime(120_000);
    expect(b.cb.onTimeout).not.toHaveBeenCalled();
    expect(a.cb.onTimeout).not.toHaveBeenCalled();
  });

  it('writes the shared time at most every 5 s and never moves it back', () => {
    const storage = memoryStorage();
    const shared = createSharedActivity(storage);
    shared.report(10_000);
    shared.report(14_999);
    expect(storage.values.get(SHARED_ACTIVITY_KEY)).toBe('10000');
    shared.report(15_000);
    expect(storage.values.get(SHARED_ACTIVITY_KEY)).toBe('15000');
    storage.setItem(SHARED_ACTIVITY_KEY, '99000'); // another tab, later
    shared.report(21_000, true);
    expect(shared.latest()).toBe(99_000);
  });
});
