import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { resources } from './i18n';

// The own dashboard (forms, selects, sharing) is a chunk of its own: the landing /dashboard does not wait for it.
const PersonalDashboardPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "dashboard-personal" */ './features/personal/PersonalDashboardPage')).PersonalDashboardPage }));
const personalPage = (title: string, key: string) => (
  <Suspense key={key} fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
    <PersonalDashboardPage title={title} />
  </Suspense>
);

/**
 * The landing dashboards (issue 11): merchants' and platform staff's /dashboard, tenant staff's /crm/dashboard;
 * and section 7.10's own dashboard of every user type.
 */
const PAGES: CatalogPages = {
  '/dashboard': (row) => <DashboardPage key={row.path} title={row.title} />,
  '/crm/dashboard': (row) => <DashboardPage key={row.path} title={row.title} />,
  '/user-dashboard': (row) => personalPage(row.title, row.path),
  '/crm/user-dashboard': (row) => personalPage(row.title, row.path),
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'dashboard',
  routes: catalogPageRoutes('dashboard', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
