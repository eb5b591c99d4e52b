import { screen, within } from '@testing-library/react';
import { DEFAULT_THEME_SETTINGS, LOCAL_STORAGE_KEYS } from '@portal/contracts';
import { contrastRatio } from '@portal/ui';
import { renderWithProviders } from '@portal/testing';
import { ThemeConfigurationProvider } from '../../theme/ThemeConfigurationProvider';
import { Logo } from './Logo';

/** The colour an inline `var(--name, fallback)` paints with the variables the theme provider set on <html>. */
function paintedColor(element: HTMLElement): string {
  const styled = element.closest<HTMLElement>('[style]') ?? element; // antd's strong text: <span style><strong>
  const value = styled.style.color;
  const match = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value);
  if (!match) return value;
  return document.documentElement.style.getPropertyValue(match[1]).trim() || (match[2] ?? '').trim();
}

const LIGHT_SIDEBAR = '#e6f4ff';
const DARK_HEADER = '#1d2b3a';

function renderWithTheme(ui: React.ReactElement) {
  window.localStorage.setItem(
    LOCAL_STORAGE_KEYS.themeConfig,
    JSON.stringify({ settings: { ...DEFAULT_THEME_SETTINGS, sidebarBackgroundColor: LIGHT_SIDEBAR, headerBackgroundColor: DARK_HEADER }, logo: null, favicon: null }),
  );
  return renderWithProviders(<ThemeConfigurationProvider>{ui}</ThemeConfigurationProvider>);
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('style');
});

describe('the logo text reads on any tenant theme (issue 16, ADR 0039)', () => {
  it('is the dark derived colour on a light sidebar, not white', () => {
    renderWithTheme(<Logo />);
    const text = screen.getByText('Payments portal');
    expect(paintedColor(text)).toBe('#1f1f1f');
    expect(contrastRatio(paintedColor(text), LIGHT_SIDEBAR)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the folded mark the same colour', () => {
    renderWithTheme(<Logo folded />);
    const mark = within(screen.getByTestId('logo-folded')).getByText('P');
    expect(paintedColor(mark)).toBe('#1f1f1f');
  });

  it('takes the header text colour on the header (Material layout): white on a dark header', () => {
    renderWithTheme(<Logo on="header" />);
    const text = screen.getByText('Payments portal');
    expect(paintedColor(text)).toBe('#ffffff');
    expect(contrastRatio(paintedColor(text), DARK_HEADER)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white on the default (dark blue) sidebar', () => {
    window.localStorage.clear();
    renderWithProviders(<ThemeConfigurationProvider><Logo /></ThemeConfigurationProvider>);
    expect(paintedColor(screen.getByText('Payments portal'))).toBe('#ffffff');
  });
});
