import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { oidcKeys, oidcPayloads } from '../../src/db/schema';
import { API_AUDIENCE } from '@portal/contracts';
import type { TestServer } from './server';

/** The provider's own private signing key, read from the database (to forge tokens the API must refuse). */
export async function providerSigningKey(t: TestServer): Promise<JWK> {
  const rows = await t.server.database.db.select().from(oidcKeys);
  const signing = rows.find((r) => r.id === 'signing-keys')!.value as JWK[];
  return signing[0]!;
}

export interface ForgeOptions {
  sub: string;
  aud?: string;
  iss?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  typ?: string;
  key?: JWK | 'foreign';
  /** The grant the token names (`gid`): by default a live grant made for it; null leaves the claim out. */
  gid?: string | null;
}

/** A live grant of the portal client for `sub`, as the provider stores one at sign-in. */
async function liveGrant(t: TestServer, sub: string): Promise<string> {
  const id = randomUUID();
  await t.server.database.db.insert(oidcPayloads).values({
    type: 'Grant', id, payload: { accountId: sub, clientId: 'portal', kind: 'Grant', jti: id },
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return id;
}

export async function forgeAccessToken(t: TestServer, o: ForgeOptions): Promise<string> {
  const jwk = await providerSigningKey(t);
  const key = o.key === 'foreign'
    ? (await generateKeyPair('RS256')).privateKey
    : await importJWK(o.key ?? jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const exp = now + (o.expiresIn ?? 300);
  const gid = o.gid === undefined ? await liveGrant(t, o.sub) : o.gid;
  return new SignJWT({ scope: 'Merchant', client_id: 'portal', ...(gid === null ? {} : { gid }) })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: o.typ ?? 'at+jwt' })
    .setSubject(o.sub)
    .setIssuer(o.iss ?? `${t.origin}/oidc`)
    .setAudience(o.aud ?? API_AUDIENCE)
    .setIssuedAt(Math.min(now, exp - 60))
    .setExpirationTime(exp)
    .sign(key);
}
