import { eq } from 'drizzle-orm';
import { CRM_NOTIFICATION_TYPES, crmRecordPath, type CrmRecordType } from '@portal/contracts';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { notifyUsers } from '../notifications/notify';
import type { Principal } from '../users/repository';
import { portalDay } from '../../lib/portal-day';

type Q = Pick<Queryable, 'select' | 'insert'>;


/** Where a task opens: the tasks page with its drawer. */
export const taskPath = (taskId: string) => `/crm/tasks?open=${taskId}`;

const fullName = (user: Principal['user']) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** A task given to someone other than the actor: they are told, with a link that opens it (ADR 0092). */
export async function tellAssignee(q: Q, actor: Principal, task: { id: string; title: string; dueDate: string; assigneeId: string | null }): Promise<void> {
  if (!task.assigneeId || task.assigneeId === actor.user.id) return;
  await notifyUsers(q, [task.assigneeId], {
    notificationType: CRM_NOTIFICATION_TYPES.task,
    text: { key: 'crm.taskAssigned', params: { title: task.title, actor: fullName(actor.user), due: portalDay(task.dueDate) } },
    objectUrl: taskPath(task.id),
  });
}

/** The users a note mentions are told, with its first words and a link to the record (never the author). */
export async function tellMentioned(q: Q, actor: Principal, note: { body: string; mentionIds: string[] }, record: { type: CrmRecordType; id: string; name: string }): Promise<void> {
  const ids = note.mentionIds.filter((id) => id !== actor.user.id);
  if (!ids.length) return;
  const excerpt = note.body.length > 140 ? `${note.body.slice(0, 139)}…` : note.body;
  await notifyUsers(q, ids, {
    notificationType: CRM_NOTIFICATION_TYPES.mention,
    text: { key: 'crm.mentioned', params: { actor: fullName(actor.user), record: record.name, excerpt } },
    objectUrl: crmRecordPath(record.type, record.id),
  });
}

/** Names for ids (the people a note mentions), in the order asked. */
export async function namesOf(q: Pick<Queryable, 'select'>, ids: readonly string[]): Promise<Array<{ id: string; name: string }>> {
  const found = await Promise.all(ids.map(async (id) => {
    const [u] = await q.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, id));
    return u ? { id, name: `${u.first} ${u.last}` } : null;
  }));
  return found.filter((x): x is { id: string; name: string } => x !== null);
}
