import { ROUTE_CATALOG, type CatalogPages, type RemoteName } from '@portal/contracts';
import { lazyPages } from '@portal/ui';
import { SECTION_INDEX_PATHS } from './section-index-paths';

/**
 * The section index pages a remote serves: the roots of SECTION_INDEX_PATHS the catalogue makes it the owner of.
 * Loaded on the first visit to one, with their lines (ADR 0158): a remote's first visit is another page more often.
 */
export function sectionIndexPagesOf(owner: RemoteName): CatalogPages {
  const paths = SECTION_INDEX_PATHS.filter((path) => ROUTE_CATALOG.some((row) => row.path === path && row.owner === owner));
  return lazyPages({
    paths,
    load: async () => {
      const { SectionIndexPage } = await import(/* webpackChunkName: "section-index" */ './SectionIndexPage');
      return Object.fromEntries(paths.map((path) => [path, (row) => <SectionIndexPage key={row.path} basePath={row.path} title={row.title} />]));
    },
  });
}
