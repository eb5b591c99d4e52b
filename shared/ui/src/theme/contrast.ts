/**
 * WCAG 2.x contrast arithmetic for tenant themes (ADR 0039): a tenant picks any colour, the portal
 * picks the text colour that stays readable on it, or darkens (lightens) a text colour until it does.
 */

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** The dark text the portal prefers on light surfaces; pure black only when this one is not enough. */
export const DARK_TEXT = '#1f1f1f';
export const LIGHT_TEXT = '#ffffff';

type Rgb = [number, number, number];

/** '#09d0bd' or '#0db' -> [9, 208, 189]; anything else throws (callers pass validated theme colours). */
export function parseHexColor(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHexColor([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHexColor(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour for a coloured surface (a primary button, a badge, a selected item, a header):
 * white when white reaches AA, else the portal's dark text, else black. Any colour has one of white or
 * black at 4.58:1 at least, so the answer always reaches AA.
 */
export function readableTextOn(background: string, minimum = AA_CONTRAST): string {
  if (contrastRatio(LIGHT_TEXT, background) >= minimum) return LIGHT_TEXT;
  if (contrastRatio(DARK_TEXT, background) >= minimum) return DARK_TEXT;
  return '#000000';
}

/**
 * `color` itself when it reaches `minimum` against `background`, else the nearest shade of it that
 * does: mixed towards black on light backgrounds (a link on white) or towards white on dark ones.
 * Mixing in 1 % steps keeps the hue and stops at the first shade that reaches the ratio.
 */
export function accessibleTextColor(color: string, background = '#ffffff', minimum = AA_CONTRAST): string {
  if (contrastRatio(color, background) >= minimum) return color.toLowerCase();
  const rgb = parseHexColor(color);
  const towards = contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? 0 : 255;
  for (let step = 1; step <= 100; step++) {
    const mixed = toHexColor(rgb.map((c) => c + ((towards - c) * step) / 100) as Rgb);
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}

/** `top` laid over `bottom` at `alpha` (0..1), as the browser paints an rgba() colour: a solid colour. */
export function blendColors(top: string, bottom: string, alpha: number): string {
  const t = parseHexColor(top);
  const b = parseHexColor(bottom);
  return toHexColor(t.map((c, i) => c * alpha + b[i] * (1 - alpha)) as Rgb);
}

/** The darker of two colours (lower luminance): a text colour that must read on both of two backgrounds. */
export function darkerOf(a: string, b: string): string {
  return relativeLuminance(a) <= relativeLuminance(b) ? a : b;
}
