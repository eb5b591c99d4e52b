// The export part of `npm run bench` (`npm run bench -- --only=export`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 500 000, of which about a million are Test
// rows) and prints the time and peak memory of exporting the platform lookup's Test rows: streamed at once,
// as a background job, and downloaded through the job's notification (backend/bench/export.ts does the work).
// Figures only, no pass/fail. --db=postgres|pglite runs one.
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, info, table } from './log.mjs';

export function printExports(result) {
  header(`Transaction export on ${result.kind}: ${result.tableRows.toLocaleString('en-GB')} rows in the table`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}`);
  console.log(table([
    ['export of the platform lookup (Test, every tenant)', 'rows', 'MB', 'time', 'RSS before -> peak MB', 'heap used before -> peak MB', 'live heap before -> peak MB (+ above start)'],
    ...result.figures.map((f) => [f.name, f.rows.toLocaleString('en-GB'), f.mb ?? '-', formatDuration(f.ms), `${f.startRssMb} -> ${f.peakRssMb}`, f.startHeapMb === undefined ? f.peakHeapMb : `${f.startHeapMb} -> ${f.peakHeapMb}`,
      f.startLiveMb === undefined ? '-' : `${f.startLiveMb} -> ${f.peakLiveMb} (+${f.peakLiveMb - f.startLiveMb}, ${f.liveSamples} samples)`]),
  ]));
}

export function benchExports({ rows = 1_500_000, databases = ['postgres', 'pglite'] } = {}) {
  return benchOnDatabases('bench/export.ts', { rows, databases }, printExports);
}
