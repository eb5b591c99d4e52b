import { useCallback, useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { TicketFilter, TicketPage } from '@portal/contracts';
import type { SupportScope } from '../../../scope/support-scope';
import { filterFromQuery, queryFromFilter } from './list-query';
import type { TicketTableProps } from './TicketTable';
import { useOpenTicket } from './use-open-ticket';

/** Rows per page when a list opens (one of RowsPager's PAGE_SIZES). */
export const FIRST_PAGE_SIZE = 10;

/** Session storage: the last query of each list path, for links that lead back without one (the shell's breadcrumb). */
const savedQueryKey = (pathname: string) => `support:list-query:${pathname.replace(/\/+$/, '')}`;

/** What a ticket list query gives the table. */
export interface TicketPageQuery {
  data: TicketPage | undefined;
  isFetching: boolean;
}

export interface TicketListTable {
  filter: TicketFilter;
  setFilter: Dispatch<SetStateAction<TicketFilter>>;
  /** Everything TicketTable needs but its scope's extra columns: the page, paging ('Rows:', page sizes) and opening a row. */
  tableProps(query: TicketPageQuery): Omit<TicketTableProps, 'show'>;
}

/**
 * The filter and page state of one scope's ticket list, kept in the URL query (first page, 10 rows
 * and `initial` when the query has none): Back from a ticket restores it, and a link can be shared.
 * It is also remembered per list path for the session, so a plain link to the list (the shell's
 * breadcrumb, a menu item) comes back to where the user was. A page change keeps the filter; a row
 * opens the ticket under the list's path.
 */
export function useTicketListTable(scope: SupportScope, initial: TicketFilter): TicketListTable {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const storageKey = savedQueryKey(pathname);
  const query = params.toString();
  const saved = query ? null : window.sessionStorage.getItem(storageKey);
  const defaults = useMemo(() => ({ pageIndex: 0, pageSize: FIRST_PAGE_SIZE, ...initial }), [JSON.stringify(initial)]); // eslint-disable-line react-hooks/exhaustive-deps
  const filter = useMemo(() => filterFromQuery(new URLSearchParams(saved ?? query), defaults), [saved, query, defaults]);

  // A plain link to the list: put the remembered query back on the URL.
  useEffect(() => {
    if (saved) setParams(new URLSearchParams(saved), { replace: true });
  }, [saved, setParams]);

  // Successive updates in one event each start from the previous one, not from the last render.
  const latest = useRef({ filter, params });
  latest.current = { filter, params };
  const setFilter = useCallback<Dispatch<SetStateAction<TicketFilter>>>(
    (next) => {
      const value = typeof next === 'function' ? next(latest.current.filter) : next;
      const nextParams = queryFromFilter(value, latest.current.params);
      latest.current = { filter: value, params: nextParams };
      window.sessionStorage.setItem(storageKey, nextParams.toString());
      // Replace: filter changes are not steps of their own in the history, the list is.
      setParams(nextParams, { replace: true });
    },
    [setParams, storageKey],
  );

  const { href: ticketHref, remember: onFollow, open: onOpen } = useOpenTicket(scope);
  const onPage = useCallback((pageIndex: number, pageSize: number) => setFilter((f) => ({ ...f, pageIndex, pageSize })), [setFilter]);
  const tableProps = (data: TicketPageQuery): Omit<TicketTableProps, 'show'> => ({
    page: data.data,
    loading: data.isFetching,
    pageIndex: filter.pageIndex ?? 0,
    pageSize: filter.pageSize ?? FIRST_PAGE_SIZE,
    onPage,
    onOpen,
    ticketHref,
    onFollow,
  });
  return { filter, setFilter, tableProps };
}
