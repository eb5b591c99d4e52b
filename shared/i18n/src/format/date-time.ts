import type { Dayjs } from 'dayjs';
import { existingPortalI18n } from '../instance/portal-i18n';
import { SHELL_TEXTS } from '../resources/shell-texts';

// One formatter of dates for the whole portal, on the clock of the user's profile (`configureTimeZone`): it lives here
// rather than in the kit so that the shell's bell and the support remote use it without loading the kit.

export type DateInput = string | number | Date | Dayjs | null | undefined;
export type DateTimeStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time' | 'timeSeconds';

const MINUTE_MS = 60_000;

function translate(key: string, n?: number): string {
  const i18n = existingPortalI18n();
  if (i18n) return i18n.t(key, { n });
  return key.replace('{{n}}', String(n));
}

// Intl.DateTimeFormat is costly to make (ICU loads the zone's rules and the locale's patterns): one per zone, made on
// first use, serves every date drawn on that clock (a list's column formats each of its rows).
const WALL_CLOCK_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
};
const wallClockFormats = new Map<string, Intl.DateTimeFormat | null>();

function wallClockFormat(timeZone: string | undefined): Intl.DateTimeFormat | null {
  const key = timeZone ?? '';
  let format = wallClockFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...WALL_CLOCK_OPTIONS, timeZone });
    } catch {
      format = null; // an unknown zone name
    }
    wallClockFormats.set(key, format);
  }
  return format;
}

/** Whether `timeZone` is a zone name this browser knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  return wallClockFormat(timeZone) !== null;
}

/**
 * The date parts (year, month, day, hour, minute, second, two digits each but the year) of `date` on the wall clock of
 * `timeZone` (the browser's zone when undefined); null for a zone name the browser does not know.
 */
export function wallClockParts(date: Date, timeZone: string | undefined): Record<string, string> | null {
  const format = wallClockFormat(timeZone);
  if (!format) return null;
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'object' ? value.valueOf() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * DD/MM/YYYY, DD/MM/YYYY HH:mm or DD/MM/YYYY HH:mm:ss (spec part 2 section 9), or the time alone (HH:mm, HH:mm:ss:
 * a time of a day already named), on the clock of `timeZone` (the profile's; the browser's when undefined or
 * unknown); '' for an empty or invalid value.
 */
export function formatInTimeZone(value: DateInput, timeZone: string | undefined, style: DateTimeStyle = 'dateTime'): string {
  const date = toDate(value);
  if (!date) return '';
  const p = wallClockParts(date, timeZone) ?? wallClockParts(date, undefined);
  if (!p) return '';
  const day = `${p.day}/${p.month}/${p.year}`;
  if (style === 'date') return day;
  const time = `${p.hour}:${p.minute}${style === 'dateTimeSeconds' || style === 'timeSeconds' ? `:${p.second}` : ''}`;
  return style === 'time' || style === 'timeSeconds' ? time : `${day} ${time}`;
}

/** DD/MM/YYYY HH:mm, or with seconds, on the clock of `timeZone` (the browser's when undefined). */
export function formatDateTime(value: DateInput, withSeconds = false, timeZone?: string): string {
  return formatInTimeZone(value, timeZone, withSeconds ? 'dateTimeSeconds' : 'dateTime');
}

/**
 * "just now" under 1 minute, "N minutes ago" under 60 minutes, "Nh ago" under 1440 minutes, else the full
 * date-time with seconds on the clock of `timeZone` (spec part 2 section 9). Future times count as just now.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date(), timeZone?: string): string {
  const date = toDate(value);
  const at = toDate(now);
  if (!date || !at) return '';
  const minutes = Math.floor((at.getTime() - date.getTime()) / MINUTE_MS);
  if (minutes < 1) return translate(SHELL_TEXTS.justNow);
  if (minutes < 60) return translate(SHELL_TEXTS.minutesAgo, minutes);
  if (minutes < 1440) return translate(SHELL_TEXTS.hoursAgo, Math.floor(minutes / 60));
  return formatInTimeZone(date, timeZone, 'dateTimeSeconds');
}

/** The kit's spelling of formatRelativeTime: the zone before the clock. */
export function formatRelativeInTimeZone(value: DateInput, timeZone: string | undefined, now: DateInput = new Date()): string {
  return formatRelativeTime(value, now, timeZone);
}
