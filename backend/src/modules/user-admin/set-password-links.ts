import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SET_PASSWORD_LINK_HOURS, SET_PASSWORD_PATH } from '@portal/contracts';
import type { Db } from '../../db/client';
import { passwordSetTokens, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import { endOtherSessions } from '../identity/grants';
import { clearFailures } from '../identity/sign-in-lockout';

export type SetPasswordPurpose = 'invitation' | 'reset';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new single-use set-password link for the user (ADR 0077): 32 random bytes, only their hash stored, valid for
 * SET_PASSWORD_LINK_HOURS. The user's earlier links stop working: only the newest mail counts.
 */
export async function issueSetPasswordLink(db: Db, publicOrigin: string, userId: string, purpose: SetPasswordPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordSetTokens).where(and(eq(passwordSetTokens.userId, userId), isNull(passwordSetTokens.usedAt)));
    await tx.insert(passwordSetTokens).values({
      id: newId(), userId, purpose, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000), createdAt: now,
    });
  });
  return `${publicOrigin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

const usable = (token: string, now: Date) => and(eq(passwordSetTokens.tokenHash, hashOf(token)), isNull(passwordSetTokens.usedAt), gt(passwordSetTokens.expiresAt, now));

/** The account a link opens, while the link is unused, unexpired and its user not deleted; else undefined. */
export async function setPasswordLinkUser(db: Db, token: string, now = new Date()) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db.select({ id: users.id, email: users.email, tenantId: users.tenantId, language: users.language, purpose: passwordSetTokens.purpose })
    .from(passwordSetTokens).innerJoin(users, eq(users.id, passwordSetTokens.userId))
    .where(and(usable(token, now), isNull(users.deletedAt)));
  return row;
}

/**
 * Sets the password the link's owner chose (already checked against the password rules) and spends the link:
 * one conditional update, so two submissions of one link cannot both succeed. The invitation is over, the
 * address counts as confirmed (the mail reached it), a lockout ends, and every session on the old password ends.
 */
export async function setPasswordByLink(db: Db, token: string, password: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordSetTokens).set({ usedAt: now }).where(usable(token, now)).returning({ userId: passwordSetTokens.userId });
    if (!spent) return undefined;
    const [user] = await tx.update(users).set({ passwordHash, invitedAt: null, updatedAt: now })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt))).returning({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt });
    if (!user) return undefined;
    if (!user.emailConfirmedAt) await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id));
    return user;
  });
  if (!done) return false;
  await clearFailures(db, done.email);
  await endOtherSessions(db, done.id);
  return true;
}

/** A deleted user's links go with them. */
export async function dropSetPasswordLinks(db: Db, userId: string): Promise<void> {
  await db.delete(passwordSetTokens).where(eq(passwordSetTokens.userId, userId));
}
