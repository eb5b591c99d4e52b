import { DEFAULT_THEME_SETTINGS, LAYOUT_NAMES, LOCAL_STORAGE_KEYS, type ThemeSettings } from '@portal/contracts';
import { accessibleColorsFor } from './accessible-colors';

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

/**
 * CSS variables for everything outside antd's tokens: the shell's frame (drawn before antd loads, ADR 0062) and
 * pieces remotes style themselves.
 */
export function cssVariablesFor(theme: ThemeSettings): Record<string, string> {
  const c = accessibleColorsFor(theme);
  return {
    '--portal-sidebar-bg': theme.sidebarBackgroundColor,
    '--portal-header-bg': theme.headerBackgroundColor,
    '--portal-main-bg': theme.mainBackgroundColor,
    '--portal-primary': theme.primaryColor,
    '--portal-text': theme.textColor,
    '--portal-link': c.link,
    '--portal-link-rgb': theme.buttonsLinkColorRGB,
    '--portal-on-primary': c.onPrimary,
    '--portal-on-sidebar': c.onSidebar,
    '--portal-sidebar-selected-bg': c.sidebarSelectedBg,
    '--portal-on-sidebar-selected': c.onSidebarSelected,
    '--portal-sidebar-submenu-bg': c.sidebarSubmenuBg,
    '--portal-on-sidebar-submenu': c.onSidebarSubmenu,
    '--portal-on-header': c.onHeader,
    '--portal-primary-text': c.primaryText,
    '--portal-text-secondary': c.textSecondary,
  };
}
