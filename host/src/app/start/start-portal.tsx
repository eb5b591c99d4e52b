import 'antd/dist/reset.css';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureApiClient, getSystemMode } from '@portal/api-client';
import { createAuthChannel, createOidcAuthService } from '@portal/auth';
import { addRemoteResources, createPortalI18n } from '@portal/i18n';
import { reportApiError } from '../../features/api-errors/api-error-events';
import { startSessionKeeping } from '../../features/session/start-session-keeping';
import { createFederationLoader, registerPortalRemotes } from '../federation/federation-runtime';
import { RemoteVersionWatch } from '../../features/remotes/new-version/remote-version-watch';
import { RemoteModuleLoader } from '../federation/remote-module-loader';
import { AppProviders, type AppServices } from '../providers/AppProviders';
import { AppRoutes } from '../router/app-routes';
import { ShellZone } from '../../features/shell/zone/shell-zone';
import { removeBootSplash, shellIsComing } from './boot-splash';
import { fetchClientConfiguration, fetchPortalConfig, fetchRemotesManifest, identityOriginOf } from './load-portal-config';
import { preloadRouteRemote } from './preload-route-remote';

function silenceConsole(): void {
  for (const level of ['log', 'info', 'debug'] as const) console[level] = () => {};
}

/** Start-up: deploy-time settings, remote registration, the session, then the app. */
export async function startPortal(container: HTMLElement): Promise<void> {
  const [config, remotes] = await Promise.all([fetchPortalConfig(), fetchRemotesManifest()]);
  if (config.silenceConsole) silenceConsole();
  // Registration only records the manifest URLs; the page's own remote starts loading below, beside the session.
  registerPortalRemotes(remotes);
  const remoteLoader = new RemoteModuleLoader(createFederationLoader(remotes), (module) => {
    if (module.i18n) addRemoteResources(module.i18n);
  });
  preloadRouteRemote(remoteLoader);
  // The shell's antd part (toolbar, page area) downloads beside the session; the frame draws without it (ADR 0062).
  // A failure here is shown by the frame's page area, which asks again.
  if (shellIsComing()) ShellZone.preload().catch(() => undefined);

  const clientConfiguration = await fetchClientConfiguration(config);
  const channel = createAuthChannel();
  const auth = createOidcAuthService(clientConfiguration, { channel });
  // No shell to hand the boot splash over to: the sign-in page shows instead.
  auth.subscribe(() => {
    if (auth.getSnapshot().status === 'signed-out') removeBootSplash();
  });
  startSessionKeeping(auth, channel);
  // The stored session is read here, without oidc-client-ts (loaded on idle after this): the shell's first
  // render already knows the user and the API client its token (issue 14). AuthProvider's init is the same call.
  void auth.init();
  configureApiClient({
    services: config.services,
    getAccessToken: () => auth.getAccessToken(),
    getUserType: () => auth.getSnapshot().user?.profile ?? null,
    getMode: getSystemMode,
    onError: reportApiError,
  });

  const services: AppServices = {
    auth,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
    store: createStore(),
    i18n: createPortalI18n(),
    remoteLoader,
    settings: { identityOrigin: identityOriginOf(config) },
    // A remote released while this page runs: offered as a reload, checked on route changes (ADR 0078).
    versionWatch: new RemoteVersionWatch(remotes, () => fetchRemotesManifest()),
  };

  createRoot(container).render(
    <StrictMode>
      <AppProviders services={services}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
