import assert from 'node:assert/strict';
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
  });
});
