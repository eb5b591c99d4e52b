import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { ReportPage } from './features/reports/ReportPage';
import { REPORT_ROUTES } from './features/reports/report-routes';
import { DATA_ANALYTICS_PAGES } from './features/data-analytics/data-analytics-routes';
import { DASHBOARD_MANAGEMENT_PAGES } from './features/dashboard-management/dashboard-management-routes';
import { REPORT_SETTINGS_PAGES } from './features/report-settings/report-settings-routes';
import { REPORTS_OVERVIEW_PAGES } from './features/reports-overview/reports-overview-routes';
import { SECTION_INDEX_PAGES } from './features/section-index/section-index-routes';
import { resources } from './i18n';

/** Every report route shares one page component; key: a new report starts with a fresh page state. */
const REPORT_PAGES: CatalogPages = Object.fromEntries(Object.entries(REPORT_ROUTES).map(([path, reportId]) => [
  path, (row) => <ReportPage key={row.path} reportId={reportId} title={row.title} />,
]));

/** Every built page of this remote by route path. */
const PAGES: CatalogPages = {
  ...DASHBOARD_MANAGEMENT_PAGES, ...REPORT_PAGES, ...REPORT_SETTINGS_PAGES, ...REPORTS_OVERVIEW_PAGES, ...DATA_ANALYTICS_PAGES, ...SECTION_INDEX_PAGES,
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'reports-settings',
  routes: catalogPageRoutes('reports-settings', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
