/**
 * @jest-environment node
 */
import { createIdleWatch, IDLE_CONSTANTS } from './idle-watch';

function setup() {
  const cb = { onIdle: jest.fn(), onCountdown: jest.fn(), onTimeout: jest.fn(), onKeepAlive: jest.fn() };
  const watch = createIdleWatch(cb);
  return { cb, watch };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('idle watch (spec part 1 sections 4 and 9)', () => {
  it('uses the spec constants', () => {
    expect(IDLE_CONSTANTS).toEqual({ idleSeconds: 1800, timeoutSeconds: 60, keepAliveMs: 15_000 });
  });

  it('opens the warning after 1800 s without activity, counts down from 60 and times out at zero', () => {
    const { cb, watch } = setup();
    watch.start();
    jest.advanceTimersByTime(1_799_999);
    expect(cb.onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(cb.onIdle).toHaveBeenCalledWith(60);
    jest.advanceTimersByTime(1000);
    expect(cb.onCountdown).toHaveBeenLastCalledWith(59);
    jest.advanceTimersByTime(58_000);
    expect(cb.onCountdown).toHaveBeenLastCalledWith(1);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(cb.onTimeout).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3_600_000);
    expect(cb.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity pushes the warning back by a full period', () => {
    const { cb, watch } = setup();
    watch.start();
    jest.advanceTimersByTime(1_000_000);
    watch.activity();
    jest.advanceTimersByTime(1_000_000);
    expect(cb.onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(800_000);
    expect(cb.onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity while the warning is open does not close it; Continue resets the watch', () => {
    const { cb, watch } = setup();
    watch.start();
    jest.advanceTimersByTime(1_800_000);
    watch.activity();
    expect(watch.isIdle()).toBe(true);
    jest.advanceTimersByTime(10_000);
    watch.reset();
    expect(watch.isIdle()).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect(cb.onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_740_000);
    expect(cb.onIdle).toHaveBeenCalledTimes(2);
  });

  it('pings every 15 s while active, not while idle, and stops when stopped', () => {
    const { cb, watch } = setup();
    watch.start();
    jest.advanceTimersByTime(45_000);
    expect(cb.onKeepAlive).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(1_800_000 - 45_000);
    const pings = cb.onKeepAlive.mock.calls.length;
    jest.advanceTimersByTime(30_000);
    expect(cb.onKeepAlive).toHaveBeenCalledTimes(pings);
    watch.stop();
    jest.advanceTimersByTime(3_600_000);
    expect(cb.onTimeout).not.toHaveBeenCalled();
  });

  describe('by the wall clock, when timers were throttled or the machine slept (issue 15 item 9)', () => {
    it('signs out at once when the tab wakes after the countdown should have ended', () => {
      const { cb, watch } = setup();
      watch.start();
      jest.advanceTimersByTime(1_000_000);
      // Asleep for two hours: the clock moves, no timer runs.
      jest.setSystemTime(Date.now() + 2 * 3_600_000);
      jest.advanceTimersByTime(800_000);
      expect(cb.onIdle).not.toHaveBeenCalled();
      expect(cb.onTimeout).toHaveBeenCalledTimes(1);
    });

    it('shows the seconds really left when the idle timer fires late, and ends on time', () => {
      const { cb, watch } = setup();
      watch.start();
      jest.advanceTimersByTime(1_799_000);
      jest.setSystemTime(Date.now() + 31_000);
      jest.advanceTimersByTime(1000); // the idle timer fires 31 s late: 29 s of the 60 are left
      expect(cb.onIdle).toHaveBeenCalledWith(29);
      jest.advanceTimersByTime(28_000);
      expect(cb.onTimeout).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1000);
      expect(cb.onTimeout).toHaveBeenCalledTimes(1);
    });

    it('ends an open countdown at the first tick after a throttled minute', () => {
      const { cb, watch } = setup();
      watch.start();
      jest.advanceTimersByTime(1_800_000);
      expect(cb.onIdle).toHaveBeenCalledWith(60);
      jest.setSystemTime(Date.now() + 75_000); // the tab was hidden: no tick for 75 s
      jest.advanceTimersByTime(1000);
      expect(cb.onCountdown).toHaveBeenLastCalledWith(0);
      expect(cb.onTimeout).toHaveBeenCalledTimes(1);
    });
  });
});
