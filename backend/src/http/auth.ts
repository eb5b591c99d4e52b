import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Db } from '../db/client';
import { API_AUDIENCE } from '../lib/contracts';
import { loadPrincipal, type Principal } from '../modules/users/repository';
import { unauthorized } from './errors';
import { isUuid } from '../lib/ids';
import { grantIsLive } from '../modules/identity/grants';

export type TokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

/**
 * Access tokens are the provider's own RS256 JWTs: checked against its public keys, issuer,
 * the API audience, type at+jwt and expiry on every call.
 */
export function createTokenVerifier(opts: { issuer: string; publicKeys: JWK[] }): TokenVerifier {
  const keys = createLocalJWKSet({ keys: opts.publicKeys });
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: opts.issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp'],
    });
    return payload as JWTPayload & { sub: string };
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/** The caller comes from the token's subject only; an inactive or deleted user is refused. */
export async function authenticate(request: FastifyRequest, deps: { db: Db; verify: TokenVerifier }): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('A bearer token is required');
  let sub: string;
  let gid: unknown;
  try {
    ({ sub, gid } = await deps.verify(token));
  } catch {
    throw unauthorized('The access token is invalid or has expired');
  }
  // Revoked at sign-out, password change or reset: refused at once, not when it expires (ADR 0035).
  if (typeof gid !== 'string' || !(await grantIsLive(deps.db, gid))) throw unauthorized('The session of this access token has ended');
  const principal = isUuid(sub) ? await loadPrincipal(deps.db, sub) : undefined;
  if (!principal || !principal.user.isActive) throw unauthorized('The account is not active');
  return principal;
}
