import { defaultRange, filterOfRange, rangeFromParams, rangeParams, timezoneOffsetOf } from './date-range';

describe('dashboard date range', () => {
  const now = new Date('2026-11-25T22:30:00.000Z');

  it('defaults to the last 7 days on the user\'s clock, today included', () => {
    expect(defaultRange('Europe/London', now)).toEqual({ start: '2026-11-19T12:00:00.000Z', end: '2026-11-25T12:00:00.000Z' });
    // Already the 26th in Istanbul (UTC+3).
    expect(defaultRange('Europe/Istanbul', now)).toEqual({ start: '2026-11-20T12:00:00.000Z', end: '2026-11-26T12:00:00.000Z' });
  });

  it('gives widgets [start of the first day, start of the day after the last) in the user\'s zone; an open end stays open', () => {
    expect(filterOfRange({ start: '2026-11-19T12:00:00.000Z', end: '2026-11-25T12:00:00.000Z' }, 'Europe/Istanbul'))
      .toEqual({ startDate: '2026-11-18T21:00:00.000Z', endDate: '2026-11-25T21:00:00.000Z' });
    expect(filterOfRange({ start: null, end: '2026-11-25T12:00:00.000Z' }, 'UTC')).toEqual({ startDate: null, endDate: '2026-11-26T00:00:00.000Z' });
  });

  it('sends the zone offset with Date.getTimezoneOffset\'s sign', () => {
    expect(timezoneOffsetOf('Europe/Istanbul', now)).toBe(-180);
    expect(timezoneOffsetOf('America/New_York', now)).toBe(300);
    expect(timezoneOffsetOf('UTC', now)).toBe(0);
  });

  it('keeps the range in the URL as days', () => {
    const range = { start: '2026-11-01T12:00:00.000Z', end: '2026-11-07T12:00:00.000Z' };
    expect(rangeParams(range)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(rangeFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-07'))).toEqual(range);
    expect(rangeFromParams(new URLSearchParams('from=nonsense'))).toBeNull();
  });
});
