import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { PersonalDashboardPage } from './features/personal/PersonalDashboardPage';
import { resources } from './i18n';

/**
 * The landing dashboards (issue 11): merchants' and platform staff's /dashboard, tenant staff's /crm/dashboard;
 * and section 7.10's own dashboard of every user type.
 */
const PAGES: CatalogPages = {
  '/dashboard': (row) => <DashboardPage key={row.path} title={row.title} />,
  '/crm/dashboard': (row) => <DashboardPage key={row.path} title={row.title} />,
  '/user-dashboard': (row) => <PersonalDashboardPage key={row.path} title={row.title} />,
  '/crm/user-dashboard': (row) => <PersonalDashboardPage key={row.path} title={row.title} />,
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'dashboard',
  routes: catalogPageRoutes('dashboard', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
