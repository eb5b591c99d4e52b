// The scale benches on one seed (`npm run bench -- --only=scale`, and the default run): one throwaway database
// (PostgreSQL cluster or PGlite dir) seeded once with --rows transactions over --seed-days days (backend/bench/seed.ts,
// which prints where the seed's time went), then the lookup, dashboard, reports and export benches against it, each
// printing its table as with --only=<part>, with the load average before and after each part (ADR 0117 "Session 29").
// A 10 M run was four 10 M seeds before.
import os from 'node:os';
import { onThrowawayDatabase, runBenchScript } from './bench-at-scale.mjs';
import { printDashboards } from './bench-dashboard.mjs';
import { printExports } from './bench-export.mjs';
import { printLookups } from './bench-lookup.mjs';
import { printReports } from './bench-reports.mjs';
import { formatDuration, header, info, table } from './log.mjs';

/** The parts, in the order they run: the export last (its background job writes files and notifications). */
export const SCALE_PARTS = [
  ['lookup', 'bench/lookup.ts', printLookups],
  ['dashboard', 'bench/dashboard.ts', printDashboards],
  ['reports', 'bench/reports.ts', printReports],
  ['export', 'bench/export.ts', printExports],
];

/** The span of the seed's generated payments: a year for 10 M (a 10 M-a-year PSP's density), else 90 days. */
export const seedDaysFor = (rows) => (rows >= 10_000_000 ? 365 : 90);

const loadNow = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

/** The seed's own lines: rows, span, total time and each phase with its share. */
export function seedSummary(seed) {
  const phases = seed.phases ?? [];
  // A phase whose name starts with spaces is a part of the one before it (the totals' triggers of the insert).
  const inPhases = phases.filter((p) => !p.phase.startsWith(' ')).reduce((n, p) => n + p.ms, 0);
  return [
    ['seed phase', 'time', 'share'],
    ...phases.map((p) => [p.phase, formatDuration(p.ms), `${Math.round((100 * p.ms) / seed.seedMs)} %`]),
    ['the rest: migrations, demo data, start-up', formatDuration(Math.max(0, seed.seedMs - inPhases)), `${Math.round((100 * Math.max(0, seed.seedMs - inPhases)) / seed.seedMs)} %`],
    ['the whole seed', formatDuration(seed.seedMs), '100 %'],
  ];
}

export async function benchScale({ rows = 1_000_000, days = seedDaysFor(rows), databases = ['postgres', 'pglite'], transport = 'socket', parts = SCALE_PARTS.map((p) => p[0]) } = {}) {
  for (const db of databases) {
    await onThrowawayDatabase(db, transport, async (env) => {
      const seeded = { ...env, SEED_DAYS: String(days) };
      header(`Scale benches on ${db}: one seed of ${rows.toLocaleString('en-GB')} rows over ${days} days`);
      const seed = await runBenchScript('bench/seed.ts', seeded, rows);
      info(`${seed.rows.toLocaleString('en-GB')} transactions (${seed.perMerchant} generated payments per demo merchant, ${seed.span?.first} to ${seed.span?.last}), ${seed.span?.partitions} partitions, ${seed.span?.totals?.toLocaleString('en-GB')} day totals rows, ${seed.span?.countryTotals?.toLocaleString('en-GB')} card country totals rows`);
      info(`seeded in ${formatDuration(seed.seedMs)}; load average (1, 5, 15 min) ${seed.loadBefore?.join(' / ')} before, ${seed.loadAfter?.join(' / ')} after, on ${os.cpus().length} cores`);
      console.log(table(seedSummary(seed)));
      if (seed.settleMs != null) info(`then VACUUM (ANALYZE) of the whole database, what autovacuum converges to after a bulk load: ${formatDuration(seed.settleMs)}, not in the seed's time; the parts below read a settled database`);
      for (const [name, script, print] of SCALE_PARTS.filter((p) => parts.includes(p[0]))) {
        const before = loadNow();
        const t0 = Date.now();
        // The part's own "seeded in" line shows the shared seed's time: it seeded nothing itself.
        print({ ...(await runBenchScript(script, { ...seeded, PORTAL_BENCH_SEEDED: '1' }, rows)), seedMs: seed.seedMs });
        info(`${name}: ${formatDuration(Date.now() - t0)}, load average ${before} before, ${loadNow()} after`);
      }
    });
  }
}
