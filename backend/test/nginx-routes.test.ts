import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/server';

const NGINX_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx.conf');

/** The paths of deploy/nginx.conf's locations that pass requests to the backend: `/svc/` (prefix) or `= /config.json`. */
export function proxiedLocations(conf: string): Array<{ exact: boolean; path: string }> {
  const found: Array<{ exact: boolean; path: string }> = [];
  const pattern = /location\s+(=\s*)?(\/[^\s{]*)\s*\{([^}]*)\}/g;
  for (let m = pattern.exec(conf); m; m = pattern.exec(conf)) {
    if (/proxy_pass\s+http:\/\/portal_backend/.test(m[3]!)) found.push({ exact: Boolean(m[1]), path: m[2]! });
  }
  return found;
}

/** Served by nginx itself, never the backend's through it: the files and the probe. */
const NOT_PROXIED = new Map([
  ['/healthz', "nginx answers its own /healthz; the backend's /healthz/live and /ready are the cluster's probes of each pod"],
  ['/remotes', 'the remotes are files nginx serves'],
]);

/**
 * Every path the backend serves outside the single-page app reaches it through deploy/nginx.conf: the whole e2e suite
 * behind nginx found the external party's page and the simulated bank falling through to the app's index.html.
 */
describe("deploy/nginx.conf passes every path of the backend's own to it", () => {
  let t: TestServer;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('has a proxied location for each route the backend registers (the app and its files aside)', () => {
    const routes = t.server.app.printRoutes({ commonPrefix: false }).split('\n')
      .filter((line) => /^[├└]── \//.test(line))
      .map((line) => line.slice(4).split(' ')[0]!);
    assert.ok(routes.length > 10, routes.join('\n'));
    const locations = proxiedLocations(readFileSync(NGINX_CONF, 'utf8'));
    const reaches = (route: string) => locations.some((l) => (l.exact ? route === l.path : route.startsWith(l.path) || `${route}/` === l.path));
    const missing = routes.filter((route) => !NOT_PROXIED.has(`/${route.split('/')[1]}`) && !reaches(route.replace(/\/:[^/]+.*$/, '/')));
    assert.deepEqual(missing, [], `no location of deploy/nginx.conf passes these to the backend:\n${missing.join('\n')}`);
  });

  it('reads the locations as nginx does (a prefix, an exact path, a static one)', () => {
    const conf = 'location /svc/ { proxy_pass http://portal_backend; } location = /config.json { proxy_pass http://portal_backend; } location /remotes/ { try_files $uri =404; }';
    assert.deepEqual(proxiedLocations(conf), [{ exact: false, path: '/svc/' }, { exact: true, path: '/config.json' }]);
  });
});
