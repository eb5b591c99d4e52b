// The reports part of `npm run bench` (`npm run bench -- --only=reports`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 000 000) and prints p50/p95 of the heaviest
// reports' first page (rows, totals and chart in one call) for tenant@ and merchant@, and the database's own
// time of their SQL (backend/bench/reports.ts does the work; ADR 0049, 0060). Figures only, no pass/fail. --db=postgres|pglite runs one.
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, info, table } from './log.mjs';

export function printReports(result) {
  header(`Reports on ${result.kind}: ${result.rows.toLocaleString('en-GB')} rows, ${result.requests} calls one after another`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}; ${result.totalsRows?.toLocaleString('en-GB')} day totals rows (an hourly grain would hold ${result.hourRows?.toLocaleString('en-GB')})`);
  info('SQL ms: the database\'s own time for one call\'s SELECTs (EXPLAIN ANALYZE, median of 5); buffers: the pages they touched');
  console.log(table([
    ['report (first page, totals, chart)', 'transactions', 'p50 ms', 'p95 ms', 'max ms', 'SQL ms', 'buffers'],
    ...result.figures.map((f) => [f.name, f.transactions ?? '', f.p50, f.p95, f.max, f.sqlMs, f.buffers]),
  ]));
}

export function benchReports({ rows = 1_000_000, databases = ['postgres', 'pglite'] } = {}) {
  return benchOnDatabases('bench/reports.ts', { rows, databases }, printReports);
}
