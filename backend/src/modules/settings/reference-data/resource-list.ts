import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FilterMap, ResourceDeclaration } from '../../../lib/contracts';
import { likeContains, likePrefix } from '../../../lib/like';
import type { OrderTerm } from '../../../lib/paged-query';

/**
 * The where and order of a settings list from its resource's filter descriptors (text and flag: the kinds these
 * lists use) over a map from row property to column. The lead's `listRoute` (ADR 0063) does the same for every
 * kind; these lists move onto it when it lands.
 */
export function settingsWhere(filters: FilterMap, query: Readonly<Record<string, unknown>>, columns: Readonly<Record<string, PgColumn>>): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  for (const [name, filter] of Object.entries(filters)) {
    const value = query[name];
    if (value === undefined || value === null || value === '') continue;
    const field = filter.field ?? name;
    if (filter.kind === 'flag' && typeof value === 'boolean') parts.push(eq(columns[field]!, value));
    if (filter.kind === 'text' && typeof value === 'string' && value.trim()) {
      const text = value.trim();
      const match = (column: PgColumn) => (filter.match === 'exact' ? eq(column, text) : ilike(column, filter.match === 'prefix' ? likePrefix(text) : likeContains(text)));
      parts.push(or(...[field, ...(filter.alsoIn ?? [])].map((f) => match(columns[f]!))));
    }
  }
  return and(...parts);
}

/** The declared sort (the default when none is asked for), then the id so pages never overlap. */
export function settingsOrder(resource: ResourceDeclaration, query: { sortField?: string; sortDirection?: 'asc' | 'desc' }, columns: Readonly<Record<string, PgColumn>>, id: PgColumn): OrderTerm[] {
  const key = query.sortField && resource.sorts.includes(query.sortField) ? query.sortField : resource.defaultSort.key;
  const direction = query.sortField ? query.sortDirection ?? 'asc' : resource.defaultSort.direction;
  return [{ column: columns[key]!, direction }, { column: id, direction: 'asc' }];
}
