import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CrmRecordType, TaskPriority } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmContacts, crmLeads, crmNotes, crmOrganizations, crmTasks, users } from '../../db/schema';
import { stableId } from '../../lib/ids';

/** A demo task: title, days from the seed's day it is due (negative: overdue), priority, what it is about, done. */
type TaskSeed = [title: string, dueInDays: number, priority: TaskPriority, about: CrmRecordType | null, done: boolean];

const TASKS: TaskSeed[] = [
  ['Call back about card pricing', -2, 'High', 'lead', false],
  ['Send the KYB document checklist', -1, 'Normal', 'organization', false],
  ['Confirm settlement account details', 0, 'High', 'organization', false],
  ['Book the integration kick-off', 0, 'Normal', 'contact', false],
  ['Review expected volumes with finance', 1, 'Normal', 'lead', false],
  ['Prepare the custom price book proposal', 2, 'High', 'organization', false],
  ['Follow up on the signed agreement', 3, 'Normal', 'contact', false],
  ['Check chargeback history (6 months)', 5, 'Low', 'organization', false],
  ['Introduce the open banking product', 7, 'Low', 'lead', false],
  ['Quarterly business review', 14, 'Normal', null, false],
  ['Send the welcome pack', -6, 'Normal', 'contact', true],
  ['Qualify inbound lead', -4, 'High', 'lead', true],
];

/**
 * Each tenant's demo tasks and notes (ADR 0092): for its first CRM user (tenant@ at Acme), due around the day the
 * database is seeded (so some are overdue and some due today on a fresh start), about seeded customers, contacts and
 * leads; a few given by a colleague. Stable ids: a restart adds nothing.
 */
export async function seedCrmActivity(db: Db, tenantId: string, now: Date = new Date()): Promise<void> {
  const team = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'crm'), isNull(users.deletedAt))).orderBy(asc(users.email));
  const me = (await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, 'tenant@demo.test'))))[0] ?? team[0];
  if (!me) return;
  const colleague = team.find((u) => u.id !== me.id) ?? me;
  const orgs = await db.select({ id: crmOrganizations.id }).from(crmOrganizations).where(eq(crmOrganizations.tenantId, tenantId)).orderBy(asc(crmOrganizations.legalName)).limit(6);
  const contacts = await db.select({ id: crmContacts.id }).from(crmContacts).where(eq(crmContacts.tenantId, tenantId)).orderBy(asc(crmContacts.lastName)).limit(6);
  const leads = await db.select({ id: crmLeads.id }).from(crmLeads).where(eq(crmLeads.tenantId, tenantId)).orderBy(asc(crmLeads.companyName)).limit(6);
  const pick: Record<CrmRecordType, Array<{ id: string }>> = { organization: orgs, contact: contacts, lead: leads, opportunity: [], project: [] };
  const day = 86_400_000;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = TASKS.map(([title, dueIn, priority, about, done], i) => {
    const record = about ? pick[about][i % Math.max(1, pick[about].length)] : undefined;
    const createdBy = i % 3 === 0 ? colleague.id : me.id;
    const createdAt = new Date(today - (10 - (i % 5)) * day);
    return {
      id: stableId(`crm-task:${tenantId}:${i}`), tenantId, title, description: '', dueDate: new Date(today + dueIn * day).toISOString().slice(0, 10), priority,
      assigneeId: me.id, relatedType: record ? about : null, relatedId: record?.id ?? null, createdBy, createdAt, updatedAt: createdAt,
      doneAt: done ? new Date(today + dueIn * day) : null, doneBy: done ? me.id : null,
    };
  });
  await db.insert(crmTasks).values(rows).onConflictDoNothing();
  const org = orgs[0];
  if (org) {
    await db.insert(crmNotes).values([
      { id: stableId(`crm-note:${tenantId}:0`), tenantId, relatedType: 'organization', relatedId: org.id, authorId: colleague.id, mentionIds: [me.id], createdAt: new Date(today - 3 * day),
        body: 'Their CFO wants card fees below 1.4% for EUR: can we offer the partner book?' },
      { id: stableId(`crm-note:${tenantId}:1`), tenantId, relatedType: 'organization', relatedId: org.id, authorId: me.id, mentionIds: [], createdAt: new Date(today - 2 * day),
        body: 'Sent the KYB checklist; certificate of incorporation received.' },
    ]).onConflictDoNothing();
  }
}
