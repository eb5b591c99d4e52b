import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

/** Models that are found by grant id when a grant is revoked (oidc-provider's list). */
const GRANTABLE = new Set([
  'AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest',
]);

/** oidc-provider storage in the oidc_payloads table; one adapter instance per model name. */
export function createAdapterClass(db: Db) {
  const notExpired = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

  return class DrizzleAdapter implements Adapter {
    constructor(private readonly type: string) {}

    private key(id: string) {
      return and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        id,
        type: this.type,
        payload: payload as Record<string, unknown>,
        grantId: GRANTABLE.has(this.type) ? payload.grantId ?? null : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db.insert(oidcPayloads).values(row).onConflictDoUpdate({
        target: [oidcPayloads.type, oidcPayloads.id],
        set: { payload: row.payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt: row.expiresAt, consumedAt: null },
      });
    }

    private async findWhere(where: SQL | undefined): Promise<AdapterPayload | undefined> {
      const [row] = await db.select().from(oidcPayloads).where(and(where, notExpired())).limit(1);
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(this.key(id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.userCode, userCode)));
    }

    findByUid(uid: string) {
      return this.findWhere(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.uid, uid)));
    }

    async consume(id: string): Promise<void> {
      await db.update(oidcPayloads).set({ consumedAt: new Date() }).where(this.key(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** Expired rows are never returned; this keeps the table from growing without bound. */
export async function deleteExpiredPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
