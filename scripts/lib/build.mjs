import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { hashFiles, listFiles, readStamp, writeStamp } from './stamps.mjs';
import { runPnpm } from './install.mjs';
import { info } from './log.mjs';

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
 * Builds host, remotes and the backend's JavaScript when their inputs changed since the last successful build.
 * `concurrency`: how many webpack builds run at once (2 cores: 2 alone, 1 beside other work).
 */
export async function ensureBuilt({ concurrency = 2, force = false, backendBuilt = false, ...options } = {}) {
  const state = force ? { needed: true, hash: buildInputsHash(), why: 'forced' } : buildNeeded();
  if (!state.needed) {
    info('production build up to date (inputs unchanged since the last build)');
    return true;
  }
  // backendBuilt: the caller built the backend's bundle just before (npm start runs it while the rest builds).
  info(`building host, remotes${backendBuilt ? '' : ' and backend'} (${state.why})`);
  const { code } = await runPnpm(
    ['-r', `--workspace-concurrency=${concurrency}`, '--filter', './host', '--filter', './remotes/*', ...(backendBuilt ? [] : ['--filter', './backend']), 'run', 'build'],
    options,
  );
  if (code !== 0) return false;
  // The hash taken before building: a file edited during the build makes the next run build again.
  writeStamp('build', { inputs: state.hash, at: new Date().toISOString() });
  return true;
}
