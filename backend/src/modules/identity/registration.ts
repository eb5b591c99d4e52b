import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, users } from '../../db/schema';
import { isUuid, newId } from '../../lib/ids';
import { hashPassword, passwordProblems } from '../../lib/password';
import { emailProblem, requiredText } from '../../lib/validation';
import { findUserByEmail, findUserById, normaliseEmail } from '../users/repository';
import type { ProfileLanguage } from '@portal/contracts';
import { defaultTenant } from '../tenants/repository';
import { newUserDefaults } from '../settings/reference-data/new-user-defaults';
import { tenantRoles } from '../tenants/tenant-users.repository';
import { ROLE_NAMES } from '../../db/seed-data';
import { isUniqueViolation } from '../../db/errors';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationInput, string>>;

export function validateRegistration(input: RegistrationInput): RegistrationErrors {
  const errors: RegistrationErrors = {
    firstName: requiredText('First name', input.firstName),
    lastName: requiredText('Last name', input.lastName),
    email: emailProblem(input.email),
    password: input.password ? passwordProblems(input.password).join(' ') || undefined : 'Password is required',
    confirmPassword: input.password !== input.confirmPassword ? 'The password and confirmation password do not match.' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as RegistrationErrors;
}

/** What a valid registration led to; the page says the same for all three (ADR 0036). */
export type RegistrationOutcome =
  | { ok: false; errors: RegistrationErrors }
  | { ok: true; email: string; kind: 'created' | 'renewed'; userId: string; passwordHash: string }
  | { ok: true; email: string; kind: 'taken' };

/**
 * A self-registered merchant: a new NoProcessing merchant under the default tenant, and its first user
 * with the tenant's onboarding role, unconfirmed until the link mailed to the address is followed. An
 * address with a confirmed account is left alone (its owner is mailed instead); one whose registration was
 * never confirmed takes the new names and password, so nobody can hold an address they cannot read.
 */
export async function registerMerchantUser(db: Db, input: RegistrationInput, language?: ProfileLanguage): Promise<RegistrationOutcome> {
  const errors = validateRegistration(input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const email = normaliseEmail(input.email);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  if (existing?.emailConfirmedAt) return { ok: true, email, kind: 'taken' };
  if (existing) {
    await db.update(users).set({ firstName, lastName, passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { ok: true, email, kind: 'renewed', userId: existing.id, passwordHash };
  }
  const tenant = await defaultTenant(db);
  const role = tenant && (await tenantRoles(db, tenant.id, 'merchant')).find((r) => r.name === ROLE_NAMES.merchantOnboarding);
  if (!tenant || !role) throw new Error('The default tenant has no merchant onboarding role');
  const merchantId = newId();
  const userId = newId();
  // The tenant's default time zone and language; the language the registration page was read in wins.
  const defaults = await newUserDefaults(db, tenant.id, language);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(merchants).values({
        id: merchantId, tenantId: tenant.id, legalBusinessName: `${firstName} ${lastName}`,
        boardingStage: 'Application', merchantStatus: 'Pending', reviewStatus: 'Pending', processingStatus: 'NoProcessing',
        description: 'Registered through the portal',
      });
      await tx.insert(users).values({
        id: userId, email, passwordHash, firstName, lastName, userType: 'merchant',
        tenantId: tenant.id, merchantId, roleId: role.id, emailConfirmedAt: null, ...defaults,
      });
    });
  } catch (err) {
    // Two registrations of one address at once: the unique index decides; the other is told like any taken address.
    if (isUniqueViolation(err)) return { ok: true, email, kind: 'taken' };
    throw err;
  }
  return { ok: true, email, kind: 'created', userId, passwordHash };
}

/** Hours a confirmation link stays valid. */
export const CONFIRMATION_HOURS = 24;

/**
 * The confirmation link's token: user, issue time and an HMAC over them and the password hash, so a later
 * registration of the same address (a new password) voids the links sent before it.
 */
export function confirmationToken(secret: string, userId: string, passwordHash: string, issuedAt: number): string {
  const mac = createHmac('sha256', secret).update(`confirm\n${userId}\n${issuedAt}\n${passwordHash}`).digest('base64url');
  return `${userId}.${issuedAt}.${mac}`;
}

/** Confirms the address a valid, unexpired token names; false for anything else. */
export async function confirmEmail(db: Db, secret: string, token: string, now = Date.now()): Promise<boolean> {
  const [userId, issued, mac] = token.split('.');
  const issuedAt = Number(issued);
  if (!userId || !mac || !Number.isInteger(issuedAt) || !isUuid(userId)) return false;
  if (now - issuedAt > CONFIRMATION_HOURS * 3_600_000 || issuedAt > now + 60_000) return false;
  const user = await findUserById(db, userId);
  if (!user || user.emailConfirmedAt) return false;
  const expected = Buffer.from(confirmationToken(secret, userId, user.passwordHash, issuedAt));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  await db.update(users).set({ emailConfirmedAt: new Date(now) }).where(eq(users.id, userId));
  return true;
}
