/**
 * The seed of `npm run bench -- --only=scale` (scripts/lib/bench-scale.mjs): seeds about ROWS transactions over
 * SEED_DAYS days into the database the environment names (DATABASE_URL, else PGlite in DATA_DIR) once, for every
 * scale bench to read after it (PORTAL_BENCH_SEEDED=1). Prints JSON: rows, the seed's time and its phases.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { arg, startBenchServer } from './bench-server';

const ROWS = arg('rows', 1_000_000);
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);

async function main() {
  const loadBefore = load();
  const { server, rows, perMerchant, seedMs, phases } = await startBenchServer(ROWS);
  const db = server.database.db;
  const { rows: [span] } = await db.execute<{ first: string; last: string; partitions: number; totals: number; countryTotals: number }>(sql`SELECT min(created_at)::text AS first,
    max(created_at)::text AS last, (SELECT count(*)::int FROM pg_inherits WHERE inhparent = 'transactions'::regclass) AS partitions,
    (SELECT count(*)::int FROM transaction_day_totals) AS totals,
    (SELECT count(*)::int FROM transaction_card_country_totals) AS "countryTotals" FROM transactions WHERE external_id LIKE 'PAY-%'`);
  const loadAfter = load();
  // What autovacuum converges to after a bulk load (the visibility map the index-only scans need, fresh statistics),
  // done at once so the parts after measure a settled database, not one beside the vacuum of its own seed. Its
  // time is its own, not the seed's. PGlite has no autovacuum to wait for and a demo-sized database.
  const settleStarted = Date.now();
  if (server.database.kind === 'postgres') await db.execute(sql`VACUUM (ANALYZE)`);
  const settleMs = server.database.kind === 'postgres' ? Date.now() - settleStarted : null;
  console.log(JSON.stringify({
    kind: server.database.kind, rows, perMerchant, seedMs, phases, days: server.config.seedDays, span, loadBefore, loadAfter, settleMs,
  }));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
