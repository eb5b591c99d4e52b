import { catalogPageRoutes, type CatalogPages, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { MailboxPage } from './features/mailbox/MailboxPage';
import { resources } from './i18n';

/** Every built page of this remote by route path. */
const PAGES: CatalogPages = {
  '/platform/mailbox': (row) => <MailboxPage title={row.title} />,
};

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'crm',
  routes: catalogPageRoutes('crm', PAGES, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
