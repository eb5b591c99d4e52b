import { portalI18n } from '@portal/i18n';
import { render, screen } from '@testing-library/react';
import { formatCount, formatDecimal, formatSuccessRate, formatVolume } from './number';
import { decimalPlacesOf, formatMoney } from './money';
import { formatInTimeZone, formatRelativeInTimeZone } from './date-time';
import { statusTone } from './status';
import { dayInTimeZone, dayStartInTimeZone, nextDay, wallTimeInTimeZone } from './time-zone';
import { StatusPill } from './StatusPill';
import { countryNamesIn, inReadersLanguage } from './country-names';
import { methodsInReadersLanguage } from './payment-method-names';

describe('money', () => {
  it.each([
    [123456, 'GBP', undefined, '1.234,56 GBP'],
    [5, 'EUR', undefined, '0,05 EUR'],
    [-123456789, 'USD', undefined, '-1.234.567,89 USD'],
    [1500, 'JPY', undefined, '1.500 JPY'],
    [1234567, 'KWD', undefined, '1.234,567 KWD'],
    [1234567, 'XYZ', 3, '1.234,567 XYZ'],
    [0, 'GBP', undefined, '0,00 GBP'],
  ])('%d minor units of %s read %s', (minor, currency, places, expected) => {
    expect(formatMoney(minor, currency, places)).toBe(expected);
  });

  it('keeps exact digits where floating point would round (9007199254740991 minor units)', () => {
    expect(formatMoney(9007199254740991, 'GBP')).toBe('90.071.992.547.409,91 GBP');
  });

  it('writes nothing for a missing or fractional amount', () => {
    expect(formatMoney(null, 'GBP')).toBe('');
    expect(formatMoney(1.5, 'GBP')).toBe('');
  });

  it('takes the lookup decimal places over ISO, and 2 for an unknown currency', () => {
    expect(decimalPlacesOf('JPY', 2)).toBe(2);
    expect(decimalPlacesOf('ABC')).toBe(2);
  });
});

describe('numbers', () => {
  it('write comma decimals and dot thousands', () => {
    expect(formatDecimal(1234567.891)).toBe('1.234.567,89');
    expect(formatDecimal(-0.001)).toBe('0,00');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatVolume(1000)).toBe('1.000,00');
    expect(formatSuccessRate(97.5, 'en')).toBe('97,50%');
    // Turkish writes the sign first.
    expect(formatSuccessRate(68.333, 'tr')).toBe('%68,33');
  });

  it('writes a success rate in the portal\'s current language when none is given', async () => {
    const i18n = portalI18n();
    await i18n.changeLanguage('tr');
    try {
      expect(formatSuccessRate(68.333)).toBe('%68,33');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(formatSuccessRate(68.333)).toBe('68,33%');
    expect(formatSuccessRate(undefined)).toBe('');
  });
});

