import { dayInTimeZone, dayStartInTimeZone, nextDay, pickerDayOf, type DateRangeValue } from '@portal/kit';
import { DASHBOARD_LIMITS, type WidgetFilters } from '@portal/contracts';

/** A day as the kit's date picker stores it (noon UTC of the day). */
const noonOf = (day: string) => `${day}T12:00:00.000Z`;
/** The kit's one reading of a picker day. */
const dayOf = pickerDayOf;

/** The last `days` days on the user's clock, today included (the dashboard's default: the last 7 days). */
export function lastDays(days: number, timeZone: string | undefined, now = new Date()): DateRangeValue {
  const today = dayInTimeZone(now, timeZone);
  const [y, m, d] = today.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - 1, d! - (days - 1))).toISOString().slice(0, 10);
  return { start: noonOf(first), end: noonOf(today) };
}

export const defaultRange = (timeZone: string | undefined, now = new Date()) => lastDays(DASHBOARD_LIMITS.defaultRangeDays, timeZone, now);

/**
 * The filter a date range gives the widgets: the chosen days become [start of the first, start of the day after
 * the last) on the user's clock; an open end stays open (null: dropped from the query).
 */
export function filterOfRange(range: DateRangeValue | null, timeZone: string | undefined): WidgetFilters {
  const start = dayOf(range?.start);
  const end = dayOf(range?.end);
  return {
    startDate: start ? dayStartInTimeZone(start, timeZone) : null,
    endDate: end ? dayStartInTimeZone(nextDay(end), timeZone) : null,
  };
}

/** Minutes UTC is ahead of the user's clock (moved to the kit: the reports read it too). */
export { timezoneOffsetOf } from '@portal/kit';

/** The range in the URL (`from`, `to` as YYYY-MM-DD), so a reload or a shared link shows the same period. */
export function rangeFromParams(params: URLSearchParams): DateRangeValue | null {
  const from = params.get('from');
  const to = params.get('to');
  const valid = (v: string | null) => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
  if (!valid(from) && !valid(to)) return null;
  return { start: valid(from) ? noonOf(from!) : null, end: valid(to) ? noonOf(to!) : null };
}

export const rangeParams = (range: DateRangeValue): Record<string, string> => ({
  ...(dayOf(range.start) ? { from: dayOf(range.start)! } : {}),
  ...(dayOf(range.end) ? { to: dayOf(range.end)! } : {}),
});
