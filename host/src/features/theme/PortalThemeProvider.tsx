import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import trTR from 'antd/locale/tr_TR';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useUserContext } from '@portal/auth';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { SNACKBAR_DEFAULT_SECONDS } from '../api-errors/snackbar';
import { antdThemeFor, cssVariablesFor, readStoredThemeConfiguration, resolveThemeSettings, storeThemeConfiguration, type ThemeConfiguration } from './theme-config';
import { ThemeConfigurationContext } from './theme-context';

function setFavicon(href: string | null): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!href) return;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Per-tenant theming (spec part 1 section 1): the user context's themeSettings drive antd's tokens and
 * CSS variables, the tenant logo and favicon. The last theme is kept in local storage so the next
 * visit starts in the tenant's colours before the user context arrives.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const { data } = useUserContext();
  const { i18n } = useShellTranslation();
  const [config, setConfig] = useState<ThemeConfiguration>(readStoredThemeConfiguration);

  useEffect(() => {
    if (!data) return;
    const next: ThemeConfiguration = {
      settings: resolveThemeSettings(data.user.themeSettings),
      logo: data.user.checkoutLogoSource,
      favicon: data.user.favIconSource,
    };
    storeThemeConfiguration(next);
    setConfig(next);
  }, [data]);

  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(cssVariablesFor(config.settings))) root.style.setProperty(name, value);
    setFavicon(config.favicon);
  }, [config]);

  const theme = useMemo(() => antdThemeFor(config.settings), [config.settings]);
  return (
    <ThemeConfigurationContext.Provider value={config}>
      <ConfigProvider theme={theme} locale={i18n.language === 'tr' ? trTR : enGB}>
        {/* Snackbar default 5000 ms (spec part 1 section 9) for every App.useApp() message and notification, remotes' too. */}
        <AntApp message={{ duration: SNACKBAR_DEFAULT_SECONDS }} notification={{ duration: SNACKBAR_DEFAULT_SECONDS }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </ThemeConfigurationContext.Provider>
  );
}
