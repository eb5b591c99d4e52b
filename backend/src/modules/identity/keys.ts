import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { oidcKeys } from '../../db/schema';

export interface ProviderKeys {
  /** Private signing keys handed to oidc-provider. */
  signing: JWK[];
  /** Their public halves, which the API verifies access tokens against. */
  publicKeys: JWK[];
  cookieKeys: string[];
}

const SIGNING_ID = 'signing-keys';
const COOKIE_ID = 'cookie-keys';

async function newSigningKeys(): Promise<JWK[]> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' }];
}

/** Reads a key row, creating it first when missing; the insert ignores a concurrent first start's row. */
async function loadOrCreate<T>(db: Db, id: string, make: () => Promise<T> | T): Promise<T> {
  const [row] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  if (row) return row.value as T;
  await db.insert(oidcKeys).values({ id, value: await make() }).onConflictDoNothing();
  const [stored] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  return stored!.value as T;
}

export async function loadProviderKeys(db: Db): Promise<ProviderKeys> {
  const signing = await loadOrCreate(db, SIGNING_ID, newSigningKeys);
  const cookieKeys = await loadOrCreate(db, COOKIE_ID, () => [randomBytes(32).toString('base64url')]);
  const publicKeys = signing.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use }));
  return { signing, publicKeys, cookieKeys };
}
