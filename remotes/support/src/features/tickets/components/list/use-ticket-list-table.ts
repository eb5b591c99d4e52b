import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import type { TicketFilter, TicketPage } from '@portal/contracts';
import { useListState, type ListSpec } from '@portal/kit';
import type { SupportScope } from '../../../scope/support-scope';
import { listFiltersOf, ticketFilterOf, TICKET_FILTER_KEYS } from './list-query';
import type { TicketTableProps } from './TicketTable';
import { useOpenTicket } from './use-open-ticket';

/** Rows per page when a list opens (one of the kit's PAGE_SIZES). */
export const FIRST_PAGE_SIZE = 10;

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
  const initialKey = JSON.stringify(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial filter by content, not identity
  const first = useMemo(() => initial, [initialKey]);
  const spec = useMemo<ListSpec>(() => ({
    filterKeys: TICKET_FILTER_KEYS,
    defaultFilters: listFiltersOf(first),
    defaultPageSize: first.pageSize ?? FIRST_PAGE_SIZE,
  }), [first]);
  const list = useListState(spec);
  const filter = useMemo(() => ticketFilterOf(list.state, first), [list.state, first]);
  const { apply } = list;
  // A filter change starts again at the first page and replaces the history step (the list's pages are steps).
  const setFilter = useCallback<Dispatch<SetStateAction<TicketFilter>>>(
    (next) => {
      const value = typeof next === 'function' ? next(filter) : next;
      apply({ filters: listFiltersOf(value), sort: null, pageSize: value.pageSize ?? filter.pageSize ?? FIRST_PAGE_SIZE });
    },
    [apply, filter],
  );

  const { href: ticketHref, remember: onFollow, open: onOpen } = useOpenTicket(scope);
  const onPage = list.setPage;
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
