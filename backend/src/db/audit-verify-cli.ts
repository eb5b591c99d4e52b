// `npm run audit:verify` (ADR 0081): verifies every audit chain of the configured database (DATABASE_URL, or the
// embedded PGlite of DATA_DIR) and prints the first broken link or "Chain intact: N events". Exits 1 when broken.
// `-- --tenant <id>` verifies one tenant's chain; `-- --platform` the platform's own. Each chain starts at its
// checkpoint (where the last run found it intact: that event must still have its hash) and the run records the new
// one; `-- --full` reads every event again, which is what finds an edit made before a checkpoint. `-- --workers N`
// recomputes the hashes in N worker threads (worth it on idle cores only).
import { loadConfig } from '../config';
import { PLATFORM_CHAIN } from '../lib/audit/chain';
import { verifyAuditChains } from '../lib/audit/verify';
import { openDatabase, runMigrations } from './client';

const args = process.argv.slice(2);
const tenant = args.includes('--tenant') ? args[args.indexOf('--tenant') + 1] : undefined;
const only = tenant ? [tenant] : args.includes('--platform') ? [PLATFORM_CHAIN] : undefined;
const full = args.includes('--full');
const workers = args.includes('--workers') ? Number(args[args.indexOf('--workers') + 1]) || 0 : 0;

const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database.db);
  const started = Date.now();
  const result = await verifyAuditChains(database.db, only, { fromCheckpoint: !full, recordCheckpoint: true, workers });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.intact) {
    const since = result.skipped ? `, after ${result.skipped} verified before (checkpoints; --full reads them again)` : '';
    console.log(`Chain intact: ${result.events} events in ${result.chains} chain(s)${since} (${seconds} s)`);
  } else {
    const b = result.broken!;
    console.error(`Chain broken in ${b.chain} at event ${b.eventId ?? '(none left)'} (seq ${b.seq}, ${b.occurredAt ?? 'no time'}): ${b.reason}; ${result.events} events held before it`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
