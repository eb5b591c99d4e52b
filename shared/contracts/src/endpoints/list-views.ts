/**
 * Saved views and column choices of the resource lists (ADR 0095): each user's own, per list (a resource's key).
 * A view holds the list's state as the browser keeps it (filters by their URL keys, sort, page size) and the
 * visible columns; the server checks the filter names and sort keys against the resource's declaration, and the
 * caller's right to read the list, before it stores anything.
 */
import { defineEndpoint, type SchemaType } from '../endpoint/define-endpoint';
import { arrayOf, pathParams } from '../endpoint/common-schemas';

export const LIST_VIEW_LIMITS = {
  /** Views one user may keep, every list together. */
  maxPerUser: 100,
  maxNameLength: 100,
  /** Values of one filter (a multiple choice) and the length of one value. */
  maxValues: 100,
  maxValueLength: 200,
  maxColumns: 60,
  /** Rows an export writes: beyond it the user narrows the filters (ADR 0095). */
  maxExportRows: 10_000,
} as const;

/** The server's refusals the browser shows as they are (translated by the kit). */
export const LIST_VIEW_MESSAGES = {
  unknownList: 'This list has no saved views',
  blankName: 'Give the view a name',
  nameTaken: 'You already have a view with this name on this list',
  tooMany: `You keep ${LIST_VIEW_LIMITS.maxPerUser} views already: delete one first`,
  unknownFilter: (name: string) => `This list has no filter "${name}"`,
  unknownSort: (key: string) => `This list cannot be sorted by "${key}"`,
  notFound: 'Saved view not found',
} as const;

const tags = ['Saved list views'] as const;
const base = 'merchant' as const;
const listKey = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9:._-]*$', description: "The list's resource key" } as const;
const name = { type: 'string', minLength: 1, maxLength: LIST_VIEW_LIMITS.maxNameLength } as const;
const value = { type: 'string', maxLength: LIST_VIEW_LIMITS.maxValueLength } as const;
const columnKey = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.]+$' } as const;
const columns = { type: 'array', items: columnKey, maxItems: LIST_VIEW_LIMITS.maxColumns, uniqueItems: true, description: 'Visible columns in display order' } as const;

/** What a view holds: the list's state as the browser keeps it. */
export const listViewStateSchema = {
  type: 'object',
  required: ['filters', 'sort', 'pageSize', 'columns'],
  additionalProperties: false,
  properties: {
    filters: {
      type: 'object',
      maxProperties: 40,
      additionalProperties: { anyOf: [value, { type: 'array', items: value, maxItems: LIST_VIEW_LIMITS.maxValues }] },
      description: "Each filter by its URL key (the list's own only): one text, or several",
    },
    sort: {
      type: ['object', 'null'],
      required: ['key', 'direction'],
      additionalProperties: false,
      properties: { key: { type: 'string', maxLength: 64 }, direction: { type: 'string', enum: ['asc', 'desc'] } },
    },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000 },
    columns,
  },
} as const;

const listViewSchema = {
  type: 'object',
  required: ['id', 'list', 'name', 'state', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    list: listKey,
    name,
    state: listViewStateSchema,
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const columnChoiceSchema = {
  type: 'object',
  required: ['list', 'columns'],
  properties: { list: listKey, columns: { anyOf: [columns, { type: 'null' }], description: 'null: nothing chosen (the defaults)' } },
} as const;

export type ListViewState = SchemaType<typeof listViewStateSchema>;
export type ListView = SchemaType<typeof listViewSchema>;
export type ListColumnChoice = SchemaType<typeof columnChoiceSchema>;

const params = pathParams('id');

export const LIST_VIEW_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET', path: 'list-views', base, tags, summary: "The caller's saved views of one list, by name",
    query: { type: 'object', required: ['list'], additionalProperties: false, properties: { list: listKey } },
    responses: { 200: arrayOf(listViewSchema) },
  }),
  create: defineEndpoint({
    method: 'POST', path: 'list-views', base, tags,
    summary: `Save a list's state under a name (unique per user and list; at most ${LIST_VIEW_LIMITS.maxPerUser} per user)`,
    body: { type: 'object', required: ['list', 'name', 'state'], additionalProperties: false, properties: { list: listKey, name, state: listViewStateSchema } },
    responses: { 201: listViewSchema },
  }),
  update: defineEndpoint({
    method: 'PUT', path: 'list-views/:id', base, tags, summary: 'Rename a saved view or replace what it holds',
    params,
    body: { type: 'object', minProperties: 1, additionalProperties: false, properties: { name, state: listViewStateSchema } },
    responses: { 200: listViewSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: 'list-views/:id', base, tags, summary: "Delete one of the caller's saved views (404 for anybody else's)",
    params, responses: { 204: null }, responseType: 'empty',
  }),
  columns: defineEndpoint({
    method: 'GET', path: 'list-views/columns', base, tags, summary: "The caller's visible columns of one list (null: the list's defaults)",
    query: { type: 'object', required: ['list'], additionalProperties: false, properties: { list: listKey } },
    responses: { 200: columnChoiceSchema },
  }),
  saveColumns: defineEndpoint({
    method: 'PUT', path: 'list-views/columns', base, tags, summary: "Keep the caller's visible columns of one list",
    body: { type: 'object', required: ['list', 'columns'], additionalProperties: false, properties: { list: listKey, columns: { ...columns, minItems: 1 } } },
    responses: { 200: columnChoiceSchema },
  }),
} as const;
