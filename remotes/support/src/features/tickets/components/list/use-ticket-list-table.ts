import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { TicketFilter, TicketPage } from '@portal/contracts';
import type { SupportScope } from '../../../scope/support-scope';
import type { TicketTableProps } from './TicketTable';
import { useOpenTicket } from './use-open-ticket';

/** Rows per page when a list opens (one of RowsPager's PAGE_SIZES). */
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
 * The filter and page state of one scope's ticket list (first page, 10 rows unless `initial` says
 * otherwise), and the props that bind TicketTable to it: a page change keeps the filter, a row opens
 * the ticket under the list's path.
 */
export function useTicketListTable(scope: SupportScope, initial: TicketFilter): TicketListTable {
  const [filter, setFilter] = useState<TicketFilter>(() => ({ pageIndex: 0, pageSize: FIRST_PAGE_SIZE, ...initial }));
  const onOpen = useOpenTicket(scope);
  const onPage = useCallback((pageIndex: number, pageSize: number) => setFilter((f) => ({ ...f, pageIndex, pageSize })), []);
  const tableProps = (query: TicketPageQuery): Omit<TicketTableProps, 'show'> => ({
    page: query.data,
    loading: query.isFetching,
    pageIndex: filter.pageIndex ?? 0,
    pageSize: filter.pageSize ?? FIRST_PAGE_SIZE,
    onPage,
    onOpen,
  });
  return { filter, setFilter, tableProps };
}
