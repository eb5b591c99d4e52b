/**
 * @jest-environment node
 */
import { createPortalI18n } from '../instance/portal-i18n';
import { formatDateTime, formatInTimeZone, formatRelativeTime } from './date-time';

// Local-time dates, so the expectations hold in any time zone.
const at = (h: number, m: number, s = 0) => new Date(2024, 2, 5, h, m, s);

describe('formatDateTime', () => {
  it('formats DD/MM/YYYY HH:mm and with seconds', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('02/01/2024 03:04');
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5), true)).toBe('02/01/2024 03:04:05');
  });

  it('returns an empty text for empty or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['0 s', at(12, 0, 0), 'just now'],
    ['59 s', at(11, 59, 1), 'just now'],
    ['60 s', at(11, 59, 0), '1 minutes ago'],
    ['59 min 59 s', at(11, 0, 1), '59 minutes ago'],
    ['60 min', at(11, 0, 0), '1h ago'],
    ['1439 min', new Date(2024, 2, 4, 12, 1, 0), '23h ago'],
  ])('%s before now reads %s', (_label, value, expected) => {
    expect(formatRelativeTime(value, at(12, 0, 0))).toBe(expected);
  });

  it('shows the full date-time from 1440 minutes', () => {
    expect(formatRelativeTime(new Date(2024, 2, 4, 12, 0, 0), at(12, 0, 0))).toBe('04/03/2024 12:00:00');
  });

  it('measures against the clock by default', () => {
    jest.useFakeTimers({ now: at(12, 0, 0) });
    expect(formatRelativeTime(at(11, 55, 0))).toBe('5 minutes ago');
    jest.setSystemTime(at(14, 10, 0));
    expect(formatRelativeTime(at(11, 55, 0))).toBe('2h ago');
  });

  it('follows the portal language', async () => {
    const i18n = createPortalI18n('tr');
    expect(formatRelativeTime(at(11, 55, 0), at(12, 0, 0))).toBe('5 dakika önce');
    expect(formatRelativeTime(at(11, 59, 30), at(12, 0, 0))).toBe('az önce');
    await i18n.changeLanguage('en');
    expect(formatRelativeTime(at(9, 0, 0), at(12, 0, 0))).toBe('3h ago');
  });
});

describe('on the profile clock', () => {
  const instant = '2024-07-01T21:30:05Z';

  it("formats on the given zone's wall clock, across a day boundary", () => {
    expect(formatDateTime(instant, true, 'Europe/Istanbul')).toBe('02/07/2024 00:30:05');
    expect(formatDateTime(instant, false, 'America/New_York')).toBe('01/07/2024 17:30');
  });

  it('writes the time alone, with or without seconds, on that clock', () => {
    expect(formatInTimeZone(instant, 'Europe/Istanbul', 'time')).toBe('00:30');
    expect(formatInTimeZone(instant, 'America/New_York', 'timeSeconds')).toBe('17:30:05');
  });

  it("falls back to the browser's clock for an unknown zone", () => {
    expect(formatDateTime(instant, true, 'Mars/Olympus')).toBe(formatDateTime(instant, true));
  });

  it('writes the full date-time of an older event on that clock', () => {
    expect(formatRelativeTime(instant, '2024-07-05T00:00:00Z', 'Europe/Istanbul')).toBe('02/07/2024 00:30:05');
  });
});
