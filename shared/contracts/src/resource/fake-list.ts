/**
 * A resource's list answered from rows in memory, with the descriptors' meaning: the msw fakes use it, so a
 * page's component test filters exactly as the backend's generated where does (ADR 0063). Keyset lists are
 * answered by offset here (a fake has no index to serve a cursor).
 */
import type { FilterDescriptor } from './filters';
import type { ResourceDeclaration, ResourcePage } from './define-resource';

type Query = Readonly<Record<string, unknown>>;
type RowRecord = Readonly<Record<string, unknown>>;

const lower = (v: unknown) => (v === null || v === undefined ? '' : String(v).toLocaleLowerCase('en'));
const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === '' ? [] : String(v).split(','));
const asBoolean = (v: unknown) => (v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined);

function textMatches(filter: Extract<FilterDescriptor, { kind: 'text' }>, row: RowRecord, field: string, wanted: string): boolean {
  const needle = wanted.trim().toLocaleLowerCase('en');
  if (!needle) return true;
  return [field, ...(filter.alsoIn ?? [])].some((name) => {
    const value = lower(row[name]);
    return filter.match === 'exact' ? value === needle : filter.match === 'prefix' ? value.startsWith(needle) : value.includes(needle);
  });
}

/** True when `row` passes one filter's value(s) in `query`. */
export function rowMatchesFilter(name: string, filter: FilterDescriptor, row: RowRecord, query: Query): boolean {
  const field = filter.field ?? name;
  switch (filter.kind) {
    case 'text': return typeof query[name] !== 'string' || textMatches(filter, row, field, query[name] as string);
    case 'oneOf':
    case 'idsOf': {
      const wanted = listOf(query[name]);
      return wanted.length === 0 || wanted.includes(String(row[field]));
    }
    case 'flag': {
      const wanted = asBoolean(query[name]);
      return wanted === undefined || row[field] === wanted;
    }
    case 'dayRange': {
      const at = Date.parse(String(row[field]));
      const from = query[filter.from] ? Date.parse(String(query[filter.from])) : undefined;
      const to = query[filter.to] ? Date.parse(String(query[filter.to])) : undefined;
      return (from === undefined || at >= from) && (to === undefined || at < to);
    }
    case 'amountRange': {
      const amount = Number(row[field]);
      const from = query[filter.from] !== undefined ? Number(query[filter.from]) : undefined;
      const to = query[filter.to] !== undefined ? Number(query[filter.to]) : undefined;
      return (from === undefined || amount >= from) && (to === undefined || amount <= to);
    }
  }
}

export function rowMatches(resource: Pick<ResourceDeclaration, 'filters'>, row: RowRecord, query: Query): boolean {
  return Object.entries(resource.filters).every(([name, filter]) => rowMatchesFilter(name, filter, row, query));
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return lower(a).localeCompare(lower(b), 'en');
}

/** Filters, sorts (the declared sorts only; ties by id) and pages rows as the list endpoint would. */
export function fakeResourcePage<Row extends object>(resource: Pick<ResourceDeclaration, 'filters' | 'sorts' | 'defaultSort'>, rows: readonly Row[], query: Query): ResourcePage<Row> {
  const matching = rows.filter((row) => rowMatches(resource, row as RowRecord, query));
  const sortField = typeof query.sortField === 'string' && resource.sorts.includes(query.sortField) ? query.sortField : resource.defaultSort.key;
  const direction = query.sortDirection === 'asc' || query.sortDirection === 'desc' ? query.sortDirection : resource.defaultSort.direction;
  const sign = direction === 'desc' ? -1 : 1;
  const sorted = [...matching].sort((a, b) => sign * (compare((a as RowRecord)[sortField], (b as RowRecord)[sortField]) || compare((a as RowRecord).id, (b as RowRecord).id)));
  const pageSize = Number(query.pageSize ?? 20);
  const pageIndex = Number(query.pageIndex ?? 0);
  return { data: sorted.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), count: matching.length, countIsCapped: false, nextCursor: null };
}
