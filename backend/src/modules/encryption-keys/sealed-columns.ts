import { and, eq, isNotNull, not, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bankingChannels, mpiConfigurations, posProviders, scaAuthenticators, serviceProviders, users, webhookEndpointSecrets } from '../../db/schema';
import type { SecretVault } from './vault';

// Every table below names its secret column `secret` (what `set({ secret })` writes).
/**
 * Every column that holds a secret at rest (ADR 0083), with its owner: a rotation and the start-up sweep walk this
 * list, so a secret column added later is sealed and rotated by adding it here.
 */
export interface SealedColumn {
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  secret: AnyPgColumn;
  /** The owning tenant's column (or an expression of the row that names it); none = the platform's secret. */
  tenantId?: AnyPgColumn | SQL;
  /** API keys show their last four characters; passwords nothing. */
  showLast4: boolean;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { name: 'POS provider API keys', table: posProviders, id: posProviders.id, secret: posProviders.secret, tenantId: posProviders.tenantId, showLast4: true },
  { name: 'Banking channel passwords', table: bankingChannels, id: bankingChannels.id, secret: bankingChannels.secret, tenantId: bankingChannels.tenantId, showLast4: false },
  { name: 'MPI passwords', table: mpiConfigurations, id: mpiConfigurations.id, secret: mpiConfigurations.secret, tenantId: mpiConfigurations.tenantId, showLast4: false },
  { name: 'Service provider API keys', table: serviceProviders, id: serviceProviders.id, secret: serviceProviders.secret, showLast4: true },
  // An authenticator's owner is its user's tenant (platform staff's: the platform's key).
  {
    name: 'Authenticator app secrets', table: scaAuthenticators, id: scaAuthenticators.userId, secret: scaAuthenticators.secret,
    tenantId: sql`(select ${users.tenantId} from ${users} where ${users.id} = ${scaAuthenticators.userId})`, showLast4: false,
  },
  { name: 'Webhook signing secrets', table: webhookEndpointSecrets, id: webhookEndpointSecrets.id, secret: webhookEndpointSecrets.secret, tenantId: webhookEndpointSecrets.tenantId, showLast4: false },
];

const ownedBy = (column: SealedColumn, tenantId: string | null): SQL | undefined => {
  if (!column.tenantId) return tenantId ? sql`false` : undefined;
  // A platform user's authenticator has no tenant: the platform's own key.
  return tenantId ? sql`${column.tenantId} = ${tenantId}` : sql`${column.tenantId} is null`;
};

/** The owner's secrets not sealed with `keyId` (all clear ones and those under older keys). */
function stale(column: SealedColumn, tenantId: string | null, keyId: string): SQL {
  return and(ownedBy(column, tenantId), isNotNull(column.secret), not(like(column.secret, `enc:v1:${keyId}:%`)))!;
}

/** How many of the owner's secrets are not yet under `keyId`. */
export async function countStale(db: Db, tenantId: string | null, keyId: string): Promise<number> {
  let total = 0;
  for (const column of SEALED_COLUMNS) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(column.table).where(stale(column, tenantId, keyId));
    total += row?.n ?? 0;
  }
  return total;
}

/**
 * Re-seals up to `batch` of the owner's secrets under `keyId` (opening each with the key it names); returns how many.
 * Each row is updated only if its value is still the one read, so a secret changed meanwhile (already sealed
 * under the Active key) is left as it is.
 */
export async function resealBatch(db: Db, vault: SecretVault, tenantId: string | null, keyId: string, batch: number): Promise<number> {
  let moved = 0;
  for (const column of SEALED_COLUMNS) {
    if (moved >= batch) break;
    const rows = await db.select({ id: column.id, secret: column.secret }).from(column.table).where(stale(column, tenantId, keyId)).limit(batch - moved);
    for (const row of rows) {
      const old = row.secret as string;
      const sealed = await vault.seal(tenantId, await vault.open(old), { showLast4: column.showLast4, keyId });
      await db.update(column.table).set({ secret: sealed } as never)
        .where(and(eq(column.id, row.id), eq(column.secret, old)));
      moved += 1;
    }
  }
  return moved;
}

/** Every owner that stores a secret in clear (a database from before sealing, or the seed's values): sealed at start. */
export async function sealClearSecrets(db: Db, vault: SecretVault): Promise<number> {
  let sealed = 0;
  for (const column of SEALED_COLUMNS) {
    const rows = await db.select({ id: column.id, secret: column.secret, tenantId: column.tenantId ?? sql<null>`null` }).from(column.table)
      .where(and(isNotNull(column.secret), not(like(column.secret, 'enc:v1:%'))));
    for (const row of rows) {
      const clear = row.secret as string;
      const value = await vault.seal((row.tenantId as string | null) ?? null, clear, { showLast4: column.showLast4 });
      await db.update(column.table).set({ secret: value } as never).where(and(eq(column.id, row.id), eq(column.secret, clear)));
      sealed += 1;
    }
  }
  return sealed;
}

