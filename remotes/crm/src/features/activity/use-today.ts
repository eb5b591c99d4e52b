import { useProfileTimeZone } from '@portal/auth';
import { dayInTimeZone } from '@portal/kit';

/** Today on the user's profile clock (YYYY-MM-DD): what "overdue" and "due today" are measured against. */
export function useToday(): string {
  const timeZone = useProfileTimeZone();
  return dayInTimeZone(new Date(), timeZone);
}
