import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { lazyPages, PlaceholderPage } from '@portal/ui';
import { TransactionLookupPage } from './features/lookup/TransactionLookupPage';
import { LOOKUP_ROUTES } from './features/lookup/lookup-pages';
import { SECTION_INDEX_PAGES } from './features/section-index/section-index-routes';
import { LAZY_PAGE_GROUPS } from './lazy-page-groups';
import { landingResources } from './i18n/landing';

/** The six lookup routes share one component; key: a new route starts with a fresh page state. */
const LOOKUP_PAGES: CatalogPages = Object.fromEntries(Object.entries(LOOKUP_ROUTES).map(([path, lookup]) => [
  path, (row) => <TransactionLookupPage key={row.path} kind={lookup.kind} columnChoice={lookup.columnChoice} title={row.title} />,
]));

/** Every built page of this remote by route path. */
const PAGES: CatalogPages = {
  ...LOOKUP_PAGES, ...SECTION_INDEX_PAGES,
  // Loaded on the first visit to one of their routes, not with the remote (ADR 0115).
  ...Object.assign({}, ...LAZY_PAGE_GROUPS.map(lazyPages)) as CatalogPages,
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'transactions',
  routes: catalogPageRoutes('transactions', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: landingResources,
};

export default remoteModule;
