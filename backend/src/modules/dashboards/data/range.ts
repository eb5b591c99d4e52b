import { badRequest } from '../../../http/errors';
import { DASHBOARD_LIMITS } from '@portal/contracts';

/** The period a widget's figures cover: [start, end), and whether its time series goes by hour. */
export interface DataRange {
  start: Date;
  end: Date;
  hourly: boolean;
  /** Minutes UTC is ahead of the user's clock (Date.getTimezoneOffset's sign): periods are the user's days and hours. */
  timezoneOffset: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The range asked for (spec part 2 section 7.11): dateRange Last24Hours is the last 24 hours by hour (section 9
 * "Hourly chart covers the last 24 hours"); else startDate..endDate, an end alone reaching back the default 7
 * days, a start alone running to now, neither: the last 7 days. Longer than 366 days or reversed: 400.
 */
export function dataRangeOf(query: { startDate?: string; endDate?: string; dateRange?: string; timezoneOffset: number }, now: Date): DataRange {
  const timezoneOffset = query.timezoneOffset;
  if (query.dateRange === DASHBOARD_LIMITS.last24Hours) {
    // Whole hours: the 24 bars of the hourly chart, the current hour last.
    const end = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
    return { start: new Date(end.getTime() - 24 * HOUR), end, hourly: true, timezoneOffset };
  }
  const end = query.endDate ? new Date(query.endDate) : now;
  const start = query.startDate ? new Date(query.startDate) : new Date(end.getTime() - DASHBOARD_LIMITS.defaultRangeDays * DAY);
  if (start.getTime() >= end.getTime()) throw badRequest('startDate must be before endDate');
  if (end.getTime() - start.getTime() > DASHBOARD_LIMITS.maxRangeDays * DAY) throw badRequest(`A dashboard covers at most ${DASHBOARD_LIMITS.maxRangeDays} days`);
  return { start, end, hourly: false, timezoneOffset };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The label of the user's day or hour an instant falls in: "2026-11-25" or "2026-11-25T13:00" (what SQL's to_char writes). */
export function periodOf(instant: Date, range: Pick<DataRange, 'hourly' | 'timezoneOffset'>): string {
  const local = new Date(instant.getTime() - range.timezoneOffset * 60_000);
  const day = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return range.hourly ? `${day}T${pad(local.getUTCHours())}:00` : day;
}

/** Every period of the range in order, so a chart shows the days (hours) without payments as zero. */
export function periodsOf(range: DataRange): string[] {
  const step = range.hourly ? HOUR : DAY;
  const periods: string[] = [];
  const last = periodOf(new Date(range.end.getTime() - 1), range);
  for (let t = range.start.getTime(); ; t += step) {
    const period = periodOf(new Date(t), range);
    if (periods[periods.length - 1] !== period) periods.push(period);
    if (period === last || periods.length > DASHBOARD_LIMITS.maxRangeDays + 2) break;
  }
  return periods;
}
