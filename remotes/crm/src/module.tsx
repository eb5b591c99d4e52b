import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { lazyPages, PlaceholderPage } from '@portal/ui';
import { SECTION_INDEX_PAGES } from './features/section-index/section-index-routes';
import { LAZY_PAGE_GROUPS } from './lazy-page-groups';
import { resources } from './i18n';

/**
 * Every built page of this remote by route path: the area roots' indexes, and each group loaded on the first visit to
 * one of its routes.
 */
const PAGES: CatalogPages = Object.assign({}, SECTION_INDEX_PAGES, ...LAZY_PAGE_GROUPS.map(lazyPages));

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'crm',
  routes: catalogPageRoutes('crm', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
