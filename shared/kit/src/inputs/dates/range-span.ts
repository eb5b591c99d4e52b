import type { Dayjs } from 'dayjs';

/**
 * Whether `day` lies too far from the range's picked end `from` for a span of at most `maxDays` days,
 * counting both ends (maxDays 7 from Monday allows up to the next Sunday). Nothing is disabled before
 * one end is picked.
 */
export function exceedsMaxDays(day: Dayjs, from: Dayjs | undefined, maxDays: number): boolean {
  if (!from) return false;
  return Math.abs(day.startOf('day').diff(from.startOf('day'), 'day')) >= maxDays;
}
