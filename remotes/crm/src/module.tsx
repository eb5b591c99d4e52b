import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { MailboxPage } from './features/mailbox/MailboxPage';
import { UsersPage } from './features/users/UsersPage';
import { resources } from './i18n';

/** Every built page of this remote by route path. */
const PAGES: CatalogPages = {
  '/platform/mailbox': (row) => <MailboxPage title={row.title} />,
  '/crm/users/crm': (row) => <UsersPage kind="crm" title={row.title} />,
  '/crm/users/managment': (row) => <UsersPage kind="platform" title={row.title} />,
  '/crm/users/merchant': (row) => <UsersPage kind="merchant" title={row.title} />,
  // The merchant's own users: the same page, the merchant from the caller's own account.
  '/merchant/users/merchant-management': (row) => <UsersPage kind="merchant" title={row.title} />,
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'crm',
  routes: catalogPageRoutes('crm', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
