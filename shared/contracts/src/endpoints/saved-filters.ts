/**
 * Saved transaction filters (spec part 2 section 7.4; ADR 0043): the caller's own, per lookup, under the
 * reporting service. The schemas are strict: a name of 1..100 characters, filter values of the declared kinds,
 * a whitelisted sort, a page size of the list's choices, columns of the lookup's column list. Which filters and
 * columns belong to which lookup is checked by the handler, which names the wrong one.
 */
import { defineEndpoint, typedUnchecked } from '../endpoint/define-endpoint';
import { arrayOf, pathParams } from '../endpoint/common-schemas';
import {
  SAVED_FILTER_LIMITS, SAVED_FILTER_PATHS, TRANSACTION_COLUMNS, TRANSACTION_LOOKUPS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_SORT_FIELDS,
  TRANSACTION_STATUSES, TRANSACTION_TYPES,
  type SavedTransactionFilter, type SavedTransactionFilterCreate, type SavedTransactionFilterRequest, type SavedTransactionFilterUpdate,
} from '../transactions';

const tags = ['Saved transaction filters'] as const;
const base = 'reporting' as const;
const text = { type: 'string' } as const;
const { maxTextLength, maxValues } = TRANSACTION_LOOKUP_LIMITS;
const searchText = { type: 'string', maxLength: maxTextLength } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const listOf = <const Items>(items: Items) => ({ type: 'array', items, maxItems: maxValues }) as const;

/** Each filter as the lookup's list state holds it (days as ISO date-times, amounts as typed in major units). */
const filterValues = {
  from: { type: 'string', format: 'date-time' },
  to: { type: 'string', format: 'date-time' },
  status: listOf({ type: 'string', enum: TRANSACTION_STATUSES }),
  type: listOf({ type: 'string', enum: TRANSACTION_TYPES }),
  paymentMethod: listOf(searchText),
  serviceProviderFilter: listOf(searchText),
  Customer: listOf(uuid),
  websiteId: listOf(uuid),
  currency: listOf({ type: 'string', pattern: '^[A-Z]{3}$', description: 'An ISO 4217 code (three capital letters)' }),
  tenantIds: listOf(uuid),
  amountFrom: { type: 'string', pattern: '^\\d{1,13}([.,]\\d{1,3})?$', description: 'An amount in major units' },
  amountTo: { type: 'string', pattern: '^\\d{1,13}([.,]\\d{1,3})?$', description: 'An amount in major units' },
  cardFirst6: { type: 'string', pattern: '^[0-9]{6}$', description: 'Exactly 6 digits' },
  cardLast4: { type: 'string', pattern: '^[0-9]{4}$', description: 'Exactly 4 digits' },
  externalId: searchText,
  customerEmail: searchText,
} as const;

/**
 * The list state a filter holds; unknown filter names are refused by the handler (per lookup).
 * Unchecked: the schema is narrower than SavedTransactionFilterRequest (the lookup's list state keeps statuses, types and
 * page sizes as plain strings and numbers); the proof checks every value the schema admits is one of the type.
 */
export const savedFilterRequestSchema = typedUnchecked<SavedTransactionFilterRequest>()({
  type: 'object',
  required: ['filters', 'sort', 'pageSize', 'columns'],
  properties: {
    filters: { type: 'object', properties: filterValues, description: 'Only filters the lookup offers' },
    sort: {
      type: ['object', 'null'],
      required: ['field', 'direction'],
      properties: { field: { type: 'string', enum: TRANSACTION_SORT_FIELDS }, direction: { type: 'string', enum: ['asc', 'desc'] } },
    },
    pageSize: { type: 'integer', enum: SAVED_FILTER_LIMITS.pageSizes },
    columns: {
      type: 'array', minItems: 1, maxItems: TRANSACTION_COLUMNS.length, uniqueItems: true,
      items: { type: 'string', enum: TRANSACTION_COLUMNS }, description: "Visible columns in display order, the lookup's own",
    },
  },
});

const name = { type: 'string', minLength: 1, maxLength: SAVED_FILTER_LIMITS.maxNameLength } as const;
const lookup = { type: 'string', enum: TRANSACTION_LOOKUPS } as const;

// Unchecked: holds savedFilterRequestSchema (see there).
const savedFilterSchema = typedUnchecked<SavedTransactionFilter>()({
  type: 'object',
  required: ['id', 'externalId', 'lookup', 'name', 'request', 'createdAt', 'updatedAt'],
  properties: {
    id: uuid, externalId: text, lookup, name: text, request: savedFilterRequestSchema,
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
});

// Unchecked: holds savedFilterRequestSchema (see there).
const createSchema = typedUnchecked<SavedTransactionFilterCreate>()({
  type: 'object',
  required: ['lookup', 'name', 'request'],
  properties: { lookup, name, request: savedFilterRequestSchema },
});
// Unchecked: holds savedFilterRequestSchema (see there).
const updateSchema = typedUnchecked<SavedTransactionFilterUpdate>()({
  type: 'object',
  minProperties: 1,
  properties: { name, request: savedFilterRequestSchema },
});

const params = pathParams('id');

export const SAVED_FILTER_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET', path: SAVED_FILTER_PATHS.list, base, tags, summary: "The caller's saved filters of one lookup, by name",
    query: { type: 'object', required: ['lookup'], properties: { lookup } },
    responses: { 200: arrayOf(savedFilterSchema) },
  }),
  create: defineEndpoint({
    method: 'POST', path: SAVED_FILTER_PATHS.list, base, tags,
    summary: `Save the lookup's list state under a name (unique per user and lookup; at most ${SAVED_FILTER_LIMITS.maxPerUser} per user, 409 beyond)`,
    body: createSchema, responses: { 201: savedFilterSchema },
  }),
  get: defineEndpoint({
    method: 'GET', path: SAVED_FILTER_PATHS.one(':id'), base, tags, summary: 'One of the caller\'s saved filters (404 for anybody else\'s)',
    params, responses: { 200: savedFilterSchema },
  }),
  update: defineEndpoint({
    method: 'PUT', path: SAVED_FILTER_PATHS.one(':id'), base, tags, summary: 'Rename a saved filter or replace what it holds',
    params, body: updateSchema, responses: { 200: savedFilterSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE', path: SAVED_FILTER_PATHS.one(':id'), base, tags, summary: 'Delete one of the caller\'s saved filters',
    params, responses: { 204: null },
  }),
} as const;
