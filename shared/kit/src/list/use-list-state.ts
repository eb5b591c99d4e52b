import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { parseListState, writeListState, type ListFilters, type ListSort, type ListSpec, type ListState } from './list-state';

/** Session storage: the last query of each list, for plain links back to it (menu item, breadcrumb). */
const savedQueryKey = (id: string) => `kit:list-query:${id.replace(/\/+$/, '')}`;

export interface ListStateControls {
  state: ListState;
  /** New filters start again at the first page. */
  setFilters(filters: ListFilters): void;
  setSort(sort: ListSort | null): void;
  /** A step of its own in the history: Back returns to the previous page. */
  setPage(pageIndex: number, pageSize: number): void;
  setTab(tab: string): void;
  /** The list's defaults again (today's date range and so on). */
  reset(): void;
}

/**
 * A list's state kept in the URL query (ListSpec says which keys and defaults). Back restores it, a link
 * shares it, and a plain link to the list (no query) brings back the last query of this session.
 * Paging pushes a history entry; filter, sort and size changes replace the current one.
 */
export function useListState(spec: ListSpec): ListStateControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const storageKey = savedQueryKey(spec.id ?? pathname);
  const query = params.toString();
  const saved = query ? null : window.sessionStorage.getItem(storageKey);
  const specRef = useRef(spec);
  specRef.current = spec;
  // Parsed once per query: defaults such as "today" are fixed when the list opens, not on every render.
  const state = useMemo(() => parseListState(new URLSearchParams(saved ?? query), specRef.current), [saved, query]);

  useEffect(() => {
    if (saved) setParams(new URLSearchParams(saved), { replace: true });
  }, [saved, setParams]);

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
      setFilters: (filters) => update((s) => ({ ...s, filters, pageIndex: 0 })),
      setSort: (sort) => update((s) => ({ ...s, sort, pageIndex: 0 })),
      setPage: (pageIndex, pageSize) =>
        update((s) => ({ ...s, pageIndex: pageSize === s.pageSize ? pageIndex : 0, pageSize }), pageSize === latest.current.state.pageSize),
      setTab: (tab) => update((s) => ({ ...s, tab, pageIndex: 0 }), true),
      reset: () => update(() => parseListState(new URLSearchParams(), specRef.current)),
    }),
    [state, update],
  );
}
