/** JSON schemas many endpoint declarations share (they feed validation, types and the OpenAPI document). */
import type { JSONSchema, Typed, Unchecked } from './define-endpoint';

/**
 * A list or page of `typed<T>()` items is typed T[] / {count, data: T[]} (FromSchema cannot see inside typed), and
 * stays unchecked when its items are.
 */
type Carry<Item, Wrap> = Item extends Typed<infer T>
  ? (Wrap extends 'array' ? Typed<T[]> : Typed<{ count: number; data: T[] }>) & (Item extends Unchecked ? Unchecked : unknown)
  : unknown;

/** The API's error body: `{error}` or `{errors:[{message}]}` (spec part 1 section 8). */
export const errorBodySchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', properties: { message: { type: 'string' } } } },
    /** A 403 for strong authentication says why (contracts' SCA_REFUSALS; ADR 0080) and, locked, until when. */
    sca: { type: 'string', enum: ['required', 'invalid', 'locked', 'enrol'] },
    lockedUntil: { type: 'string', format: 'date-time' },
  },
} as const;

/** Error statuses every API route may answer with; added to each declaration by the backend and OpenAPI. */
export const ERROR_STATUSES = [400, 401, 403, 404] as const;

export const uuidSchema = { type: 'string', format: 'uuid' } as const;

/**
 * The reader's language, for answers the server writes in it (notifications, its own comments, export files; ADR
 * 0042): the portal sends its own; without it, the profile's.
 */
export const readerLanguageHeader = {
  type: 'object', properties: { 'accept-language': { type: 'string', description: 'en or tr; else the profile language' } },
} as const;

export const pagingQueryProperties = <const Max extends number, const Default extends number>(maxPageSize: Max, defaultPageSize: Default) => ({
  pageIndex: { type: 'integer', minimum: 0, default: 0 },
  pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: defaultPageSize },
}) as const;

export const pagedSchema = <const Item>(item: Item) => ({
  type: 'object',
  required: ['count', 'data'],
  properties: { count: { type: 'integer' }, data: { type: 'array', items: item } },
}) as { readonly type: 'object'; readonly required: readonly ['count', 'data']; readonly properties: { readonly count: { readonly type: 'integer' }; readonly data: { readonly type: 'array'; readonly items: Item } } } & Carry<Item, 'paged'>;

export const lookupItemSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;

export const arrayOf = <const Item>(items: Item) => ({ type: 'array', items }) as { readonly type: 'array'; readonly items: Item } & Carry<Item, 'array'>;

/** An object whose properties are all required: a record the server always sends whole (nullable ones say so). */
export const recordOf = <const P extends Readonly<Record<string, JSONSchema>>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties) as Array<keyof P & string>, properties }) as const;

/** An object with string path parameters, all required. */
export const pathParams = <const Names extends readonly string[]>(...names: Names) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) as { [K in Names[number]]: { type: 'string' } },
}) as const;

/** The body of an action that reads nothing from it (PUT/POST actions); declared so the API document says so. */
export const emptyBody = { type: 'object', description: 'Empty: nothing is read from it' } as const;
