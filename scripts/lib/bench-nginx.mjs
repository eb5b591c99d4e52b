// The shell bench through deploy/'s nginx (issue 14: bytes as transferred on `npm start` and on the nginx of
// deploy/): the builds laid out as the web image lays them out (deploy/layout-static.mjs), deploy/nginx.conf with
// only its machine-specific paths and ports replaced, in front of the bench's backend.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.mjs';
import { info } from './log.mjs';
import { ROOT } from './paths.mjs';
import { portInUse } from './ports.mjs';

/** The nginx binary, if this machine has one. */
export const findNginx = () => spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0] || null;

/** The nginx binary: installed from Debian's packages when missing (the benches and the deploy specs need it). */
export async function ensureNginx(options = {}) {
  const found = findNginx();
  if (found) return found;
  await aptInstall(['nginx'], options);
  return '/usr/sbin/nginx';
}

/**
 * deploy/nginx.conf for this machine: its listen port, the backend upstream, the laid-out files and a private
 * prefix for pid, logs and temp files. Everything else (compression, caching headers, routes) is the file itself.
 */
export function nginxConfigFor({ port, backendPort, backendPorts = [backendPort], dir }) {
  const upstream = backendPorts.map((p) => `server 127.0.0.1:${p};`).join('\n    ');
  const source = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const replaced = source
    .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`)
    .replace(/\/tmp\/(client_body|proxy|fastcgi|uwsgi|scgi)/g, `${dir}/$1`)
    .replace('server portal-backend:8080;', upstream)
    .replace('listen 8080;', `listen 127.0.0.1:${port};\n    access_log ${dir}/access.log;`)
    .replace('root /usr/share/nginx/html;', `root ${dir}/static/html;`)
    .replace('alias /etc/portal/remotes.json;', `alias ${dir}/static/etc/remotes.json;`)
    .replaceAll('include /etc/nginx/portal-proxy.conf;', `include ${path.join(ROOT, 'deploy', 'portal-proxy.conf')};`);
  for (const [what, text] of [['the backend upstream', `127.0.0.1:${backendPorts[0]}`], ['the listen port', `127.0.0.1:${port}`], ['the files', `${dir}/static/html`]]) {
    if (!replaced.includes(text)) throw new Error(`deploy/nginx.conf changed: ${what} could not be set for the bench`);
  }
  return replaced;
}

/**
 * Starts nginx on `port` in front of the backend on `backendPort` (or the replicas on `backendPorts`), its files in a directory of its own that nginx's
 * workers (www-data when started as root) can read; returns { html, remotesJson, stop } (stop also removes the directory).
 */
export async function startNginx({ port, backendPort, backendPorts = [backendPort] }) {
  const binary = await ensureNginx();
  // Another server on the port would answer the readiness check below and serve its own files: refuse at once.
  if (await portInUse(port)) throw new Error(`port ${port} is in use: nginx cannot listen there (an earlier run left a server behind?)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  fs.chmodSync(dir, 0o755);
  const layout = spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'layout-static.mjs'), path.join(dir, 'static')], { encoding: 'utf8' });
  if (layout.status !== 0) throw new Error(`deploy/layout-static.mjs failed: ${layout.stderr}`);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfigFor({ port, backendPorts, dir }));
  const child = spawn(binary, ['-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  info(`nginx (deploy/nginx.conf) on http://localhost:${port} in front of the backend on ${backendPorts.join(', ')} (${dir})`);
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  return {
    /** What nginx serves: the laid-out files (a release adds its folder under html/remotes/) and the remotes map. */
    html: path.join(dir, 'static', 'html'),
    remotesJson: path.join(dir, 'static', 'etc', 'remotes.json'),
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(removeDir());
      child.once('exit', () => resolve(removeDir()));
      child.kill('SIGQUIT');
    }),
  };
}
