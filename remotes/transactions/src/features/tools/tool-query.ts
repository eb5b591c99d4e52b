import { activeFilters, dayStartInTimeZone, nextDay, type ListState } from '@portal/kit';

/** A day-only value of the date range (noon UTC of the day, as the kit's picker stores it) -> `YYYY-MM-DD`. */
const dayOf = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined);

/**
 * A tool list's call from its list state: the chosen days become [start of the first, start of the day after
 * the last) on the user's clock (as the lookups do), other filters go as they are (lists as lists), then the
 * sort and the page.
 */
export function toolQueryOf(state: ListState, timeZone: string | undefined): Record<string, string | number | string[]> {
  const { from, to, ...rest } = activeFilters(state.filters);
  const query: Record<string, string | number | string[]> = {};
  const first = dayOf(from);
  const last = dayOf(to);
  if (first) query.from = dayStartInTimeZone(first, timeZone);
  if (last) query.to = dayStartInTimeZone(nextDay(last), timeZone);
  for (const [key, value] of Object.entries(rest)) query[key] = typeof value === 'string' ? value : [...value];
  if (state.sort) {
    query.sortField = state.sort.key;
    query.sortDirection = state.sort.direction;
  }
  query.pageIndex = state.pageIndex;
  query.pageSize = state.pageSize;
  return query;
}

/** The same call without its page (a download of every row the list matches). */
export function withoutPage(query: Record<string, string | number | string[]>): Record<string, string | number | string[]> {
  const { pageIndex: _i, pageSize: _s, ...rest } = query;
  return rest;
}
