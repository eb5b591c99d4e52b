import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { wallClockParts } from '@portal/i18n';
import { wallTimeInTimeZone } from '../../format/time-zone';

dayjs.extend(utc);

/** Date-time minute step (spec part 2 section 9). */
export const DATE_TIME_MINUTE_STEP = 5;
/** Display formats (spec part 2 section 5). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/**
 * A date-only value is stored as noon UTC of the chosen calendar day (spec part 2 section 9), so the day
 * stays the same in every time zone from UTC-11 to UTC+11.
 */
export function toDateOnlyIso(day: Dayjs): string {
  return `${day.format('YYYY-MM-DD')}T12:00:00.000Z`;
}

/** The calendar day of a stored date-only value, as a local Dayjs for the picker. */
export function fromDateOnlyIso(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const stored = dayjs.utc(iso);
  return stored.isValid() ? dayjs(stored.format('YYYY-MM-DD')) : null;
}

// The picker's Dayjs values carry a wall clock: their fields (day, hour, minute) are what the user reads and picks, on
// the clock of the profile's time zone when one is given (the browser's otherwise); only these two functions turn
// them into and out of instants.

/**
 * A picked date-time stored in UTC, seconds and milliseconds dropped (spec part 2 section 5): its day, hour and
 * minute read on the clock of `timeZone` (the profile's; the browser's when undefined).
 */
export function toUtcIso(value: Dayjs, timeZone?: string): string {
  if (!timeZone) return value.second(0).millisecond(0).utc().toISOString();
  return wallTimeInTimeZone(value.format('YYYY-MM-DD'), value.hour(), value.minute(), timeZone);
}

/** A stored UTC value for the picker: a Dayjs whose fields are the wall clock of `timeZone` (the browser's when undefined). */
export function fromUtcIso(iso: string | null | undefined, timeZone?: string): Dayjs | null {
  if (!iso) return null;
  const value = dayjs(iso);
  if (!value.isValid()) return null;
  const wall = timeZone ? wallClockParts(value.toDate(), timeZone) : null;
  if (!wall) return value;
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((part) => Number(wall[part]));
  return dayjs(new Date(year!, month! - 1, day!, hour!, minute!, second!));
}

/** Rounds down to the minute step (a typed 10:07 becomes 10:05). */
export function toMinuteStep(value: Dayjs): Dayjs {
  return value.minute(value.minute() - (value.minute() % DATE_TIME_MINUTE_STEP)).second(0).millisecond(0);
}
