import { and, eq, gte, isNull, lte, or, ne, sql } from 'drizzle-orm';
import { CRM_NOTIFICATION_TYPES } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmTasks, users } from '../../db/schema';
import { notifyUsers } from '../notifications/notify';
import { zoneOffsetAt } from '../transactions/export/export-format';
import { taskPath } from './notices';
import { portalDay } from '../../lib/portal-day';

/** The hour of the day before the due date, on the assignee's clock, from which a task is reminded (ADR 0146). */
export const TASK_REMINDER_HOUR = 8;

const DAY_MS = 86_400_000;


/** The instant a wall-clock time of a zone names (its offset then: summer and winter time both right). */
function instantOfWallTime(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  const guess = wall + zoneOffsetAt(new Date(wall), timeZone) * 60_000;
  return new Date(wall + zoneOffsetAt(new Date(guess), timeZone) * 60_000);
}

/** When the assignee of a task due on `dueDate` is reminded: 08:00 of the day before, on their clock. */
export function reminderMomentOf(dueDate: string, timeZone: string): Date {
  const dayBefore = new Date(Date.parse(`${dueDate}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return instantOfWallTime(dayBefore, TASK_REMINDER_HOUR, timeZone);
}

/** The end of the due date on the assignee's clock: past it the task is overdue, and the list says so instead. */
const endOfDueDate = (dueDate: string, timeZone: string) =>
  instantOfWallTime(new Date(Date.parse(`${dueDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10), 0, timeZone);

/**
 * The scheduler's CrmTaskReminders job (ADR 0146): each open task with an active assignee is reminded once per due
 * date, from 08:00 of the day before on the assignee's clock until the due date ends (a run missed overnight still
 * reminds on the day). A task given after that moment is not reminded: its assignment notice already named the due
 * date. A due date moved later is reminded again. Answers how many were told.
 */
export async function remindDueTasks(db: Db, now: Date): Promise<number> {
  // Every zone's reminder moment falls between 2 days before now and now + 1 day in calendar dates: a cheap first cut.
  const from = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
  const candidates = await db.select({
    id: crmTasks.id, title: crmTasks.title, dueDate: crmTasks.dueDate, assigneeId: crmTasks.assigneeId, createdAt: crmTasks.createdAt, timeZone: users.timeZone,
  }).from(crmTasks).innerJoin(users, eq(users.id, crmTasks.assigneeId))
    .where(and(
      isNull(crmTasks.doneAt), gte(crmTasks.dueDate, from), lte(crmTasks.dueDate, to),
      or(isNull(crmTasks.remindedFor), ne(crmTasks.remindedFor, crmTasks.dueDate)),
      eq(users.isActive, true), isNull(users.deletedAt),
    ));
  let told = 0;
  for (const task of candidates) {
    const moment = reminderMomentOf(task.dueDate, task.timeZone);
    if (now < moment || now >= endOfDueDate(task.dueDate, task.timeZone)) continue;
    // Marked first (compare-and-set on this due date): two instances running the job tell it once.
    const [marked] = await db.update(crmTasks).set({ remindedFor: task.dueDate })
      .where(and(eq(crmTasks.id, task.id), eq(crmTasks.dueDate, task.dueDate), isNull(crmTasks.doneAt),
        sql`${crmTasks.remindedFor} is distinct from ${crmTasks.dueDate}`))
      .returning({ id: crmTasks.id });
    if (!marked || task.createdAt > moment) continue;
    await notifyUsers(db, [task.assigneeId!], {
      notificationType: CRM_NOTIFICATION_TYPES.task,
      text: { key: 'crm.taskDue', params: { title: task.title, due: portalDay(task.dueDate) } },
      objectUrl: taskPath(task.id),
    });
    told += 1;
  }
  return told;
}
