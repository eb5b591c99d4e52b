import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  cursorOf, EMPTY_CURSOR_BOOK, listIdentity, noteCursor, parseListState, writeListState,
  type CursorBook, type ListFilters, type ListSort, type ListSpec, type ListState,
} from './list-state';

/** Session storage: the last query of each list, for plain links back to it (menu item, breadcrumb). */
const savedQueryKey = (id: string) => `kit:list-query:${id.replace(/\/+$/, '')}`;
/** Session storage: the keyset cursors seen for the list's current filters, sort and size (CursorBook). */
const cursorBookKey = (id: string) => `kit:list-cursors:${id.replace(/\/+$/, '')}`;

function readBook(key: string): CursorBook {
  try {
    const book = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as CursorBook | null;
    return book && typeof book.identity === 'string' && book.cursors && typeof book.cursors === 'object' ? book : EMPTY_CURSOR_BOOK;
  } catch {
    return EMPTY_CURSOR_BOOK;
  }
}

function writeBook(key: string, before: CursorBook, after: CursorBook): void {
  if (after !== before) window.sessionStorage.setItem(key, JSON.stringify(after));
}

export interface ListStateControls {
  state: ListState;
  /** New filters start again at the first page. */
  setFilters(filters: ListFilters): void;
  setSort(sort: ListSort | null): void;
  /**
   * A step of its own in the history: Back returns to the previous page. The page carries its keyset
   * cursor when the list has seen it (Next after a page that answered `nextCursor`, or a page visited
   * before under the same filters, sort and size); any other page is asked for by offset.
   */
  setPage(pageIndex: number, pageSize: number): void;
  /**
   * The server's `nextCursor` for page `state` (null: none, e.g. the last page or an offset-only sort).
   * Remembered per list in session storage, so Next, Back and a return to a visited page use it.
   */
  noteNextCursor(state: ListState, nextCursor: string | null | undefined): void;
  setTab(tab: string): void;
  /**
   * Another whole view of the list at once (a saved filter): its filters, sort and page size, from the first
   * page. One history step is replaced, as for a filter change.
   */
  apply(view: Pick<ListState, 'filters' | 'sort' | 'pageSize'>): void;
  /** The list's defaults again (today's date range and so on). */
  reset(): void;
}

/**
 * A list's state kept in the URL query (ListSpec says which keys and defaults). Back restores it, a link
 * shares it, and a plain link to the list (no query) brings back the last query of this session.
 * Paging pushes a history entry; filter, sort and size changes replace the current one.
 * Keyset paging: a page reached by Next carries the cursor the server gave for it (`cursor` in the URL,
 * so Back and reload ask for the same rows the same way); jumps to other pages go by offset.
 * A second list on the page has a `urlPrefix` (its own keys) and the main list's `id`: its changes then
 * update the query a plain link to the page brings back.
 */
export function useListState(spec: ListSpec): ListStateControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const listId = spec.id ?? pathname;
  const storageKey = savedQueryKey(listId);
  // A second list's keyset cursors are its own; its changes are saved under the id with the page's whole query.
  const bookKey = cursorBookKey(spec.urlPrefix ? `${listId}#${spec.urlPrefix}` : listId);
  const query = params.toString();
  // A plain link brings back the page's whole last query once: the page's main list does it (a second list
  // doing it too would replace the URL twice at once, the last one winning).
  const saved = query || spec.urlPrefix ? null : window.sessionStorage.getItem(storageKey);
  const specRef = useRef(spec);
  specRef.current = spec;
  // Parsed once per query: defaults such as "today" are fixed when the list opens, not on every render.
  const state = useMemo(() => parseListState(new URLSearchParams(saved ?? query), specRef.current), [saved, query]);

  useEffect(() => {
    if (saved) setParams(new URLSearchParams(saved), { replace: true });
  }, [saved, setParams]);

  // A page restored with its cursor (Back, reload, a shared link) is a page whose cursor the list knows.
  useEffect(() => {
    const book = readBook(bookKey);
    writeBook(bookKey, book, noteCursor(book, listIdentity(state), state.pageIndex, state.cursor));
  }, [bookKey, state]);

  // Successive updates within one event build on each other, not on the last render.
  const latest = useRef({ state, params });
  latest.current = { state, params };
  const update = useCallback(
    (change: (s: ListState) => ListState, push = false) => {
      const value = change(latest.current.state);
      const nextParams = writeListState(value, latest.current.params, specRef.current);
      latest.current = { state: value, params: nextParams };
      window.sessionStorage.setItem(storageKey, nextParams.toString());
      setParams(nextParams, { replace: !push });
    },
    [setParams, storageKey],
  );

  return useMemo(
    () => ({
      state,
      setFilters: (filters) => update((s) => ({ ...s, filters, pageIndex: 0, cursor: null })),
      setSort: (sort) => update((s) => ({ ...s, sort, pageIndex: 0, cursor: null })),
      setPage: (pageIndex, pageSize) => {
        const sameSize = pageSize === latest.current.state.pageSize;
        update((s) => {
          const target = sameSize ? pageIndex : 0;
          return { ...s, pageIndex: target, pageSize, cursor: sameSize ? cursorOf(readBook(bookKey), listIdentity(s), target) : null };
        }, sameSize);
      },
      noteNextCursor: (answered, nextCursor) => {
        const book = readBook(bookKey);
        writeBook(bookKey, book, noteCursor(book, listIdentity(answered), answered.pageIndex + 1, nextCursor));
      },
      setTab: (tab) => update((s) => ({ ...s, tab, pageIndex: 0, cursor: null }), true),
      apply: ({ filters, sort, pageSize }) => update((s) => ({ ...s, filters, sort, pageSize, pageIndex: 0, cursor: null })),
      reset: () => update(() => parseListState(new URLSearchParams(), specRef.current)),
    }),
    [state, update, bookKey],
  );
}

/**
 * Notes the server's `nextCursor` for the page the list shows, so the pager's Next asks for the page after
 * it by keyset. Pass undefined while the answer is not this page's (loading, or an older page kept in view).
 */
export function useNextCursor(list: Pick<ListStateControls, 'state' | 'noteNextCursor'>, nextCursor: string | null | undefined): void {
  const { state, noteNextCursor } = list;
  useEffect(() => {
    if (nextCursor !== undefined) noteNextCursor(state, nextCursor);
  }, [state, nextCursor, noteNextCursor]);
}
