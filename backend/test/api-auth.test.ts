import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/server';
import { decodeJwt, signIn } from './helpers/oidc';
import { apiClient, crm, v1 } from './helpers/api';
import { forgeAccessToken } from './helpers/tokens';

const CONTEXT = v1('users/me/context');

describe('API token checks', () => {
  let t: TestServer;
  let sub: string;
  let idToken: string;
  before(async () => {
    t = await startTestServer();
    const { tokens } = await signIn(t.origin, 'tenant@demo.test');
    sub = String(decodeJwt(tokens.access_token).sub);
    idToken = tokens.id_token;
  });
  after(async () => { await t?.close(); });

  it('refuses a call without a token or with a malformed one (401 with an error)', async () => {
    const none = await apiClient(t.origin).get(CONTEXT);
    assert.equal(none.status, 401);
    assert.equal(typeof none.body.error, 'string');
    assert.equal((await apiClient(t.origin, 'not-a-jwt').get(CONTEXT)).status, 401);
  });

  it('accepts a token signed with the provider key for the API audience (control case)', async () => {
    const token = await forgeAccessToken(t, { sub });
    assert.equal((await apiClient(t.origin, token).get(CONTEXT)).status, 200);
  });

  for (const [what, options] of [
    ['another audience', { aud: 'urn:other:api' }],
    ['an expired token', { expiresIn: -120 }],
    ['a signature by a foreign key', { key: 'foreign' }],
    ['another issuer', { iss: 'http://evil.test/oidc' }],
    ['a token that is not an access token (typ JWT)', { typ: 'JWT' }],
  ] as const) {
    it(`refuses ${what} with 401`, async () => {
      const token = await forgeAccessToken(t, { sub, ...options });
      const res = await apiClient(t.origin, token).get(CONTEXT);
      assert.equal(res.status, 401);
      assert.match(res.body.error, /invalid or has expired/);
    });
  }

  it('refuses an ID token used as a bearer token', async () => {
    assert.equal((await apiClient(t.origin, idToken).get(CONTEXT)).status, 401);
  });

  it('refuses a well-signed token for an unknown subject', async () => {
    const token = await forgeAccessToken(t, { sub: '00000000-0000-4000-8000-000000000000' });
    assert.equal((await apiClient(t.origin, token).get(CONTEXT)).status, 401);
  });

  it('answers the keep-alive ping with 204 under both prefixes', async () => {
    const token = await forgeAccessToken(t, { sub });
    assert.equal((await apiClient(t.origin, token).get(v1('users/me/ping'))).status, 204);
    assert.equal((await apiClient(t.origin, token).get(crm('users/me/ping'))).status, 204);
    assert.equal((await apiClient(t.origin).get(v1('users/me/ping'))).status, 401);
  });

  it('answers CORS for the portal dev origins on the API and the token endpoint, not for others', async () => {
    const preflight = (url: string, origin: string) => fetch(`${t.origin}${url}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,mode' },
    });
    const api = await preflight(`/svc/merchant/${CONTEXT}`, 'http://localhost:3000');
    assert.equal(api.status, 204);
    assert.equal(api.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.match(api.headers.get('access-control-allow-headers') ?? '', /Authorization/);
    assert.equal((await preflight(`/svc/merchant/${CONTEXT}`, 'https://evil.test')).headers.get('access-control-allow-origin'), null);
    // The provider answers every preflight (it cannot know the client yet) and checks the origin on the call itself.
    const tokenCall = (origin: string) => fetch(`${t.origin}/oidc/token`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'unknown', client_id: 'portal' }),
    });
    assert.equal((await tokenCall('http://localhost:3000')).headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal((await tokenCall('https://evil.test')).headers.get('access-control-allow-origin'), null);
  });

  it('serves the OpenAPI document of the API', async () => {
    const res = await fetch(`${t.origin}/svc/openapi.json`);
    assert.equal(res.status, 200);
    const doc = await res.json() as { openapi: string; paths: Record<string, unknown> };
    assert.match(doc.openapi, /^3\./);
    assert.ok(doc.paths['/svc/merchant/api/v1/users/me/context']);
    assert.ok(doc.paths['/svc/merchant/api/v1/tenants/{tenantId}/tenant-users']);
    assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/Identity')));
  });
});
