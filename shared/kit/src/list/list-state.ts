/**
 * A list's state as a URL query (filters, sort, page, page size, tab, keyset cursor of the page): what Back
 * restores and a link shares.
 * Pure functions; `useListState` puts them on the router.
 */

/** Page sizes under every list (spec part 2 section 9). */
export const PAGE_SIZES = [5, 10, 20, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type SortDirection = 'asc' | 'desc';
export interface ListSort {
  key: string;
  direction: SortDirection;
}

/** A filter value: one text, or several (multi-selects, a date range's two ends). */
export type FilterValue = string | readonly string[];
export type ListFilters = Readonly<Record<string, FilterValue>>;

export interface ListState {
  filters: ListFilters;
  sort: ListSort | null;
  /** 0-based (the URL writes it 1-based, as people read it). */
  pageIndex: number;
  pageSize: number;
  tab: string | null;
  /**
   * Keyset position of the page shown: the server's `nextCursor` of the page before it, when the list came
   * here by Next (or by a page whose cursor it had seen). null = the page is asked for by offset (always
   * for the first page, a jump to any page, and after a filter, sort, size or tab change).
   */
  cursor: string | null;
}

/** What a page declares about its list. */
export interface ListSpec {
  /** Remembers the last query per list for plain links (menu, breadcrumb); the path is used when absent. */
  id?: string;
  /** Filter names kept in the URL (others on the URL are left alone). */
  filterKeys: readonly string[];
  /** Sortable keys; a sort on any other key is ignored. */
  sortKeys?: readonly string[];
  defaultSort?: ListSort | null;
  tabs?: readonly string[];
  defaultTab?: string;
  /** Filters of a list opened afresh (a function, so "today" is today when the list opens). */
  defaultFilters?: ListFilters | (() => ListFilters);
  defaultPageSize?: number;
  /**
   * A second list on a page keeps its own keys: each of its URL keys (filters, sort, page...) is written
   * `<urlPrefix>.<key>` (`history.page=2`), so both lists' states live in the URL side by side and Back
   * restores either. The page's main list has none.
   */
  urlPrefix?: string;
}

export const LIST_URL_KEYS = { sort: 'sort', order: 'order', page: 'page', pageSize: 'pageSize', tab: 'tab', cursor: 'cursor' } as const;

/** A list key's name in the URL: as it is, or after the list's prefix (`history.page`). */
export function listUrlKey(spec: Pick<ListSpec, 'urlPrefix'>, key: string): string {
  return spec.urlPrefix ? `${spec.urlPrefix}.${key}` : key;
}

/** Every query key the list owns (as written in the URL). */
export function listQueryKeys(spec: ListSpec): string[] {
  return [...spec.filterKeys, ...Object.values(LIST_URL_KEYS)].map((key) => listUrlKey(spec, key));
}

const isEmpty = (v: FilterValue | undefined) => v === undefined || (typeof v === 'string' ? v.trim() === '' : v.every((x) => x.trim() === ''));

/** A sort with no direction (or an unknown one) becomes ascending (spec part 2 section 5). */
export function normaliseSort(key: string | null | undefined, direction: string | null | undefined, allowed?: readonly string[]): ListSort | null {
  if (!key || (allowed && !allowed.includes(key))) return null;
  return { key, direction: direction === 'desc' || direction === 'descend' ? 'desc' : 'asc' };
}

export function defaultListState(spec: ListSpec): ListState {
  const filters = typeof spec.defaultFilters === 'function' ? spec.defaultFilters() : spec.defaultFilters ?? {};
  return {
    filters,
    sort: spec.defaultSort ?? null,
    pageIndex: 0,
    pageSize: spec.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    tab: spec.defaultTab ?? spec.tabs?.[0] ?? null,
    cursor: null,
  };
}

/**
 * The state a query describes. A query with none of the list's keys is a list opened afresh and gets the
 * defaults; otherwise the query is the whole state, so a cleared filter stays cleared.
 */
export function parseListState(params: URLSearchParams, spec: ListSpec): ListState {
  const defaults = defaultListState(spec);
  if (!listQueryKeys(spec).some((key) => params.has(key))) return defaults;
  const url = (key: string) => listUrlKey(spec, key);
  const filters: Record<string, FilterValue> = {};
  for (const key of spec.filterKeys) {
    const values = params.getAll(url(key)).map((v) => v.trim());
    if (values.length === 1 && values[0]) filters[key] = values[0];
    else if (values.length > 1 && values.some(Boolean)) filters[key] = values;
  }
  const sort = params.has(url(LIST_URL_KEYS.sort))
    ? normaliseSort(params.get(url(LIST_URL_KEYS.sort)), params.get(url(LIST_URL_KEYS.order)), spec.sortKeys)
    : defaults.sort;
  const page = Number(params.get(url(LIST_URL_KEYS.page)));
  const size = Number(params.get(url(LIST_URL_KEYS.pageSize)));
  const tab = params.get(url(LIST_URL_KEYS.tab));
  const pageIndex = Number.isInteger(page) && page >= 1 ? page - 1 : 0;
  return {
    filters,
    sort,
    pageIndex,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.pageSize,
    tab: tab && (!spec.tabs || spec.tabs.includes(tab)) ? tab : defaults.tab,
    // The first page needs no position.
    cursor: pageIndex > 0 ? params.get(url(LIST_URL_KEYS.cursor))?.trim() || null : null,
  };
}

/** `params` with the list's keys replaced by `state` (page and size always written, so the query is never "fresh" again). */
export function writeListState(state: ListState, params: URLSearchParams, spec: ListSpec): URLSearchParams {
  const next = new URLSearchParams(params);
  const url = (key: string) => listUrlKey(spec, key);
  listQueryKeys(spec).forEach((key) => next.delete(key));
  for (const key of spec.filterKeys) {
    const value = state.filters[key];
    if (isEmpty(value)) continue;
    if (typeof value === 'string') next.set(url(key), value.trim());
    else value!.forEach((v) => next.append(url(key), v));
  }
  if (state.sort) {
    next.set(url(LIST_URL_KEYS.sort), state.sort.key);
    next.set(url(LIST_URL_KEYS.order), state.sort.direction);
  }
  next.set(url(LIST_URL_KEYS.page), String(state.pageIndex + 1));
  next.set(url(LIST_URL_KEYS.pageSize), String(state.pageSize));
  if (state.tab) next.set(url(LIST_URL_KEYS.tab), state.tab);
  if (state.cursor && state.pageIndex > 0) next.set(url(LIST_URL_KEYS.cursor), state.cursor);
  return next;
}

/** The filters without empty values (what a request sends). */
export function activeFilters(filters: ListFilters): Record<string, FilterValue> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => !isEmpty(v)));
}

