const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * An e-mail address as people have them: letters, digits and . _ % + - before one @ (no leading, trailing or
 * double dot), a host name of letters, digits and hyphens with a top-level domain after it; at most 254
 * characters (spec part 2 section 5), 64 before the @. Markup, quotes, spaces and control characters never
 * pass (issue 15 item 7). The real proof is still a delivered message.
 */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && domain.length <= 253 && EMAIL_DOMAIN.test(domain);
}

/**
 * Characters a one-line field never holds: control characters (CR/LF would split a mail header or a CSV
 * row) and the bidirectional overrides and isolates that make `exe.pdf` read as `fdp.exe` (issue 15 item 7).
 * The plain direction marks (LRM, RLM) that right-to-left names need stay allowed.
 */
// eslint-disable-next-line no-control-regex
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** True when `value` holds no line break, control character or bidirectional override (one-line fields). */
export const isOneLine = (value: string): boolean => !NOT_ONE_LINE.test(value);

/** Control characters other than tab and line breaks, and NUL: never in any text. */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Field rules shared by the API and the identity pages; each returns a message or nothing. Text is one line
 * unless `multiline` (descriptions, comments), and never holds a NUL or other control character.
 */
export function requiredText(label: string, value: string | undefined, max = 100, { multiline = false } = {}): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return `${label} is required`;
  if (v.length > max) return `${label} must be at most ${max} characters`;
  if (multiline ? NOT_TEXT.test(v) : NOT_ONE_LINE.test(v)) {
    return multiline ? `${label} must not contain control characters` : `${label} must be one line of text without control characters`;
  }
  return undefined;
}

export function emailProblem(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return 'Email is required';
  if (!isEmail(v)) return 'Email is not a valid e-mail address';
  return undefined;
}
