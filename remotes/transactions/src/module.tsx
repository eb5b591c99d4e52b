import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { TransactionLookupPage } from './features/lookup/TransactionLookupPage';
import { LOOKUP_ROUTES } from './features/lookup/lookup-pages';
import { PAYMENT_PAGES } from './features/payments/payment-routes';
import { TOOL_PAGES } from './features/tools/tool-routes';
import { DISPUTE_BULK_PROCESSING_PAGES } from './features/dispute-bulk-processing-routes';
import { VT_BATCH_PAGES } from './features/vt-batch-routes';
import { BANK_PAYMENT_PAGES } from './features/bank-payment-routes';
import { SECTION_INDEX_PAGES } from './features/section-index/section-index-routes';
import { APPROVAL_ROUTE_PAGES } from './features/approvals/approval-routes';
import { resources } from './i18n';

/** The six lookup routes share one component; key: a new route starts with a fresh page state. */
const LOOKUP_PAGES: CatalogPages = Object.fromEntries(Object.entries(LOOKUP_ROUTES).map(([path, lookup]) => [
  path, (row) => <TransactionLookupPage key={row.path} kind={lookup.kind} columnChoice={lookup.columnChoice} title={row.title} />,
]));

/** Every built page of this remote by route path. */
const PAGES: CatalogPages = {
  ...LOOKUP_PAGES, ...DISPUTE_BULK_PROCESSING_PAGES, ...PAYMENT_PAGES, ...TOOL_PAGES, ...VT_BATCH_PAGES, ...BANK_PAYMENT_PAGES, ...SECTION_INDEX_PAGES, ...APPROVAL_ROUTE_PAGES,
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'transactions',
  routes: catalogPageRoutes('transactions', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