/**
 * Which page of which list a cursor belongs to: the list's filters, sort, size and tab. A cursor only ever
 * stands for a page of the same identity (after a filter change page 3 is another page).
 */
export function listIdentity(state: ListState): string {
  const filters = Object.entries(activeFilters(state.filters)).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([filters, state.sort, state.pageSize, state.tab]);
}

/**
 * The keyset cursors a list has seen, by page index, for one identity: what the server answered as
 * `nextCursor` of page i is the cursor of page i + 1. Lists that page by offset never fill it.
 */
export interface CursorBook {
  identity: string;
  cursors: Readonly<Record<number, string>>;
}

export const EMPTY_CURSOR_BOOK: CursorBook = { identity: '', cursors: {} };

/** The book with `cursor` noted for page `pageIndex` of `identity` (a new identity starts a new book). */
export function noteCursor(book: CursorBook, identity: string, pageIndex: number, cursor: string | null | undefined): CursorBook {
  const same = book.identity === identity;
  if (!cursor || pageIndex < 1) return same ? book : { identity, cursors: {} };
  if (same && book.cursors[pageIndex] === cursor) return book;
  return { identity, cursors: { ...(same ? book.cursors : {}), [pageIndex]: cursor } };
}

/** The cursor that fetches page `pageIndex` of `identity`, or null when it is unknown (ask by offset). */
export function cursorOf(book: CursorBook, identity: string, pageIndex: number): string | null {
  return pageIndex > 0 && book.identity === identity ? book.cursors[pageIndex] ?? null : null;
}
