import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useUserContext } from '@portal/auth';
import { cssVariablesFor, readStoredThemeConfiguration, resolveThemeSettings, storeThemeConfiguration, type ThemeConfiguration } from './theme-config';
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
 * Per-tenant theming (spec part 1 section 1): the user context's themeSettings become the theme in force (layout,
 * CSS variables, logo, favicon). The last theme is kept in local storage so the next visit starts in the tenant's
 * colours before the user context arrives. antd's tokens are derived from the same configuration by AntdThemeRoot,
 * which loads with antd after the shell's frame is drawn (ADR 0062).
 */
export function ThemeConfigurationProvider({ children }: { children: ReactNode }) {
  const { data } = useUserContext();
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

  // Before the first paint: the frame is coloured by these variables, not by antd.
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(cssVariablesFor(config.settings))) root.style.setProperty(name, value);
    setFavicon(config.favicon);
  }, [config]);

  return <ThemeConfigurationContext.Provider value={config}>{children}</ThemeConfigurationContext.Provider>;
}
