import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { accountKey, DEFAULT_LOCKOUT, recordFailure } from '../src/modules/identity/sign-in-lockout';
import { issueSetPasswordLink } from '../src/modules/user-admin/set-password-links';
import { apiClient } from './helpers/api';
import { fakeScaClock } from './helpers/sca';
import { Browser, formAction } from './helpers/browser';
import { refresh, signIn } from './helpers/oidc';
import { startTestServer, type TestServer } from './helpers/server';
import { tokenFor } from './helpers/transaction-actions';

const CRM_USERS = 'api/v1/users/crm';
const MERCHANT_USERS = 'api/v1/users/merchant';
const MANAGEMENT_USERS = 'api/v1/users/management';
const MAILBOX = 'api/v1/platform/mailbox';
const GOOD = 'Invited-Pass-1';

describe('user administration (CRM, management and merchant users)', () => {
  let t: TestServer;
  let tenant: ReturnType<typeof apiClient>;
  let platform: ReturnType<typeof apiClient>;
  let merchant: ReturnType<typeof apiClient>;
  let invited = 0;
  // Installed when the file's tests start (every file is imported before any runs).
  let clock: ReturnType<typeof fakeScaClock>;

  before(async () => {
    clock = fakeScaClock();
    t = await startTestServer({ DEV_MAILBOX: 'true', RATE_LIMIT_PER_MINUTE: '1000' });
    // CRM user changes carry a TOTP code of tenant@'s and platform@'s demo authenticator (ADR 0080).
    tenant = apiClient(t.origin, await tokenFor(t, 'tenant'), { changeHeaders: clock.headers() });
    platform = apiClient(t.origin, await tokenFor(t, 'platform'), { changeHeaders: clock.headers() });
    merchant = apiClient(t.origin, await tokenFor(t, 'merchant'));
  });
  after(async () => { clock.restore(); await t?.close(); });

  /** The newest link mailed to `to` (read, as a tester would, in the development mailbox). */
  async function mailedLink(to: string): Promise<string> {
    const mail = await platform.get(`${MAILBOX}?recipient=${encodeURIComponent(to)}&pageSize=1`);
    assert.equal(mail.status, 200);
    const [newest] = mail.body.data;
    assert.ok(newest?.link, `a mail with a link to ${to}`);
    return newest.link as string;
  }

  /** Opens a set-password link and submits the form. */
  async function setPassword(link: string, password = GOOD, confirm = password) {
    const browser = new Browser();
    const page = await browser.request(link);
    if (page.status !== 200) return page;
    return browser.request(formAction(page), { form: { token: new URL(link).searchParams.get('token')!, password, confirmPassword: confirm } });
  }

  async function invite(client = tenant, path = CRM_USERS, extra: Record<string, unknown> = {}, query = '') {
    invited += 1;
    const email = `invitee.${invited}@example.test`;
    const answer = await client.post(`${path}${query}`, { email, firstName: 'Ivy', lastName: `Invitee${invited}`, ...extra });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return { email, user: answer.body };
  }

  it('invites a CRM user by mail: the link sets a password once, and the invitee signs in', async () => {
    const { email, user } = await invite();
    assert.equal(user.status, 'InvitationSent');
    assert.equal(user.tenantId, seedIds.tenant('acme'));
    const link = await mailedLink(email);
    assert.match(link, /\/Identity\/Account\/SetPassword\?token=/);

    const weak = await setPassword(link, 'short');
    assert.equal(weak.status, 400);
    assert.match(weak.text, /at least 8 characters/);
    const mismatch = await setPassword(link, GOOD, 'Other-Pass-1');
    assert.equal(mismatch.status, 400);

    const done = await setPassword(link);
    assert.equal(done.status, 200);
    assert.match(done.text, /Password set/);
    assert.ok((await signIn(t.origin, email, GOOD)).tokens.access_token);
    assert.equal((await tenant.get(`${CRM_USERS}/${user.id}`)).body.status, 'Active');

    const again = await setPassword(link, 'Another-Pass-2');
    assert.equal(again.status, 400, 'a link works once');
    assert.match(again.text, /This link is not valid/);
  });

  it('refuses an expired link and a link replaced by a resent invitation', async () => {
    const { email, user } = await invite();
    const expired = await issueSetPasswordLink(t.server.database.db, t.origin, user.id, 'invitation', new Date(Date.now() - 73 * 3_600_000));
    assert.equal((await setPassword(expired)).status, 400, 'older than 72 hours');
    const first = await (async () => {
      assert.equal((await tenant.post(`api/v1/users/${user.id}/invitation`)).status, 200);
      return mailedLink(email);
    })();
    assert.equal((await tenant.post(`api/v1/users/${user.id}/invitation`)).status, 200);
    const second = await mailedLink(email);
    assert.notEqual(first, second);
    assert.equal((await setPassword(first)).status, 400, 'the older link stops working');
    assert.equal((await setPassword(second)).status, 200);
    const resend = await tenant.post(`api/v1/users/${user.id}/invitation`);
    assert.equal(resend.status, 400);
    assert.match(resend.body.error, /already set a password/);
  });

  it('validates the invitation on the server, naming each field', async () => {
    const answer = await tenant.post(CRM_USERS, { email: 'not-an-address', firstName: ' ', lastName: 'X' });
    assert.equal(answer.status, 400);
    const messages = answer.body.errors.map((e: { message: string }) => e.message);
    assert.ok(messages.includes('Email is not a valid e-mail address'), messages.join());
    assert.ok(messages.includes('First name is required'), messages.join());
    const taken = await tenant.post(CRM_USERS, { email: 'tenant@demo.test', firstName: 'A', lastName: 'B' });
    assert.equal(taken.status, 400);
    assert.match(taken.body.errors[0].message, /already taken/);
    const extra = await tenant.post(CRM_USERS, { email: 'x@example.test', firstName: 'A', lastName: 'B', password: 'Known-Pass-1' });
    assert.equal(extra.status, 400, 'a password in the invitation is refused (strict bodies, ADR 0074)');
    await assert.rejects(signIn(t.origin, 'x@example.test', 'Known-Pass-1'), 'an administrator never chooses the password');
  });

  it('lists the tenant\'s own CRM users, paged, searched and filtered by status and role', async () => {
    const { user } = await invite();
    const all = await tenant.get(`${CRM_USERS}?pageSize=2`);
    assert.equal(all.status, 200);
    assert.equal(all.body.data.length, 2);
    assert.ok(all.body.count >= 4);
    const everyone = await tenant.get(`${CRM_USERS}?pageSize=100`);
    const emails = everyone.body.data.map((u: { email: string }) => u.email);
    assert.ok(emails.includes('tenant-viewer@demo.test'));
    assert.ok(!emails.includes('tenant2@demo.test'), 'another tenant\'s staff are not listed');
    assert.ok(!emails.includes('merchant@demo.test'), 'merchant users are not CRM users');
    const self = everyone.body.data.find((u: { email: string }) => u.email === 'tenant@demo.test');
    assert.equal(self.isSelf, true);

    const pending = await tenant.get(`${CRM_USERS}?status=InvitationSent&pageSize=100`);
    assert.ok(pending.body.data.every((u: { status: string }) => u.status === 'InvitationSent'));
    assert.ok(pending.body.data.some((u: { id: string }) => u.id === user.id));
    const searched = await tenant.get(`${CRM_USERS}?search=${encodeURIComponent(user.lastName)}`);
    assert.deepEqual(searched.body.data.map((u: { id: string }) => u.id), [user.id]);
    const byRole = await tenant.get(`${CRM_USERS}?roleId=${user.roleId}&pageSize=100`);
    assert.ok(byRole.body.data.every((u: { roleId: string }) => u.roleId === user.roleId));
  });

  it('edits names and role; deactivation ends the user\'s tokens, activation lets them back', async () => {
    const { email, user } = await invite();
    await setPassword(await mailedLink(email));
    const { tokens } = await signIn(t.origin, email, GOOD);
    const roles = (await tenant.get('api/v1/users/roles-lookup?kind=crm')).body as Array<{ id: string; isAdmin: boolean }>;
    const admin = roles.find((r) => r.isAdmin)!;
    const edited = await tenant.put(`${CRM_USERS}/${user.id}`, { firstName: 'Iris', lastName: 'Edited', roleId: admin.id });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.firstName, 'Iris');
    assert.equal(edited.body.roleId, admin.id);

    const off = await tenant.put(`api/v1/users/${user.id}/activation`, { isActive: false });
    assert.equal(off.status, 200);
    assert.equal(off.body.status, 'Inactive');
    assert.equal((await apiClient(t.origin, tokens.access_token).get('api/v1/users/me/context')).status, 401);
    assert.equal((await refresh(t.origin, tokens.refresh_token!)).status, 400, 'the refresh token ended too');
    await assert.rejects(signIn(t.origin, email, GOOD), 'an inactive user cannot sign in');
    assert.equal((await tenant.put(`api/v1/users/${user.id}/activation`, { isActive: true })).body.status, 'Active');
    assert.ok((await signIn(t.origin, email, GOOD)).tokens.access_token);
  });

  it('refuses to let users deactivate or delete themselves', async () => {
    const me = seedIds.user('tenant@demo.test');
    const off = await tenant.put(`api/v1/users/${me}/activation`, { isActive: false });
    assert.equal(off.status, 400);
    assert.equal(off.body.error, 'You cannot deactivate your own account');
    const gone = await tenant.delete(`${CRM_USERS}/${me}`);
    assert.equal(gone.status, 400);
    assert.equal(gone.body.error, 'You cannot delete your own account');
  });

  it('keeps the last active administrator of a tenant: not deactivated, deleted or demoted', async () => {
    const only = seedIds.user('tenant2@demo.test');
    const listed = await platform.get(`${CRM_USERS}?tenantId=${seedIds.tenant('globex')}&pageSize=100`);
    assert.equal(listed.body.data.find((u: { id: string }) => u.id === only).isLastAdmin, true);
    const off = await platform.put(`api/v1/users/${only}/activation`, { isActive: false });
    assert.equal(off.status, 400);
    assert.match(off.body.error, /last active administrator of this tenant/);
    assert.equal((await platform.delete(`${CRM_USERS}/${only}`)).status, 400);
    const roles = (await platform.get(`api/v1/users/roles-lookup?kind=crm&tenantId=${seedIds.tenant('globex')}`)).body as Array<{ id: string; isAdmin: boolean }>;
    const plain = roles.find((r) => !r.isAdmin);
    if (plain) {
      const demoted = await platform.put(`${CRM_USERS}/${only}`, { firstName: 'Gina', lastName: 'Globex', roleId: plain.id });
      assert.equal(demoted.status, 400);
      assert.match(demoted.body.error, /last active administrator/);
    }
    // With two administrators in Acme, one of them may go.
    const approver = seedIds.user('tenant-approver@demo.test');
    assert.equal((await tenant.put(`api/v1/users/${approver}/activation`, { isActive: false })).status, 200);
    assert.equal((await tenant.put(`api/v1/users/${approver}/activation`, { isActive: true })).status, 200);
  });

  it("answers 404 for another tenant's or merchant's user, and 403 for a list the caller may not administer", async () => {
    const other = seedIds.user('tenant2@demo.test');
    assert.equal((await tenant.get(`${CRM_USERS}/${other}`)).status, 404);
    assert.equal((await tenant.put(`api/v1/users/${other}/activation`, { isActive: false })).status, 404);
    assert.equal((await tenant.put(`${CRM_USERS}/${other}`, { firstName: 'X', lastName: 'Y' })).status, 404);
    assert.equal((await tenant.delete(`${CRM_USERS}/${other}`)).status, 404);
    assert.equal((await tenant.post('api/v1/users/password-reset', { userId: other })).status, 404);
    assert.equal((await merchant.put(`api/v1/users/${seedIds.user('tenant@demo.test')}/unlock`)).status, 404);
    assert.equal((await merchant.get(`${MERCHANT_USERS}/${seedIds.user('merchant2@demo.test')}`)).status, 404);
    assert.equal((await tenant.get(MANAGEMENT_USERS)).status, 403, 'management users are the platform\'s');
    assert.equal((await merchant.get(CRM_USERS)).status, 403);
  });

  it('deletes softly: the user leaves the lists, cannot sign in, and their tokens stop at once; the address is free again', async () => {
    const { email, user } = await invite();
    await setPassword(await mailedLink(email));
    const { tokens } = await signIn(t.origin, email, GOOD);
    const client = apiClient(t.origin, tokens.access_token);
    assert.equal((await client.get('api/v1/users/me/context')).status, 200);

    assert.equal((await tenant.delete(`${CRM_USERS}/${user.id}`)).status, 204);
    assert.equal((await client.get('api/v1/users/me/context')).status, 401);
    assert.equal((await refresh(t.origin, tokens.refresh_token!)).status, 400);
    await assert.rejects(signIn(t.origin, email, GOOD));
    assert.equal((await tenant.get(`${CRM_USERS}/${user.id}`)).status, 404);
    const listed = await tenant.get(`${CRM_USERS}?search=${encodeURIComponent(email)}`);
    assert.equal(listed.body.count, 0);
    const again = await tenant.post(CRM_USERS, { email, firstName: 'Ivy', lastName: 'Again' });
    assert.equal(again.status, 201, 'a deleted address may be invited again');
  });

  it('shows a locked user as Locked and unlock clears the sign-in lockout', async () => {
    const { email, user } = await invite();
    await setPassword(await mailedLink(email));
    for (let i = 0; i < 5; i += 1) await recordFailure(t.server.database.db, accountKey(email), new Date(), DEFAULT_LOCKOUT);
    assert.equal((await tenant.get(`${CRM_USERS}/${user.id}`)).body.status, 'Locked');
    const locked = await tenant.get(`${CRM_USERS}?status=Locked&pageSize=100`);
    assert.ok(locked.body.data.some((u: { id: string }) => u.id === user.id));
    await assert.rejects(signIn(t.origin, email, GOOD), 'locked: the right password is refused');
    const unlocked = await tenant.put(`api/v1/users/${user.id}/unlock`);
    assert.equal(unlocked.status, 200);
    assert.equal(unlocked.body.status, 'Active');
    assert.ok((await signIn(t.origin, email, GOOD)).tokens.access_token);
  });

  it('mails a password reset link: the new password works and the old one stops', async () => {
    const { email, user } = await invite();
    await setPassword(await mailedLink(email));
    const reset = await tenant.post('api/v1/users/password-reset', { userId: user.id });
    assert.equal(reset.status, 200);
    const link = await mailedLink(email);
    const page = await new Browser().request(link);
    assert.match(page.text, /Choose a new password/);
    assert.equal((await setPassword(link, 'Renewed-Pass-3')).status, 200);
    assert.ok((await signIn(t.origin, email, 'Renewed-Pass-3')).tokens.access_token);
    await assert.rejects(signIn(t.origin, email, GOOD));
  });

  it("lets a merchant's administrator manage their own merchant's users, and tenant staff pick the merchant", async () => {
    const own = await merchant.get(`${MERCHANT_USERS}?pageSize=100`);
    assert.equal(own.status, 200);
    assert.ok(own.body.data.every((u: { merchantId: string }) => u.merchantId === seedIds.merchant('blue-bottle')));
    const { user } = await invite(merchant, MERCHANT_USERS);
    assert.equal(user.merchantId, seedIds.merchant('blue-bottle'));
    const picked = await tenant.get(`${MERCHANT_USERS}?merchantId=${seedIds.merchant('sandbox-surf')}`);
    assert.ok(picked.body.data.every((u: { merchantId: string }) => u.merchantId === seedIds.merchant('sandbox-surf')));
    assert.equal((await tenant.post(MERCHANT_USERS, { email: 'nomerchant@example.test', firstName: 'A', lastName: 'B' })).status, 400);
    const { user: forSandbox } = await invite(tenant, MERCHANT_USERS, {}, `?merchantId=${seedIds.merchant('sandbox-surf')}`);
    assert.equal(forSandbox.merchantId, seedIds.merchant('sandbox-surf'));
    assert.equal((await tenant.post(`${MERCHANT_USERS}?merchantId=${seedIds.merchant('globex-garden')}`, { email: 'x1@example.test', firstName: 'A', lastName: 'B' })).status, 404);
  });

  it('lets platform staff manage platform users and CRM users of the tenant they pick', async () => {
    const staff = await platform.get(`${MANAGEMENT_USERS}?pageSize=100`);
    assert.equal(staff.status, 200);
    assert.ok(staff.body.data.some((u: { email: string }) => u.email === 'platform@demo.test'));
    const { user } = await invite(platform, MANAGEMENT_USERS);
    assert.equal(user.tenantId, null);
    assert.equal((await platform.post(CRM_USERS, { email: 'pick@example.test', firstName: 'A', lastName: 'B' })).status, 400, 'pick a tenant first');
    const { user: crmUser } = await invite(platform, CRM_USERS, {}, `?tenantId=${seedIds.tenant('globex')}`);
    assert.equal(crmUser.tenantId, seedIds.tenant('globex'));
  });
});
