import type { Db } from '../../db/client';
import { merchants, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { hashPassword, passwordProblems } from '../../lib/password';
import { emailProblem, requiredText } from '../../lib/validation';
import { findUserByEmail, normaliseEmail } from '../users/repository';
import { defaultTenant } from '../tenants/repository';
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

/**
 * A self-registered merchant: a new NoProcessing merchant under the default tenant, and its first
 * user with the tenant's onboarding role (boarding, documentation, e-mail support).
 */
export async function registerMerchantUser(db: Db, input: RegistrationInput): Promise<{ ok: true } | { ok: false; errors: RegistrationErrors }> {
  const errors = validateRegistration(input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) return { ok: false, errors: { email: `Email '${email}' is already taken.` } };
  const tenant = await defaultTenant(db);
  const role = tenant && (await tenantRoles(db, tenant.id, 'merchant')).find((r) => r.name === ROLE_NAMES.merchantOnboarding);
  if (!tenant || !role) throw new Error('The default tenant has no merchant onboarding role');
  const passwordHash = await hashPassword(input.password);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const merchantId = newId();
  try {
    await db.transaction(async (tx) => {
    await tx.insert(merchants).values({
      id: merchantId, tenantId: tenant.id, legalBusinessName: `${firstName} ${lastName}`,
      boardingStage: 'Application', merchantStatus: 'Pending', reviewStatus: 'Pending', processingStatus: 'NoProcessing',
      description: 'Registered through the portal',
    });
    await tx.insert(users).values({
      id: newId(), email, passwordHash, firstName, lastName, userType: 'merchant',
      tenantId: tenant.id, merchantId, roleId: role.id,
    });
    });
  } catch (err) {
    // Two registrations of one address at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(err)) return { ok: false, errors: { email: `Email '${email}' is already taken.` } };
    throw err;
  }
  return { ok: true };
}
