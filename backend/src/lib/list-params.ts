import { badRequest } from '../http/errors';

/**
 * What a list's query string needs beyond its declaration (ADR 0014, 0015): the declaration types and checks
 * paging, sort and filters (Fastify validates them; lists arrive as arrays, normaliseQuery), but it stays open so
 * that a parameter the list does not know is refused by name rather than silently ignored.
 */

/** Refuses parameters a list does not know, so a misspelt filter is an error rather than silently ignored. */
export function refuseUnknown(query: object, known: readonly string[]): void {
  const unknown = Object.keys(query).filter((k) => !known.includes(k));
  if (unknown.length) throw badRequest(`Unknown parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
}

/** Parameter names of paging and sorting, for refuseUnknown. */
export const PAGING_PARAMS = ['pageIndex', 'PageIndex', 'pageSize', 'PageSize', 'cursor', 'sortField', 'sortDirection'] as const;
