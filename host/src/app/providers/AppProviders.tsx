import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { AuthProvider, type AuthService } from '@portal/auth';
import { ThemeConfigurationProvider } from '../../features/theme/ThemeConfigurationProvider';
import type { RemoteModuleLoader } from '../federation/remote-module-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { PortalSettingsProvider, type PortalSettings } from '../settings/portal-settings';
import type { RemoteVersionWatch } from '../../features/remotes/new-version/remote-version-watch';
import { RemoteVersionWatchContext } from '../../features/remotes/new-version/use-new-remote-version';

export interface AppServices {
  auth: AuthService;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: i18n;
  remoteLoader: RemoteModuleLoader;
  settings: PortalSettings;
  /** Whether a remote was released since the page loaded it (absent: never told). */
  versionWatch?: RemoteVersionWatch;
}

/** Everything the host creates once and every remote uses through the shared singletons. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <JotaiProvider store={services.store}>
        <I18nextProvider i18n={services.i18n}>
          <PortalSettingsProvider settings={services.settings}>
            <RemoteLoaderProvider loader={services.remoteLoader}>
              <RemoteVersionWatchContext.Provider value={services.versionWatch ?? null}>
                <AuthProvider service={services.auth}>
                  {/* The theme comes from the user context, so it sits inside the session; antd's part loads later (ADR 0062). */}
                  <ThemeConfigurationProvider>{children}</ThemeConfigurationProvider>
                </AuthProvider>
              </RemoteVersionWatchContext.Provider>
            </RemoteLoaderProvider>
          </PortalSettingsProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