describe('dates in the user time zone', () => {
  const instant = '2025-07-01T23:30:05Z';

  it('shows the wall clock of the zone', () => {
    expect(formatInTimeZone(instant, 'Europe/London', 'dateTime')).toBe('02/07/2025 00:30');
    expect(formatInTimeZone(instant, 'Europe/London', 'dateTimeSeconds')).toBe('02/07/2025 00:30:05');
    expect(formatInTimeZone(instant, 'America/New_York', 'date')).toBe('01/07/2025');
    expect(formatInTimeZone(instant, 'Asia/Tokyo')).toBe('02/07/2025 08:30');
  });

  it('falls back to the browser zone for an unknown zone, and to nothing for no date', () => {
    expect(formatInTimeZone(instant, 'Not/AZone', 'date')).toMatch(/^0[12]\/07\/2025$/);
    expect(formatInTimeZone('garbage', 'Europe/London')).toBe('');
    expect(formatInTimeZone(null, 'Europe/London')).toBe('');
  });

  it('reads relative time up to a day, then the full date-time in the zone', () => {
    const now = new Date('2025-07-02T12:00:00Z');
    expect(formatRelativeInTimeZone('2025-07-02T11:59:30Z', 'Europe/London', now)).toBe('just now');
    expect(formatRelativeInTimeZone('2025-07-02T11:15:00Z', 'Europe/London', now)).toBe('45 minutes ago');
    expect(formatRelativeInTimeZone('2025-07-01T12:00:01Z', 'Europe/London', now)).toBe('23h ago');
    expect(formatRelativeInTimeZone('2025-07-01T12:00:00Z', 'Asia/Tokyo', now)).toBe('01/07/2025 21:00:00');
  });

  it('measures relative time against a fake clock by default', () => {
    jest.useFakeTimers({ now: new Date('2025-07-02T12:00:00Z') });
    try {
      expect(formatRelativeInTimeZone('2025-07-02T09:00:00Z', 'UTC')).toBe('3h ago');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('status pill', () => {
  it.each([
    ['Captured', 'positive'], ['Refunded', 'positive'], ['Successful', 'positive'],
    ['Declined', 'negative'], ['Failed', 'negative'], ['Rejected', 'negative'],
    ['Pending', 'pending'], ['WaitingForApproval', 'pending'], ['Blocked', 'pending'],
    ['Not Found', 'hold'], ['captured', 'positive'], ['Voided', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows the label with its tone class', () => {
    render(<StatusPill status="Declined" label="Reddedildi" />);
    expect(screen.getByText('Reddedildi')).toHaveClass('status-pill-negative');
  });
});

describe('calendar days in the user time zone', () => {
  it('start at local midnight, across daylight saving changes', () => {
    expect(dayStartInTimeZone('2025-07-01', 'Europe/London')).toBe('2025-06-30T23:00:00.000Z');
    expect(dayStartInTimeZone('2025-01-15', 'Europe/London')).toBe('2025-01-15T00:00:00.000Z');
    expect(dayStartInTimeZone('2025-03-30', 'Europe/London')).toBe('2025-03-30T00:00:00.000Z');
    expect(dayStartInTimeZone('2025-07-01', 'Asia/Tokyo')).toBe('2025-06-30T15:00:00.000Z');
    expect(dayStartInTimeZone('2025-07-01', 'America/New_York')).toBe('2025-07-01T04:00:00.000Z');
  });

  it('turn a time of a day on that clock into its instant, on both sides of a daylight saving change', () => {
    // London: GMT until 01:00 UTC on 30 March 2025, BST after.
    expect(wallTimeInTimeZone('2025-03-30', 0, 30, 'Europe/London')).toBe('2025-03-30T00:30:00.000Z');
    expect(wallTimeInTimeZone('2025-03-30', 9, 5, 'Europe/London')).toBe('2025-03-30T08:05:00.000Z');
    expect(wallTimeInTimeZone('2025-07-02', 23, 55, 'Asia/Tokyo')).toBe('2025-07-02T14:55:00.000Z');
    expect(wallTimeInTimeZone('2025-07-02', 9, 0, 'America/New_York')).toBe('2025-07-02T13:00:00.000Z');
  });

  it('name the day an instant falls on there, and the day after', () => {
    expect(dayInTimeZone(new Date('2025-07-01T23:30:00Z'), 'Europe/London')).toBe('2025-07-02');
    expect(dayInTimeZone(new Date('2025-07-01T23:30:00Z'), 'America/New_York')).toBe('2025-07-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});

describe('country names', () => {
  const seeded = [{ id: 'GB', name: 'United Kingdom' }, { id: 'TR', name: 'Türkiye' }, { id: 'CY', name: 'Cyprus' }];

  it('reads the seeded names in Turkish and leaves them as they are in English', () => {
    expect(inReadersLanguage(seeded, 'tr').map((c) => c.name)).toEqual(['Birleşik Krallık', 'Türkiye', 'Kıbrıs']);
    expect(inReadersLanguage(seeded, 'en')).toEqual(seeded);
  });

  it('keeps a name an operator set, and a code the browser has no name for', () => {
    const countries = [{ id: 'GB', name: 'Great Britain' }, { id: 'XK', name: 'Kosovo' }, { id: 'QQ', name: 'Nowhere' }];
    expect(inReadersLanguage(countries, 'tr').map((c) => c.name)).toEqual(['Great Britain', 'Kosova', 'Nowhere']);
    expect(countryNamesIn('tr')('gb')).toBeUndefined();
  });
});

describe('payment method names', () => {
  const seeded = [{ id: 'card', name: 'Card' }, { id: 'apple-pay', name: 'Apple Pay' }, { id: 'open-banking', name: 'Open banking' }, { id: 'bank-transfer', name: 'Bank transfer' }];

  it('reads the seeded names in Turkish (brand names as they are) and leaves them in English', () => {
    expect(methodsInReadersLanguage(seeded, 'tr').map((m) => m.name)).toEqual(['Kart', 'Apple Pay', 'Açık bankacılık', 'Banka havalesi']);
    expect(methodsInReadersLanguage(seeded, 'en')).toEqual(seeded);
  });

  it('keeps a name platform staff set, and a method the platform did not seed', () => {
    const methods = [{ id: 'card', name: 'Cards (all schemes)' }, { id: 'klarna', name: 'Card' }];
    expect(methodsInReadersLanguage(methods, 'tr').map((m) => m.name)).toEqual(['Cards (all schemes)', 'Card']);
  });
});
