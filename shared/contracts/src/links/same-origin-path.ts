/**
 * The one rule for a link that must stay on the portal's origin (ADR 0074): a sign-in's returnUrl
 * (safeReturnUrl of @portal/auth), a dashboard widget's row link (navigationUrl), a notification's page, a bank's
 * way back. The backend checks stored links with it and the portal checks them again before following one.
 *
 * A same-origin path starts with exactly one "/" ("//host" and "/\host" are another host to a browser), has no
 * scheme ("javascript:") and no control characters, stays so after one or two rounds of percent-decoding and after
 * the URL parser has collapsed its dot segments ("/..//evil.test" is "//evil.test").
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** One leading slash, not "//" or "/\" (protocol-relative to another host). */
function isPlainPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/** The value and what it turns into after one or two rounds of percent-decoding; null for malformed escapes. */
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

/**
 * `raw` as a path of `origin` (path, query and fragment; a full URL of that origin becomes its path), or null when
 * following it could leave the origin.
 */
export function sameOriginPath(raw: string | null | undefined, origin: string): string | null {
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

  // Belt and braces: the URL parser must agree it stays on this origin, and its normalised path must be plain too.
  try {
    const resolved = new URL(candidate, origin);
    if (resolved.origin !== origin || !isPlainPath(resolved.pathname)) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/** Any origin stands for the portal's when only the path is judged (a stored link has no origin of its own). */
const ANY_PORTAL_ORIGIN = 'https://portal.invalid';

/**
 * A link the portal stores and follows later (a widget's row link, with its `{property}` placeholders): a path of
 * the portal as written, never a full URL (the server cannot know which origin a browser will be on).
 */
export function isPortalPath(raw: string): boolean {
  return !HAS_SCHEME.test(raw) && sameOriginPath(raw, ANY_PORTAL_ORIGIN) !== null;
}
