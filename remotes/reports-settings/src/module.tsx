import { catalogRouteObjects, type RemoteModule } from '@portal/contracts';
import type { ReactElement } from 'react';
import { PlaceholderPage } from '@portal/ui';
import { ReportPage } from './features/reports/ReportPage';
import { REPORT_ROUTES } from './features/reports/report-routes';
import { DASHBOARD_MANAGEMENT_ROUTES } from './features/dashboard-management/dashboard-management-routes';
import { resources } from './i18n';

/** This remote's pages by route path; a row without one shows the placeholder. */
const PAGES: Record<string, (title: string) => ReactElement> = {
  ...DASHBOARD_MANAGEMENT_ROUTES,
  // key: every report route shares one page component; a new report starts with a fresh page state.
  ...Object.fromEntries(Object.entries(REPORT_ROUTES).map(([path, reportId]) => [path, (title: string) => <ReportPage key={path} reportId={reportId} title={title} />])),
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'reports-settings',
  routes: catalogRouteObjects('reports-settings', (row) => PAGES[row.path]?.(row.title)
    ?? <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
