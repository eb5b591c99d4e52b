// What the scale benches (lookup, export, dashboard) share: a backend bench script run once per database
// (a throwaway PostgreSQL cluster, a PGlite temp dir), its figures read from the last JSON line it prints.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const BACKEND = path.join(ROOT, 'backend');

/** Runs `backend/<script> --rows=N` with `env` and resolves with the JSON object of its last `{...}` line. */
export function runBenchScript(script, env, rows) {
  return new Promise((resolve, reject) => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [script, `--rows=${rows}`], { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').reverse().find((l) => l.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`backend/${script} failed (exit ${code}):\n${out.slice(-2000)}`));
      else resolve(JSON.parse(line));
    });
  });
}

/**
 * `script` on each of `databases` ('postgres', 'pglite'), each result handed to `print`. PostgreSQL is reached
 * over TCP on 127.0.0.1, or with `transport: 'socket'` through its Unix socket (as a backend on the database's
 * own machine would be configured: DATABASE_URL with `?host=/run/postgresql`).
 */
export async function benchOnDatabases(script, { rows, databases, transport = 'tcp' }, print) {
  for (const db of databases) await onThrowawayDatabase(db, transport, async (env) => print(await runBenchScript(script, env, rows)));
}

/**
 * `work(env)` with a throwaway database of kind `db` ('postgres': a cluster, 'pglite': a temp dir), `env` naming it
 * for a backend process; the database is gone afterwards.
 */
export async function onThrowawayDatabase(db, transport, work) {
  if (db === 'postgres') {
    const pg = await startThrowawayPostgres({ database: 'portal_bench' });
    try {
      await work({ DATABASE_URL: transport === 'socket' ? pg.socketUrl : pg.url });
    } finally {
      pg.stop();
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pglite-'));
    try {
      await work({ DATA_DIR: dir });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
