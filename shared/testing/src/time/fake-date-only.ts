/**
 * Timers jest leaves real when a test fakes only the date: antd, msw and user-event schedule through them, and a
 * test of "today" must not have to drive them by hand.
 */
const REAL_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick',
  'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] as const;

/** Fakes only `Date` at `now` (move it with `jest.setSystemTime`); undo with `jest.useRealTimers()`. */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({ now, doNotFake: [...REAL_TIMERS] });
}
