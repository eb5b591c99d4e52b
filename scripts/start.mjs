// `npm start`: the whole portal on one machine with only Node and npm.
// Installs what is missing, builds host and remotes when their inputs changed while the backend starts
// (it serves the builds, the API and the OpenID provider on one origin), waits until both are done,
// prints where to go and who to sign in as, and keeps running until Ctrl-C (forwarded to the backend).
// Embedded PGlite by default; DATABASE_URL (PostgreSQL) passes through to the backend. Once ready it prints where the
// time went (each phase's wall time and CPU seconds) and then writes the build's brotli copies (ADR 0121).
// `npm start -- --dev=support,transactions` (or --dev=all) also runs those dev servers against this backend, which then
// trusts their origins as redirect targets; without --dev it trusts none of them (ADR 0074).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { formatDuration, header, info, table } from './lib/log.mjs';
import { ensureInstalled, installNeeded } from './lib/install.mjs';
import { buildNeeded, ensureBuilt } from './lib/build.mjs';
import { finishPrecompression } from './lib/precompress.mjs';
import { processCpu } from './lib/process-cpu.mjs';
import { phaseTable } from './lib/start-phases.mjs';
import { runCommand, stopGroup } from './lib/run.mjs';
import { startBackend, stopBackend, waitForBackend } from './lib/backend.mjs';
import { portInUse } from './lib/ports.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './lib/demo-accounts.mjs';
import { prepareLocalReleases } from './lib/release/local-releases.mjs';
import { devOriginsEnv, devServersOf, startDevServer } from './lib/dev-servers.mjs';

