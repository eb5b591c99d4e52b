// N backend replicas on one PostgreSQL behind deploy/nginx.conf's upstream (issue 28 item 4, ADR 0102): what the
// cluster manifests run, on one machine. The database is set up once by the release's setup entry
// (`dist/setup-cli.js`, ADR 0097); every replica starts with DATABASE_SETUP=wait and the same master key, so any of
// them answers any request. Used by `npm run cluster` and by the kill bench (scripts/lib/bench-cluster.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { info } from './log.mjs';
import { ROOT } from './paths.mjs';
import { freePort } from './ports.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import { startNginx } from './bench-nginx.mjs';

const BACKEND = path.join(ROOT, 'backend');
const MAIN = path.join(BACKEND, 'dist', 'main.js');

/** Resolves when the replica says it is ready (database reachable, migrations done); rejects if it exits first. */
async function waitReady(port, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`replica on ${port} exited (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`replica on ${port} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the cluster: PostgreSQL (a throwaway one unless `databaseUrl`), the setup once, `replicas` backends and nginx
 * on `port`. Returns { origin, databaseUrl, html, remotesJson, replicas, replicasFile, stop }; each replica has { port,
 * pid(), kill(signal), start() } so a test can kill one and start it again on the same port. With `restartOnExit`, a
 * replica that exits without being asked to (killed from outside, crashed) is started again a second later, as the
 * kubelet restarts a pod's container; `replicasFile` (JSON: index, port, pid, restarts of each) tells another process
 * which pids to kill and when a replica is back.
 */
export async function startCluster({ replicas = 2, port, databaseUrl, env = {}, logDir, restartOnExit = false } = {}) {
  if (!fs.existsSync(MAIN)) throw new Error('backend/dist/main.js is missing: build first (npm start builds it, or `pnpm --filter @portal/backend build`)');
  const logs = logDir ?? fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'portal-cluster-'));
  const postgres = databaseUrl ? null : await startThrowawayPostgres({ logFile: path.join(logs, 'postgres.log'), database: 'portal' });
  const url = databaseUrl ?? postgres.url;
  const nginxPort = port ?? await freePort();
  const origin = `http://localhost:${nginxPort}`;
  const shared = {
    ...process.env,
    DATABASE_URL: url, PUBLIC_ORIGIN: origin, TRUST_PROXY: 'true', PORTAL_ROOT: ROOT, HOST: '127.0.0.1', LOG_LEVEL: 'warn',
    SECRETS_MASTER_KEY: process.env.SECRETS_MASTER_KEY || randomBytes(32).toString('base64'), WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    // A replica asked to stop (a rolling restart) drains for 2 s first: nginx's kept-alive connections to it are closed
    // after their answers instead of under a request in flight (a POST lost that way was a 502; ADR 0102).
    SHUTDOWN_DRAIN_MS: '2000',
    ...env,
  };

  const started = Date.now();
  const setup = spawnSync(process.execPath, ['--enable-source-maps', path.join(BACKEND, 'dist', 'setup-cli.js')], { cwd: BACKEND, env: { ...shared, DATABASE_SETUP: 'run' }, encoding: 'utf8' });
  if (setup.status !== 0) {
    postgres?.stop();
    throw new Error(`the database setup failed: ${setup.stderr || setup.stdout}`);
  }
  info(`database set up in ${Date.now() - started} ms: ${setup.stdout.trim()}`);

  const replicaPorts = await Promise.all(Array.from({ length: replicas }, () => freePort()));
  const replicasFile = path.join(logs, 'replicas.json');
  let stopping = false;
  // Written whole and renamed, so that a reader never sees half of it.
  const writeReplicas = () => {
    fs.writeFileSync(`${replicasFile}.tmp`, JSON.stringify(nodes.map((n) => ({ index: n.index, port: n.port, pid: n.pid() ?? null, ready: n.ready, restarts: n.restarts }))));
    fs.renameSync(`${replicasFile}.tmp`, replicasFile);
  };
  const nodes = replicaPorts.map((replicaPort, index) => {
    let child = null;
    let asked = false;
    const log = path.join(logs, `replica-${index + 1}.log`);
    const node = {
      index: index + 1,
      port: replicaPort,
      ready: false,
      restarts: 0,
      pid: () => child?.pid,
      async start() {
        asked = false;
        node.ready = false;
        const out = fs.openSync(log, 'a');
        const current = spawn(process.execPath, ['--enable-source-maps', MAIN], {
          cwd: BACKEND, env: { ...shared, PORT: String(replicaPort), DATABASE_SETUP: 'wait' }, stdio: ['ignore', out, out],
        });
        child = current;
        fs.closeSync(out);
        if (restartOnExit) {
          current.once('exit', (code, signal) => {
            if (asked || stopping || child !== current) return;
            fs.appendFileSync(log, `\n[cluster] replica ${node.index} exited (${code ?? signal}) unasked: starting it again in 1 s\n`);
            node.restarts += 1;
            setTimeout(() => {
              if (!stopping) node.start().catch((error) => fs.appendFileSync(log, `\n[cluster] restart failed: ${error.message}\n`));
            }, 1000);
          });
        }
        writeReplicas();
        await waitReady(replicaPort, current);
        node.ready = true;
        writeReplicas();
      },
      /** Sends `signal` to this replica's process (by its pid) and resolves when it has exited. */
      kill(signal = 'SIGTERM') {
        asked = true;
        return new Promise((resolve) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill(signal);
        });
      },
    };
    return node;
  });
  // A failed start leaves nothing running behind it (replicas, nginx, the throwaway database).
  let nginx;
  try {
    await Promise.all(nodes.map((node) => node.start()));
    nginx = await startNginx({ port: nginxPort, backendPorts: replicaPorts });
  } catch (error) {
    stopping = true;
    await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
    postgres?.stop();
    throw error;
  }
  info(`cluster: ${replicas} replica(s) on ${replicaPorts.join(', ')} behind nginx at ${origin} (logs in ${logs})`);

  return {
    origin,
    databaseUrl: url,
    /** nginx's files: a release puts its folder under `html` and switches `remotesJson` (ADR 0078). */
    html: nginx.html,
    remotesJson: nginx.remotesJson,
    replicas: nodes,
    replicasFile,
    logs,
    async stop() {
      stopping = true;
      await nginx.stop();
      await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
      postgres?.stop();
    },
  };
}
