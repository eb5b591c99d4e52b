// The CRM part of `npm run bench` (`npm run bench -- --only=crm`): for PostgreSQL (a throwaway cluster) and PGlite (a
// temp dir), seeds --rows opportunities (default 100 000) and prints p50/p95 of the pipeline board's load, a drop
// saved and list filters against their budgets (200, 150 and 100 ms; ADR 0088). backend/bench/crm.ts does the work.
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, info, table } from './log.mjs';

function print(result) {
  header(`CRM pipeline board on ${result.kind}: ${result.rows.toLocaleString('en-GB')} opportunities, ${result.visits} calls each, one after another`);
  info(`seeded (migrations, demo data, the opportunities) in ${formatDuration(result.seedMs)}`);
  console.log(table([
    ['call', 'p50 ms', 'p95 ms', 'max ms', 'budget ms', 'within'],
    ...result.figures.map((f) => [f.name, f.p50, f.p95, f.max, f.budget, f.p95 <= f.budget ? 'yes' : 'NO']),
  ]));
}

export function benchCrm({ rows = 100_000, databases = ['postgres', 'pglite'] } = {}) {
  return benchOnDatabases('bench/crm.ts', { rows, databases }, print);
}
