import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { binData, boardingDocuments, defaultParameters, paymentChannels, platformCurrencies, transactions, users } from '../../../db/schema';
import { ApiError } from '../../../http/errors';

/** A check whether something uses a value: a value in use is deactivated, never deleted. */
type Check = { what: string; exists: () => Promise<unknown[]> };

/** What uses a value, by name (every check that finds a row). */
export async function usersOf(checks: Check[]): Promise<string[]> {
  const found: string[] = [];
  for (const check of checks) if ((await check.exists()).length) found.push(check.what);
  return found;
}

export const inUseError = (name: string, users: string[]) =>
  new ApiError(409, `${name} is in use by ${users.join(', ')}: deactivate it instead`);

export async function refuseIfInUse(name: string, checks: Check[]): Promise<void> {
  const found = await usersOf(checks);
  if (found.length) throw inUseError(name, found);
}

const one = sql`1`;

export const currencyUses = (db: Db, code: string): Check[] => [
  { what: 'transactions', exists: () => db.select({ one }).from(transactions).where(eq(transactions.currency, code)).limit(1) },
  { what: 'payment channels', exists: () => db.select({ one }).from(paymentChannels).where(eq(paymentChannels.currency, code)).limit(1) },
  { what: 'platform currencies of tenants', exists: () => db.select({ one }).from(platformCurrencies).where(eq(platformCurrencies.currency, code)).limit(1) },
  { what: 'default parameters of tenants', exists: () => db.select({ one }).from(defaultParameters).where(eq(defaultParameters.currency, code)).limit(1) },
];

export const countryUses = (db: Db, code: string): Check[] => [
  { what: 'card BIN data', exists: () => db.select({ one }).from(binData).where(eq(binData.country, code)).limit(1) },
  { what: 'default parameters of tenants', exists: () => db.select({ one }).from(defaultParameters).where(eq(defaultParameters.country, code)).limit(1) },
];

export const languageUses = (db: Db, code: string): Check[] => [
  { what: 'users', exists: () => db.select({ one }).from(users).where(eq(users.language, code as (typeof users.language)['_']['data'])).limit(1) },
  { what: 'default parameters of tenants', exists: () => db.select({ one }).from(defaultParameters).where(eq(defaultParameters.language, code)).limit(1) },
];

export const platformCurrencyUses = (db: Db, tenantId: string, code: string): Check[] => [
  { what: 'payment channels', exists: () => db.select({ one }).from(paymentChannels).where(and(eq(paymentChannels.tenantId, tenantId), eq(paymentChannels.currency, code))).limit(1) },
  { what: 'the tenant\'s default parameters', exists: () => db.select({ one }).from(defaultParameters).where(and(eq(defaultParameters.tenantId, tenantId), eq(defaultParameters.currency, code))).limit(1) },
];

export const documentTypeUses = (db: Db, id: string): Check[] => [
  { what: 'boarding documents', exists: () => db.select({ one }).from(boardingDocuments).where(eq(boardingDocuments.documentTypeId, id)).limit(1) },
];
