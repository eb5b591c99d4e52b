import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { oidcPayloads } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { refresh, signIn } from './helpers/oidc';
import { apiClient, v1 } from './helpers/api';
import { inputValue } from './helpers/browser';

const MANAGE = '/Identity/Account/Manage';
const CONTEXT = v1('users/me/context');

/**
 * Issue 15 item 3: after a password change or an administrator's reset, other sessions' refresh tokens and
 * provider cookies kept working, and access tokens lived on for up to 300 s (also after sign-out).
 */
describe('a password change or reset ends the other sessions (ADR 0035)', () => {
  let t: TestServer;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('the user who changes the password stays signed in; every other session ends at once', async () => {
    const here = await signIn(t.origin, 'merchant@demo.test');
    const elsewhere = await signIn(t.origin, 'merchant@demo.test');
    assert.equal((await apiClient(t.origin, elsewhere.tokens.access_token).get(CONTEXT)).status, 200, 'control: the other session works');

    const page = await here.browser.request(`${t.origin}${MANAGE}`);
    const changed = await here.browser.request(`${t.origin}${MANAGE}`, {
      form: { csrf: inputValue(page.text, 'csrf')!, form: 'password', currentPassword: 'Portal-Demo-1', newPassword: 'Better-Pass-2', confirmPassword: 'Better-Pass-2' },
    });
    assert.match(changed.text, /Your password has been changed\./);

    const other = await apiClient(t.origin, elsewhere.tokens.access_token).get(CONTEXT);
    assert.equal(other.status, 401, 'the other access token stops before it expires');
    assert.equal(other.body.error, 'The session of this access token has ended');
    assert.equal((await refresh(t.origin, elsewhere.tokens.refresh_token!)).status, 400, 'its refresh token is revoked');
    const otherManage = await elsewhere.browser.request(`${t.origin}${MANAGE}`);
    assert.match(otherManage.text, /You are not signed in/, 'its provider session (cookie) is over');

    assert.equal((await apiClient(t.origin, here.tokens.access_token).get(CONTEXT)).status, 200, 'the changer keeps working');
    const renewed = await refresh(t.origin, here.tokens.refresh_token!);
    assert.equal(renewed.status, 200, 'and can renew');
  });

  it("an administrator's reset ends every session of the user", async () => {
    const admin = apiClient(t.origin, (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token);
    const viewer = await signIn(t.origin, 'tenant-viewer@demo.test');
    assert.equal((await apiClient(t.origin, viewer.tokens.access_token).get(CONTEXT)).status, 200);
    const reset = await admin.post(v1('tenants/users/password-reset'), { userId: seedIds.user('tenant-viewer@demo.test') });
    assert.equal(reset.status, 200);
    assert.equal((await apiClient(t.origin, viewer.tokens.access_token).get(CONTEXT)).status, 401);
    assert.equal((await refresh(t.origin, viewer.tokens.refresh_token!)).status, 400);
    assert.equal((await admin.get(CONTEXT)).status, 200, "the administrator's own session is untouched");
  });

  it('refuses a token whose grant expired or is gone before asking about its account', async () => {
    const { forgeAccessToken } = await import('./helpers/tokens');
    const sub = seedIds.user('merchant2@demo.test');
    const expiredGrant = randomUUID();
    await t.server.database.db.insert(oidcPayloads).values({
      type: 'Grant', id: expiredGrant, payload: { accountId: sub, clientId: 'portal', kind: 'Grant', jti: expiredGrant }, expiresAt: new Date(Date.now() - 1000),
    });
    const unknownAccount = randomUUID();
    for (const [what, claims, error] of [
      ['an expired grant', { sub, gid: expiredGrant }, 'The session of this access token has ended'],
      ['a grant that does not exist', { sub, gid: randomUUID() }, 'The session of this access token has ended'],
      ['an unknown account without a grant', { sub: unknownAccount, gid: randomUUID() }, 'The session of this access token has ended'],
      ['an unknown account with a live grant', { sub: unknownAccount }, 'The account is not active'],
    ] as const) {
      const res = await apiClient(t.origin, await forgeAccessToken(t, claims)).get(CONTEXT);
      assert.deepEqual([res.status, res.body.error], [401, error], what);
    }
    assert.equal((await apiClient(t.origin, await forgeAccessToken(t, { sub })).get(CONTEXT)).status, 200, 'control: a live grant of the account');
  });

  it('refuses an access token that names no grant', async () => {
    const { forgeAccessToken } = await import('./helpers/tokens');
    const token = await forgeAccessToken(t, { sub: seedIds.user('merchant2@demo.test'), gid: null });
    assert.equal((await apiClient(t.origin, token).get(CONTEXT)).status, 401);
  });
});
