// The dashboard part of `npm run bench` (`npm run bench -- --only=dashboard`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 000 000) and prints p50/p95 of a dashboard's
// first visit (categories, then every widget of the first tab at once) for merchant@ and tenant@
// (backend/bench/dashboard.ts does the work). Goal of issue 11: the whole merchant dashboard within 300 ms at
// 1 M transactions. Figures only, no pass/fail. --db=postgres|pglite runs one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDuration, header, info, table } from './log.mjs';
import { ROOT } from './paths.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const BACKEND = path.join(ROOT, 'backend');

function runDashboardBench(env, rows) {
  return new Promise((resolve, reject) => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['bench/dashboard.ts', `--rows=${rows}`], { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').reverse().find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`backend/bench/dashboard.ts failed (exit ${code}):\n${out.slice(-2000)}`));
      else resolve(JSON.parse(line));
    });
  });
}

function print(result) {
  header(`Dashboards on ${result.kind}: ${result.rows.toLocaleString('en-GB')} rows, ${result.visits} visits one after another`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}`);
  console.log(table([
    ['first visit of', 'p50 ms', 'p95 ms', 'max ms', 'slowest widget (ms, last visit)'],
    ...result.figures.map((f) => [f.name, f.p50, f.p95, f.max, f.slowest]),
  ]));
  info(`merchant summary, 7 days:\n  ${result.plan.join('\n  ')}`);
}

export async function benchDashboards({ rows = 1_000_000, databases = ['postgres', 'pglite'] } = {}) {
  for (const db of databases) {
    if (db === 'postgres') {
      const pg = await startThrowawayPostgres({ database: 'portal_bench' });
      try {
        print(await runDashboardBench({ DATABASE_URL: pg.url }, rows));
      } finally {
        pg.stop();
      }
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pglite-'));
      try {
        print(await runDashboardBench({ DATA_DIR: dir }, rows));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}
