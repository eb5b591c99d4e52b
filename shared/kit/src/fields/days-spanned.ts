import dayjs from 'dayjs';

/** Inclusive day count of a range: 1 Jan to 1 Jan is 1 day, 1 Jan to 7 Jan is 7 days. */
export function daysSpanned(start: string, end: string): number {
  return dayjs(end).startOf('day').diff(dayjs(start).startOf('day'), 'day') + 1;
}
