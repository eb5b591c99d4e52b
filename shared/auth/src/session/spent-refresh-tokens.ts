/**
 * Which refresh tokens have been spent, shared by every tab of the origin (localStorage).
 *
 * The provider rotates refresh tokens and revokes the whole grant when a spent one comes back. A
 * duplicated tab starts with a copy of the other tab's sessionStorage, so two tabs can hold the same
 * refresh token: the second one to renew must not send it. Only a short SHA-256 prefix of each token
 * is kept (never the token), with the time it was spent, and only the few most recent ones.
 */
export const SPENT_REFRESH_TOKENS_KEY = 'portal-auth-spent-refresh-tokens';
/** A refresh token is spent by one renewal; a handful covers every tab of one browser. */
export const SPENT_REFRESH_TOKENS_KEPT = 10;
/** The provider's refresh-token lifetime (24 h): an older token is dead anyway. */
export const SPENT_REFRESH_TOKEN_MAX_AGE_MS = 24 * 3600 * 1000;
/** Hex characters of the SHA-256 digest kept: 128 bits, unique among a handful. */
const FINGERPRINT_LENGTH = 32;

interface SpentEntry {
  /** SHA-256 prefix of the refresh token (hex). */
  fp: string;
  /** When it was spent, epoch ms. */
  at: number;
}

export interface SpentRefreshTokens {
  isSpent(refreshToken: string): Promise<boolean>;
  /** Records the token as spent (call it before sending it: a lost answer may still have spent it). */
  markSpent(refreshToken: string): Promise<void>;
}

export interface SpentRefreshTokensOptions {
  storage?: () => Storage | undefined;
  now?: () => number;
  /** Default refreshTokenFingerprint (WebCrypto, answered outside fake timers' control in tests). */
  fingerprint?: (refreshToken: string) => Promise<string>;
}

/** SHA-256 of the token, first 32 hex characters. Needs WebCrypto, which PKCE needs as well. */
export async function refreshTokenFingerprint(refreshToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.slice(0, FINGERPRINT_LENGTH);
}

function browserLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is SpentEntry {
  const entry = value as Partial<SpentEntry> | null;
  return typeof entry?.fp === 'string' && typeof entry.at === 'number';
}

export function createSpentRefreshTokens(options: SpentRefreshTokensOptions = {}): SpentRefreshTokens {
  const { storage = browserLocalStorage, now = () => Date.now(), fingerprint = refreshTokenFingerprint } = options;

  function read(): SpentEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(SPENT_REFRESH_TOKENS_KEY) ?? '[]');
      const fresh = now() - SPENT_REFRESH_TOKEN_MAX_AGE_MS;
      return Array.isArray(parsed) ? parsed.filter(isEntry).filter((entry) => entry.at >= fresh) : [];
    } catch {
      return [];
    }
  }

  return {
    async isSpent(refreshToken) {
      const fp = await fingerprint(refreshToken);
      return read().some((entry) => entry.fp === fp);
    },
    async markSpent(refreshToken) {
      const fp = await fingerprint(refreshToken);
      const entries = [...read().filter((entry) => entry.fp !== fp), { fp, at: now() }].slice(-SPENT_REFRESH_TOKENS_KEPT);
      try {
        storage()?.setItem(SPENT_REFRESH_TOKENS_KEY, JSON.stringify(entries));
      } catch {
        // Storage full or blocked: the provider's reuse detection is the last line, the iframe the fallback.
      }
    },
  };
}
