import type { ApiKeyRow, ApiKeyStatus } from '@portal/contracts';
import type { apiKeys } from '../../db/schema';

type Stored = typeof apiKeys.$inferSelect;

export function statusOf(key: Pick<Stored, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt) return key.expiresAt <= now ? 'Expired' : 'Expiring';
  return 'Active';
}

/** A key as the list shows it: never its hash. */
export const apiKeyRow = (k: Stored, now: Date): ApiKeyRow => ({
  id: k.id, tenantId: k.tenantId, merchantId: k.merchantId, name: k.name, kind: k.kind as ApiKeyRow['kind'], mode: k.mode as ApiKeyRow['mode'],
  prefix: k.prefix, last4: k.last4, scopes: k.scopes as ApiKeyRow['scopes'], status: statusOf(k, now),
  createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null, expiresAt: k.expiresAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});
