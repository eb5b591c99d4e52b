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
  console.log(JSON.stringify({
    kind: server.database.kind, rows, perMerchant, seedMs, phases, days: server.config.seedDays, span, loadBefore, loadAfter: load(),
  }));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
