/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { fromDateOnlyIso, fromUtcIso, toDateOnlyIso, toMinuteStep, toUtcIso } from './date-values';
import { parseDayMonthYear } from './parse-day-month-year';
import { exceedsMaxDays } from './range-span';

dayjs.extend(utc);

/** A picker value as a user in a zone `hours` from UTC would pick it (jest cannot change the process zone). */
function inZone(utcInstant: string, hours: number) {
  return dayjs.utc(utcInstant).utcOffset(hours * 60);
}

describe('date-only values', () => {
  it.each([
    ['UTC', '2024-03-15T00:00:00Z', 0],
    ['Los Angeles, 15 March in the evening', '2024-03-16T04:00:00Z', -8],
    ['Auckland, 15 March just after midnight', '2024-03-14T11:30:00Z', 13],
  ])('store noon UTC of the picked calendar day (%s)', (_where, instant, hours) => {
    expect(toDateOnlyIso(inZone(instant, hours))).toBe('2024-03-15T12:00:00.000Z');
  });

  it('read back as the same calendar day', () => {
    expect(fromDateOnlyIso('2024-03-15T12:00:00.000Z')?.format('DD/MM/YYYY')).toBe('15/03/2024');
  });

  it('read an empty or broken value as no date', () => {
    expect(fromDateOnlyIso(null)).toBeNull();
    expect(fromDateOnlyIso('not a date')).toBeNull();
  });
});

describe('date-time values', () => {
  it('store UTC without seconds', () => {
    const istanbulTenFive = inZone('2024-03-15T07:05:42.123Z', 3);
    expect(istanbulTenFive.format('HH:mm:ss')).toBe('10:05:42');
    expect(toUtcIso(istanbulTenFive)).toBe('2024-03-15T07:05:00.000Z');
    expect(fromUtcIso('2024-03-15T07:05:00.000Z')?.toISOString()).toBe('2024-03-15T07:05:00.000Z');
    expect(fromUtcIso('')).toBeNull();
  });

  it('round a time down to its 5-minute step', () => {
    expect(toMinuteStep(dayjs('2024-03-15T10:07:30')).format('HH:mm:ss')).toBe('10:05:00');
    expect(toMinuteStep(dayjs('2024-03-15T10:55:00')).format('HH:mm')).toBe('10:55');
    expect(toMinuteStep(dayjs('2024-03-15T10:04:59')).format('HH:mm')).toBe('10:00');
  });
});

describe('parseDayMonthYear', () => {
  it('reads day/month/year', () => {
    const date = parseDayMonthYear('15/03/2024');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2024, 2, 15]);
    expect(parseDayMonthYear(' 1/2/2024 ')?.getMonth()).toBe(1);
    expect(parseDayMonthYear('29/02/2024')?.getDate()).toBe(29);
  });

  it.each(['2024-03-15', '15-03-2024', '15/03/24', '15/03/2024 10:00', 'abc', '', '1/1/1/2024'])('gives null for the shape %p', (text) =>
    expect(parseDayMonthYear(text)).toBeNull(),
  );

  it.each(['31/02/2024', '29/02/2023', '00/01/2024', '12/13/2024', '31/04/2024'])('gives null for the date that does not exist %p', (text) =>
    expect(parseDayMonthYear(text)).toBeNull(),
  );

  it('gives null for nothing', () => {
    expect(parseDayMonthYear(null)).toBeNull();
    expect(parseDayMonthYear(undefined)).toBeNull();
  });
});

describe('range span', () => {
  const monday = dayjs('2024-03-11T09:00');
  it('allows maxDays days counting both ends and disables the rest, on both sides', () => {
    expect(exceedsMaxDays(dayjs('2024-03-17T23:00'), monday, 7)).toBe(false);
    expect(exceedsMaxDays(dayjs('2024-03-18T00:00'), monday, 7)).toBe(true);
    expect(exceedsMaxDays(dayjs('2024-03-05'), monday, 7)).toBe(false);
    expect(exceedsMaxDays(dayjs('2024-03-04'), monday, 7)).toBe(true);
  });

  it('disables nothing before an end is picked', () => {
    expect(exceedsMaxDays(dayjs('2030-01-01'), undefined, 1)).toBe(false);
  });
});
