import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SIGN_IN_SCOPES } from '@portal/contracts';
import type { Browser } from './helpers/browser';
import { refresh, signIn, type Tokens } from './helpers/oidc';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The portal renews in a hidden iframe (prompt=none, redirect to /silent-renew.html) when its refresh
 * token cannot be used: a duplicated tab whose copy another tab already spent, or a grant the provider
 * revoked after a spent refresh token came back.
 */
async function silentAuthorize(origin: string, browser: Browser): Promise<URL> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/silent-renew.html`;
  const params = new URLSearchParams({
    client_id: 'portal', response_type: 'code', redirect_uri: redirectUri, scope: SIGN_IN_SCOPES, prompt: 'none',
    resource: 'urn:portal:api', state: randomBytes(8).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  });
  const page = await browser.navigate(`${origin}/oidc/auth?${params}`, {}, (l) => l.href.startsWith(redirectUri));
  const location = new URL(page.headers.get('location') ?? page.url, page.url);
  assert.ok(location.href.startsWith(redirectUri), `the silent request ends at ${location.href} (status ${page.status})`);
  const code = location.searchParams.get('code');
  if (code) {
    const res = await fetch(`${origin}/oidc/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'portal', code_verifier: verifier }),
    });
    assert.equal(res.status, 200);
    const tokens = await res.json() as Tokens;
    location.searchParams.set('refresh_token', tokens.refresh_token ?? '');
  }
  return location;
}

describe('silent renewal through the provider session (prompt=none in the iframe)', () => {
  let t: TestServer;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('answers a signed-in browser with a code at /silent-renew.html, whose tokens renew again', async () => {
    const { browser } = await signIn(t.origin, 'merchant@demo.test');
    const answer = await silentAuthorize(t.origin, browser);
    assert.ok(answer.searchParams.get('code'), `a code, not ${answer.searchParams.get('error')}`);
    const res = await refresh(t.origin, answer.searchParams.get('refresh_token')!);
    assert.equal(res.status, 200);
  });

  it('still answers after a spent refresh token came back and the provider revoked the grant', async () => {
    const { tokens, browser } = await signIn(t.origin, 'merchant@demo.test');
    assert.equal((await refresh(t.origin, tokens.refresh_token!)).status, 200);
    const reused = await refresh(t.origin, tokens.refresh_token!);
    assert.equal(reused.status, 400);
    assert.equal((await reused.json() as { error: string }).error, 'invalid_grant');

    const answer = await silentAuthorize(t.origin, browser);
    assert.ok(answer.searchParams.get('code'), `a code, not ${answer.searchParams.get('error')}`);
    assert.equal((await refresh(t.origin, answer.searchParams.get('refresh_token')!)).status, 200);
  });

  it('answers login_required to a browser without a session', async () => {
    const { Browser } = await import('./helpers/browser');
    const answer = await silentAuthorize(t.origin, new Browser());
    assert.equal(answer.searchParams.get('error'), 'login_required');
  });
});
