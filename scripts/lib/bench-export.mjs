// The export part of `npm run bench` (`npm run bench -- --only=export`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 500 000, of which about a million are Test
// rows) and prints the time and peak memory of exporting the platform lookup's Test rows: streamed at once,
// as a background job, and downloaded through the job's notification (backend/bench/export.ts does the work).
// Figures only, no pass/fail. --db=postgres|pglite runs one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDuration, header, info, table } from './log.mjs';
import { ROOT } from './paths.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const BACKEND = path.join(ROOT, 'backend');

function runExportBench(env, rows) {
  return new Promise((resolve, reject) => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['bench/export.ts', `--rows=${rows}`], { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').reverse().find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`backend/bench/export.ts failed (exit ${code}):\n${out.slice(-2000)}`));
      else resolve(JSON.parse(line));
    });
  });
}

function print(result) {
  header(`Transaction export on ${result.kind}: ${result.tableRows.toLocaleString('en-GB')} rows in the table`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}`);
  console.log(table([
    ['export of the platform lookup (Test, every tenant)', 'rows', 'MB', 'time', 'RSS before -> peak MB', 'peak heap MB'],
    ...result.figures.map((f) => [f.name, f.rows.toLocaleString('en-GB'), f.mb ?? '-', formatDuration(f.ms), `${f.startRssMb} -> ${f.peakRssMb}`, f.peakHeapMb]),
  ]));
}

export async function benchExports({ rows = 1_500_000, databases = ['postgres', 'pglite'] } = {}) {
  for (const db of databases) {
    if (db === 'postgres') {
      const pg = await startThrowawayPostgres({ database: 'portal_bench' });
      try {
        print(await runExportBench({ DATABASE_URL: pg.url }, rows));
      } finally {
        pg.stop();
      }
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pglite-'));
      try {
        print(await runExportBench({ DATA_DIR: dir }, rows));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}
