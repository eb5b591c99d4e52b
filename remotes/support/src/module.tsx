import type { RemoteModule } from '@portal/contracts';
import { supportRoutes } from './app/support-routes';
import { ContactSupportDialog } from './features/contact-support/components/ContactSupportDialog';
import { resources } from './i18n';

/** The one exposed module (./module): the support pages, their texts and the Contact Support dialog for the top bar. */
const remoteModule: RemoteModule = {
  name: 'support',
  routes: supportRoutes(),
  i18n: resources,
  extensions: { ContactSupportDialog },
};

export default remoteModule;
