import { theme as antdTheme, type ThemeConfig } from 'antd';
import { DEFAULT_THEME_SETTINGS, LAYOUT_NAMES, LOCAL_STORAGE_KEYS, type ThemeSettings } from '@portal/contracts';
import { accessibleColorsFor, accessiblePresetTextTokens } from './accessible-colors';

/** antd's own preset palette, read once: the tag and status text shades are darkened from it. */
const PRESET_TEXT_TOKENS = accessiblePresetTextTokens(antdTheme.getDesignToken() as unknown as Record<string, unknown>);

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

/** antd theme tokens from the theme settings, with the text colours derived for contrast (ADR 0039). */
export function antdThemeFor(theme: ThemeSettings): ThemeConfig {
  const c = accessibleColorsFor(theme);
  return {
    token: {
      ...PRESET_TEXT_TOKENS,
      colorPrimary: theme.primaryColor,
      colorTextBase: theme.textColor,
      colorLink: c.link,
      colorLinkHover: c.linkHover,
      colorLinkActive: c.linkHover,
      colorPrimaryText: c.primaryText,
      colorPrimaryTextHover: c.linkHover,
      colorPrimaryTextActive: c.linkHover,
      colorTextSecondary: c.textSecondary,
      colorTextTertiary: c.textTertiary,
      colorTextDescription: c.textTertiary,
      colorTextLabel: c.textSecondary,
      colorTextPlaceholder: c.placeholder,
      colorError: c.error,
      colorErrorText: c.error,
      colorSuccessText: c.success,
      colorWarningText: c.warning,
      borderRadius: 6,
    },
    components: {
      Layout: {
        siderBg: theme.sidebarBackgroundColor, headerBg: theme.headerBackgroundColor, headerColor: c.onHeader,
        bodyBg: theme.mainBackgroundColor, footerBg: theme.mainBackgroundColor, headerPadding: '0 24px',
      },
      // An outlined or dashed button takes the primary colour as its text on hover and press (antd derives
      // them lighter than the primary): the readable shades instead.
      Button: { primaryColor: c.onPrimary, defaultHoverColor: c.primaryText, defaultActiveColor: c.linkHover },
      Radio: { buttonSolidCheckedColor: c.onPrimary },
      Tabs: { itemSelectedColor: c.primaryText, itemHoverColor: c.linkHover, itemActiveColor: c.linkHover, inkBarColor: theme.primaryColor },
      Pagination: { itemActiveColor: c.primaryText, itemActiveColorHover: c.linkHover },
      Menu: {
        itemSelectedColor: c.primaryText,
        // The sidebar menu sits on the sidebar colour: dark-theme items without their own background.
        darkItemBg: 'transparent',
        darkPopupBg: theme.sidebarBackgroundColor,
        darkSubMenuItemBg: c.sidebarSubmenuBg,
        darkItemSelectedBg: c.sidebarSelectedBg,
        darkItemSelectedColor: c.onSidebarSelected,
        darkItemColor: c.onSidebar,
        darkItemHoverColor: c.onSidebar,
        darkGroupTitleColor: c.onSidebar,
      },
    },
  };
}

/** CSS variables for pieces outside antd's tokens (remotes may use them too). */
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
    '--portal-on-header': c.onHeader,
    '--portal-primary-text': c.primaryText,
    '--portal-text-secondary': c.textSecondary,
  };
}
