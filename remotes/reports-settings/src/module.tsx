import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { lazyPages, PlaceholderPage } from '@portal/ui';
import { ReportPage } from './features/reports/ReportPage';
import { REPORT_ROUTES } from './features/reports/report-routes';
import { SECTION_INDEX_PAGES } from './features/section-index/section-index-routes';
import {
  AI_SCOPING_GROUP, ANTIFRAUD_GROUP, API_KEYS_GROUP, CRM_SETTINGS_GROUP, DASHBOARD_MANAGEMENT_GROUP, DATA_ANALYTICS_GROUP, LEAVE_SETTINGS_GROUP, REPORT_SETTINGS_GROUP, REPORTS_OVERVIEW_GROUP, SCHEDULER_GROUP, SETTINGS_GROUP,
  PAYMENT_LINKS_GROUP, SMART_ROUTING_GROUP, WEBHOOK_ENDPOINTS_GROUP,
} from './lazy-page-groups';
import { landingResources } from './i18n-landing';

/** Every report route shares one page component; key: a new report starts with a fresh page state. */
const REPORT_PAGES: CatalogPages = Object.fromEntries(Object.entries(REPORT_ROUTES).map(([path, reportId]) => [
  path, (row) => <ReportPage key={row.path} reportId={reportId} title={row.title} />,
]));

/** Every built page of this remote by route path. */
const PAGES: CatalogPages = {
  ...REPORT_PAGES, ...SECTION_INDEX_PAGES,
  // Loaded on the first visit to one of their routes, not with the remote.
  ...lazyPages(DASHBOARD_MANAGEMENT_GROUP), ...lazyPages(REPORT_SETTINGS_GROUP), ...lazyPages(REPORTS_OVERVIEW_GROUP), ...lazyPages(SETTINGS_GROUP), ...lazyPages(DATA_ANALYTICS_GROUP), ...lazyPages(LEAVE_SETTINGS_GROUP), ...lazyPages(CRM_SETTINGS_GROUP), ...lazyPages(WEBHOOK_ENDPOINTS_GROUP),
  ...lazyPages(SCHEDULER_GROUP), ...lazyPages(API_KEYS_GROUP), ...lazyPages(AI_SCOPING_GROUP), ...lazyPages(ANTIFRAUD_GROUP),
  ...lazyPages(SMART_ROUTING_GROUP), ...lazyPages(PAYMENT_LINKS_GROUP),
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'reports-settings',
  routes: catalogPageRoutes('reports-settings', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: landingResources,
};

export default remoteModule;
