import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { aptInstall, earlyInstallDone, isRoot } from './apt.mjs';
import { freePort } from './ports.mjs';
import { info } from './log.mjs';

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<major>/bin), or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const majors = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(base, majors[0], 'bin') : null;
}

/** Runs a PostgreSQL binary as the postgres user when we are root (the server refuses to run as root). */
function pgRun(bin, tool, args, logFile) {
  const full = path.join(bin, tool);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: os.tmpdir() });
  if (logFile) fs.appendFileSync(logFile, `$ ${tool} ${args.join(' ')}\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
  }
  return result.stdout;
}

/**
 * A throwaway PostgreSQL cluster in a temp dir on a free port, with one database.
 * Returns { url, socketUrl, stop } (TCP on 127.0.0.1, or the Unix socket in the cluster's dir); stop() shuts it down and deletes the directory (safe to call twice).
 */
export async function startThrowawayPostgres({ logFile, database = 'portal_test' } = {}) {
  if (!findPostgresBin()) await earlyInstallDone();
  let bin = findPostgresBin();
  if (!bin) {
    info('PostgreSQL missing: installing Debian\'s postgresql');
    await aptInstall(['postgresql'], logFile ? { logFile } : {});
    bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL binaries still missing after apt-get install postgresql');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('no postgres user on this machine');
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], logFile);
    } catch {
      /* not running (start failed) */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    pgRun(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], logFile);
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    pgRun(bin, 'pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'], logFile);
    pgRun(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], logFile);
  } catch (error) {
    const serverLog = path.join(dir, 'server.log');
    const tail = fs.existsSync(serverLog) ? `\n${fs.readFileSync(serverLog, 'utf8').slice(-2000)}` : '';
    stop();
    throw new Error(`${error.message}${tail}`, { cause: error });
  }
  // The same server through its Unix socket in `dir` (-k): no TCP stack on either side of each round trip.
  // node-postgres takes the `host` parameter (a directory) over the URL's host, which stays for URL parsers.
  const socketUrl = `postgres://postgres@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`;
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, socketUrl, port, dir, stop };
}
