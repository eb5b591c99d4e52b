import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

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

/** A picked local date-time stored in UTC, seconds and milliseconds dropped (spec part 2 section 5). */
export function toUtcIso(value: Dayjs): string {
  return value.second(0).millisecond(0).utc().toISOString();
}

/** A stored UTC value as a local Dayjs for the picker. */
export function fromUtcIso(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const value = dayjs(iso);
  return value.isValid() ? value : null;
}

/** Rounds down to the minute step (a typed 10:07 becomes 10:05). */
export function toMinuteStep(value: Dayjs): Dayjs {
  return value.minute(value.minute() - (value.minute() % DATE_TIME_MINUTE_STEP)).second(0).millisecond(0);
}
