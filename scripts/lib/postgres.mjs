import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { aptInstall, earlyInstallDone, isRoot } from './apt.mjs';
import { freePort } from './ports.mjs';
import { info } from './log.mjs';
import { memoryFsParent } from './memory-fs.mjs';

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
 * The backend suite's server (`forTests`): nothing to recover after a crash and no replica, so the WAL holds the least
 * (minimal, none sent) and is never recycled early; no JIT (compiling a plan costs more than the tests' small queries
 * save). The benches keep PostgreSQL's defaults, which production has.
 */
const TEST_SERVER_SETTINGS = '-c wal_level=minimal -c max_wal_senders=0 -c jit=off -c max_wal_size=4GB -c checkpoint_timeout=30min';

/**
 * A throwaway PostgreSQL cluster in a temp dir on a free port, with one database.
 * `port`: a given port instead of a free one; `forTests`: the backend suite's settings (TEST_SERVER_SETTINGS). Returns { url, socketUrl, stop, serverCpuSeconds } (TCP on 127.0.0.1, or the Unix socket in the cluster's dir); stop() shuts it down and deletes the directory (safe to call twice).
 */
export async function startThrowawayPostgres({ logFile, database = 'portal_test', port: givenPort, forTests = false } = {}) {
  if (!findPostgresBin()) await earlyInstallDone();
  let bin = findPostgresBin();
  if (!bin) {
    info('PostgreSQL missing: installing Debian\'s postgresql');
    await aptInstall(['postgresql'], logFile ? { logFile } : {});
    bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL binaries still missing after apt-get install postgresql');
  }
  // The suite's cluster in memory when there is room: its databases are copied and dropped per test file (ADR 0138).
  const dir = fs.mkdtempSync(path.join((forTests && memoryFsParent()) || os.tmpdir(), 'portal-pg-'));
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('no postgres user on this machine');
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = givenPort ?? (await freePort());
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
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
      + (forTests ? ` ${TEST_SERVER_SETTINGS}` : '');
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
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, socketUrl, port, dir, stop, serverCpuSeconds: () => serverCpuSeconds(data) };
}

/** utime, stime, cutime and cstime of /proc/<pid>/stat in seconds (USER_HZ is 100 on Linux), or null. */
function processCpu(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (in parentheses, which may hold spaces): the state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { ppid: Number(fields[1]), own: (utime + stime) / 100, children: (cutime + cstime) / 100 };
  } catch {
    return null;
  }
}

/**
 * The CPU seconds a cluster's server has used so far: the postmaster's own, the backends it has reaped (its cutime and
 * cstime) and its live children's (checkpointer, walwriter, backends still open). pg_ctl detaches the server, so a
 * step's own CPU figure (cpu-of.mjs) never counts it. Null where /proc is not there.
 */
export function serverCpuSeconds(dataDir) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  const postmaster = processCpu(pid);
  if (!postmaster) return null;
  let total = postmaster.own + postmaster.children;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = processCpu(entry);
    if (child?.ppid === pid) total += child.own + child.children;
  }
  return Math.round(total * 100) / 100;
}
