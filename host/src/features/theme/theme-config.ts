import type { ThemeConfig } from 'antd';
import { DEFAULT_THEME_SETTINGS, LAYOUT_NAMES, LOCAL_STORAGE_KEYS, type ThemeSettings } from '@portal/contracts';

export type LayoutName = ThemeSettings['layoutName'];

/** What the shell keeps in local storage under themeConfig: the tenant's theme, its logo and favicon. */
export interface ThemeConfiguration {
  settings: ThemeSettings;
  logo: string | null;
  favicon: string | null;
}

export const DEFAULT_THEME_CONFIGURATION: ThemeConfiguration = { settings: DEFAULT_THEME_SETTINGS, logo: null, favicon: null };

const isColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v);

/** Theme settings with every field valid: unknown layouts and colours fall back to the defaults. */
export function resolveThemeSettings(raw: Partial<ThemeSettings> | null | undefined): ThemeSettings {
  const out: ThemeSettings = { ...DEFAULT_THEME_SETTINGS };
  if (!raw) return out;
  if ((LAYOUT_NAMES as readonly string[]).includes(raw.layoutName as string)) out.layoutName = raw.layoutName as LayoutName;
  for (const key of ['sidebarBackgroundColor', 'headerBackgroundColor', 'mainBackgroundColor', 'primaryColor', 'textColor', 'buttonsLinkColor'] as const) {
    if (isColor(raw[key])) out[key] = raw[key] as string;
  }
  if (typeof raw.buttonsLinkColorRGB === 'string') out.buttonsLinkColorRGB = raw.buttonsLinkColorRGB;
  return out;
}

export function readStoredThemeConfiguration(): ThemeConfiguration {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(LOCAL_STORAGE_KEYS.themeConfig) ?? 'null') as Partial<ThemeConfiguration> | null;
    if (!parsed) return DEFAULT_THEME_CONFIGURATION;
    return { settings: resolveThemeSettings(parsed.settings), logo: parsed.logo ?? null, favicon: parsed.favicon ?? null };
  } catch {
    return DEFAULT_THEME_CONFIGURATION;
  }
}

export function storeThemeConfiguration(config: ThemeConfiguration): void {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.themeConfig, JSON.stringify(config));
  } catch {
    // storage blocked: the theme still applies to this page
  }
}

/** antd theme tokens from the theme settings. */
export function antdThemeFor(theme: ThemeSettings): ThemeConfig {
  return {
    token: { colorPrimary: theme.primaryColor, colorTextBase: theme.textColor, colorLink: theme.buttonsLinkColor, borderRadius: 6 },
    components: {
      Layout: { siderBg: theme.sidebarBackgroundColor, headerBg: theme.headerBackgroundColor, bodyBg: theme.mainBackgroundColor, footerBg: theme.mainBackgroundColor, headerPadding: '0 24px' },
      // The sidebar menu sits on the sidebar colour: dark-theme items without their own background.
      Menu: {
        darkItemBg: 'transparent',
        darkPopupBg: theme.sidebarBackgroundColor,
        darkSubMenuItemBg: 'rgba(0, 0, 0, 0.12)',
        darkItemSelectedBg: 'rgba(255, 255, 255, 0.2)',
        darkItemColor: 'rgba(255, 255, 255, 0.85)',
        darkItemHoverColor: '#ffffff',
        darkGroupTitleColor: 'rgba(255, 255, 255, 0.65)',
      },
    },
  };
}

/** CSS variables for pieces outside antd's tokens (remotes may use them too). */
export function cssVariablesFor(theme: ThemeSettings): Record<string, string> {
  return {
    '--portal-sidebar-bg': theme.sidebarBackgroundColor,
    '--portal-header-bg': theme.headerBackgroundColor,
    '--portal-main-bg': theme.mainBackgroundColor,
    '--portal-primary': theme.primaryColor,
    '--portal-text': theme.textColor,
    '--portal-link': theme.buttonsLinkColor,
    '--portal-link-rgb': theme.buttonsLinkColorRGB,
  };
}
