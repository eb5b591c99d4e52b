/**
 * Setting a database up for this build (ADR 0097): migrations, the demo seed, secrets sealed, the provider's keys.
 * One process on one machine does it at start (DATABASE_SETUP=run); a cluster's release runs it once as a Job
 * (`node dist/setup-cli.js`) while its replicas wait for the schema (DATABASE_SETUP=wait).
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppConfig } from '../config';
import { SecretVault } from '../modules/encryption-keys/vault';
import { sealClearSecrets } from '../modules/encryption-keys/sealed-columns';
import { loadProviderKeys } from '../modules/identity/keys';
import { MIGRATIONS_DIR, runMigrations, type Db } from './client';
import { seedDatabase } from './seed';

export async function setUpDatabase(db: Db, config: Pick<AppConfig, 'seedSize' | 'seedTransactions' | 'secretsMasterKey'> & Partial<Pick<AppConfig, 'seedDays'>>): Promise<void> {
  await runMigrations(db);
  await seedDatabase(db, { seedSize: config.seedSize, transactionsPerMerchant: config.seedTransactions, seedDays: config.seedDays });
  // Secrets at rest (ADR 0083): every stored secret sealed with its owner's key (the seed's and older databases' at first start).
  await sealClearSecrets(db, new SecretVault(db, config.secretsMasterKey));
  // The provider's signing and cookie keys exist before any replica reads them (two replicas would each make their own).
  await loadProviderKeys(db);
}

/** How many of this build's migrations the database has not run (all of them when it has none). */
export async function pendingMigrations(db: Db): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  let last = 0;
  try {
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    last = Number((result.rows[0] as { last: string | number | null } | undefined)?.last ?? 0);
  } catch {
    return files.length; // no migrations table yet
  }
  return files.filter((file) => file.folderMillis > last).length;
}

/** Waits (polling) until the setup Job has migrated the database to this build; fails after `timeoutMs`. */
export async function waitForSetUpDatabase(db: Db, { timeoutMs = 10 * 60_000, pollMs = 2000, log = (_: string) => {} } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await pendingMigrations(db);
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`the database still lacks ${pending} of this build's migrations after ${Math.round(timeoutMs / 1000)} s: has the release's setup Job run?`);
    log(`waiting for the setup Job: ${pending} migration(s) not run yet`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
