/**
 * The one masking rule of the audit log (ADR 0081): a value is replaced by MASKED when its field's name says it is
 * a secret (a word of the name, camelCase or snake_case split: password, secret, token, key, pin, cvv, otp, sca,
 * pan, credential, ...; or a part of it: cardNumber, cardHolder, expiry), and a string that looks like a card number (13-19 digits passing the Luhn check, spaces or
 * dashes allowed) keeps only its first six and last four digits wherever it stands.
 */
export const MASKED = '***';

const SECRET_WORDS = new Set([
  'password', 'passwords', 'passphrase', 'secret', 'secrets', 'token', 'tokens', 'key', 'keys', 'apikey', 'pin', 'cvv',
  'cvc', 'cvv2', 'otp', 'totp', 'sca', 'pan', 'credential', 'credentials', 'private', 'signature', 'hash',
  'salt', 'cookie', 'authorization', 'recovery',
]);

/** Names that say it without being one word: cardNumber, card_holder, passwd, apiKey spelt apikey. */
const SECRET_PARTS = ['password', 'passwd', 'secret', 'token', 'apikey', 'cardnumber', 'cardholder', 'expiry', 'cvv'];

/** The words of a field name: `newPassword` → new, password; `api_key` → api, key; `cardNumber` → card, number. */
function wordsOf(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
}

export function isSecretField(name: string): boolean {
  const joined = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return wordsOf(name).some((word) => SECRET_WORDS.has(word)) || SECRET_PARTS.some((part) => joined.includes(part));
}

const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

function maskCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match) => {
    const digits = match.replace(/\D/g, '');
    return passesLuhn(digits) ? `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}` : match;
  });
}

/** Longer strings (an uploaded file's content, a long text) are kept as their start and their length. */
export const LONGEST_KEPT = 2_000;
const shortened = (text: string): string => (text.length > LONGEST_KEPT ? `${text.slice(0, 200)}… (${text.length} characters)` : text);

/**
 * A value as the audit log keeps it: secrets masked, card numbers truncated, long strings shortened, NUL characters dropped (a jsonb string
 * cannot hold them) and anything JSON cannot say (dates, buffers) as JSON would say it.
 */
export function masked(value: unknown, field?: string): unknown {
  if (field !== undefined && isSecretField(field) && value !== null && value !== undefined && value !== '') return MASKED;
  if (typeof value === 'string') return maskCardNumbers(shortened(value.replaceAll(String.fromCharCode(0), '')));
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  if (Array.isArray(value)) return value.map((item) => masked(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, masked(v, k)]));
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}
