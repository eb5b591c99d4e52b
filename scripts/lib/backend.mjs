import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pnpmArgv } from './install.mjs';
import { ROOT } from './paths.mjs';

export const WELL_KNOWN = '/oidc/.well-known/openid-configuration';

/**
 * The backend's `start` script as [node, args] when it is a plain `node ...` command line (it is: the compiled bundle,
 * ADR 0096), run without pnpm in between (npx and pnpm cost about 2 CPU seconds per start); null otherwise.
 */
export function backendStartArgv(root = ROOT) {
  try {
    const script = JSON.parse(fs.readFileSync(path.join(root, 'backend', 'package.json'), 'utf8')).scripts?.start ?? '';
    const words = script.trim().split(/\s+/);
    if (words[0] !== 'node' || words.some((word) => /["'$&|;<>`\\]/.test(word))) return null;
    return [process.execPath, words.slice(1)];
  } catch {
    return null;
  }
}

/**
 * Starts the backend (its `start` script, in backend/) in its own process group.
 * Environment: PORT, PORTAL_ROOT=<repo> and whatever `env` adds (DATA_DIR, DATABASE_URL, ...).
 */
export function startBackend({ port, env = {}, stdio = 'inherit' } = {}) {
  const direct = backendStartArgv();
  // --silent: pnpm would report the stop signal as a failed script.
  const [cmd, args] = direct ?? pnpmArgv(['--silent', '--filter', '@portal/backend', 'start']);
  return spawn(cmd, args, {
    cwd: direct ? path.join(ROOT, 'backend') : ROOT,
    env: { ...process.env, PORT: String(port), PORTAL_ROOT: ROOT, ...env },
    stdio,
    detached: true,
  });
}

/**
 * Resolves when http://localhost:port/oidc/.well-known/openid-configuration answers 200;
 * rejects when the process exits first or the time runs out.
 */
export async function waitForBackend(port, { child, timeoutMs = 120_000 } = {}) {
  const url = `http://localhost:${port}${WELL_KNOWN}`;
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`backend exited (code ${exited.code}, signal ${exited.signal}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return url;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Sends `signal` to the backend's process group and resolves when it has exited. */
export function stopBackend(child, signal = 'SIGTERM', graceMs = 10_000) {
  return new Promise((resolve) => {
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}
