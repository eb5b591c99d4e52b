import type { ThemeSettings } from '@portal/contracts';
import { AA_CONTRAST, accessibleTextColor, blendColors, contrastRatio, darkerOf, readableTextOn } from '@portal/ui';

/** antd's default status colours: as text on white they stay under 4.5:1, so they are darkened like links. */
const ANTD_ERROR = '#ff4d4f';
const ANTD_SUCCESS = '#52c41a';
const ANTD_WARNING = '#faad14';
const WHITE = '#ffffff';

/**
 * The colours the portal paints with a tenant theme (ADR 0039). The tenant's colours stay the surfaces
 * (buttons, sidebar, header, badges); the text on them and the coloured text on the page are derived so
 * that every pair reaches WCAG AA 4.5:1, whatever colours the tenant chose.
 */
export interface AccessibleColors {
  /** Text on a primary-coloured surface (primary buttons, avatar, selected radio buttons). */
  onPrimary: string;
  /** The primary colour as text on the page (selected tabs, pagination, text buttons): on white and on the main background. */
  primaryText: string;
  /** Links (buttonsLinkColor) as text on the page. */
  link: string;
  /** Link hover and press: a shade darker still. */
  linkHover: string;
  /** Text on the sidebar (and the Entreprise header, the Material navbar: both the sidebar colour). */
  onSidebar: string;
  /** The selected sidebar item's surface and its text. */
  sidebarSelectedBg: string;
  onSidebarSelected: string;
  /** An open submenu's surface and its text. */
  sidebarSubmenuBg: string;
  onSidebarSubmenu: string;
  /** Text on the header. */
  onHeader: string;
  /** Secondary and description text (antd derives them by transparency, which fades under AA). */
  textSecondary: string;
  textTertiary: string;
  /** Placeholders (antd's select shows them as text, which axe measures). */
  placeholder: string;
  error: string;
  success: string;
  warning: string;
}

/**
 * antd's light status surfaces (info, success, warning, error alerts and selected rows): links and coloured
 * text sit on them too (a ticket's escalation notice links to the other ticket).
 */
const ANTD_LIGHT_SURFACES = ['#e6f4ff', '#f6ffed', '#fffbe6', '#fff2f0'];

/** Readable as text on white, on the main background (cards and the page behind them) and on antd's light status surfaces. */
function textOnPage(color: string, mainBackground: string): string {
  return [mainBackground, ...ANTD_LIGHT_SURFACES]
    .reduce((darkest, surface) => darkerOf(darkest, accessibleTextColor(color, surface)), accessibleTextColor(color, WHITE));
}

export function accessibleColorsFor(theme: ThemeSettings): AccessibleColors {
  const main = theme.mainBackgroundColor;
  const onSidebar = readableTextOn(theme.sidebarBackgroundColor);
  // The selected item moves away from the text colour: darker under white text, lighter under dark text.
  const sidebarSelectedBg = onSidebar === WHITE
    ? blendColors('#000000', theme.sidebarBackgroundColor, 0.25)
    : blendColors(WHITE, theme.sidebarBackgroundColor, 0.45);
  const sidebarSubmenuBg = blendColors('#000000', theme.sidebarBackgroundColor, 0.12);
  const link = textOnPage(theme.buttonsLinkColor, main);
  return {
    onPrimary: readableTextOn(theme.primaryColor),
    primaryText: textOnPage(theme.primaryColor, main),
    link,
    linkHover: accessibleTextColor(link, WHITE, 7),
    onSidebar,
    sidebarSelectedBg,
    onSidebarSelected: readableTextOn(sidebarSelectedBg),
    sidebarSubmenuBg,
    onSidebarSubmenu: readableTextOn(sidebarSubmenuBg),
    // The tenant's text colour where it reads on the header, else white or dark text.
    onHeader: contrastRatio(theme.textColor, theme.headerBackgroundColor) >= AA_CONTRAST ? theme.textColor : readableTextOn(theme.headerBackgroundColor),
    textSecondary: textOnPage(blendColors(theme.textColor, WHITE, 0.75), main),
    textTertiary: textOnPage(blendColors(theme.textColor, WHITE, 0.6), main),
    placeholder: accessibleTextColor(blendColors(theme.textColor, WHITE, 0.5), WHITE),
    error: textOnPage(ANTD_ERROR, main),
    success: textOnPage(ANTD_SUCCESS, main),
    warning: textOnPage(ANTD_WARNING, main),
  };
}

/** antd's preset colours (tags, status texts): their text shade (7) on their light shade (1) is under AA for some. */
export const PRESET_COLOR_NAMES = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

/** Palette tokens (`green7` ...) darkened where the preset text shade does not reach AA on its light shade. */
export function accessiblePresetTextTokens(palette: Record<string, unknown>): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const name of PRESET_COLOR_NAMES) {
    const text = palette[`${name}7`];
    const light = palette[`${name}1`];
    if (typeof text !== 'string' || typeof light !== 'string') continue;
    // Both spellings: antd's CSS variables name `green7` and the legacy `green-7` alike (--ant-green-7).
    tokens[`${name}7`] = tokens[`${name}-7`] = darkerOf(accessibleTextColor(text, light), accessibleTextColor(text, WHITE));
  }
  return tokens;
}
