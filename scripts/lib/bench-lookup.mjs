// The lookup part of `npm run bench` (`npm run bench -- --only=lookup`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 000 000) and prints p50/p95 of the first page
// of typical lookups over HTTP with 8 clients in parallel (backend/bench/lookup.ts does the work). Goal of
// issue 9: p95 at most 50 ms on PostgreSQL. Figures only, no pass/fail. --db=postgres|pglite runs one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDuration, header, info, table } from './log.mjs';
import { ROOT } from './paths.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const BACKEND = path.join(ROOT, 'backend');

function runLookupBench(env, rows) {
  return new Promise((resolve, reject) => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['bench/lookup.ts', `--rows=${rows}`], { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').reverse().find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`backend/bench/lookup.ts failed (exit ${code}):\n${out.slice(-2000)}`));
      else resolve(JSON.parse(line));
    });
  });
}

function print(result) {
  header(`Transaction lookups on ${result.kind}: ${result.rows.toLocaleString('en-GB')} rows, ${result.clients} clients, ${result.requests} requests each`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}`);
  console.log(table([
    ['first page of', 'p50 ms', 'p95 ms', 'max ms', 'count', 'errors'],
    ...result.figures.map((f) => [f.name, f.p50, f.p95, f.max, f.count === undefined ? '-' : f.capped ? `more than ${f.count}` : f.count, f.errors]),
  ]));
}

export async function benchLookups({ rows = 1_000_000, databases = ['postgres', 'pglite'] } = {}) {
  for (const db of databases) {
    if (db === 'postgres') {
      const pg = await startThrowawayPostgres({ database: 'portal_bench' });
      try {
        print(await runLookupBench({ DATABASE_URL: pg.url }, rows));
      } finally {
        pg.stop();
      }
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pglite-'));
      try {
        print(await runLookupBench({ DATA_DIR: dir }, rows));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}
