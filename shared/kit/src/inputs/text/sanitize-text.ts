import { isAllowedUrl, normalizeEmail, normalizeNumber, normalizePhone } from '../text-rules';
import { maxLengthOf } from './max-lengths';

// Control characters except tab, line feed and carriage return (a textarea keeps its lines).
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const SCRIPT_BLOCKS = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_TAGS = /<\/?script\b[^>]*>?/gi;
const DANGEROUS_SCHEMES = /\b(?:javascript|data|vbscript)\s*:/gi;
const EVENT_HANDLERS = /\bon[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
// SQL-like fragments: comment markers, stacked statements and the classic injection phrases.
const SQL_PATTERNS = [
  /'\s*(?:or|and)\s+'?[\w]+'?\s*=\s*'?[\w]+'?/gi,
  /\b(?:union\s+(?:all\s+)?select|drop\s+(?:table|database)|insert\s+into|delete\s+from|truncate\s+table|alter\s+table|exec(?:ute)?\s+\w+|xp_\w+)\b/gi,
  /;\s*(?:select|drop|insert|delete|update|alter|exec)\b/gi,
  /--/g,
  /\/\*|\*\//g,
];
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

export function encodeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]);
}

function stripMarkupAttacks(text: string): string {
  let previous: string;
  let current = text;
  // Repeat until stable so that nested leftovers ("<scr<script>ipt>", "javajavascript:script:") go too.
  do {
    previous = current;
    current = current.replace(SCRIPT_BLOCKS, '').replace(SCRIPT_TAGS, '').replace(DANGEROUS_SCHEMES, '').replace(EVENT_HANDLERS, '');
  } while (current !== previous);
  return current;
}

function stripSqlPatterns(text: string): string {
  let current = text;
  for (const pattern of SQL_PATTERNS) current = current.replace(pattern, '');
  return current;
}

/**
 * The text sanitiser of spec part 2 section 5, applied to a value before it is sent: trims; strips
 * script tags, javascript:/data:/vbscript: schemes and event-handler attributes; removes control
 * characters and SQL-like patterns; applies the type's rule (e-mail, number, phone, URL schemes); caps the
 * type's max length; encodes HTML characters last (the cap counts what the user typed).
 * A password is only cleared of control characters and capped: rewriting it would lock its owner out.
 * A URL keeps `&` (its query separator); a URL of another scheme becomes ''.
 */
export function sanitizeText(value: string, inputType: string = 'text'): string {
  const max = maxLengthOf(inputType);
  const plain = stripControlCharacters(value);
  if (inputType === 'password') return plain.slice(0, max);
  let text = stripSqlPatterns(stripMarkupAttacks(plain.trim())).trim();
  if (inputType === 'email') return normalizeEmail(text).slice(0, max);
  if (inputType === 'number') return normalizeNumber(text).slice(0, max);
  if (inputType === 'tel') return normalizePhone(text).slice(0, max);
  if (inputType === 'url') {
    const url = plain.trim().slice(0, max);
    return isAllowedUrl(url) ? url.replace(/[<>"']/g, (character) => HTML_ENTITIES[character]) : '';
  }
  text = text.slice(0, max);
  return encodeHtml(text);
}
