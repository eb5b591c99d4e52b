import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';

/**
 * Temporary lockout of an account after repeated wrong passwords (issue 15 item 1, ADR 0034). Counted per
 * e-mail as typed (lower-cased), whether or not an account has it, so the answers never tell which e-mails
 * exist. After `maxFailures` consecutive failures the account refuses every password (the right one too)
 * for `baseLockMs`, doubling with each further failure up to `maxLockMs`. A successful sign-in clears it.
 */
export interface LockoutPolicy {
  maxFailures: number;
  baseLockMs: number;
  maxLockMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { maxFailures: 5, baseLockMs: 60_000, maxLockMs: 15 * 60_000 };

const keyOf = (email: string) => `account:${email.trim().toLowerCase()}`;

/** Milliseconds the account stays locked from `now`, 0 when it is not locked. */
export async function lockedFor(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures).where(eq(signInFailures.key, keyOf(email)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return Math.max(0, until - now.getTime());
}

/** Counts one more failure; answers how long the account is now locked (0 while under the threshold). */
export async function recordFailure(db: Db, email: string, now: Date, policy: LockoutPolicy = DEFAULT_LOCKOUT): Promise<number> {
  const [row] = await db.insert(signInFailures)
    .values({ key: keyOf(email), failures: 1, updatedAt: now })
    .onConflictDoUpdate({ target: signInFailures.key, set: { failures: sql`${signInFailures.failures} + 1`, updatedAt: now } })
    .returning({ failures: signInFailures.failures });
  const failures = row?.failures ?? 1;
  if (failures < policy.maxFailures) return 0;
  const lockMs = Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** (failures - policy.maxFailures));
  await db.update(signInFailures).set({ lockedUntil: new Date(now.getTime() + lockMs) }).where(eq(signInFailures.key, keyOf(email)));
  return lockMs;
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keyOf(email)));
}

/** The message a locked account gets: how long to wait, nothing about the account. */
export function lockedMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
