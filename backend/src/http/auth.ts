import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Db } from '../db/client';
import { API_AUDIENCE, TENANT_SUSPENDED_MESSAGE } from '@portal/contracts';
import { selectPrincipal, toPrincipal, type Principal } from '../modules/users/repository';
import { unauthorized } from './errors';
import { isUuid } from '../lib/ids';
import { grantExpiresAtSql, grantIsLive, grantIsLiveSql } from '../modules/identity/grants';
import type { SessionCache, SessionCheck } from './session-cache';

export type TokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

/** Verified tokens kept (the newest); a browser holds one token at a time, so this is thousands of users. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Access tokens are the provider's own RS256 JWTs: checked against its public keys, issuer,
 * the API audience, type at+jwt and expiry on every call.
 *
 * A token's signature and claims never change, so a token verified once is not verified again while it
 * lives (the RSA check was 0.5 ms of the server's 2 ms per lookup, ADR 0016 session 9): a repeat is
 * answered from memory after checking its expiry again. Its grant and account are still read on every call.
 */
export function createTokenVerifier(opts: { issuer: string; publicKeys: JWK[] }): TokenVerifier {
  const keys = createLocalJWKSet({ keys: opts.publicKeys });
  const verified = new Map<string, JWTPayload & { sub: string; exp: number }>();
  return async (token) => {
    const known = verified.get(token);
    // jose's own rule: a token is expired once its exp (whole seconds) is not after now.
    if (known && known.exp > Math.floor(Date.now() / 1000)) return known;
    verified.delete(token);
    const { payload } = await jwtVerify(token, keys, {
      issuer: opts.issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp'],
    });
    const claims = payload as JWTPayload & { sub: string; exp: number };
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * The statement every API call runs, prepared once per database (PostgreSQL keeps its parse and plan per
 * connection): the account with role, tenant and merchant, and whether the token's grant is live. One
 * round trip per call for both (ADR 0016 session 9, ADR 0035).
 */
const prepareSession = (db: Db) => selectPrincipal(db, sql.placeholder('userId'), { grantIsLive: grantIsLiveSql(db), grantExpiresAt: grantExpiresAtSql(db) }).prepare('api_session');
const sessionStatements = new WeakMap<Db, ReturnType<typeof prepareSession>>();

type LoadedSession = SessionCheck & { grantIsLive: boolean };

async function loadSession(db: Db, userId: string, grantId: string): Promise<LoadedSession | undefined> {
  let statement = sessionStatements.get(db);
  if (!statement) sessionStatements.set(db, statement = prepareSession(db));
  const [row] = await statement.execute({ userId, grantId, now: new Date() });
  return row && { principal: toPrincipal(row), grantIsLive: row.grantIsLive, grantExpiresAt: row.grantExpiresAt };
}

/** Whether a session check lets the caller in: its grant live, its account active, its tenant not suspended. */
const admits = (session: LoadedSession): boolean => session.grantIsLive && isActivePrincipal(session.principal);
const isActivePrincipal = (p: Principal): boolean => p.user.isActive && !p.user.deletedAt && (!p.tenant || p.tenant.isActive);

/** The session check, from memory when `sessions` keeps it (ADR 0127): only checks that let the caller in are kept. */
async function checkSession(deps: { db: Db; sessions?: SessionCache }, userId: string, grantId: string): Promise<LoadedSession | undefined> {
  if (!deps.sessions) return loadSession(deps.db, userId, grantId);
  // Kept only when it let the caller in; the cache answers it only while its grant has not expired.
  return deps.sessions.check(userId, grantId, () => loadSession(deps.db, userId, grantId), admits);
}

/** The caller comes from the token's subject only; an inactive or deleted user is refused. */
export async function authenticate(request: FastifyRequest, deps: { db: Db; verify: TokenVerifier; sessions?: SessionCache }): Promise<Principal> {
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
  // The grant alone only when there is no such account (its answer decides which refusal to give).
  const session = isUuid(sub) ? await checkSession(deps, sub, gid) : undefined;
  const live = session ? session.grantIsLive : await grantIsLive(deps.db, gid);
  // Revoked at sign-out, password change or reset: refused at once, not when it expires (ADR 0035).
  if (!live) throw unauthorized('The session of this access token has ended');
  if (!session || !session.principal.user.isActive || session.principal.user.deletedAt) throw unauthorized('The account is not active');
  // A suspended tenant's staff and merchants lose access at once (ADR 0083).
  if (session.principal.tenant && !session.principal.tenant.isActive) throw unauthorized(TENANT_SUSPENDED_MESSAGE);
  return session.principal;
}
