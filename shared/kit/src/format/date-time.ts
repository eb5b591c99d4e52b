import { formatRelativeTime, type DateInput } from '@portal/i18n';

/** The date parts of `date` on the wall clock of `timeZone` (the browser's zone when undefined). */
function partsIn(date: Date, timeZone: string | undefined): Record<string, string> | null {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    }).formatToParts(date);
    return Object.fromEntries(parts.map((p) => [p.type, p.value]));
  } catch {
    return null; // an unknown zone name: the caller falls back to the browser's zone
  }
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'object' ? value.valueOf() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type DateTimeStyle = 'date' | 'dateTime' | 'dateTimeSeconds';

/**
 * DD/MM/YYYY, DD/MM/YYYY HH:mm or DD/MM/YYYY HH:mm:ss (spec part 2 section 9) on the clock of the user's
 * time zone (their profile's `configureTimeZone`); '' for an empty or invalid value.
 */
export function formatInTimeZone(value: DateInput, timeZone: string | undefined, style: DateTimeStyle = 'dateTime'): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsIn(date, timeZone) ?? partsIn(date, undefined);
  if (!p) return '';
  const day = `${p.day}/${p.month}/${p.year}`;
  if (style === 'date') return day;
  return `${day} ${p.hour}:${p.minute}${style === 'dateTimeSeconds' ? `:${p.second}` : ''}`;
}

/**
 * Relative time of spec part 2 section 9 (just now / N minutes ago / Nh ago), and from 1440 minutes the
 * full date-time with seconds in the user's time zone.
 */
export function formatRelativeInTimeZone(value: DateInput, timeZone: string | undefined, now: DateInput = new Date()): string {
  const date = toDate(value);
  const at = toDate(now);
  if (!date || !at) return '';
  if (at.getTime() - date.getTime() >= 1440 * 60_000) return formatInTimeZone(date, timeZone, 'dateTimeSeconds');
  return formatRelativeTime(date, at);
}
