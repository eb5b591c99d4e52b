import type { RemoteModule } from '@portal/contracts';
import { lazyPage } from './app/lazy-page';
import { supportRoutes } from './app/support-routes';
import { resources } from './i18n';

// The top bar's dialog loads when it is first opened (the host loads this module on the first click anyway).
const ContactSupportDialog = lazyPage(async () => (await import('./features/contact-support/components/ContactSupportDialog')).ContactSupportDialog, 'none');

/** The one exposed module (./module): the support pages, their texts and the Contact Support dialog for the top bar. */
const remoteModule: RemoteModule = {
  name: 'support',
  routes: supportRoutes(),
  i18n: resources,
  extensions: { ContactSupportDialog },
};

export default remoteModule;
