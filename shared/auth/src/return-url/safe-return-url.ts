import { DEFAULT_CRM_PATH, DEFAULT_PATH, type ProfileUserType } from '@portal/contracts';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A same-origin path: one leading slash, not "//" or "/\" (protocol-relative to another host). */
function isPlainPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/** The value and what it turns into after one or two rounds of percent-decoding. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 2; i++) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      forms.push(next);
      current = next;
    } catch {
      return null; // malformed escapes: refuse rather than guess
    }
  }
  return forms;
}

function defaultOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

/**
 * The returnUrl to follow after sign-in, or null when it is not a same-origin path
 * (spec part 1 section 2; ARCHITECTURE security choices). Full URLs of this origin become path+search+hash.
 */
export function safeReturnUrl(raw: string | null | undefined, origin: string = defaultOrigin()): string | null {
  if (!raw || CONTROL_CHARS.test(raw) || raw !== raw.trim()) return null;

  let candidate = raw;
  if (HAS_SCHEME.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
    candidate = `${url.pathname}${url.search}${url.hash}`;
  }

  const forms = decodedForms(candidate);
  if (!forms || forms.some((form) => CONTROL_CHARS.test(form) || HAS_SCHEME.test(form))) return null;
  if (!isPlainPath(candidate)) return null;
  if (forms.some((form) => form.startsWith('/') && !isPlainPath(form))) return null;

  // Belt and braces: the browser's own parser must agree it stays on this origin.
  try {
    const resolved = new URL(candidate, origin);
    if (resolved.origin !== origin) return null;
    // Dot segments collapse on parsing: '/..//evil.test' resolves to the path '//evil.test', which a later
    // navigation would read as another host. Judge the normalised path, not only the raw one.
    if (!isPlainPath(resolved.pathname)) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/** Where a user lands after sign-in without a (valid) returnUrl. */
export function defaultLandingPath(userType: ProfileUserType | null): string {
  return userType === 'crm' ? DEFAULT_CRM_PATH : DEFAULT_PATH;
}
