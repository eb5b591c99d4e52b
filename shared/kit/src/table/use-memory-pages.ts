import { useState } from 'react';
import type { ListPagerProps } from './ListPager';

export interface MemoryPages<Row> {
  /** The rows of the page shown. */
  rows: readonly Row[];
  /** The pager's props (no size choice), or null when every row fits on one page. */
  pager: ListPagerProps | null;
}

/**
 * Rows held in memory shown a page at a time (a chosen file's checked lines, before anything is sent): not
 * a list of the server's, so the page is not kept in the URL. Other rows (another file) start at the first page.
 */
export function useMemoryPages<Row>(rows: readonly Row[], pageSize: number): MemoryPages<Row> {
  const [page, setPage] = useState<{ of: readonly Row[]; index: number }>({ of: rows, index: 0 });
  if (rows.length <= pageSize) return { rows, pager: null };
  const lastIndex = Math.ceil(rows.length / pageSize) - 1;
  const index = page.of === rows ? Math.min(page.index, lastIndex) : 0;
  return {
    rows: rows.slice(index * pageSize, (index + 1) * pageSize),
    pager: { pageIndex: index, pageSize, total: rows.length, sizeChoice: false, onChange: (next) => setPage({ of: rows, index: next }) },
  };
}
