import { and, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FilterDescriptor, ResourceDeclaration } from '@portal/contracts';
import { likeContains, likePrefix } from '../lib/like';
import type { QueryParameters } from '../lib/query-parameters';
import { badRequest } from './errors';

/**
 * A resource list's where from its filter descriptors (ADR 0063): each descriptor's `kind` says its SQL, the
 * route's column map says where its field lives. Nothing here knows a page; the same descriptors give the
 * query schema, the filter bar and the msw fake's predicate.
 */

/** Filter field (the descriptor's `field`, else its name) or sort key -> the column it reads. */
export type ResourceColumns = Readonly<Record<string, PgColumn>>;

type Query = Readonly<Record<string, unknown>>;

const DAY_MS = 86_400_000;

function columnOf(columns: ResourceColumns, name: string, filter: FilterDescriptor): PgColumn {
  const field = filter.field ?? name;
  const column = columns[field];
  if (!column) throw new Error(`the column map has no column for filter ${name} (field ${field})`);
  return column;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

function textCondition(name: string, filter: Extract<FilterDescriptor, { kind: 'text' }>, columns: ResourceColumns, text: string, p: QueryParameters): SQL | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const targets = [columnOf(columns, name, filter), ...(filter.alsoIn ?? []).map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`the column map has no column ${field} (filter ${name})`);
    return column;
  })];
  const folded = filter.match === 'exact' && filter.storedLowerCase;
  const value = folded ? trimmed.toLowerCase() : filter.match === 'exact' ? trimmed : filter.match === 'prefix' ? likePrefix(trimmed) : likeContains(trimmed);
  const bound = p.value(name, value);
  const conditions = targets.map((column) => (folded ? eq(column, bound) : filter.match === 'exact' ? sql`lower(${column}) = lower(${bound})` : ilike(column, bound as string)));
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

/** One filter's condition (undefined when the query does not use it). Ranges are checked: a 400 names the fault. */
export function filterCondition(name: string, filter: FilterDescriptor, columns: ResourceColumns, query: Query, p: QueryParameters): SQL | undefined {
  switch (filter.kind) {
    case 'text': return typeof query[name] === 'string' ? textCondition(name, filter, columns, query[name] as string, p) : undefined;
    case 'oneOf':
    case 'idsOf': {
      const value = query[name];
      if (!present(value)) return undefined;
      const values = Array.isArray(value) ? value : [value];
      return values.length ? p.anyOf(columnOf(columns, name, filter), name, values) : undefined;
    }
    case 'flag': return typeof query[name] === 'boolean' ? eq(columnOf(columns, name, filter), p.value(name, query[name] as boolean)) : undefined;
    case 'dayRange': {
      const from = query[filter.from] as string | undefined;
      const to = query[filter.to] as string | undefined;
      if (from && to) {
        const span = Date.parse(to) - Date.parse(from);
        // `to` is the start of the day after the last: a range that ends where it starts holds no day.
        if (span <= 0) throw badRequest(`${filter.from} must be before ${filter.to}`);
        // A range ends at the start of the day after its last: maxDays days plus an hour of DST slack.
        if (filter.maxDays && span > filter.maxDays * DAY_MS + 3_600_000) throw badRequest(`${filter.label}: at most ${filter.maxDays} days`);
      }
      const column = columnOf(columns, name, filter);
      return and(
        from ? gte(column, p.value(filter.from, new Date(from))) : undefined,
        to ? lt(column, p.value(filter.to, new Date(to))) : undefined,
      );
    }
    case 'amountRange': {
      const from = query[filter.from] as number | undefined;
      const to = query[filter.to] as number | undefined;
      if (from !== undefined && to !== undefined && from > to) throw badRequest(`${filter.from} must not exceed ${filter.to}`);
      const column = columnOf(columns, name, filter);
      return and(
        from !== undefined ? gte(column, p.value(filter.from, from)) : undefined,
        to !== undefined ? lte(column, p.value(filter.to, to)) : undefined,
      );
    }
  }
}

/** Every filter of a resource that the query uses, joined with AND. */
export function resourceWhere(resource: Pick<ResourceDeclaration, 'filters'>, columns: ResourceColumns, query: Query, p: QueryParameters): SQL | undefined {
  return and(...Object.entries(resource.filters).map(([name, filter]) => filterCondition(name, filter, columns, query, p)));
}
