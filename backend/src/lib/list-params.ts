import { badRequest } from '../http/errors';
import type { PageRequest } from './paged-query';

/**
 * Reading a list's query string (ADR 0015): paging, sort and whitelisted filters, each refused with a clear
 * 400 when malformed. Multi-value filters repeat their parameter (Fastify hands them over as arrays).
 */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Every value of a parameter, under any of its spellings (the spec writes PageSize and pageSize). */
export function values(query: RawQuery, ...names: string[]): string[] {
  return names.flatMap((name) => {
    const v = query[name];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  }).map((v) => v.trim()).filter((v) => v !== '');
}

export const first = (query: RawQuery, ...names: string[]): string | undefined => values(query, ...names)[0];

/** Every value of a list parameter: repeated (`a=1&a=2`) or comma-joined (`a=1,2`, as apiFetch sends arrays). */
export const listValues = (query: RawQuery, name: string): string[] =>
  values(query, name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');

/**
 * A validated query object as strings: Fastify has coerced numbers and lists per the declaration; the
 * list helpers read text, so each value is turned back into a string or a list of strings.
 */
export function rawQuery(query: object | undefined): RawQuery {
  const raw: RawQuery = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    raw[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return raw;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be a whole number`);
  const n = Number(raw);
  if (n < min) throw badRequest(`${name} must be ${min} or more`);
  return n;
}

/** pageIndex 0-based (default 0); pageSize 1..max (larger asks are refused, not cut down, so callers notice). */
export function readPaging(query: RawQuery, opts: { defaultPageSize: number; maxPageSize: number }): PageRequest {
  const pageIndex = wholeNumber('pageIndex', first(query, 'pageIndex', 'PageIndex'), 0, 0);
  const pageSize = wholeNumber('pageSize', first(query, 'pageSize', 'PageSize'), opts.defaultPageSize, 1);
  if (pageSize > opts.maxPageSize) throw badRequest(`pageSize must be at most ${opts.maxPageSize}`);
  const cursor = first(query, 'cursor');
  return cursor ? { pageIndex, pageSize, cursor } : { pageIndex, pageSize };
}

/** A sort from the whitelist; without a direction it is ascending (spec part 2 section 5), none = the default. */
export function readSort<F extends string>(query: RawQuery, fields: readonly F[], fallback: { field: F; direction: 'asc' | 'desc' }): { field: F; direction: 'asc' | 'desc' } {
  const field = first(query, 'sortField');
  const direction = first(query, 'sortDirection');
  if (direction !== undefined && direction !== 'asc' && direction !== 'desc') throw badRequest('sortDirection must be asc or desc');
  if (field === undefined) return direction ? { field: fallback.field, direction } : fallback;
  if (!(fields as readonly string[]).includes(field)) throw badRequest(`sortField must be one of ${fields.join(', ')}`);
  return { field: field as F, direction: direction ?? 'asc' };
}

/** Refuses parameters a list does not know, so a misspelt filter is an error rather than silently ignored. */
export function refuseUnknown(query: RawQuery, known: readonly string[]): void {
  const unknown = Object.keys(query).filter((k) => !known.includes(k));
  if (unknown.length) throw badRequest(`Unknown parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
}

/** Parameter names of paging and sorting, for refuseUnknown. */
export const PAGING_PARAMS = ['pageIndex', 'PageIndex', 'pageSize', 'PageSize', 'cursor', 'sortField', 'sortDirection'] as const;

/** Parsers of filter values: each returns the typed values or throws a 400 naming the filter. */
export const parse = {
  oneOf<T extends string>(name: string, raw: string[], allowed: readonly T[]): T[] {
    const bad = raw.find((v) => !(allowed as readonly string[]).includes(v));
    if (bad !== undefined) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
    return raw as T[];
  },
  matching(name: string, raw: string[], pattern: RegExp, what: string): string[] {
    if (raw.some((v) => !pattern.test(v))) throw badRequest(`${name} must be ${what}`);
    return raw;
  },
  dateTime(name: string, raw: string | undefined): Date | undefined {
    if (raw === undefined) return undefined;
    const t = Date.parse(raw);
    if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(t)) throw badRequest(`${name} must be an ISO date-time`);
    return new Date(t);
  },
  integer(name: string, raw: string | undefined): number | undefined {
    if (raw === undefined) return undefined;
    if (!/^-?\d{1,15}$/.test(raw)) throw badRequest(`${name} must be a whole number`);
    return Number(raw);
  },
  text(name: string, raw: string | undefined, maxLength: number): string | undefined {
    if (raw === undefined) return undefined;
    if (raw.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters`);
    return raw;
  },
};
