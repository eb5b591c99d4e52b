/**
 * The CRM's tasks (spec part 2 section 2.1 `crm/tasks`; ADR 0092): a to-do with a due date and an assignee, about a
 * record or on its own. Assigning a task to someone else tells them with a Task notification that opens it.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { dayRange, idsOf, oneOf, text } from '../resource/filters';
import { CRM_RECORD_TYPES } from './records';

const tag = 'CRM tasks';

export const TASK_PRIORITIES = ['Low', 'Normal', 'High'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A task is open until it is marked done. */
export const TASK_STATES = ['Open', 'Done'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const CRM_TASK_LIMITS = { titleMax: 200, descriptionMax: 2000 } as const;

export const CRM_TASK_MESSAGES = {
  titleRequired: 'A task needs a title',
  unknownAssignee: 'The assignee must be a CRM user of this tenant',
  unknownRecord: 'Unknown record',
  recordPair: 'Give the record type and the record together',
} as const;

export const taskBodySchema = {
  type: 'object', additionalProperties: false, required: ['title', 'dueDate', 'priority'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: CRM_TASK_LIMITS.titleMax },
    description: { type: 'string', maxLength: CRM_TASK_LIMITS.descriptionMax },
    /** The calendar day it is due (the tenant works on calendar days, not instants). */
    dueDate: { type: 'string', format: 'date' },
    priority: { type: 'string', enum: TASK_PRIORITIES },
    /** A CRM user of the tenant; omitted on create: the creator. */
    assigneeId: { type: ['string', 'null'], format: 'uuid' },
    relatedType: { type: ['string', 'null'], enum: [...CRM_RECORD_TYPES, null] },
    relatedId: { type: ['string', 'null'], format: 'uuid' },
  },
} as const;

export const taskRowSchema = {
  type: 'object', additionalProperties: false,
  required: [
    'id', 'tenantId', 'title', 'description', 'dueDate', 'priority', 'state', 'assigneeId', 'assigneeName', 'relatedType', 'relatedId',
    'relatedName', 'doneAt', 'doneByName', 'createdById', 'createdByName', 'createdAt', 'updatedAt',
  ],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' },
    dueDate: { type: 'string', format: 'date' }, priority: { type: 'string', enum: TASK_PRIORITIES }, state: { type: 'string', enum: TASK_STATES },
    assigneeId: { type: ['string', 'null'] }, assigneeName: { type: ['string', 'null'] },
    relatedType: { type: ['string', 'null'], enum: [...CRM_RECORD_TYPES, null] }, relatedId: { type: ['string', 'null'] },
    relatedName: { type: ['string', 'null'] },
    doneAt: { type: ['string', 'null'], format: 'date-time' }, doneByName: { type: ['string', 'null'] },
    createdById: { type: ['string', 'null'] }, createdByName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const TASKS = defineResource({
  key: 'crm-tasks', path: 'crm/tasks', title: 'Task', tag,
  row: taskRowSchema, body: taskBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Title', { field: 'title' }),
    state: oneOf('State', TASK_STATES),
    assigneeId: idsOf('crmUsers', 'Assignee'),
    priority: oneOf('Priority', TASK_PRIORITIES, { multiple: true }),
    due: dayRange('Due', { from: 'dueFrom', to: 'dueTo', field: 'dueDate' }),
    relatedType: oneOf('Record type', CRM_RECORD_TYPES),
    relatedId: text('Record', { match: 'exact', field: 'relatedId' }),
  },
  sorts: ['dueDate', 'priority', 'createdAt', 'title'], defaultSort: { key: 'dueDate', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['crm-timeline', 'crm-home'],
});

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;

export const TASK_ENDPOINTS = {
  /** Done or open again: one click from the list, the record or the notification. */
  setDone: defineEndpoint({
    method: 'PUT', path: 'crm/tasks/:id/done', base: 'merchant', tags: [tag], summary: 'Mark a task done, or open again',
    params: idParams, query: scopeQuery,
    body: { type: 'object', additionalProperties: false, required: ['done'], properties: { done: { type: 'boolean' } } },
    responses: { 200: taskRowSchema },
  }),
} as const;

export const CRM_TASK_PERMISSIONS = { tasks: 'CRM.Tasks.View' } as const;

export const CRM_TASK_RESOURCE_ENDPOINTS = { tasks: TASKS.endpoints };
