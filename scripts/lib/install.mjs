import fs from 'node:fs';
import path from 'node:path';
import { pnpmCommand } from './pnpm-command.mjs';
import { ROOT } from './paths.mjs';
import { hashFile, readStamp, writeStamp } from './stamps.mjs';
import { runCommand } from './run.mjs';
import { info } from './log.mjs';

const LOCKFILE = path.join(ROOT, 'pnpm-lock.yaml');

/** Runs pnpm with the given arguments (bootstrapping pnpm through npx when it is not installed). */
export function runPnpm(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  return runCommand(cmd, [...pre, ...args], { cwd: ROOT, ...options });
}

/** The argv that runs pnpm here, for callers that spawn it themselves. */
export function pnpmArgv(args) {
  const [cmd, ...pre] = pnpmCommand();
  return [cmd, [...pre, ...args]];
}

/** True when node_modules is missing or the lockfile changed since the last install made by these scripts. */
export function installNeeded() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'))) return true;
  const stamp = readStamp('install');
  return !stamp || stamp.lockfile !== hashFile(LOCKFILE);
}

/** `pnpm install --frozen-lockfile` when needed; returns false when the install failed. */
export async function ensureInstalled(options = {}) {
  if (!installNeeded()) {
    info('dependencies up to date (lockfile unchanged since the last install)');
    return true;
  }
  info('installing dependencies: pnpm install --frozen-lockfile');
  const { code } = await runPnpm(['install', '--frozen-lockfile'], options);
  if (code !== 0) return false;
  writeStamp('install', { lockfile: hashFile(LOCKFILE), at: new Date().toISOString() });
  return true;
}
