import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { endOtherSessions } from '../identity/grants';
import { clearFailures } from '../identity/sign-in-lockout';
import { dropSetPasswordLinks } from './set-password-links';

/**
 * Deletes an account softly (ADR 0077): the row stays for history (tickets, audit, sign-in events name it), but it
 * leaves every list, its address is free again, it can no longer sign in, and its sessions, refresh tokens and
 * grants end now rather than when they expire.
 */
export async function softDeleteUser(db: Db, userId: string, now = new Date()): Promise<void> {
  const [row] = await db.update(users).set({ deletedAt: now, isActive: false, updatedAt: now }).where(eq(users.id, userId)).returning({ email: users.email });
  await dropSetPasswordLinks(db, userId);
  await endOtherSessions(db, userId);
  if (row) await clearFailures(db, row.email);
}

/** Switches an account on or off; switched off, its sessions and tokens end at once. */
export async function setUserActive(db: Db, userId: string, isActive: boolean): Promise<void> {
  await db.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId));
  if (!isActive) await endOtherSessions(db, userId);
}
