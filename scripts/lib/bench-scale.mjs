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

/** Issue 33's p95 goal per part, in ms, where one goal holds for every row (the dashboards' differ by dashboard). */
const P95_GOAL_MS = { lookup: 50, reports: 100 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The repeated runs of one part on one seed read together: each row's p95 in every run and their median, and how many
 * rows' medians are within the part's goal. One run on a shared 2-core machine varies 2-3x (ADR 0126 "Session 39").
 */
export function medianRows(part, runs) {
  const goal = P95_GOAL_MS[part];
  const names = runs[0]?.figures.map((f) => f.name) ?? [];
  const rows = names.map((name) => {
    const p95s = runs.map((run) => run.figures.find((f) => f.name === name)?.p95).filter((v) => typeof v === 'number');
    return { name, p95s, median: p95s.length ? Math.round(median(p95s) * 10) / 10 : undefined };
  });
  const within = goal === undefined ? undefined : rows.filter((r) => r.median !== undefined && r.median <= goal).length;
  return {
    table: [[`${part}: p95 ms of each run`, ...runs.map((_, i) => `run ${i + 1}`), 'median'], ...rows.map((r) => [r.name, ...r.p95s, r.median ?? '-'])],
    summary: goal === undefined ? `medians of ${runs.length} runs` : `${within} of ${rows.length} within ${goal} ms p95 by the median of ${runs.length} runs`,
  };
}

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

export async function benchScale({ rows = 1_000_000, days = seedDaysFor(rows), databases = ['postgres', 'pglite'], transport = 'socket', parts = SCALE_PARTS.map((p) => p[0]), repeat = 1 } = {}) {
  for (const db of databases) {
    await onThrowawayDatabase(db, transport, async (env) => {
      const seeded = { ...env, SEED_DAYS: String(days) };
      header(`Scale benches on ${db}: one seed of ${rows.toLocaleString('en-GB')} rows over ${days} days`);
      const seed = await runBenchScript('bench/seed.ts', seeded, rows);
      info(`${seed.rows.toLocaleString('en-GB')} transactions (${seed.perMerchant} generated payments per demo merchant, ${seed.span?.first} to ${seed.span?.last}), ${seed.span?.partitions} partitions, ${seed.span?.totals?.toLocaleString('en-GB')} day totals rows, ${seed.span?.countryTotals?.toLocaleString('en-GB')} card country totals rows`);
      info(`seeded in ${formatDuration(seed.seedMs)}; load average (1, 5, 15 min) ${seed.loadBefore?.join(' / ')} before, ${seed.loadAfter?.join(' / ')} after, on ${os.cpus().length} cores`);
      console.log(table(seedSummary(seed)));
      if (seed.settleMs != null) info(`then VACUUM (ANALYZE) of the whole database, what autovacuum converges to after a bulk load: ${formatDuration(seed.settleMs)}, not in the seed's time; the parts below read a settled database`);
      // --repeat=N runs the chosen parts N times in turn on the one seed, then prints each part's medians.
      const runsByPart = new Map();
      for (let round = 1; round <= repeat; round += 1) {
        for (const [name, script, print] of SCALE_PARTS.filter((p) => parts.includes(p[0]))) {
          const before = loadNow();
          const t0 = Date.now();
          // The part's own "seeded in" line shows the shared seed's time: it seeded nothing itself.
          const result = { ...(await runBenchScript(script, { ...seeded, PORTAL_BENCH_SEEDED: '1' }, rows)), seedMs: seed.seedMs };
          print(result);
          info(`${name}${repeat > 1 ? ` (run ${round} of ${repeat})` : ''}: ${formatDuration(Date.now() - t0)}, load average ${before} before, ${loadNow()} after`);
          if (Array.isArray(result.figures)) runsByPart.set(name, [...(runsByPart.get(name) ?? []), result]);
        }
      }
      if (repeat > 1) {
        for (const [name, runs] of runsByPart) {
          const { table: rowsTable, summary } = medianRows(name, runs);
          header(`${name} on ${db}, ${runs.length} runs on one seed: ${summary}`);
          console.log(table(rowsTable));
        }
      }
    });
  }
}
