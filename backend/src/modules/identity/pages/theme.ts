import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@portal/contracts';

const isColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Black or white, whichever reads better on `background` (WCAG AA holds for any tenant colour). */
export const textOn = (background: string): string => (contrast(background, '#ffffff') >= contrast(background, '#1f1f1f') ? '#ffffff' : '#1f1f1f');

/** The first colour that reads on white at 4.5:1 (links and headings on the white card). */
const readableOnWhite = (...candidates: string[]): string => candidates.find((c) => contrast(c, '#ffffff') >= 4.5) ?? '#1f1f1f';

/**
 * The identity pages' colours as CSS variables, from a tenant's theme (the portal's defaults for
 * anything missing or malformed): the shell's sidebar colour brands the top bar, the primary colour fills
 * buttons, and text on them is derived so that contrast holds.
 */
export function themeVariables(raw: Partial<ThemeSettings> | null | undefined): string {
  const pick = (key: keyof ThemeSettings) => (isColor(raw?.[key]) ? raw![key] as string : DEFAULT_THEME_SETTINGS[key] as string);
  const brand = pick('sidebarBackgroundColor');
  const primary = pick('primaryColor');
  const text = pick('textColor');
  return `:root{--brand-bg:${brand};--on-brand:${textOn(brand)};--primary:${primary};--on-primary:${textOn(primary)};`
    + `--link:${readableOnWhite(pick('buttonsLinkColor'), brand, text)};--page-bg:${pick('mainBackgroundColor')};`
    + `--text:${readableOnWhite(text)};}`;
}
