import { and, eq, gte, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { likePrefix } from '../../lib/like';

/**
 * Failed sign-ins, counted where every replica sees them (the `sign_in_failures` table; ADR 0034, ADR 0101).
 *
 * Two kinds of counters share the table, told apart by their key:
 * - consecutive failures with a growing lock (`recordFailure`/`lockedFor`): per account and address pair, per
 *   account and trusted device, and per account from every untrusted source with a higher threshold. A success
 *   clears them. Counted per e-mail as typed (lower-cased), whether or not an account has it, so the answers
 *   never tell which e-mails exist.
 * - failures in a fixed window (`addToWindow`/`windowBlockedFor`): per client address, for sign-in forms and for
 *   the token endpoint separately, so that an office of hundreds of operators behind one address is turned away
 *   only by what fails there, never by its own successful sign-ins and refreshes.
 */
export interface LockoutPolicy {
  maxFailures: number;
  baseLockMs: number;
  maxLockMs: number;
}

/** One address and one account: 5 wrong passwords, then 1 minute doubling up to 15 (the right password refused meanwhile). */
export const DEFAULT_LOCKOUT: LockoutPolicy = { maxFailures: 5, baseLockMs: 60_000, maxLockMs: 15 * 60_000 };

/** One account from every untrusted source together: many more, so a guesser elsewhere cannot lock out its owner. */
export const DEFAULT_ACCOUNT_LOCKOUT: LockoutPolicy = { maxFailures: 20, baseLockMs: 60_000, maxLockMs: 15 * 60_000 };

/** The limit of failures per address in one window: sized for 500 operators behind one office address. */
export interface AddressLimit {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_ADDRESS_LIMIT: AddressLimit = { maxFailures: 500, windowMs: 15 * 60_000 };

const normal = (email: string) => email.trim().toLowerCase();

/** Every untrusted attempt at an account, from any address. */
export const accountKey = (email: string) => `account:${normal(email)}`;
/** One account from one client address (no device cookie). */
export const pairKey = (email: string, address: string) => `pair:${normal(email)}|${address}`;
/** One account from one browser that signed in to it before (its device cookie). */
export const deviceKey = (email: string, deviceId: string) => `device:${normal(email)}|${deviceId}`;
/** Failed sign-in forms from one client address. */
export const addressKey = (address: string) => `address:${address}`;
/** Failed token calls (bad refresh tokens, codes, unknown clients) from one client address. */
export const tokenAddressKey = (address: string) => `token-address:${address}`;

/** Milliseconds the longest of the keys' locks lasts from `now`, 0 when none is locked. */
export async function lockedFor(db: Db, keys: string | string[], now: Date): Promise<number> {
  const list = Array.isArray(keys) ? keys : [keys];
  const rows = await db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures)
    .where(or(...list.map((key) => eq(signInFailures.key, key))));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return Math.max(0, until - now.getTime());
}

/** Counts one more failure under `key`; answers how long it is now locked (0 while under the threshold). */
export async function recordFailure(db: Db, key: string, now: Date, policy: LockoutPolicy = DEFAULT_LOCKOUT): Promise<number> {
  const [row] = await db.insert(signInFailures)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({ target: signInFailures.key, set: { failures: sql`${signInFailures.failures} + 1`, updatedAt: now } })
    .returning({ failures: signInFailures.failures });
  const failures = row?.failures ?? 1;
  if (failures < policy.maxFailures) return 0;
  const lockMs = Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** (failures - policy.maxFailures));
  await db.update(signInFailures).set({ lockedUntil: new Date(now.getTime() + lockMs) }).where(eq(signInFailures.key, key));
  return lockMs;
}

/** Forgets the given counters (a success clears its own source's and the account's). */
export async function clearKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(signInFailures).where(or(...keys.map((key) => eq(signInFailures.key, key))));
}

/** Forgets every counter of an account: an administrator's unlock, a new password, a deleted user. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  const who = normal(email);
  await db.delete(signInFailures).where(or(
    eq(signInFailures.key, accountKey(who)),
    like(signInFailures.key, likePrefix(`pair:${who}|`)),
    like(signInFailures.key, likePrefix(`device:${who}|`)),
  ));
}

/**
 * Counts one failure in `key`'s current window (the window starts with its first failure; `updated_at` holds that
 * start). Answers the failures counted in the window, this one included, and when the window started.
 */
export async function addToWindow(db: Db, key: string, now: Date, limit: AddressLimit): Promise<{ count: number; startedAt: Date }> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const expired = sql`${signInFailures.updatedAt} < ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db.insert(signInFailures)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        updatedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${signInFailures.updatedAt} end`,
      },
    })
    .returning({ failures: signInFailures.failures, startedAt: signInFailures.updatedAt });
  return { count: row?.failures ?? 1, startedAt: row?.startedAt ?? now };
}

/** Milliseconds until `key`'s window ends when it holds `limit.maxFailures` or more failures; else 0. */
export async function windowBlockedFor(db: Db, key: string, now: Date, limit: AddressLimit): Promise<number> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const [row] = await db.select({ failures: signInFailures.failures, startedAt: signInFailures.updatedAt }).from(signInFailures)
    .where(and(eq(signInFailures.key, key), gte(signInFailures.updatedAt, windowStart)));
  if (!row || row.failures < limit.maxFailures) return 0;
  return Math.max(0, row.startedAt.getTime() + limit.windowMs - now.getTime());
}

/** The message a locked source gets: how long to wait, nothing about the account. */
export function lockedMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A counter nobody has added to for this long is deleted by the nightly purge (its window, at most an hour, is long over). */
export const IDLE_COUNTER_MS = 86_400_000;

/**
 * Deletes the counters (sign-in failures per account and address, request and quota windows, payment-link attempts:
 * one table, ADR 0101) not touched for IDLE_COUNTER_MS, except an account still locked: answers how many.
 */
export async function purgeIdleCounters(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDLE_COUNTER_MS);
  const deleted = await db.delete(signInFailures)
    .where(and(lt(signInFailures.updatedAt, before), or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now))))
    .returning({ key: signInFailures.key });
  return deleted.length;
}
