/**
 * Per-type input rules of spec part 2 section 5: what each input type keeps while typing, and whether a
 * finished value is valid. The sanitiser (sanitize-text.ts) applies the same rules on submit.
 */

/** E-mail: lower-cased, spaces removed, only [a-z0-9@._-], a single @. */
export function normalizeEmail(value: string): string {
  const kept = value.toLowerCase().replace(/[^a-z0-9@._-]/g, '');
  const at = kept.indexOf('@');
  return at === -1 ? kept : kept.slice(0, at + 1) + kept.slice(at + 1).replace(/@/g, '');
}

export function isValidEmail(value: string): boolean {
  return /^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(value) && !value.includes('..');
}

/** Number: digits, one decimal point, an optional leading minus. */
export function normalizeNumber(value: string): string {
  const negative = value.trimStart().startsWith('-');
  const kept = value.replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  const single = point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
  return (negative ? '-' : '') + single;
}

export function isValidNumber(value: string): boolean {
  return /^-?(\d+(\.\d+)?|\.\d+)$/.test(value);
}

/** Phone: digits, spaces and - ( ) +. */
export function normalizePhone(value: string): string {
  return value.replace(/[^0-9 ()+-]/g, '');
}

export function isValidPhone(value: string): boolean {
  return /^[0-9 ()+-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3;
}

/** URL schemes the portal accepts (spec part 2 section 5). */
export const ALLOWED_URL_SCHEMES = ['http:', 'https:', 'ftp:', 'mailto:'] as const;

export function isAllowedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (!(ALLOWED_URL_SCHEMES as readonly string[]).includes(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.hostname.length > 0;
}
