import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { AuthProvider } from '@portal/auth';
import { DEFAULT_THEME_SETTINGS, type RemoteModule } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';
import { DECORATIVE_ICONS, SNACKBAR_DEFAULT_SECONDS } from '@portal/ui';
import type { DevSession } from '../session/start-session';
import type { DevShellSettings } from '../settings/dev-shell-settings';
import { devRoutes } from './dev-routes';

/** The remote's routes in a declarative router, as the host draws them (the host has no data router either). */
function DevRoutes({ remote, settings }: { remote: RemoteModule; settings: DevShellSettings }) {
  const routes = useMemo(() => devRoutes(remote, settings), [remote, settings]);
  return useRoutes(routes);
}

/** The same providers the host gives a remote: one QueryClient, one jotai store, the i18n instance, antd, auth. */
export function DevShellApp({ remote, settings, session }: { remote: RemoteModule; settings: DevShellSettings; session: DevSession }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  const [store] = useState(() => createStore());
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={portalI18n()}>
          <ConfigProvider theme={{ token: { colorPrimary: DEFAULT_THEME_SETTINGS.primaryColor } }} {...DECORATIVE_ICONS}>
            <AntApp message={{ duration: SNACKBAR_DEFAULT_SECONDS }}>
              <AuthProvider service={session.auth}>
                <BrowserRouter>
                  <DevRoutes remote={remote} settings={settings} />
                </BrowserRouter>
              </AuthProvider>
            </AntApp>
          </ConfigProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
