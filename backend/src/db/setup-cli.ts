// The release's setup Job (ADR 0097): `node dist/setup-cli.js` migrates, seeds and seals the configured database and
// makes the provider's keys, once per release, while the replicas (DATABASE_SETUP=wait) wait for it; then exits.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { pendingMigrations, setUpDatabase } from './setup';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const started = Date.now();
  const pending = await pendingMigrations(database.db);
  await setUpDatabase(database.db, config);
  console.log(`${database.kind} set up for this build in ${Date.now() - started} ms (${pending} migration(s) run)`);
} finally {
  await database.close();
}
