// `npm run release -- <remote> [--env local|staging|production] [--portal <origin>]`: releases one remote without
// touching the host (ADR 0078).
//   1. builds only that remote into a staging folder (version = its package version + the short commit),
//   2. refuses unless its mf-manifest.json is complete and the host's shared modules satisfy what it shares,
//   3. moves it to <releases>/remotes/<name>/<version>/ (served by the portal at /remotes/<name>/<version>/),
//   4. smoke-loads it in headless Chromium against the running portal (its page renders, no console error),
//   5. switches the environment's remotes map entry atomically and keeps the last 3 versions servable.
// `npm run release -- <remote> --rollback [--env ...]` goes back to the version served before.
// The host's files are hashed before and after: a release that changed one fails.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { manifestProblems, sharedProblems } from './lib/release/manifest-checks.mjs';
import { readJson, releaseStore, versionUrl } from './lib/release/release-store.mjs';
import { smokeLoad } from './lib/release/smoke.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return args[i].includes('=') ? args[i].slice(args[i].indexOf('=') + 1) : args[i + 1];
};
const name = args.find((a, i) => !a.startsWith('--') && !['--env', '--portal'].includes(args[i - 1]));
const env = option('env', 'local');
const portal = option('portal', process.env.PORTAL_URL ?? `http://localhost:${process.env.PORT ?? 8080}`);
const RELEASES = path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, '.releases'));
// RELEASE_MAP_FILE: the local map lives elsewhere (the release spec's nginx serves its own remotes.json).
const mapFile = env === 'local' ? path.resolve(process.env.RELEASE_MAP_FILE ?? path.join(RELEASES, 'local.json')) : path.join(ROOT, 'deploy', 'remotes', `${env}.json`);

const fail = (message) => {
  console.error(`release refused: ${message}`);
  process.exit(1);
};
const step = (text) => console.log(`[release] ${text}`);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const remotes = fs.readdirSync(path.join(ROOT, 'remotes')).filter((d) => fs.existsSync(path.join(ROOT, 'remotes', d, 'package.json')));
if (!name || !remotes.includes(name)) fail(`name one remote: npm run release -- <${remotes.join('|')}> [--env local|staging|production] [--rollback]`);
const store = releaseStore({ releasesDir: RELEASES, mapFile });

if (flag('rollback')) {
  try {
    const { from, to } = store.rollBack(env, name);
    step(`${name} in ${env}: ${from} -> ${to} (${seconds()})`);
    process.exit(0);
  } catch (error) {
    fail(error.message);
  }
}

/** sha256 of every file of host/dist, by path: the host must come out of a release byte for byte the same. */
function hostHashes() {
  const dist = path.join(ROOT, 'host', 'dist');
  const out = new Map();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else out.set(path.relative(dist, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
    }
  };
  if (fs.existsSync(dist)) walk(dist);
  return out;
}

function run(command, commandArgs, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function git(...gitArgs) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn('git', gitArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (d) => { out += d; });
    child.on('exit', () => resolve(out.trim()));
  });
}

const hostManifestFile = path.join(ROOT, 'host', 'dist', 'mf-manifest.json');
if (!fs.existsSync(hostManifestFile)) fail('host/dist/mf-manifest.json is missing: build the portal first (npm start builds it)');
const map = store.readMap();
if (!map) fail(`${path.relative(ROOT, mapFile)} does not exist${env === 'local' ? ': start the portal with npm start (it writes it)' : ''}`);
const before = hostHashes();

// 1. The version and the build, in a staging folder (the remote's own dist, which the portal serves, is not touched).
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'remotes', name, 'package.json'), 'utf8'));
const commit = (await git('rev-parse', '--short=7', 'HEAD')) || 'nocommit';
const dirty = (await git('status', '--porcelain', '--', `remotes/${name}`, 'shared')) !== '';
const version = `${pkg.version}-${commit}${dirty ? `-dirty.${Date.now().toString(36)}` : ''}`;
const target = store.versionDir(name, version);
const url = versionUrl(name, version);
if (map[name] === url) fail(`${name} ${version} is already what ${env} serves`);
const staging = path.join(RELEASES, 'staging', `${name}-${version}`);
fs.rmSync(staging, { recursive: true, force: true });
step(`building ${name} ${version} into ${path.relative(ROOT, staging)}`);
const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
if ((await run(webpack, ['--mode', 'production', '--output-path', staging], path.join(ROOT, 'remotes', name))) !== 0) fail(`the build of ${name} failed (output above)`);

// 2. The checks.
const manifest = readJson(path.join(staging, 'mf-manifest.json'), null);
const incomplete = manifestProblems(manifest, staging);
if (incomplete.length) fail(`${name}'s mf-manifest.json is incomplete:\n  - ${incomplete.join('\n  - ')}`);
const unmet = sharedProblems(manifest, readJson(hostManifestFile, {}));
if (unmet.length) fail(`the host cannot share what ${name} ${version} needs:\n  - ${unmet.map((p) => p.message).join('\n  - ')}`);
step(`manifest complete; ${manifest.shared.length} shared modules satisfied by the host's`);

// 3. Servable at its versioned address.
fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.renameSync(staging, target);

// 4. The smoke load against the running portal (the map answered as after the switch, to this browser only).
step(`smoke-loading ${url} on ${portal}`);
try {
  await smokeLoad({ portal, name, manifestUrl: url, map });
} catch (error) {
  fail(`${error.message}\n(the build stays in ${path.relative(ROOT, target)}; ${env} still serves ${map[name]})`);
}

// 5. The switch and the clean-up.
const { from } = store.switchTo(env, name, url);
const removed = store.prune(name, [store.readMap(), readJson(path.join(ROOT, 'deploy', 'remotes', 'production.json'), {}), readJson(path.join(ROOT, 'deploy', 'remotes', 'staging.json'), {})]);
const after = hostHashes();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length) fail(`the host's files changed during the release: ${changed.slice(0, 5).join(', ')}`);
step(`${name} in ${env}: ${from} -> ${url}${removed.length ? `; removed old versions ${removed.join(', ')}` : ''}`);
step(`host files unchanged (${after.size} files); done in ${seconds()}. Roll back: npm run release -- ${name} --rollback${env === 'local' ? '' : ` --env ${env}`}`);
