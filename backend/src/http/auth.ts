import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Db } from '../db/client';
import { API_AUDIENCE } from '../lib/contracts';
import { loadSession, type Principal } from '../modules/users/repository';
import { unauthorized } from './errors';
import { isUuid } from '../lib/ids';
import { grantIsLive, grantIsLiveSql } from '../modules/identity/grants';

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
  if (typeof gid !== 'string') throw unauthorized('The session of this access token has ended');
  // The account and its grant's liveness in one statement; the grant alone only when there is no account.
  const session = isUuid(sub) ? await loadSession(deps.db, sub, grantIsLiveSql(deps.db, gid)) : undefined;
  const live = session ? session.grantIsLive : await grantIsLive(deps.db, gid);
  // Revoked at sign-out, password change or reset: refused at once, not when it expires (ADR 0035).
  if (!live) throw unauthorized('The session of this access token has ended');
  if (!session || !session.principal.user.isActive) throw unauthorized('The account is not active');
  return session.principal;
}
