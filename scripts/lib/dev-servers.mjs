// The dev servers `npm start -- --dev=support,transactions` runs beside the backend, and the origins the backend
// trusts for them: a dev server's origin is a redirect target and CORS caller only while it actually runs
// (ADR 0074; before, `npm start` trusted localhost:3000-3005 whether or not anything listened there).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pnpmArgv } from './install.mjs';
import { ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
/** @type {{ DEV_PORTS: Record<string, number> }} */
const { DEV_PORTS } = require('../../shared/mf-config/src/dev-servers.js');

const packageOf = (name) => (name === 'host' ? '@portal/host' : `@portal/remote-${name}`);

/**
 * The dev servers named by `--dev=a,b` (or `--dev=all`) among the arguments: name, package, port and origin.
 * None without the flag; an unknown name is an error that lists the known ones.
 */
export function devServersOf(args) {
  const names = args.filter((a) => a.startsWith('--dev=')).flatMap((a) => a.slice('--dev='.length).split(',')).map((n) => n.trim()).filter(Boolean);
  const wanted = names.includes('all') ? Object.keys(DEV_PORTS) : [...new Set(names)];
  const unknown = wanted.filter((n) => !(n in DEV_PORTS));
  if (unknown.length) throw new Error(`unknown dev server ${unknown.join(', ')} (known: ${Object.keys(DEV_PORTS).join(', ')}, all)`);
  return wanted.map((name) => ({ name, pkg: packageOf(name), port: DEV_PORTS[name], origin: `http://localhost:${DEV_PORTS[name]}` }));
}

/**
 * What the backend is told about the dev servers: the origins of those started (EXTRA_REDIRECT_ORIGINS), none
 * when none is. A developer's own EXTRA_REDIRECT_ORIGINS or DEV_SERVER_ORIGINS (a dev server run by hand,
 * backend/README.md) is left as they set it.
 */
export function devOriginsEnv(servers, env = process.env) {
  if (env.EXTRA_REDIRECT_ORIGINS !== undefined || env.DEV_SERVER_ORIGINS !== undefined) return {};
  return servers.length ? { EXTRA_REDIRECT_ORIGINS: servers.map((s) => s.origin).join(',') } : {};
}

/** Starts one dev server (`pnpm --filter <package> dev`) in its own process group, proxying to the backend. */
export function startDevServer(server, backendPort) {
  const [cmd, args] = pnpmArgv(['--silent', '--filter', server.pkg, 'dev']);
  return spawn(cmd, args, {
    cwd: ROOT, stdio: 'inherit', detached: true,
    env: { ...process.env, BACKEND_URL: `http://localhost:${backendPort}` },
  });
}
