import { theme as antdTheme } from 'antd';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@portal/contracts';
import { blendColors, contrastRatio } from '@portal/ui';
import { accessibleColorsFor, accessiblePresetTextTokens, PRESET_COLOR_NAMES } from './accessible-colors';
import { antdThemeFor } from './antd-theme';

/** Tenant themes from the default to the awkward: light sidebars, dark headers, mid greys, yellow primaries. */
const COLOURS = ['#09d0bd', '#2e43fe', '#ffeb3b', '#ff0000', '#7a7a7a', '#777777', '#ffffff', '#000000', '#1e7e34', '#f5f5f5', '#ff69b4', '#003366'];
const THEMES: ThemeSettings[] = COLOURS.flatMap((a, i) => {
  const b = COLOURS[(i + 5) % COLOURS.length];
  return [
    { ...DEFAULT_THEME_SETTINGS, primaryColor: a, buttonsLinkColor: a, sidebarBackgroundColor: b },
    { ...DEFAULT_THEME_SETTINGS, primaryColor: b, buttonsLinkColor: a, sidebarBackgroundColor: a, headerBackgroundColor: b },
  ];
});

describe('the colours derived from a tenant theme (ADR 0039)', () => {
  it('keeps the default primary as the surface and puts dark text on it', () => {
    const c = accessibleColorsFor(DEFAULT_THEME_SETTINGS);
    const tokens = antdThemeFor(DEFAULT_THEME_SETTINGS);
    expect(tokens.token?.colorPrimary).toBe('#09d0bd');
    expect(c.onPrimary).toBe('#1f1f1f');
    expect(tokens.components?.Button?.primaryColor).toBe('#1f1f1f');
    expect(c.onSidebar).toBe('#ffffff');
  });

  it.each(THEMES.map((t) => [t.primaryColor, t.sidebarBackgroundColor, t.headerBackgroundColor, t]))(
    'primary %s, sidebar %s, header %s: every text reaches 4.5:1 on its surface',
    (_p, _s, _h, theme) => {
      const t = theme as ThemeSettings;
      const { token, components } = antdThemeFor(t);
      const pairs: Array<[string, string, string]> = [
        ['primary button text', components!.Button!.primaryColor as string, t.primaryColor],
        ['hovered primary button text', components!.Button!.primaryColor as string, token!.colorPrimaryHover as string],
        ['pressed primary button text', components!.Button!.primaryColor as string, token!.colorPrimaryActive as string],
        // A button waiting for its request is drawn at antd's loading opacity over the page (text and background alike).
        ['loading primary button text', blendColors(components!.Button!.primaryColor as string, '#ffffff', components!.Button!.opacityLoading ?? token!.opacityLoading ?? 0.65),
          blendColors(t.primaryColor, '#ffffff', components!.Button!.opacityLoading ?? token!.opacityLoading ?? 0.65)],
        ['link on white', token!.colorLink as string, '#ffffff'],
        ['link on the main background', token!.colorLink as string, t.mainBackgroundColor],
        ['link in an info alert', token!.colorLink as string, '#e6f4ff'],
        ['link in a warning alert', token!.colorLink as string, '#fffbe6'],
        ['selected tab', components!.Tabs!.itemSelectedColor as string, '#ffffff'],
        ['sidebar item', components!.Menu!.darkItemColor as string, t.sidebarBackgroundColor],
        ['selected sidebar item', components!.Menu!.darkItemSelectedColor as string, components!.Menu!.darkItemSelectedBg as string],
        ['open submenu item', accessibleColorsFor(t).onSidebarSubmenu, components!.Menu!.darkSubMenuItemBg as string],
        ['header text', components!.Layout!.headerColor as string, t.headerBackgroundColor],
        ['secondary text on the main background', token!.colorTextSecondary as string, t.mainBackgroundColor],
        ['description text on white', token!.colorTextDescription as string, '#ffffff'],
        ['error text', token!.colorError as string, '#ffffff'],
        ['placeholder', token!.colorTextPlaceholder as string, '#ffffff'],
      ];
      const failing = pairs.filter(([, fg, bg]) => contrastRatio(fg, bg) < 4.5).map(([what, fg, bg]) => `${what}: ${fg} on ${bg}`);
      expect(failing).toEqual([]);
    },
  );

  it('darkens antd\'s preset tag texts that fall under AA on their light shade', () => {
    const palette = antdTheme.getDesignToken() as unknown as Record<string, string>;
    const tokens = accessiblePresetTextTokens(palette);
    for (const name of PRESET_COLOR_NAMES) {
      expect(contrastRatio(tokens[`${name}7`], palette[`${name}1`])).toBeGreaterThanOrEqual(4.5);
    }
    // green-7 (#389e0d) on green-1 is 3.4:1 in antd: it had to change.
    expect(palette.green7.toLowerCase()).toBe('#389e0d');
    expect(tokens.green7).not.toBe('#389e0d');
    expect(tokens['green-7']).toBe(tokens.green7);
  });
});
