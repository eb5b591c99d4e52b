/**
 * When a failed delivery is tried again (ADR 0100): exponential back-off over about three days (5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 14 h, 20 h, 20 h after the attempts 1..9), each delay with +-20 % jitter so endpoints that failed
 * together are not retried together; a Retry-After longer than the delay is honoured (capped at a day).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 20 * HOUR];
/** The first attempt and one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const MAX_RETRY_AFTER_MS = 24 * HOUR;

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * SECOND;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** When to try again after `attempts` failed attempts, or null when none remains. `random` in [0, 1). */
export function nextAttemptAt(attempts: number, now: Date, options: { retryAfter?: string | null; random?: () => number } = {}): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const base = RETRY_DELAYS_MS[attempts - 1]!;
  const jittered = base * (0.8 + 0.4 * (options.random ?? Math.random)());
  const asked = retryAfterMs(options.retryAfter ?? null, now);
  const delay = asked === null ? jittered : Math.max(jittered, Math.min(asked, MAX_RETRY_AFTER_MS));
  return new Date(now.getTime() + Math.round(delay));
}
