import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './helpers/server';

/** The discovery document as a TLS-terminating ingress would fetch it for a browser on https. */
async function discoveryBehindTls(t: TestServer) {
  const host = new URL(t.origin).host;
  const res = await fetch(`${t.origin}/oidc/.well-known/openid-configuration`, {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': host },
  });
  assert.equal(res.status, 200);
  return await res.json() as Record<string, string>;
}

const ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint'];

/** The discovery document fetched with raw headers (fetch cannot set Host). */
function discoveryWithHost(t: TestServer, headers: Record<string, string>) {
  return new Promise<Record<string, string>>((resolve, reject) => {
    http.get(`${t.origin}/oidc/.well-known/openid-configuration`, { headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => { body += c.toString(); });
      res.on('end', () => {
        try {
          assert.equal(res.statusCode, 200, body);
          resolve(JSON.parse(body) as Record<string, string>);
        } catch (error) {
          reject(error as Error);
        }
      });
    }).on('error', reject);
  });
}

/** Production refuses to start without a master key (ADR 0083): any 32 bytes for these tests. */
const MASTER_KEY = Buffer.alloc(32, 7).toString('base64');

describe('trusted origins (issue 15 item 6)', () => {
  it('accepts the dev servers localhost:3000-3005 only when DEV_SERVER_ORIGINS says this is a development backend', () => {
    assert.deepEqual(loadConfig({}).extraRedirectOrigins, []);
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', SECRETS_MASTER_KEY: MASTER_KEY }).extraRedirectOrigins, []);
    assert.deepEqual(loadConfig({ DEV_SERVER_ORIGINS: 'false' }).extraRedirectOrigins, []);
    const dev = loadConfig({ DEV_SERVER_ORIGINS: 'true' }).extraRedirectOrigins;
    assert.deepEqual(dev, [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`));
    assert.deepEqual(loadConfig({ EXTRA_REDIRECT_ORIGINS: 'https://a.example.test' }).extraRedirectOrigins, ['https://a.example.test']);
  });

  it('serves the OpenAPI document by default in development and not in production unless OPENAPI_DOCS says so', () => {
    assert.equal(loadConfig({}).openApiDocs, true);
    assert.equal(loadConfig({ NODE_ENV: 'production', SECRETS_MASTER_KEY: MASTER_KEY }).openApiDocs, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', SECRETS_MASTER_KEY: MASTER_KEY, OPENAPI_DOCS: 'true' }).openApiDocs, true);
    assert.equal(loadConfig({ OPENAPI_DOCS: 'false' }).openApiDocs, false);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and reads the usual true/false spellings', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'maybe' }), /TRUST_PROXY must be true or false/);
  });

  describe('when set', () => {
    let t: TestServer;
    before(async () => { t = await startTestServer({ TRUST_PROXY: 'true' }); });
    after(async () => { await t?.close(); });

    it('lists https endpoint URLs behind a proxy that sends X-Forwarded-Proto: https', async () => {
      const doc = await discoveryBehindTls(t);
      for (const name of ENDPOINTS) assert.match(doc[name]!, /^https:\/\//, `${name}: ${doc[name]}`);
    });

    it('still lists http URLs for a direct call', async () => {
      const doc = await (await fetch(`${t.origin}/oidc/.well-known/openid-configuration`)).json() as Record<string, string>;
      assert.match(doc.token_endpoint!, /^http:\/\//);
    });
  });

  describe('when not set', () => {
    let t: TestServer;
    before(async () => { t = await startTestServer(); });
    after(async () => { await t?.close(); });

    it('ignores X-Forwarded-Proto: callers cannot choose the URLs the provider advertises', async () => {
      const doc = await discoveryBehindTls(t);
      for (const name of ENDPOINTS) assert.match(doc[name]!, /^http:\/\//, `${name}: ${doc[name]}`);
    });

    it('builds the discovery document from PUBLIC_ORIGIN, whatever Host or X-Forwarded-Host the caller sends', async () => {
      const doc = await discoveryWithHost(t, { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' });
      assert.equal(doc.issuer, `${t.origin}/oidc`);
      for (const name of ENDPOINTS) assert.ok(doc[name]!.startsWith(`${t.origin}/oidc/`), `${name}: ${doc[name]}`);
    });
  });

  describe('as the container image runs it: https PUBLIC_ORIGIN, NODE_ENV=production, reached directly', () => {
    let t: TestServer;
    before(async () => { t = await startTestServer({ PUBLIC_ORIGIN: 'https://portal.example.test', NODE_ENV: 'production', SECRETS_MASTER_KEY: MASTER_KEY }); });
    after(async () => { await t?.close(); });

    it('advertises the public https URLs, not the address it was reached at', async () => {
      const doc = await discoveryWithHost(t, {});
      assert.equal(doc.issuer, 'https://portal.example.test/oidc');
      for (const name of ENDPOINTS) assert.ok(doc[name]!.startsWith('https://portal.example.test/oidc/'), `${name}: ${doc[name]}`);
    });

    it('does not serve the OpenAPI document', async () => {
      assert.equal((await fetch(`${t.origin}/svc/openapi.json`)).status, 404);
    });
  });
});
