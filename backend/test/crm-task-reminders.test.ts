import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { crmTasks, notifications, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { remindDueTasks } from '../src/modules/crm-activity/task-reminders';
import { apiSuite } from './helpers/api-suite';

const ACME = seedIds.tenant('acme');
const TESSA = seedIds.user('tenant@demo.test');
const AVERY = seedIds.user('tenant-approver@demo.test');
const at = (iso: string) => new Date(iso);

/**
 * Task reminders (ADR 0146): the CrmTaskReminders job reminds each open task's assignee once per due date, from 08:00
 * of the day before on the assignee's clock until the due date ends. Runs on fixed clocks years ahead, so that the
 * seed's tasks (due around today) are never in its window.
 */
describe('CRM task reminders (ADR 0146)', () => {
  const s = apiSuite([]);
  // The file has its own database (a copy of the seeded template): what it writes is gone with it.
  const setZone = (userId: string, timeZone: string) => s.db.update(users).set({ timeZone }).where(eq(users.id, userId));
  const task = async (title: string, dueDate: string, assigneeId: string, createdAt: Date, extra: Partial<typeof crmTasks.$inferInsert> = {}) => {
    const id = randomUUID();
    await s.db.insert(crmTasks).values({ id, tenantId: ACME, title, dueDate, assigneeId, createdAt, updatedAt: createdAt, ...extra });
    return id;
  };
  const toldOf = async (taskId: string) =>
    (await s.db.select().from(notifications).where(eq(notifications.objectUrl, `/crm/tasks?open=${taskId}`))).map((n) => [n.userId, n.notificationType, n.title]);

  it("reminds from 08:00 of the day before on the assignee's own clock, once, and not a task that is done", async () => {
    await setZone(TESSA, 'Europe/London');
    await setZone(AVERY, 'Europe/Istanbul');
    const created = at('2031-03-01T09:00:00Z');
    const london = await task('Send the pricing proposal', '2031-03-10', TESSA, created);
    const istanbul = await task('Call Nimbus about the MID', '2031-03-10', AVERY, created);
    const done = await task('Already handled', '2031-03-10', TESSA, created, { doneAt: at('2031-03-05T10:00:00Z'), doneBy: TESSA });
    // London is on UTC in March (08:00 = 08:00Z), Istanbul three hours ahead (08:00 = 05:00Z).
    assert.equal(await remindDueTasks(s.db, at('2031-03-09T04:59:59Z')), 0);
    assert.equal(await remindDueTasks(s.db, at('2031-03-09T05:00:00Z')), 1);
    assert.deepEqual(await toldOf(istanbul), [[AVERY, 'Task', 'Task due 10/03/2031: Call Nimbus about the MID']]);
    assert.equal(await remindDueTasks(s.db, at('2031-03-09T07:59:59Z')), 0);
    assert.equal(await remindDueTasks(s.db, at('2031-03-09T08:00:00Z')), 1);
    assert.deepEqual(await toldOf(london), [[TESSA, 'Task', 'Task due 10/03/2031: Send the pricing proposal']]);
    // Told once: later runs on the day before and on the due date add nothing.
    assert.equal(await remindDueTasks(s.db, at('2031-03-09T20:00:00Z')), 0);
    assert.equal(await remindDueTasks(s.db, at('2031-03-10T12:00:00Z')), 0);
    assert.deepEqual([(await toldOf(london)).length, (await toldOf(istanbul)).length, (await toldOf(done)).length], [1, 1, 0]);
  });

  it('reminds a moved due date again, catches up a late run on the due date, and leaves overdue and newly given tasks to the list', async () => {
    await setZone(TESSA, 'Europe/London');
    const moved = await task('Renew the agreement', '2031-05-06', TESSA, at('2031-05-01T09:00:00Z'));
    // London on summer time: 08:00 is 07:00Z.
    assert.equal(await remindDueTasks(s.db, at('2031-05-05T06:59:59Z')), 0);
    assert.equal(await remindDueTasks(s.db, at('2031-05-05T07:00:00Z')), 1);
    await s.db.update(crmTasks).set({ dueDate: '2031-05-09' }).where(eq(crmTasks.id, moved));
    assert.equal(await remindDueTasks(s.db, at('2031-05-07T12:00:00Z')), 0, 'not before the new day before');
    // The run of the day before was missed: the first run on the due date reminds.
    assert.equal(await remindDueTasks(s.db, at('2031-05-09T10:05:00Z')), 1);
    assert.deepEqual((await toldOf(moved)).map((n) => n[2]), ['Task due 06/05/2031: Renew the agreement', 'Task due 09/05/2031: Renew the agreement']);

    // Past the end of its due date a task is overdue: the tasks page says so, no reminder comes.
    const overdue = await task('Chase the bank letter', '2031-05-20', TESSA, at('2031-05-01T09:00:00Z'));
    assert.equal(await remindDueTasks(s.db, at('2031-05-20T23:00:00Z')), 0, '00:00 of the 21st in London');
    // Given after its reminder moment: its assignment notice already named the due date.
    const late = await task('Sign the addendum', '2031-05-27', TESSA, at('2031-05-26T09:30:00Z'));
    assert.equal(await remindDueTasks(s.db, at('2031-05-26T10:05:00Z')), 0);
    assert.deepEqual([(await toldOf(overdue)).length, (await toldOf(late)).length], [0, 0]);
  });
});
