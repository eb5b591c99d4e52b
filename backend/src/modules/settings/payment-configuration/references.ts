import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { countries, currencies, paymentMethods, serviceProviders } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import type { Scope } from '../../../http/scope';
import { secretHintOf, type SecretVault } from '../../encryption-keys/vault';
import { PAYMENT_CONFIGURATION_MESSAGES as M } from '@portal/contracts';

/** Checks on write that referenced reference rows exist (and are active where a new use needs that). */

async function known(db: Db, table: PgTable, id: PgColumn, active: PgColumn | null, wanted: readonly string[], message: string): Promise<void> {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return;
  const found = await db.select({ id }).from(table).where(and(inArray(id, unique), ...(active ? [eq(active, true)] : [])));
  const missing = unique.filter((v) => !found.some((f) => f.id === v));
  if (missing.length) throw badRequest(`${message}: ${missing.join(', ')}`);
}

export const checkCurrencies = (db: Db, codes: readonly string[]) => known(db, currencies, currencies.id, currencies.isActive, codes, M.unknownCurrency);
export const checkCountry = (db: Db, code: string) => known(db, countries, countries.id, countries.isActive, [code], M.unknownCountry);
export const checkMethods = (db: Db, codes: readonly string[]) => known(db, paymentMethods, paymentMethods.id, null, codes, M.unknownMethod);
export const checkProvider = (db: Db, code: string) => known(db, serviceProviders, serviceProviders.id, serviceProviders.isActive, [code], M.unknownProvider);

/** Whether any row of `table` matches `where` (a delete's in-use check reads one row, never counts). */
export async function anyRow(db: Db, table: PgTable, where: ReturnType<typeof eq>): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/** A write-only secret as a row shows it: whether one is stored, and (API keys only) its last four characters. */
export const secretHint = (secret: string | null, showLast4: boolean) => ({
  hasSecret: !!secret,
  secretLast4: secret ? secretHintOf(secret, showLast4) : null,
});

/**
 * The secret an update stores: the new one when sent, sealed with its owner's Active key (ADR 0083; `tenantId`
 * null = a platform secret), else the stored one as it is.
 */
export async function secretToStore(
  vault: SecretVault, tenantId: string | null, sent: string | undefined, existing: { secret?: unknown } | null, showLast4: boolean,
): Promise<string | null> {
  if (sent && sent.trim()) return vault.seal(tenantId, sent.trim(), { showLast4 });
  return (existing?.secret as string | null | undefined) ?? null;
}

/** The tenant a new or edited tenant-owned row belongs to: the row's, else the caller's (platform staff pick one). */
export function rowTenant(scope: Scope, existing: { tenantId?: unknown } | null): string {
  if (existing?.tenantId) return existing.tenantId as string;
  if (scope.kind === 'platform') throw badRequest('tenantId is required: pick a tenant first');
  return scope.tenantId;
}

export const orNull = (v: string | undefined): string | null => (v && v.trim() ? v.trim() : null);
