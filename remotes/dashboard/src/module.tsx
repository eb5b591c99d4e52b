import { catalogRouteObjects, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { resources } from './i18n';

/** The landing dashboards (issue 11): merchants' and platform staff's /dashboard, tenant staff's /crm/dashboard. */
const DASHBOARD_PATHS: ReadonlySet<string> = new Set(['/dashboard', '/crm/dashboard']);

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'dashboard',
  routes: catalogRouteObjects('dashboard', (row) => (DASHBOARD_PATHS.has(row.path)
    ? <DashboardPage key={row.path} title={row.title} />
    : <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />)),
  i18n: resources,
};

export default remoteModule;
