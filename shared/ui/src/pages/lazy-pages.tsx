import { lazy, Suspense } from 'react';
import type { CatalogPages, CatalogRoute } from '@portal/contracts';
import { PageLoading } from '../layout/PageLoading';

/** A group of pages loaded as one chunk on the first visit to one of its routes. */
export interface LazyPageGroup {
  /** The group's routes, known before its chunk loads (`lazy-page-groups.test.ts` keeps them equal to the map). */
  paths: readonly string[];
  load: () => Promise<CatalogPages>;
}

/**
 * The pages of a group, each drawn by the group's map once its chunk has arrived: the remote's first visit does not
 * carry pages that are not asked for (issue 26: no remote's first visit grows by more than 10 %). Every remote's pages load this way.
 * Meanwhile the page's title stays where the shell drew it (`PageLoading`), not a bare spinner.
 */
export function lazyPages({ paths, load }: LazyPageGroup): CatalogPages {
  const Page = lazy(async () => {
    const pages = await load();
    return { default: ({ row }: { row: CatalogRoute }) => <>{pages[row.path]?.(row) ?? null}</> };
  });
  return Object.fromEntries(paths.map((path) => [
    path, (row: CatalogRoute) => <Suspense fallback={<PageLoading />}><Page key={row.path} row={row} /></Suspense>,
  ]));
}
