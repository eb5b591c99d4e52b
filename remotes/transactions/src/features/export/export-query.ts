import { transactionColumnsOnScreen, type TransactionColumn, type TransactionLookupQuery } from '@portal/contracts';

/** The lookup query an export sends: the filters and sort, the chosen columns and the browser's clock. */
export type ExportQuery = Omit<TransactionLookupQuery, 'pageIndex' | 'pageSize' | 'cursor'> & {
  columns: TransactionColumn[];
  timezoneOffset: number;
};

/**
 * Exactly the list on screen as an export: its filters and sort (not its page: an export is every row), the
 * visible columns in the screen's order (pinned ones at their edges, `transactionColumnsOnScreen`: the server writes
 * that order whatever it is sent), and `Date.getTimezoneOffset()` (minutes from local time to UTC; UTC+03:00
 * is -180), so the file's dates are on the clock of the browser that saves it.
 */
export function exportQueryOf(query: TransactionLookupQuery, columns: readonly string[], now = new Date()): ExportQuery {
  const { pageIndex: _page, pageSize: _size, cursor: _cursor, ...filtersAndSort } = query;
  return { ...filtersAndSort, columns: transactionColumnsOnScreen(columns as TransactionColumn[]), timezoneOffset: now.getTimezoneOffset() };
}
