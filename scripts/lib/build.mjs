import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { hashFiles, listFiles, readStamp, writeStamp } from './stamps.mjs';
import { runCommand } from './run.mjs';
import { formatDuration, info } from './log.mjs';
import { finishPrecompression } from './precompress.mjs';

/** Folders whose sources go into the production bundles. */
function appDirs(root) {
  const under = (dir) =>
    fs.existsSync(path.join(root, dir))
      ? fs.readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => path.join(root, dir, e.name))
      : [];
  return { apps: [path.join(root, 'host'), ...under('remotes')], shared: under('shared') };
}

const SKIP_DIRS = new Set(['node_modules', 'dist', 'e2e', '.data', 'coverage', '__tests__', '.cache', 'test-results']);
// Tests never reach a bundle: changing one must not cost a rebuild.
const skipFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.tsbuildinfo');

/** What the backend's compiled bundle reads (ADR 0096): its sources and its build script (its tests and benches never). */
function backendInputs(root) {
  const dir = path.join(root, 'backend');
  if (!fs.existsSync(dir)) return [];
  return [path.join(dir, 'package.json'), path.join(dir, 'build.mjs'), ...listFiles(path.join(dir, 'src'), { skipDirs: SKIP_DIRS, skipFile }),
    ...listFiles(path.join(dir, 'pay-page'), { skipDirs: SKIP_DIRS, skipFile })];
}

/** Hash of everything a production build reads: sources, package.json files, lockfile, webpack and TS configs. */
export function buildInputsHash(root = ROOT) {
  const { apps, shared } = appDirs(root);
  const files = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json']
    .map((f) => path.join(root, f))
    .filter((f) => fs.existsSync(f));
  for (const dir of [...apps, ...shared]) files.push(...listFiles(dir, { skipDirs: SKIP_DIRS, skipFile }));
  files.push(...backendInputs(root));
  return hashFiles(root, files);
}

/** The outputs a build must leave behind; a missing one forces a rebuild whatever the stamp says. */
export function buildOutputsPresent(root = ROOT) {
  const { apps } = appDirs(root);
  if (fs.existsSync(path.join(root, 'backend')) && !fs.existsSync(path.join(root, 'backend', 'dist', 'main.js'))) return false;
  return apps.every((dir) => {
    const dist = path.join(dir, 'dist');
    return dir.endsWith(`${path.sep}host`)
      ? fs.existsSync(path.join(dist, 'index.html'))
      : fs.existsSync(path.join(dist, 'mf-manifest.json')) || fs.existsSync(path.join(dist, 'remoteEntry.js'));
  });
}

export function buildNeeded() {
  if (!buildOutputsPresent()) return { needed: true, hash: buildInputsHash(), why: 'no build output yet' };
  const hash = buildInputsHash();
  const stamp = readStamp('build');
  if (!stamp || stamp.inputs !== hash) return { needed: true, hash, why: 'inputs changed since the last build' };
  return { needed: false, hash };
}

/**
 * The apps' production builds, longest first (CPU seconds of each on a fresh clone, docs/performance.md): with two at
 * a time the last two end close together instead of one core waiting for the longest build (ADR 0121).
 */
export const BUILD_ORDER = ['reports-settings', 'dashboard', 'host', 'crm', 'transactions', 'support'];

/** The apps to build, in BUILD_ORDER (an app it does not name goes last): [{ name, dir }]. */
export function buildQueue(root = ROOT) {
  const { apps } = appDirs(root);
  const rank = (dir) => {
    const at = BUILD_ORDER.indexOf(path.basename(dir));
    return at === -1 ? BUILD_ORDER.length : at;
  };
  return [...apps].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map((dir) => ({ name: path.basename(dir), dir }));
}

/**
 * Builds host, remotes and the backend's JavaScript when their inputs changed since the last successful build.
 * `concurrency`: how many webpack builds run at once (2 cores: 2 alone, 1 beside other work). Each app's webpack runs
 * straight from node_modules (what its `build` script runs, without a pnpm and a shell per app: 8 CPU seconds less on a
 * fresh clone), its output lines prefixed with its name. `onPhase({ name, wallMs, cpu })` hears each build's wall time
 * and CPU seconds (cpu: Linux only). `brotli: 'later'` (npm start): the build writes the gzip copies only and the
 * caller writes the brotli ones with finishPrecompression() once the portal answers; any other build finishes them
 * first, so what it leaves behind is always the full build (ADR 0121).
 */
export async function ensureBuilt({ concurrency = 2, force = false, backendBuilt = false, brotli = 'now', onPhase = () => {}, known, ...options } = {}) {
  // known: buildNeeded()'s answer the caller already has (hashing every source again costs a few seconds).
  const state = force ? { needed: true, hash: buildInputsHash(), why: 'forced' } : known ?? buildNeeded();
  if (!state.needed) {
    info('production build up to date (inputs unchanged since the last build)');
    if (brotli !== 'later') await finishPrecompression({ onPhase });
    return true;
  }
  // backendBuilt: the caller built the backend's bundle just before (npm start runs it while the rest builds).
  info(`building host, remotes${backendBuilt ? '' : ' and backend'} (${state.why})`);
  const run = (name, cmd, args, cwd, env) => {
    const started = Date.now();
    let cpu;
    return runCommand(cmd, args, {
      ...options, cwd, env: { ...process.env, ...env }, prefix: options.logFile ? undefined : `${name}: `,
      onCpu: (seconds) => {
        cpu = seconds;
        options.onCpu?.(seconds);
      },
    }).then(({ code }) => {
      const wallMs = Date.now() - started;
      if (code === 0) onPhase({ name, wallMs, cpu });
      info(`${name} ${code === 0 ? 'built' : `failed (code ${code})`} in ${formatDuration(wallMs)}${cpu === undefined ? '' : `, ${cpu.toFixed(1)} CPU s`}`);
      return code === 0;
    });
  };
  const webpackCli = createRequire(path.join(ROOT, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const env = brotli === 'later' ? { PORTAL_PRECOMPRESS: 'gzip' } : {};
  const jobs = buildQueue().map(({ name, dir }) => () => run(name, process.execPath, [webpackCli, '--mode', 'production'], dir, env));
  if (!backendBuilt && fs.existsSync(path.join(ROOT, 'backend', 'build.mjs'))) {
    jobs.push(() => run('backend', process.execPath, ['build.mjs'], path.join(ROOT, 'backend'), {}));
  }
  // At most `concurrency` at once; after a failure no new build starts.
  let failed = false;
  const slots = Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, async () => {
    while (jobs.length && !failed) {
      if (!(await jobs.shift()())) failed = true;
    }
  });
  await Promise.all(slots);
  if (failed) return false;
  // The hash taken before building: a file edited during the build makes the next run build again.
  writeStamp('build', { inputs: state.hash, at: new Date().toISOString(), brotli: brotli === 'later' ? 'pending' : 'done' });
  return true;
}
