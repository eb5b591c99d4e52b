import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { AuthProvider, type AuthService } from '@portal/auth';
import { ApiErrorSnackbar } from '../../features/api-errors/ApiErrorSnackbar';
import type { RemoteModuleLoader } from '../federation/remote-module-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { PortalSettingsProvider, type PortalSettings } from '../settings/portal-settings';
import { portalTheme } from './portal-theme';

export interface AppServices {
  auth: AuthService;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: i18n;
  remoteLoader: RemoteModuleLoader;
  settings: PortalSettings;
}

/** Everything the host creates once and every remote uses through the shared singletons. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <JotaiProvider store={services.store}>
        <I18nextProvider i18n={services.i18n}>
          <ConfigProvider theme={portalTheme}>
            <AntApp>
              <ApiErrorSnackbar />
              <PortalSettingsProvider settings={services.settings}>
                <RemoteLoaderProvider loader={services.remoteLoader}>
                  <AuthProvider service={services.auth}>{children}</AuthProvider>
                </RemoteLoaderProvider>
              </PortalSettingsProvider>
            </AntApp>
          </ConfigProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
