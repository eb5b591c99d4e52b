import { count } from 'drizzle-orm';
import Holidays from 'date-holidays';
import type { Db } from '../../db/client';
import { leaveEmployees, leaveRequests, publicHolidays } from '../../db/schema';
import { stableId } from '../../lib/ids';
import { countedDays, dayOf, isWorkingDay } from './working-days';

const user = (email: string) => stableId(`user:${email}`);

/** A country's public holidays of a year, from date-holidays (what the settings page's Import does). */
export function publicHolidaysOf(countryId: string, year: number): Array<{ day: string; name: string }> {
  const calendar = new Holidays(countryId);
  return [...new Map(calendar.getHolidays(year).filter((h) => h.type === 'public').map((h) => [h.date.slice(0, 10), h.name])).entries()]
    .map(([day, name]) => ({ day, name }));
}

/** The first `n` working days from `from` on (weekends and holidays skipped). */
function workingDaysFrom(from: Date, n: number, holidays: ReadonlySet<string>): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); days.length < n; t += 86_400_000) {
    const day = dayOf(new Date(t));
    if (isWorkingDay(day, holidays)) days.push(day);
  }
  return days;
}

/**
 * Leave (ADR 0084), once: platform@ (United Kingdom, 25 days) and ops@ (Türkiye, 14 days) are employees, the two
 * countries' public holidays of this year and the next are imported, ops@ waits for platform@'s approval of three
 * days next month, and platform@ took two days last month.
 */
export async function seedLeave(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(leaveEmployees);
  if ((existing?.n ?? 0) > 0) return;
  const platform = user('platform@demo.test');
  const ops = user('ops@demo.test');
  await db.insert(leaveEmployees).values([
    { userId: platform, countryId: 'GB', annualAllowanceDays: 25, hoursPerDay: 8 },
    { userId: ops, countryId: 'TR', annualAllowanceDays: 14, hoursPerDay: 8 },
  ]);
  const year = now.getUTCFullYear();
  const holidays = new Map<string, Set<string>>();
  for (const countryId of ['GB', 'TR']) {
    const days = [...publicHolidaysOf(countryId, year), ...publicHolidaysOf(countryId, year + 1)];
    holidays.set(countryId, new Set(days.map((d) => d.day)));
    await db.insert(publicHolidays).values(days.map((d) => ({ id: stableId(`holiday:${countryId}:${d.day}`), countryId, ...d }))).onConflictDoNothing();
  }
  const nextMonth = new Date(Date.UTC(year, now.getUTCMonth() + 1, 3));
  const lastMonth = new Date(Date.UTC(year, now.getUTCMonth() - 1, 10));
  const pending = workingDaysFrom(nextMonth, 3, holidays.get('TR')!);
  const taken = workingDaysFrom(lastMonth, 2, holidays.get('GB')!);
  const span = (days: string[], country: string) => countedDays({ kind: 'FullDays', startDay: days[0]!, endDay: days.at(-1)!, hoursPerDay: 8, holidays: holidays.get(country)! });
  await db.insert(leaveRequests).values([
    {
      id: stableId('leave:ops:pending'), employeeId: ops, kind: 'FullDays', startDay: pending[0]!, endDay: pending.at(-1)!, days: span(pending, 'TR'),
      reason: 'Family visit', status: 'Pending', requestedBy: ops,
    },
    {
      id: stableId('leave:platform:taken'), employeeId: platform, kind: 'FullDays', startDay: taken[0]!, endDay: taken.at(-1)!, days: span(taken, 'GB'),
      reason: 'Long weekend', status: 'Approved', requestedBy: platform, decidedBy: ops, decidedAt: lastMonth,
    },
  ]);
}
