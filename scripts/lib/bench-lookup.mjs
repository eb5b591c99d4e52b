// The lookup part of `npm run bench` (`npm run bench -- --only=lookup`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 000 000) and prints p50/p95 of the first page
// of typical lookups over HTTP with 8 clients in parallel, and the CPU time each request costs the server's
// thread and PostgreSQL's backends (Linux; backend/bench/lookup.ts does the work). Goal of
// issue 9: p95 at most 50 ms on PostgreSQL. Figures only, no pass/fail. --db=postgres|pglite runs one.
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, info, table } from './log.mjs';

function print(result) {
  header(`Transaction lookups on ${result.kind}: ${result.rows.toLocaleString('en-GB')} rows, ${result.clients} clients, ${result.requests} requests each`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}`);
  console.log(table([
    ['first page of', 'p50 ms', 'p95 ms', 'max ms', 'CPU ms/request: server', 'database', 'count', 'errors'],
    ...result.figures.map((f) => [f.name, f.p50, f.p95, f.max, f.serverMs ?? '-', f.databaseMs ?? '-', f.count === undefined ? '-' : f.capped ? `more than ${f.count}` : f.count, f.errors]),
  ]));
}

export function benchLookups({ rows = 1_000_000, databases = ['postgres', 'pglite'] } = {}) {
  return benchOnDatabases('bench/lookup.ts', { rows, databases }, print);
}
