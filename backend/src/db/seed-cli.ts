// `pnpm --filter @portal/backend seed`: migrate and seed the configured database (SEED_SIZE adds merchants), then exit.
import { loadConfig } from '../config';
import { openDatabase, runMigrations } from './client';
import { seedDatabase } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database.db);
  const started = Date.now();
  const { seeded } = await seedDatabase(database.db, { seedSize: config.seedSize, transactionsPerMerchant: config.seedTransactions, seedDays: config.seedDays });
  console.log(`${seeded ? 'seeded' : 'already seeded; topped up'} ${database.kind} (SEED_SIZE=${config.seedSize}) in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
