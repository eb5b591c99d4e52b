import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SCA_LOCK_MINUTES, SCA_MAX_FAILURES, SCA_RECOVERY_CODES } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { SecretVault } from '../encryption-keys/vault';
import { scaAuthenticators } from '../../db/schema';
import { acceptedStep, newTotpSecret, scaClock } from './totp';

export type CodeCheck = { ok: true } | { ok: false; reason: 'invalid' | 'enrol' } | { ok: false; reason: 'locked'; lockedUntil: Date };

const hashOf = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('base64url');
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A recovery code: 16 Base32 characters (80 bits) in groups of four. */
export const RECOVERY_CODE = /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/i;

function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => BASE32[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export async function authenticatorOf(db: Db, userId: string) {
  const [row] = await db.select().from(scaAuthenticators).where(eq(scaAuthenticators.userId, userId));
  return row;
}

/** A confirmed authenticator's status for the profile page. */
export async function authenticatorStatus(db: Db, userId: string) {
  const row = await authenticatorOf(db, userId);
  const now = scaClock.now();
  return {
    enrolled: !!row?.confirmedAt,
    lockedUntil: row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil.toISOString() : null,
    recoveryCodesLeft: row?.confirmedAt ? row.recoveryCodeHashes.length : 0,
  };
}

/**
 * A new secret waiting for its first code. A confirmed authenticator is replaced only by the same call after
 * the caller proved SCA (routes.ts asks for a code first), so nobody with a stolen session swaps it silently.
 */
export async function startEnrolment(db: Db, vault: SecretVault, user: { id: string; tenantId: string | null }): Promise<string> {
  const secret = newTotpSecret();
  // Stored sealed with the user's tenant key like every secret at rest (ADR 0083); the clear secret is shown once.
  const sealed = await vault.seal(user.tenantId, secret, { showLast4: false });
  await db.insert(scaAuthenticators).values({ userId: user.id, secret: sealed }).onConflictDoUpdate({
    target: scaAuthenticators.userId,
    set: { secret: sealed, confirmedAt: null, lastStep: 0, failures: 0, lockedUntil: null, recoveryCodeHashes: [] },
  });
  return secret;
}

/** Enrols with the pending secret's first code; answers the recovery codes (kept hashed only), or undefined for a wrong code. */
export async function confirmEnrolment(db: Db, vault: SecretVault, userId: string, code: string): Promise<string[] | 'none' | undefined> {
  const row = await authenticatorOf(db, userId);
  if (!row || row.confirmedAt) return 'none';
  const step = await acceptedStep(await vault.open(row.secret), code, 0);
  if (step === undefined) return undefined;
  const codes = Array.from({ length: SCA_RECOVERY_CODES }, newRecoveryCode);
  await db.update(scaAuthenticators).set({ confirmedAt: new Date(scaClock.now()), lastStep: step, failures: 0, recoveryCodeHashes: codes.map(hashOf) })
    .where(eq(scaAuthenticators.userId, userId));
  return codes;
}

/**
 * Replaces a confirmed authenticator's recovery codes with SCA_RECOVERY_CODES new ones (kept hashed only): the unused
 * ones stop working. The route asks for a code of the authenticator first. Undefined when none is confirmed.
 */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[] | undefined> {
  const codes = Array.from({ length: SCA_RECOVERY_CODES }, newRecoveryCode);
  const [replaced] = await db.update(scaAuthenticators).set({ recoveryCodeHashes: codes.map(hashOf) })
    .where(and(eq(scaAuthenticators.userId, userId), isNotNull(scaAuthenticators.confirmedAt))).returning({ userId: scaAuthenticators.userId });
  return replaced ? codes : undefined;
}

/** Sets the demo accounts' known secret, already confirmed (the seed; ADR 0080; sealed at start like the seed's other secrets). */
export async function enrolKnownSecret(db: Db, userId: string, secret: string): Promise<void> {
  await db.insert(scaAuthenticators).values({ userId, secret, confirmedAt: new Date() }).onConflictDoNothing();
}

/**
 * Checks a code from the scaCode header: a TOTP code of now (one step either side) not older than the last one
 * accepted, or an unused recovery code. Spending is one conditional update, so two requests cannot both use one
 * code. Wrong codes count; the fifth in a row locks SCA for SCA_LOCK_MINUTES (a right code then is refused too).
 */
export async function checkCode(db: Db, vault: SecretVault, userId: string, code: string): Promise<CodeCheck> {
  const row = await authenticatorOf(db, userId);
  if (!row?.confirmedAt) return { ok: false, reason: 'enrol' };
  const now = scaClock.now();
  if (row.lockedUntil && row.lockedUntil.getTime() > now) return { ok: false, reason: 'locked', lockedUntil: row.lockedUntil };
  const where = eq(scaAuthenticators.userId, userId);
  let spent = false;
  if (RECOVERY_CODE.test(code)) {
    const hash = hashOf(code);
    const [used] = await db.update(scaAuthenticators)
      .set({ recoveryCodeHashes: sql`array_remove(${scaAuthenticators.recoveryCodeHashes}, ${hash})`, failures: 0, lockedUntil: null })
      .where(and(where, sql`${hash} = any(${scaAuthenticators.recoveryCodeHashes})`)).returning({ userId: scaAuthenticators.userId });
    spent = !!used;
  } else {
    const step = await acceptedStep(await vault.open(row.secret), code, row.lastStep, now);
    if (step !== undefined) {
      const [used] = await db.update(scaAuthenticators).set({ lastStep: step, failures: 0, lockedUntil: null })
        .where(and(where, sql`${scaAuthenticators.lastStep} < ${step}`)).returning({ userId: scaAuthenticators.userId });
      spent = !!used;
    }
  }
  if (spent) return { ok: true };
  // Counted in the database (two wrong codes at once both count).
  const [counted] = await db.update(scaAuthenticators).set({ failures: sql`${scaAuthenticators.failures} + 1` }).where(where)
    .returning({ failures: scaAuthenticators.failures });
  if ((counted?.failures ?? 0) < SCA_MAX_FAILURES) return { ok: false, reason: 'invalid' };
  const lockedUntil = new Date(now + SCA_LOCK_MINUTES * 60_000);
  await db.update(scaAuthenticators).set({ failures: 0, lockedUntil }).where(where);
  return { ok: false, reason: 'locked', lockedUntil };
}
