import { CronExpressionParser } from 'cron-parser';
import { isValidCron, SCHEDULER_LIMITS, SCHEDULER_MESSAGES } from '@portal/contracts';
import { badRequest } from '../../http/errors';

/**
 * A cron expression's runs after `after` (strictly), UTC; null when it is not five valid fields or cron-parser
 * cannot schedule it (31 February). One rule for the page's preview, the server's check and the tick.
 */
export function cronRuns(cron: string, after: Date, count: number): Date[] | null {
  if (!isValidCron(cron)) return null;
  try {
    const runs = CronExpressionParser.parse(cron.trim(), { currentDate: after, tz: 'UTC' });
    return Array.from({ length: count }, () => runs.next().toDate());
  } catch {
    return null;
  }
}

/** The first run after `after` (a valid cron: stored ones were checked). */
export function nextRunAfter(cron: string, after: Date): Date {
  const [next] = cronRuns(cron, after, 1) ?? [];
  if (!next) throw new Error(`cron ${cron} has no next run`);
  return next;
}

/** The last run at or before `at` (a valid cron), or null. */
export function previousRunAtOrBefore(cron: string, at: Date): Date | null {
  try {
    return CronExpressionParser.parse(cron.trim(), { currentDate: new Date(at.getTime() + 1), tz: 'UTC' }).prev().toDate();
  } catch {
    return null;
  }
}

/**
 * Refuses a cron that is not valid (400 with the reason); a custom job's also when it runs more often than once
 * in SCHEDULER_LIMITS.customMinimumMinutes (checked over the next runs, which is where a cron's tightest gap shows).
 */
export function checkCron(cron: string, now: Date, custom: boolean): string {
  const runs = cronRuns(cron, now, custom ? 25 : 1);
  if (!runs) throw badRequest(SCHEDULER_MESSAGES.cron);
  if (custom) {
    const gaps = runs.slice(1).map((run, i) => run.getTime() - runs[i]!.getTime());
    if (Math.min(...gaps) < SCHEDULER_LIMITS.customMinimumMinutes * 60_000) throw badRequest(SCHEDULER_MESSAGES.tooOften);
  }
  return cron.trim().split(/\s+/).join(' ');
}
