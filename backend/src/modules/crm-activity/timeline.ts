import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { CRM_NOTE_LIMITS, type TimelineKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { auditEvents, crmEmails, crmNotes, crmTasks, users } from '../../db/schema';
import type { CrmRecordInfo } from './record-registry';

export interface TimelineItem {
  id: string; kind: TimelineKind; at: string; actorId: string | null; actorName: string | null; title: string; body: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>; state: string | null; refId: string | null;
  mentions: Array<{ id: string; name: string }>;
}

/** Fields every write touches: a timeline that listed them would bury what changed. */
const NOISE = new Set(['updatedAt', 'createdAt', 'id', 'tenantId']);

type Source = (db: Db, record: CrmRecordInfo, before: Date, limit: number) => Promise<TimelineItem[]>;

const userName = (column: unknown) => sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${column})`;

const notes: Source = async (db, record, before, limit) => {
  const rows = await db.select({
    id: crmNotes.id, body: crmNotes.body, at: crmNotes.createdAt, authorId: crmNotes.authorId, authorName: userName(crmNotes.authorId),
    mentions: sql<Array<{ id: string; name: string }> | string>`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.first_name || ' ' || m.last_name)), '[]'::json) from users m where m.id = any(${crmNotes.mentionIds}))`,
  }).from(crmNotes).where(and(eq(crmNotes.relatedId, record.id), lt(crmNotes.createdAt, before))).orderBy(desc(crmNotes.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: `note:${r.id}`, kind: 'note', at: r.at.toISOString(), actorId: r.authorId, actorName: r.authorName, title: '', body: r.body, changes: [],
    state: null, refId: r.id, mentions: typeof r.mentions === 'string' ? JSON.parse(r.mentions) : r.mentions,
  }));
};

/** The record's own changes, from the audit log (what was written, by whom, before and after). */
const changes: Source = async (db, record, before, limit) => {
  const rows = await db.select({
    id: auditEvents.id, at: auditEvents.occurredAt, actorId: auditEvents.actorUserId, actorEmail: auditEvents.actorEmail, action: auditEvents.action,
    changes: auditEvents.changes, actorName: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${auditEvents.actorUserId})`,
  }).from(auditEvents)
    .where(and(eq(auditEvents.targetId, record.id), eq(auditEvents.outcome, 'ok'), eq(auditEvents.tenantId, record.tenantId), lt(auditEvents.occurredAt, before),
      // A call that changed nothing (a tick ticked again) is in the audit log, not on the timeline.
      sql`not (${auditEvents.changes}->'before' = '{}'::jsonb and ${auditEvents.changes}->'after' = '{}'::jsonb)`))
    .orderBy(desc(auditEvents.occurredAt)).limit(limit);
  return rows.map((r) => {
    const beforeRow = (r.changes.before ?? {}) as Record<string, unknown>;
    const afterRow = (r.changes.after ?? {}) as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(beforeRow), ...Object.keys(afterRow)])].filter((f) => !NOISE.has(f));
    return {
      id: `change:${r.id}`, kind: 'change' as const, at: r.at.toISOString(), actorId: r.actorId, actorName: r.actorName ?? r.actorEmail,
      title: r.changes.before == null ? 'create' : r.changes.after == null ? 'delete' : 'update', body: '',
      changes: r.changes.before == null ? [] : fields.map((field) => ({ field, before: beforeRow[field] ?? null, after: afterRow[field] ?? null })),
      state: null, refId: null, mentions: [],
    };
  });
};

/** Tasks about the record, at the time they were set (their state now). */
const tasks: Source = async (db, record, before, limit) => {
  const rows = await db.select({
    id: crmTasks.id, title: crmTasks.title, description: crmTasks.description, at: crmTasks.createdAt, doneAt: crmTasks.doneAt,
    createdBy: crmTasks.createdBy, createdByName: userName(crmTasks.createdBy),
  }).from(crmTasks).where(and(eq(crmTasks.relatedId, record.id), lt(crmTasks.createdAt, before))).orderBy(desc(crmTasks.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: `task:${r.id}`, kind: 'task', at: r.at.toISOString(), actorId: r.createdBy, actorName: r.createdByName, title: r.title, body: r.description,
    changes: [], state: r.doneAt ? 'Done' : 'Open', refId: r.id, mentions: [],
  }));
};

/** E-mails sent from the record (ADR 0090): subject, first lines, delivery state. */
const emails: Source = async (db, record, before, limit) => {
  const rows = await db.select({
    id: crmEmails.id, subject: crmEmails.subject, body: crmEmails.body, toAddress: crmEmails.toAddress, status: crmEmails.status, at: crmEmails.createdAt,
    senderId: crmEmails.senderId, senderName: userName(crmEmails.senderId),
  }).from(crmEmails).where(and(eq(crmEmails.relatedId, record.id), lt(crmEmails.createdAt, before))).orderBy(desc(crmEmails.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: `email:${r.id}`, kind: 'email', at: r.at.toISOString(), actorId: r.senderId, actorName: r.senderName, title: `${r.subject} → ${r.toAddress}`,
    body: r.body.length > 280 ? `${r.body.slice(0, 279)}…` : r.body, changes: [], state: r.status, refId: r.id, mentions: [],
  }));
};

/** The timeline's sources by kind. */
export const TIMELINE_SOURCES: Record<TimelineKind, Source> = { note: notes, change: changes, task: tasks, email: emails };

/**
 * One page of a record's timeline, newest first: each source's newest entries before `before`, merged. An entry
 * older than the page's last is on a later page (each source gave at most a page, so nothing between is skipped; a source that filled its page may have more).
 */
export async function timelinePage(db: Db, record: CrmRecordInfo, options: { before?: string; kinds?: readonly TimelineKind[] } = {}): Promise<{ items: TimelineItem[]; nextBefore: string | null }> {
  const before = options.before ? new Date(options.before) : new Date(Date.now() + 60_000);
  const limit = CRM_NOTE_LIMITS.timelinePage;
  const kinds = (options.kinds?.length ? options.kinds : Object.keys(TIMELINE_SOURCES)) as TimelineKind[];
  const bySource = await Promise.all(kinds.map((k) => TIMELINE_SOURCES[k](db, record, before, limit)));
  const found = bySource.flat();
  found.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id.localeCompare(b.id)));
  const items = found.slice(0, limit);
  const more = found.length > limit || bySource.some((entries) => entries.length === limit);
  return { items, nextBefore: more && items.length ? items[items.length - 1]!.at : null };
}
