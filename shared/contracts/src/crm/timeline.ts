/**
 * A CRM record's activity (ADR 0092): its notes with @-mentions, and a timeline that joins the notes with the record's
 * changes (the audit log), its tasks and its e-mails, newest first. Also the tenant's CRM team (owner and assignee
 * pickers, mentions) and the CRM home (`/crm`: the user's open tasks, pipeline at a glance, recent records).
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { CRM_RECORD_TYPES } from './records';
import { taskRowSchema } from './tasks';

const tag = 'CRM activity';

export const CRM_NOTE_LIMITS = { bodyMax: 5000, mentionsMax: 20, timelinePage: 30 } as const;

export const CRM_TIMELINE_MESSAGES = {
  noteRequired: 'A note needs some text',
  unknownMention: 'Only CRM users of this tenant can be mentioned',
  notAuthor: 'Only its author can delete a note',
  recordNotFound: 'Record: not found',
} as const;

/** What a timeline entry tells of: a note, a change of the record, a task about it, an e-mail sent from it. */
export const TIMELINE_KINDS = ['note', 'change', 'task', 'email'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

const person = { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } as const;

export const timelineItemSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'kind', 'at', 'actorId', 'actorName', 'title', 'body', 'changes', 'state', 'refId', 'mentions'],
  properties: {
    id: { type: 'string' }, kind: { type: 'string', enum: TIMELINE_KINDS }, at: { type: 'string', format: 'date-time' },
    actorId: { type: ['string', 'null'] }, actorName: { type: ['string', 'null'] },
    /** A change's action (create, update...), a task's title, an e-mail's subject; empty for a note. */
    title: { type: 'string' },
    /** A note's text, a task's description, an e-mail's first lines. */
    body: { type: 'string' },
    /** A change's fields, before and after (as the audit log holds them). */
    changes: {
      type: 'array', items: {
        type: 'object', additionalProperties: false, required: ['field', 'before', 'after'],
        properties: { field: { type: 'string' }, before: {}, after: {} },
      },
    },
    /** A task's state (Open, Done), an e-mail's delivery (Queued, Sent, Failed); null otherwise. */
    state: { type: ['string', 'null'] },
    /** The task's or e-mail's id (opens it); a note's own id. */
    refId: { type: ['string', 'null'] },
    mentions: { type: 'array', items: person },
  },
} as const;

const recordParams = {
  type: 'object', required: ['type', 'id'],
  properties: { type: { type: 'string', enum: CRM_RECORD_TYPES }, id: { type: 'string', format: 'uuid' } },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;

export const noteBodySchema = {
  type: 'object', additionalProperties: false, required: ['body'],
  properties: {
    body: { type: 'string', minLength: 1, maxLength: CRM_NOTE_LIMITS.bodyMax },
    /** The CRM users the note @-mentions: each is told, with a link to the record. */
    mentionIds: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: CRM_NOTE_LIMITS.mentionsMax, uniqueItems: true },
  },
} as const;

export const timelinePageSchema = {
  type: 'object', additionalProperties: false, required: ['record', 'items', 'nextBefore'],
  properties: {
    record: {
      type: 'object', additionalProperties: false, required: ['type', 'id', 'name'],
      properties: { type: { type: 'string', enum: CRM_RECORD_TYPES }, id: { type: 'string' }, name: { type: 'string' } },
    },
    items: { type: 'array', items: timelineItemSchema },
    /** Pass as `before` for the older entries; null at the record's beginning. */
    nextBefore: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const crmTeamMemberSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'name', 'email'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
} as const;

const moneyTotal = {
  type: 'object', additionalProperties: false, required: ['currency', 'amount', 'weighted'],
  properties: { currency: { type: 'string' }, amount: { type: 'string' }, weighted: { type: 'string' } },
} as const;

export const crmHomeSchema = {
  type: 'object', additionalProperties: false, required: ['tasks', 'recent', 'pipelines'],
  properties: {
    tasks: {
      type: 'object', additionalProperties: false, required: ['open', 'overdue', 'dueToday', 'items'],
      properties: { open: { type: 'integer' }, overdue: { type: 'integer' }, dueToday: { type: 'integer' }, items: { type: 'array', items: taskRowSchema } },
    },
    /** The records the user owns, last changed first. */
    recent: {
      type: 'array', items: {
        type: 'object', additionalProperties: false, required: ['type', 'id', 'name', 'detail', 'updatedAt'],
        properties: {
          type: { type: 'string', enum: CRM_RECORD_TYPES }, id: { type: 'string' }, name: { type: 'string' }, detail: { type: 'string' },
          updatedAt: { type: 'string', format: 'date-time' },
        },
      },
    },
    /** The user's open opportunities per stage of each opportunity pipeline, totals per currency (weighted by probability). */
    pipelines: {
      type: 'array', items: {
        type: 'object', additionalProperties: false, required: ['id', 'name', 'stages'],
        properties: {
          id: { type: 'string' }, name: { type: 'string' },
          stages: {
            type: 'array', items: {
              type: 'object', additionalProperties: false, required: ['id', 'name', 'probability', 'count', 'totals'],
              properties: { id: { type: 'string' }, name: { type: 'string' }, probability: { type: 'integer' }, count: { type: 'integer' }, totals: { type: 'array', items: moneyTotal } },
            },
          },
        },
      },
    },
  },
} as const;

export const CRM_ACTIVITY_ENDPOINTS = {
  timeline: defineEndpoint({
    method: 'GET', path: 'crm/records/:type/:id/timeline', base: 'merchant', tags: [tag], summary: 'A record\'s notes, changes, tasks and e-mails, newest first',
    params: recordParams,
    query: {
      type: 'object', additionalProperties: false,
      properties: { tenantId: { type: 'string', format: 'uuid' }, before: { type: 'string', format: 'date-time' }, kinds: { type: 'array', items: { type: 'string', enum: TIMELINE_KINDS } } },
    },
    responses: { 200: timelinePageSchema },
  }),
  addNote: defineEndpoint({
    method: 'POST', path: 'crm/records/:type/:id/notes', base: 'merchant', tags: [tag], summary: 'Add a note to a record; the users it mentions are told',
    params: recordParams, query: scopeQuery, body: noteBodySchema, responses: { 201: timelineItemSchema },
  }),
  removeNote: defineEndpoint({
    method: 'DELETE', path: 'crm/notes/:id', base: 'merchant', tags: [tag], summary: 'Delete a note (its author only)',
    params: idParams, query: scopeQuery, responses: { 204: null }, responseType: 'empty',
  }),
  team: defineEndpoint({
    method: 'GET', path: 'crm/team', base: 'merchant', tags: [tag], summary: 'The tenant\'s active CRM users (owners, assignees, mentions)',
    query: scopeQuery, responses: { 200: { type: 'array', items: crmTeamMemberSchema } },
  }),
  home: defineEndpoint({
    method: 'GET', path: 'crm/home', base: 'merchant', tags: [tag], summary: 'The CRM home: my open tasks, my pipeline, my recent records',
    query: {
      type: 'object', additionalProperties: false, required: ['today'],
      properties: { tenantId: { type: 'string', format: 'uuid' }, today: { type: 'string', format: 'date', description: 'Today on the user\'s clock (overdue is before it)' } },
    },
    responses: { 200: crmHomeSchema },
  }),
} as const;
