/**
 * Who calls the public API (ADR 0104): `Authorization: Bearer sk_...`. The checksum first (a typo is told without a
 * database read), then the key by its SHA-256: unknown, revoked or expired refuse with 401 and which. The key acts as
 * the user who created it, within its scopes, in its own mode only; a user who can no longer sign in ends their keys.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApiKeyMode, ApiKeyScope } from '@portal/contracts';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { bearerToken } from '../../http/auth';
import { loadPrincipal, type Principal } from '../users/repository';
import { apiKeyClock } from './clock';
import { hashApiKey, parseApiKey } from './key-format';
import { refusal } from './public-error';

export type ApiKeyRecord = typeof apiKeys.$inferSelect;

export interface KeyCaller {
  principal: Principal;
  key: ApiKeyRecord;
  mode: ApiKeyMode;
}

/** A secret key's caller, or the refusal that says what is wrong with the key. */
export async function callerOfKey(db: Db, request: FastifyRequest, o: { publishable?: boolean } = {}): Promise<KeyCaller> {
  const presented = bearerToken(request);
  if (!presented) throw refusal('missing');
  const form = parseApiKey(presented);
  if (!form) throw refusal('malformed');
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, hashApiKey(presented)));
  if (!key) throw refusal('unknown');
  if (key.revokedAt) throw refusal('revoked');
  const now = apiKeyClock.now();
  if (key.expiresAt && key.expiresAt <= now) throw refusal('expired');
  // A publishable key is public (it sits in a website's page): it creates hosted payment sessions, nothing else (ADR 0108).
  if (form.kind === 'publishable' && !o.publishable) throw refusal('publishable');
  const principal = await loadPrincipal(db, key.createdBy);
  if (!principal || !principal.user.isActive || principal.user.deletedAt || (principal.tenant && !principal.tenant.isActive)) throw refusal('ownerInactive');
  return { principal, key, mode: key.mode as ApiKeyMode };
}

/** 403 unless the key holds the scope. */
export function requireScope(caller: KeyCaller, scope: ApiKeyScope): void {
  if (!caller.key.scopes.includes(scope)) throw refusal('scope', { scope });
}
