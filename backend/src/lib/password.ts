import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt parameters stored with each hash so they can be raised later without breaking old hashes.
/** The cost (N) of new hashes unless PASSWORD_SCRYPT_N says otherwise: 2^14, 16 MiB and about 45 ms of a core here. */
export const DEFAULT_SCRYPT_N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/**
 * PASSWORD_SCRYPT_N: the cost of the hashes made from now on, a power of two from 2^10 to 2^20 (ADR 0134). Raising it
 * strengthens new and changed passwords while the stored ones still verify at their own cost; the test runs lower
 * it, since their hundreds of sign-ins are not about the hash's strength.
 */
export function scryptCostFrom(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_SCRYPT_N;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1024 || n > 1048576 || (n & (n - 1)) !== 0) {
    throw new Error(`PASSWORD_SCRYPT_N must be a power of two from 1024 to 1048576, got "${raw}"`);
  }
  return n;
}

function derive(password: string, salt: Buffer, opts: ScryptOptions & { N: number; r: number }, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs about 128 * N * r bytes of the hash at hand (a stored one may cost more than the setting): twice that.
    scrypt(password.normalize('NFKC'), salt, keylen, { ...opts, maxmem: Math.max(64 * 1024 * 1024, 256 * opts.N * opts.r) }, (err, key) =>
      err ? reject(err) : resolve(key));
  });
}

/** "scrypt$N$r$p$salt$hash" (base64url parts), at the cost PASSWORD_SCRYPT_N names when it is made. */
export async function hashPassword(password: string): Promise<string> {
  const N = scryptCostFrom(process.env.PASSWORD_SCRYPT_N);
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P }, KEYLEN);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(key, expected);
}

/** A hash no password matches, at the current cost: spends the same time as a real check for unknown accounts. */
export function dummyHash(): string {
  return `scrypt$${scryptCostFrom(process.env.PASSWORD_SCRYPT_N)}$${R}$${P}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEYLEN).toString('base64url')}`;
}

/** Password rule shared by registration, password change and tenant-user creation. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('Passwords must be at least 8 characters.');
  if (!/[a-z]/.test(password)) problems.push("Passwords must have at least one lowercase ('a'-'z').");
  if (!/[A-Z]/.test(password)) problems.push("Passwords must have at least one uppercase ('A'-'Z').");
  if (!/[0-9]/.test(password)) problems.push("Passwords must have at least one digit ('0'-'9').");
  return problems;
}

/** A random password that satisfies passwordProblems (for resets). */
export function temporaryPassword(): string {
  return `Tmp-${randomBytes(9).toString('base64url')}a1A`;
}
