import { catalogRouteObjects, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { ReportPage } from './features/reports/ReportPage';
import { REPORT_ROUTES } from './features/reports/report-routes';
import { resources } from './i18n';

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'reports-settings',
  routes: catalogRouteObjects('reports-settings', (row) => {
    const reportId = REPORT_ROUTES[row.path];
    // key: every report route shares one page component; a new report starts with a fresh page state.
    if (reportId) return <ReportPage key={row.path} reportId={reportId} title={row.title} />;
    return <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />;
  }),
  i18n: resources,
};

export default remoteModule;
