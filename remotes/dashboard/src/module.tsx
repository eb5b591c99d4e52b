import { catalogRouteObjects, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { PersonalDashboardPage } from './features/personal/PersonalDashboardPage';
import { resources } from './i18n';

/** The landing dashboards (issue 11): merchants' and platform staff's /dashboard, tenant staff's /crm/dashboard. */
const DASHBOARD_PATHS: ReadonlySet<string> = new Set(['/dashboard', '/crm/dashboard']);
/** Section 7.10: the user's own dashboard (every user type). */
const PERSONAL_DASHBOARD_PATH = '/user-dashboard';

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'dashboard',
  routes: catalogRouteObjects('dashboard', (row) => {
    if (DASHBOARD_PATHS.has(row.path)) return <DashboardPage key={row.path} title={row.title} />;
    if (row.path === PERSONAL_DASHBOARD_PATH) return <PersonalDashboardPage title={row.title} />;
    return <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />;
  }),
  i18n: resources,
};

export default remoteModule;
