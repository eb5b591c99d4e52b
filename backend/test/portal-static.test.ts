import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/server';

async function fakePortal(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'portal-root-'));
  const put = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  // What the production build writes beside a text asset (ADR 0031).
  const putCompressed = async (file: string, content: string) => {
    await put(file, content);
    await put(`${file}.br`, brotliCompressSync(content));
    await put(`${file}.gz`, gzipSync(content));
  };
  await put('host/dist/index.html', '<!DOCTYPE html><html><body><div id="root"></div><script src="/main.3f9a1c.js"></script></body></html>');
  await put('host/dist/main.3f9a1c.js', 'console.log("host")');
  await put('host/dist/silent-renew.html', '<!DOCTYPE html><html><body><script src="/silent-renew.1a2b3c.js"></script></body></html>');
  await put('remotes/support/dist/remoteEntry.js', 'var support;');
  await put('remotes/support/dist/mf-manifest.json', '{"name":"support"}');
  await put('remotes/support/dist/assets/chunk.81bd2e.js', 'export {}');
  await putCompressed('host/dist/antd.5e1f0a.js', `/* antd */ ${'var a=1;'.repeat(500)}`);
  await putCompressed('remotes/support/dist/big.77aa01.js', `/* support */ ${'var b=2;'.repeat(500)}`);
  await put('deploy/remotes/local.json', JSON.stringify({ support: '/remotes/support/mf-manifest.json' }));
  return root;
}

describe('static portal (PORTAL_ROOT)', () => {
  let t: TestServer;
  let root: string;
  before(async () => {
    root = await fakePortal();
    t = await startTestServer({ PORTAL_ROOT: root });
  });
  after(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = '*/*') => fetch(`${t.origin}${url}`, { headers: { accept } });

  it('serves the host at / with no-cache and the CSP', async () => {
    const res = await get('/', 'text/html');
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<div id="root">/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const part of ["script-src 'self'", "style-src 'self' 'unsafe-inline'", "connect-src 'self'", "img-src 'self' data:", "frame-src 'self'", "frame-ancestors 'none'"]) {
      assert.ok(csp.includes(part), part);
    }
    const deepLink = await get('/merchant/support', 'text/html');
    assert.match(deepLink.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, 'client-side routes cannot be framed either');
  });

  it('lets only the portal itself frame the silent-renew page (oidc-client-ts loads it in an iframe)', async () => {
    const res = await get('/silent-renew.html', 'text/html');
    assert.equal(res.status, 200);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'self'/);
    assert.doesNotMatch(csp, /frame-ancestors 'none'/);
  });

  it('marks every API answer no-store and nosniff, errors included', async () => {
    for (const url of ['/svc/merchant/api/v1/users/me/context', '/svc/merchant/api/v1/no-such-route']) {
      const res = await get(url, 'application/json');
      assert.ok(res.status >= 400, `${url} without a token: ${res.status}`);
      assert.equal(res.headers.get('cache-control'), 'no-store', url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
    }
  });

  it('caches hashed files for a long time and revalidates remote entries and manifests', async () => {
    assert.equal((await get('/main.3f9a1c.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const entry = await get('/remotes/support/remoteEntry.js');
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal((await get('/remotes/support/mf-manifest.json')).headers.get('cache-control'), 'no-cache');
    assert.equal((await get('/remotes/support/assets/chunk.81bd2e.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('answers client-side routes with index.html, but not API, identity or remote paths', async () => {
    const deep = await get('/crm/users/crm', 'text/html,application/xhtml+xml');
    assert.equal(deep.status, 200);
    assert.match(await deep.text(), /<div id="root">/);
    assert.equal(deep.headers.get('cache-control'), 'no-cache');
    assert.ok(deep.headers.get('content-security-policy'));
    assert.equal((await get('/crm/users/crm', 'application/json')).status, 404);
    assert.equal((await get('/svc/merchant/api/v1/nothing', 'text/html')).status, 404);
    assert.equal((await get('/remotes/support/missing.js', 'text/html')).status, 404);
    // The payment page's space (ADR 0108): an unknown address there is never the portal's SPA.
    assert.equal((await get('/pay/AAAAAAAAAAAAAAAAAAAAAAAA/nothing/here', 'text/html')).status, 404);
    assert.equal((await get('/remotes/dashboard/remoteEntry.js', 'text/html')).status, 404, 'an unbuilt remote is a 404, not the host page');
  });

  it('serves /config.json and /remotes.json without caching', async () => {
    const config = await get('/config.json');
    assert.equal(config.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await config.json(), {
      clientId: 'portal', identityOrigin: t.origin, silenceConsole: true,
      services: { reporting: '/svc/reporting', unversioned: '/svc/core', merchant: '/svc/merchant' },
    });
    const remotes = await get('/remotes.json');
    assert.equal(remotes.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await remotes.json(), { support: '/remotes/support/mf-manifest.json' });
  });

  it('sends the precompressed brotli or gzip file the browser accepts, with Vary, for the host and remotes', async () => {
    // fetch decodes bodies itself: node:http shows the bytes as transferred.
    const raw = (url: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${t.origin}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    for (const url of ['/antd.5e1f0a.js', '/remotes/support/big.77aa01.js']) {
      const br = await fetch(`${t.origin}${url}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(br.status, 200);
      assert.equal(br.headers.get('content-encoding'), 'br', url);
      assert.match(br.headers.get('vary') ?? '', /accept-encoding/i);
      assert.equal(br.headers.get('cache-control'), 'public, max-age=31536000, immutable', 'caching headers stay');
      assert.match(await br.text(), /^\/\* (antd|support) \*\//, 'the browser decodes it to the file');

      const gz = await raw(url, 'gzip');
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.ok(gz.body.length < 200, `gzip body is small (${gz.body.length} bytes)`);

      const plain = await raw(url, 'identity');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.body.length > 4000, 'a client that accepts no encoding gets the plain file');
    }
  });

  it('still serves the provider and identity pages', async () => {
    assert.equal((await get('/oidc/.well-known/openid-configuration')).status, 200);
    assert.equal((await get('/Identity/Account/Login', 'text/html')).status, 200);
  });
});
