import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_AUDIENCE } from '@portal/contracts';
import { startTestServer, type TestServer } from './helpers/server';
import { decodeJwt, decodeJwtHeader, openLoginPage, signIn, submitLogin } from './helpers/oidc';
import { formAction } from './helpers/browser';

describe('sign-in through the OpenID provider', () => {
  let t: TestServer;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('publishes discovery with the /oidc issuer, PKCE S256 and the code flow only', async () => {
    const res = await fetch(`${t.origin}/oidc/.well-known/openid-configuration`);
    const doc = await res.json() as Record<string, unknown>;
    assert.equal(doc.issuer, `${t.origin}/oidc`);
    assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(doc.response_types_supported, ['code']);
    assert.equal(doc.end_session_endpoint, `${t.origin}/oidc/session/end`);
  });

  it('serves the portal client configuration and 404 for an unknown client', async () => {
    const res = await fetch(`${t.origin}/_configuration/portal`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      authority: `${t.origin}/oidc`,
      client_id: 'portal',
      redirect_uri: `${t.origin}/authentication/login-callback`,
      post_logout_redirect_uri: `${t.origin}/authentication/logout-callback`,
      silent_redirect_uri: `${t.origin}/silent-renew.html`,
      response_type: 'code',
      scope: 'openid profile email Merchant Payment Webhook Accounting Support FileService Banking',
      resource: 'urn:portal:api',
    });
    const dev = await fetch(`${t.origin}/_configuration/portal`, { headers: { origin: 'http://localhost:3000' } });
    assert.equal(dev.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal((await dev.json() as { redirect_uri: string }).redirect_uri, 'http://localhost:3000/authentication/login-callback');
    assert.equal((await fetch(`${t.origin}/_configuration/other`)).status, 404);
  });

  it('shows a login page with labelled Email and Password fields, a Sign in button and a Register link', async () => {
    const { page } = await openLoginPage(t.origin);
    assert.equal(page.status, 200);
    assert.match(page.url, /\/Identity\/Account\/Login\?uid=/);
    assert.match(page.text, /<label for="email">Email<\/label>/);
    assert.match(page.text, /<input id="email" name="email" type="email"/);
    assert.match(page.text, /<label for="password">Password<\/label>/);
    assert.match(page.text, /<input id="password" name="password" type="password"/);
    assert.match(page.text, /<button type="submit">Sign in<\/button>/);
    assert.match(page.text, /href="\/Identity\/Account\/Register\?returnUrl=/);
    assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  });

  for (const [what, email, password] of [
    ['a wrong password', 'tenant@demo.test', 'Wrong-Password-1'],
    ['an unknown account', 'nobody@demo.test', 'Portal-Demo-1'],
  ] as const) {
    it(`answers ${what} with "Invalid email or password" and keeps the email`, async () => {
      const { browser, page } = await openLoginPage(t.origin);
      const answer = await submitLogin(t.origin, browser, page, email, password);
      assert.equal(answer.status, 400);
      assert.match(answer.text, /Invalid email or password/);
      assert.match(answer.text, new RegExp(`value="${email}"`));
      // The form still works afterwards: the same interaction can sign in.
      assert.match(formAction(answer), /\/Identity\/Account\/Login\?uid=/);
    });
  }

  it('issues an RS256 JWT access token for urn:portal:api with sub and profile, plus ID and refresh tokens', async () => {
    const { tokens } = await signIn(t.origin, 'merchant@demo.test');
    assert.equal(tokens.token_type, 'Bearer');
    assert.ok(tokens.refresh_token, 'refresh token issued');
    assert.equal(tokens.expires_in, 300);
    const header = decodeJwtHeader(tokens.access_token);
    assert.equal(header.alg, 'RS256');
    assert.equal(header.typ, 'at+jwt');
    const at = decodeJwt(tokens.access_token);
    assert.equal(at.aud, API_AUDIENCE);
    assert.equal(at.iss, `${t.origin}/oidc`);
    assert.equal(at.profile, 'merchant');
    assert.equal(typeof at.sub, 'string');
    assert.match(String(at.scope), /Merchant Payment Webhook Accounting Support FileService Banking/);
    const id = decodeJwt(tokens.id_token);
    assert.equal(id.sub, at.sub);
    assert.equal(id.profile, 'merchant');
    assert.equal(id.email, 'merchant@demo.test');
    assert.equal(id.given_name, 'Mia');
    assert.equal(id.family_name, 'Merchant');
    assert.equal(id.name, 'Mia Merchant');
  });

  it('answers userinfo for the portal access token', async () => {
    const { tokens } = await signIn(t.origin, 'tenant@demo.test');
    const res = await fetch(`${t.origin}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(res.status, 200);
    const claims = await res.json() as Record<string, string>;
    assert.equal(claims.profile, 'crm');
    assert.equal(claims.email, 'tenant@demo.test');
    assert.equal((await fetch(`${t.origin}/oidc/me`)).status, 401);
  });

  it('signs out through RP-initiated logout back to the portal without a confirmation step', async () => {
    const { tokens, browser } = await signIn(t.origin, 'tenant@demo.test');
    const context = () => fetch(`${t.origin}/svc/merchant/api/v1/users/me/context`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal((await context()).status, 200, 'control: the access token works before sign-out');
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token, post_logout_redirect_uri: `${t.origin}/authentication/logout-callback`, state: 'bye',
    });
    const form = await browser.navigate(`${t.origin}/oidc/session/end?${params}`);
    assert.equal(form.status, 200);
    assert.match(form.text, /<script src="\/Identity\/lib\/logout.js" defer><\/script>/);
    assert.match(form.text, /name="logout" value="yes"/);
    // What logout.js does: submit the provider's form.
    const fields = Object.fromEntries([...form.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const done = await browser.navigate(formAction(form), { form: fields }, (l) => l.pathname.startsWith('/authentication/'));
    assert.equal(done.status, 303);
    assert.equal(done.headers.get('location'), `${t.origin}/authentication/logout-callback?state=bye`);
    // The session is gone: the refresh token no longer works.
    const res = await fetch(`${t.origin}/oidc/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'portal' }),
    });
    assert.equal(res.status, 400);
    // And the access token stops at once, not when it expires (issue 15 item 3, ADR 0035).
    assert.equal((await context()).status, 401);
  });
});
