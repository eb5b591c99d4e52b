/** Session-keeping constants (spec part 1 section 9). */
export const SESSION_CONSTANTS = {
  /** The renewal timer checks the token this often. */
  checkIntervalMs: 30_000,
  /** Silent renewal starts when this many seconds or fewer remain. */
  renewBeforeSeconds: 30,
  /** The "expiring" notification fires this many seconds before expiry. */
  expiringNotificationSeconds: 60,
  /** An expired token is renewed at most this many times. */
  maxRenewAttempts: 3,
  /** Backoff before the 2nd attempt; doubles for each later one (none before the first). */
  backoffBaseMs: 5000,
  /** Other tabs wait a random delay in this range before following a logout. */
  crossTabLogoutMinMs: 500,
  crossTabLogoutMaxMs: 1500,
} as const;

/** Name of the Web Lock that serialises token renewals across tabs. */
export const RENEW_LOCK_NAME = 'portal-auth-renew';

/** Delay before attempt `attempt` (1-based): 0, base, 2*base, 4*base... */
export function backoffDelayMs(attempt: number, base: number = SESSION_CONSTANTS.backoffBaseMs): number {
  return attempt <= 1 ? 0 : base * 2 ** (attempt - 2);
}

/** A random delay in [min, max] ms for following another tab's logout. */
export function crossTabLogoutDelayMs(random: () => number = Math.random): number {
  const { crossTabLogoutMinMs: min, crossTabLogoutMaxMs: max } = SESSION_CONSTANTS;
  return Math.round(min + random() * (max - min));
}
