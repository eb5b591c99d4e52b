import { lazy, Suspense, type ReactNode } from 'react';
import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { FullPageSpin, PlaceholderPage } from '@portal/ui';
import { resources } from './i18n';

// Each feature is its own chunk, loaded on the first visit to one of its pages: the remote's first visit stays
// within a simple area's budget (ADR 0048) however many pages it fills.
const MailboxPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "mailbox" */ './features/mailbox/MailboxPage')).MailboxPage }));
const UsersPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "users" */ './features/users/UsersPage')).UsersPage }));

const loading = (page: ReactNode) => <Suspense fallback={<FullPageSpin />}>{page}</Suspense>;

/** Every built page of this remote by route path. */
const PAGES: CatalogPages = {
  '/platform/mailbox': (row) => loading(<MailboxPage title={row.title} />),
  '/crm/users/crm': (row) => loading(<UsersPage kind="crm" title={row.title} />),
  '/crm/users/managment': (row) => loading(<UsersPage kind="platform" title={row.title} />),
  '/crm/users/merchant': (row) => loading(<UsersPage kind="merchant" title={row.title} />),
  // The merchant's own users: the same page, the merchant from the caller's own account.
  '/merchant/users/merchant-management': (row) => loading(<UsersPage kind="merchant" title={row.title} />),
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'crm',
  routes: catalogPageRoutes('crm', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
