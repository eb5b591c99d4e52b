import { catalogRouteObjects, type RemoteModule } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { resources } from './i18n';

/** The one exposed module (./module): this remote's routes from the route catalogue, and its texts. */
const remoteModule: RemoteModule = {
  name: 'reports-settings',
  routes: catalogRouteObjects('reports-settings', (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />),
  i18n: resources,
};

export default remoteModule;