const port = Number(process.env.PORT || 8080);

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  /** Where the time went: [{ name, wallMs, cpu }] (cpu in seconds, Linux only), printed once ready. */
  const phases = [];
  const timed = (name) => {
    const at = Date.now();
    return (cpu, parts) => phases.push({ name, wallMs: Date.now() - at, cpu, parts });
  };
  let devServers;
  try {
    devServers = devServersOf(process.argv.slice(2));
  } catch (error) {
    fail(error.message);
  }
  header('Dependencies');
  const installing = installNeeded() ? timed('dependencies (pnpm install)') : null;
  let installCpu;
  if (!(await ensureInstalled({ onCpu: (seconds) => { installCpu = seconds; } }))) fail('pnpm install --frozen-lockfile failed');
  installing?.(installCpu);
  if (await portInUse(port)) fail(`port ${port} is already in use: stop what runs there or set PORT`);

  // When a build is needed, the backend's bundle is built first (esbuild: a second or two) and the backend starts
  // while webpack builds the host and the remotes: its first start (migrations, the seed) takes 20-40 s that no
  // longer wait for the build. It serves a build folder once it exists; the portal is ready when both are.
  const buildState = buildNeeded();
  const buildWanted = buildState.needed;
  if (buildWanted) {
    header('Backend bundle');
    const bundled = timed('backend bundle (esbuild)');
    const { code } = await runCommand(process.execPath, ['build.mjs'], { cwd: path.join(ROOT, 'backend') });
    if (code !== 0) fail('the backend bundle failed to build (output above)');
    // No CPU figure: esbuild's service process is not waited for by its parent, so Linux counts it for no one (~1 s).
    bundled(undefined);
  }

  header(`Backend on port ${port} (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'})${buildWanted ? ', beside the build of host and remotes' : ''}`);
  // Request logs would bury the table below; LOG_LEVEL=info npm start shows them.
  // A dev server's origin is trusted only when it is started here (or the developer says so in the environment).
  // DEV_MAILBOX: the mail the backend sends (invitations, password resets) is kept for platform@ at /platform/mailbox.
  const backendAnswered = timed(`backend until it answers${firstDatabaseStart() ? ' (first start: migrations, seed)' : ''}`);
  const backend = startBackend({ port, env: {
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn', ...devOriginsEnv(devServers),
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true',
    // Webhook endpoints on this machine (a receiver on localhost, http://) are allowed here, never in the image (ADR 0100).
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? 'true',
    // `npm run release -- <remote>` switches this portal's remotes map (ADR 0078); each start serves the builds again.
    ...prepareLocalReleases(),
  } });
  const running = [];
  const building = new Set();
  const afterReady = new AbortController();
  let stopping = false;
  const forward = (signal) => {
    if (stopping) return;
    stopping = true;
    afterReady.abort();
    for (const child of building) stopGroup(child);
    info(`${signal}: stopping the backend${running.length ? ' and the dev servers' : ''}`);
    Promise.all([backend, ...running].map((child) => stopBackend(child, signal))).then(() => process.exit(0));
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  backend.on('exit', (code, signal) => {
    if (stopping) return;
    for (const child of building) stopGroup(child);
    console.error(`\nThe backend stopped (code ${code}, signal ${signal}).`);
    Promise.all(running.map((child) => stopBackend(child))).then(() => process.exit(code || 1));
  });

  // Two webpack builds at a time, the longest first; the brotli copies wait until the portal answers (ADR 0121).
  const buildParts = [];
  const buildDone = timed('production build of host and remotes (2 at a time)');
  const build = buildWanted
    ? ensureBuilt({
        concurrency: 2, backendBuilt: true, known: buildState, brotli: 'later',
        onSpawn: (child) => building.add(child),
        onPhase: (part) => buildParts.push({ ...part, name: `webpack ${part.name}` }),
      }).then((ok) => {
        const measured = buildParts.filter((p) => p.cpu !== undefined);
        if (ok) buildDone(measured.length ? measured.reduce((sum, p) => sum + p.cpu, 0) : undefined, buildParts);
        return ok;
      })
    : Promise.resolve(true);
  const answered = waitForBackend(port, { child: backend, timeoutMs: 300_000 }).then((url) => {
    backendAnswered(processCpu(backend.pid));
    return url;
  });
  const [built, ready] = await Promise.allSettled([build, answered]);
  if (built.status === 'rejected' || !built.value) {
    await stopBackend(backend);
    fail('the production build failed (output above)');
  }
  if (ready.status === 'rejected') {
    await stopBackend(backend);
    fail(ready.reason.message);
  }

  for (const server of devServers) running.push(startDevServer(server, port));

  const url = `http://localhost:${port}/`;
  header('Portal ready');
  console.log(`\n  Portal:  ${url}    (ready in ${formatDuration(Date.now() - started)})`);
  for (const server of devServers) console.log(`  Dev server ${server.name}: ${server.origin}/`);
  console.log(`  Every demo account's password: ${DEMO_PASSWORD}\n`);
  console.log(table([['Email', 'Type', 'Tenant', 'What it shows'], ...DEMO_ACCOUNTS.map((a) => [a.email, a.type, a.tenant, a.what])]));
  console.log(`\n  Repository: ${ROOT}. Press Ctrl-C to stop.\n`);
  if (phases.length) {
    console.log(`  Where the time went (load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} now; CPU: Linux only):\n`);
    console.log(phaseTable(phases, Date.now() - started).replace(/^/gm, '  '));
    console.log('');
  }
  // The brotli copies of the build (ADR 0121): the gzip ones are served until they are written.
  await finishPrecompression({ signal: afterReady.signal });
}

/** Whether the backend will create its embedded database now (no DATABASE_URL, no PGlite folder yet). */
function firstDatabaseStart() {
  if (process.env.DATABASE_URL) return false;
  // The backend runs in backend/ and resolves DATA_DIR from there (backend/src/config.ts).
  return !fs.existsSync(path.resolve(ROOT, 'backend', process.env.DATA_DIR || path.join('.data', 'pglite')));
}

function fail(message) {
  console.error(`\nnpm start: ${message}`);
  process.exit(1);
}

main().catch((error) => fail(error.stack ?? error.message));
