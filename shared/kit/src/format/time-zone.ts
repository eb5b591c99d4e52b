/** Calendar days on the clock of a user's time zone, turned into the UTC instants a server filters on. */
import { isKnownTimeZone, wallClockParts } from '@portal/i18n';

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (the caller passes a known zone or undefined). */
function zoneOffsetMs(instant: number, timeZone: string | undefined): number {
  const parts = wallClockParts(new Date(instant), timeZone)!;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `timeZone` when the browser knows it, else undefined (the browser's zone). */
function knownZone(timeZone: string | undefined): string | undefined {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined;
}

/**
 * The instant the wall clock of `timeZone` shows `hour`:`minute` on a calendar day (`YYYY-MM-DD`), as ISO (DST-safe:
 * the offset is checked at the result).
 */
export function wallTimeInTimeZone(day: string, hour: number, minute: number, timeZone: string | undefined): string {
  const [y, m, d] = day.split('-').map(Number);
  const zone = knownZone(timeZone);
  const wallUtc = Date.UTC(y!, m! - 1, d!, hour, minute);
  let instant = wallUtc - zoneOffsetMs(wallUtc, zone);
  instant = wallUtc - zoneOffsetMs(instant, zone);
  return new Date(instant).toISOString();
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in `timeZone`, as ISO. */
export function dayStartInTimeZone(day: string, timeZone: string | undefined): string {
  return wallTimeInTimeZone(day, 0, 0, timeZone);
}

/** The calendar day (`YYYY-MM-DD`) of `instant` on the clock of `timeZone`. */
export function dayInTimeZone(instant: Date, timeZone: string | undefined): string {
  const zone = knownZone(timeZone);
  const shifted = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), zone));
  return shifted.toISOString().slice(0, 10);
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** Minutes UTC is ahead of the user's clock at `now` (Date.getTimezoneOffset's sign), from the profile time zone. */
export function timezoneOffsetOf(timeZone: string | undefined, now = new Date()): number {
  const day = dayInTimeZone(now, timeZone);
  const midnight = Date.parse(dayStartInTimeZone(day, timeZone));
  const [y, m, d] = day.split('-').map(Number);
  return Math.round((midnight - Date.UTC(y!, m! - 1, d!)) / 60_000);
}

/** The day `days` days before `day` (`YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - days)).toISOString().slice(0, 10);
}
