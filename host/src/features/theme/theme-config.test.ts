import { DEFAULT_THEME_SETTINGS } from '@portal/contracts';
import { contrastRatio } from '@portal/ui';
import { antdThemeFor } from './antd-theme';
import { cssVariablesFor, readStoredThemeConfiguration, resolveThemeSettings, storeThemeConfiguration } from './theme-config';

describe('theme configuration', () => {
  it('defaults to the spec colours and vertical-layout-1', () => {
    expect(resolveThemeSettings(undefined)).toMatchObject({
      layoutName: 'vertical-layout-1', sidebarBackgroundColor: '#2e43fe', headerBackgroundColor: '#ffffff',
      mainBackgroundColor: '#f5f5f5', primaryColor: '#09d0bd', textColor: '#404040',
    });
  });

  it('keeps valid tenant values and drops invalid ones', () => {
    const theme = resolveThemeSettings({ layoutName: 'Material', primaryColor: '#ff0000', textColor: 'red' as string, layoutName2: 1 } as never);
    expect(theme.layoutName).toBe('Material');
    expect(theme.primaryColor).toBe('#ff0000');
    expect(theme.textColor).toBe('#404040');
    expect(resolveThemeSettings({ layoutName: 'Fancy' as never }).layoutName).toBe('vertical-layout-1');
  });

  it('drives antd tokens and CSS variables', () => {
    const theme = { ...DEFAULT_THEME_SETTINGS, primaryColor: '#123456', sidebarBackgroundColor: '#654321' };
    expect(antdThemeFor(theme).token).toMatchObject({ colorPrimary: '#123456', colorTextBase: '#404040' });
    expect(antdThemeFor(theme).components?.Layout).toMatchObject({ siderBg: '#654321', headerBg: '#ffffff', bodyBg: '#f5f5f5' });
    expect(cssVariablesFor(theme)['--portal-primary']).toBe('#123456');
  });

  it.each(['#09d0bd', '#ffd400', '#2e43fe'])('gives an outlined button readable text on hover and press (primary %s, AA on white)', (primaryColor) => {
    const button = antdThemeFor({ ...DEFAULT_THEME_SETTINGS, primaryColor }).components?.Button as { defaultHoverColor: string; defaultActiveColor: string };
    expect(contrastRatio(button.defaultHoverColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(button.defaultActiveColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('is kept in local storage under themeConfig', () => {
    storeThemeConfiguration({ settings: { ...DEFAULT_THEME_SETTINGS, layoutName: 'vertical-v2' }, logo: 'data:x', favicon: null });
    expect(JSON.parse(localStorage.getItem('themeConfig')!).settings.layoutName).toBe('vertical-v2');
    expect(readStoredThemeConfiguration()).toMatchObject({ settings: { layoutName: 'vertical-v2' }, logo: 'data:x' });
  });
});
