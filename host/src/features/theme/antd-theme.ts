import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from '@portal/contracts';
import { AA_CONTRAST, blendColors, contrastRatio } from '@portal/ui';
import { accessibleColorsFor, accessiblePresetTextTokens } from './accessible-colors';

/** antd's own preset palette, read once: the tag and status text shades are darkened from it. */
const PRESET_TEXT_TOKENS = accessiblePresetTextTokens(antdTheme.getDesignToken() as unknown as Record<string, unknown>);

export interface AntdThemeOptions {
  /** The user asked the system for less motion: antd's opening, closing and wave motions are off (ADR 0072). */
  reducedMotion?: boolean;
}

/** antd theme tokens from the theme settings, with the text colours derived for contrast (ADR 0039). */
export function antdThemeFor(theme: ThemeSettings, { reducedMotion = false }: AntdThemeOptions = {}): ThemeConfig {
  const c = accessibleColorsFor(theme);
  const derived = antdTheme.getDesignToken({ token: { colorPrimary: theme.primaryColor } });
  return {
    token: {
      ...PRESET_TEXT_TOKENS,
      motion: !reducedMotion,
      colorPrimary: theme.primaryColor,
      colorPrimaryHover: pressedShade(derived.colorPrimaryHover, theme.primaryColor, c.onPrimary),
      colorPrimaryActive: pressedShade(derived.colorPrimaryActive, theme.primaryColor, c.onPrimary),
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
      // A button waiting for its request keeps its colours (antd fades it to 0.65, which left white on a mid blue at
      // 3.2:1): its spinner says it is busy. On the Button only: the global token is also a disabled switch's fade.
      Button: { primaryColor: c.onPrimary, defaultHoverColor: c.primaryText, defaultActiveColor: c.linkHover, opacityLoading: 1 },
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

/**
 * A primary surface's hover or press shade: antd's (lighter on hover) where the text on the primary still reads
 * on it, else the primary moved away from that text (darker under white text: Acme's blue lightened under white
 * text fell to 4.2:1), else the primary itself.
 */
function pressedShade(shade: string, primary: string, onPrimary: string): string {
  if (contrastRatio(onPrimary, shade) >= AA_CONTRAST) return shade;
  const away = blendColors(onPrimary === '#ffffff' ? '#000000' : '#ffffff', primary, 0.15);
  return contrastRatio(onPrimary, away) >= AA_CONTRAST ? away : primary;
}
