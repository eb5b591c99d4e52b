import type { LeaveKind } from '@portal/contracts';

/** What a request counts (ADR 0084): its kind and days, the employee's hours a day, and the public holidays to leave out. */
export interface LeaveSpan {
  kind: LeaveKind;
  startDay: string;
  endDay: string;
  hours?: number | null;
  hoursPerDay: number;
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Monday to Friday, not a public holiday of the employee's country. */
export const isWorkingDay = (day: string, holidays: ReadonlySet<string>): boolean => {
  const weekday = asDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
};

/** Every day from `start` to `end`, inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = asDate(start).getTime(); t <= asDate(end).getTime(); t += DAY_MS) days.push(dayOf(new Date(t)));
  return days;
}

/**
 * Working days a request takes: full days count each working day of the range, a half day 0.5 and hours their share
 * of the employee's day (rounded to 2 decimals); a weekend or holiday counts nothing.
 */
export function countedDays(span: LeaveSpan): number {
  if (span.kind === 'FullDays') return daysBetween(span.startDay, span.endDay).filter((d) => isWorkingDay(d, span.holidays)).length;
  if (!isWorkingDay(span.startDay, span.holidays)) return 0;
  if (span.kind === 'HalfDay') return 0.5;
  return Math.round(((span.hours ?? 0) / span.hoursPerDay) * 100) / 100;
}
