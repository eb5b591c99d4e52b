import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { CRM_ACTIVITY_ENDPOINTS as E, CRM_RECORD_EDIT_PERMISSIONS, CRM_TIMELINE_MESSAGES as M, type CrmRecordType } from '@portal/contracts';
import { crmNotes, users } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isUuid, newId } from '../../lib/ids';
import { requireCrmEdit } from '../crm/edit-access';
import { namesOf, tellMentioned } from './notices';
import { anyCrmRecordAccess, checkRecordAccess } from './record-access';
import { reachCrmRecord } from './record-registry';
import { timelinePage } from './timeline';

/** A record's timeline and its notes (ADR 0092): a note's mentions are CRM users of the record's tenant, each told. */
export function noteRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, E.timeline, {
    access: anyCrmRecordAccess,
    handler: async ({ principal, params, query }) => {
      checkRecordAccess(principal, params.type);
      const record = await reachCrmRecord(db, principal, params.type, params.id, query.tenantId);
      const page = await timelinePage(db, record, { before: query.before, kinds: query.kinds });
      return { record: { type: record.type, id: record.id, name: record.name }, ...page };
    },
  });

  apiRoute(app, deps, E.addNote, {
    access: anyCrmRecordAccess,
    handler: async ({ principal, params, query, body }) => {
      checkRecordAccess(principal, params.type);
      // A note is a change of the record: its edit permission (ADR 0093).
      requireCrmEdit(principal, CRM_RECORD_EDIT_PERMISSIONS[params.type]);
      const record = await reachCrmRecord(db, principal, params.type, params.id, query.tenantId);
      const text = body.body.trim();
      if (!text) throw badRequest(M.noteRequired);
      const mentionIds = [...new Set(body.mentionIds ?? [])];
      if (mentionIds.length) {
        const found = await db.select({ id: users.id }).from(users)
          .where(and(inArray(users.id, mentionIds), eq(users.tenantId, record.tenantId), eq(users.userType, 'crm'), eq(users.isActive, true)));
        if (found.length !== mentionIds.length) throw badRequest(M.unknownMention);
      }
      const id = newId();
      const [note] = await db.insert(crmNotes).values({
        id, tenantId: record.tenantId, relatedType: record.type, relatedId: record.id, body: text, mentionIds, authorId: principal.user.id,
      }).returning();
      noteRowChange({ type: 'crm-notes', id, tenantId: record.tenantId }, null, note ?? null);
      await tellMentioned(db, principal, { body: text, mentionIds }, record);
      return {
        id: `note:${id}`, kind: 'note' as const, at: note!.createdAt.toISOString(), actorId: principal.user.id,
        actorName: `${principal.user.firstName} ${principal.user.lastName}`, title: '', body: text, changes: [], state: null, refId: id,
        mentions: await namesOf(db, mentionIds),
      };
    },
  });

  apiRoute(app, deps, E.removeNote, {
    access: anyCrmRecordAccess,
    handler: async ({ principal, params, query }) => {
      const [note] = isUuid(params.id) ? await db.select().from(crmNotes).where(eq(crmNotes.id, params.id)) : [];
      if (!note) throw notFound('Note: not found');
      await reachCrmRecord(db, principal, note.relatedType as never, note.relatedId, query.tenantId).catch(() => { throw notFound('Note: not found'); });
      requireCrmEdit(principal, CRM_RECORD_EDIT_PERMISSIONS[note.relatedType as CrmRecordType]);
      if (note.authorId !== principal.user.id) throw forbidden(M.notAuthor);
      await db.delete(crmNotes).where(eq(crmNotes.id, note.id));
      noteRowChange({ type: 'crm-notes', id: note.id, tenantId: note.tenantId }, note, null);
      return undefined;
    },
  });
}
