/**
 * The key's form (ADR 0104): `sk_test_` / `sk_live_` / `pk_test_` / `pk_live_`, 32 base62 characters of randomness,
 * and 6 base62 characters of checksum over what precedes them. A typo fails the checksum and is told apart from a
 * revoked key without a database read; the database holds the SHA-256 only.
 */
import { createHash, randomInt } from 'node:crypto';
import { API_KEY_LIMITS, API_KEY_MODES, apiKeyPrefix, type ApiKeyKind, type ApiKeyMode } from '@portal/contracts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const FORM = /^(sk|pk)_(test|live)_([0-9A-Za-z]+)$/;

/** Six base62 characters from the SHA-256 of the key's body. */
export function checksumOf(body: string): string {
  let n = BigInt(`0x${createHash('sha256').update(body).digest('hex').slice(0, 16)}`);
  let out = '';
  for (let i = 0; i < API_KEY_LIMITS.checksumLength; i += 1) {
    out += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export interface IssuedKey {
  key: string;
  prefix: string;
  last4: string;
  hash: string;
}

export function newApiKey(kind: ApiKeyKind, mode: ApiKeyMode): IssuedKey {
  const prefix = apiKeyPrefix(kind, mode);
  let random = '';
  for (let i = 0; i < API_KEY_LIMITS.randomLength; i += 1) random += BASE62[randomInt(62)];
  const key = `${prefix}${random}${checksumOf(prefix + random)}`;
  return { key, prefix, last4: key.slice(-4), hash: hashApiKey(key) };
}

/** The kind and mode a well-formed key says; null when it is not one (wrong form or checksum). */
export function parseApiKey(key: string): { kind: ApiKeyKind; mode: ApiKeyMode } | null {
  const match = FORM.exec(key);
  if (!match) return null;
  const rest = match[3]!;
  if (rest.length !== API_KEY_LIMITS.randomLength + API_KEY_LIMITS.checksumLength) return null;
  const cut = key.length - API_KEY_LIMITS.checksumLength;
  if (checksumOf(key.slice(0, cut)) !== key.slice(cut)) return null;
  return { kind: match[1] === 'sk' ? 'secret' : 'publishable', mode: API_KEY_MODES.find((m) => m.toLowerCase() === match[2])! };
}
