import { createGuardrails, generate, generateSecret, generateURI, verify } from 'otplib';
import { SCA_CODE_DIGITS, SCA_STEP_SECONDS, SCA_WINDOW_STEPS } from '@portal/contracts';

/**
 * The clock SCA reads (ADR 0080): tests move it instead of waiting; everything else reads the real time.
 * One object, so a test sets `scaClock.now` and the server it started sees the same time.
 */
export const scaClock = { now: (): number => Date.now() };

/**
 * otplib refuses secrets under 16 bytes; the demo accounts' well-known `JBSWY3DPEHPK3PXP` has 10 (80 bits, the
 * minimum RFC 4226 allows). New enrolments get 20 bytes; only the floor is lowered.
 */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** A new Base32 secret (20 random bytes, as RFC 4226 recommends). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const totpUrl = (secret: string, account: string, issuer = 'Payments portal'): string =>
  generateURI({ issuer, label: account, secret, digits: SCA_CODE_DIGITS, period: SCA_STEP_SECONDS });

/** The code of a secret at a time (tests, the e2e helper and the seed's documentation compute the same). */
export const totpCode = (secret: string, atMs = scaClock.now()): Promise<string> =>
  generate({ secret, guardrails, epoch: Math.floor(atMs / 1000), digits: SCA_CODE_DIGITS, period: SCA_STEP_SECONDS });

/**
 * The 30-second step a code belongs to when it is valid now, one step either side (clock drift) and after
 * `afterStep` (a code of a step already used is refused: each code works once); undefined otherwise.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number, atMs = scaClock.now()): Promise<number | undefined> {
  if (!new RegExp(`^\\d{${SCA_CODE_DIGITS}}$`).test(code)) return undefined;
  const result = await verify({
    secret, guardrails, token: code, epoch: Math.floor(atMs / 1000), digits: SCA_CODE_DIGITS, period: SCA_STEP_SECONDS,
    epochTolerance: SCA_WINDOW_STEPS * SCA_STEP_SECONDS, ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
