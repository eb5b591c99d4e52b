import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { openLoginPage, signIn, submitLogin } from './helpers/oidc';
import { fakeScaClock } from './helpers/sca';
import { apiClient, crm, v1 } from './helpers/api';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');
const messages = (body: { errors?: Array<{ message: string }> }) => (body.errors ?? []).map((e) => e.message);

describe('tenant users administration', () => {
  let t: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let platform: ReturnType<typeof apiClient>;
  // Installed when the file's tests start (every file is imported before any runs).
  let clock: ReturnType<typeof fakeScaClock>;
  const users = (path = '') => crm(`tenants/${ACME}/tenant-user${path}`);

  before(async () => {
    clock = fakeScaClock();
    t = await startTestServer();
    // CRM user changes carry a TOTP code of the demo authenticator (ADR 0080).
    admin = apiClient(t.origin, (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token, { changeHeaders: clock.headers() });
    platform = apiClient(t.origin, (await signIn(t.origin, 'platform@demo.test')).tokens.access_token, { changeHeaders: clock.headers() });
  });
  after(async () => { clock.restore(); await t?.close(); });

  it('lists the tenant\'s staff paged', async () => {
    const res = await admin.get(crm(`tenants/${ACME}/tenant-users?pageIndex=0&pageSize=50`));
    assert.equal(res.status, 200);
    assert.equal(res.body.count, 3);
    assert.deepEqual(res.body.data.map((u: { email: string }) => u.email), ['tenant-approver@demo.test', 'tenant-viewer@demo.test', 'tenant@demo.test']);
    const page2 = await admin.get(crm(`tenants/${ACME}/tenant-users?pageIndex=2&pageSize=1`));
    assert.deepEqual(page2.body.data.map((u: { email: string }) => u.email), ['tenant@demo.test']);
  });

  it('validates a new user and says what is wrong', async () => {
    const missing = await admin.post(users(), {});
    assert.equal(missing.status, 400);
    assert.deepEqual(messages(missing.body).sort(), ['Email is required', 'First name is required', 'Last name is required']);
    const bad = await admin.post(users(), { email: 'not-an-email', firstName: ' ', lastName: 'Doe', password: 'short' });
    assert.equal(bad.status, 400);
    assert.ok(messages(bad.body).includes('Email is not a valid e-mail address'));
    assert.ok(messages(bad.body).includes('First name is required'));
    assert.ok(messages(bad.body).includes('Passwords must be at least 8 characters.'));
    const taken = await admin.post(users(), { email: 'Tenant@Demo.test', firstName: 'A', lastName: 'B' });
    assert.deepEqual(messages(taken.body), ["Email 'tenant@demo.test' is already taken"]);
    const wrongRole = await admin.post(users(), { email: 'x@acme.test', firstName: 'A', lastName: 'B', roleId: seedIds.role('globex', 'tenantAdmin') });
    assert.deepEqual(messages(wrongRole.body), ['Role is not a staff role of this tenant']);
  });

  it('creates, updates, deactivates, activates and deletes a tenant user', async () => {
    const created = await admin.post(users(), { email: 'New.Staff@acme.test', firstName: 'New', lastName: 'Staff', password: 'Staff-Pass-1' });
    assert.equal(created.status, 201);
    assert.equal(created.body.email, 'new.staff@acme.test');
    assert.equal(created.body.roleName, 'Tenant viewer', 'the least-privileged staff role by default');
    assert.equal(created.body.isActive, true);
    const id = created.body.id as string;
    const staff = (await signIn(t.origin, 'new.staff@acme.test', 'Staff-Pass-1')).tokens.access_token;
    const ctx = await apiClient(t.origin, staff).get(crm('users/me/context'));
    assert.equal(ctx.body.user.tenant.name, 'Acme Payments');
    assert.deepEqual(ctx.body.user.permissions, ['CRM.Dashboard.View']);

    const updated = await admin.put(users(`/${id}`), { firstName: 'Renamed', lastName: 'Person', roleId: seedIds.role('acme', 'tenantAdmin') });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.firstName, 'Renamed');
    assert.equal(updated.body.roleName, 'Tenant administrator');
    assert.deepEqual(messages((await admin.put(users(`/${id}`), { firstName: '', lastName: 'X' })).body), ['First name is required']);

    const off = await admin.put(users(`/${id}/deactivate`));
    assert.equal(off.body.isActive, false);
    assert.equal((await apiClient(t.origin, staff).get(crm('users/me/context'))).status, 401, 'an inactive user\'s token stops working');
    const { browser, page } = await openLoginPage(t.origin);
    assert.match((await submitLogin(t.origin, browser, page, 'new.staff@acme.test', 'Staff-Pass-1')).text, /Invalid email or password/);
    const on = await admin.put(users(`/${id}/activate`));
    assert.equal(on.body.isActive, true);

    const reset = await admin.post(v1('tenants/users/password-reset'), { userId: id });
    assert.equal(reset.status, 200);
    await signIn(t.origin, 'new.staff@acme.test', reset.body.temporaryPassword);

    assert.equal((await admin.delete(users(`/${id}`))).status, 204);
    assert.equal((await admin.put(users(`/${id}/activate`))).status, 404);
  });

  it('gives a user created without a password a temporary one', async () => {
    const created = await admin.post(users(), { email: 'temp@acme.test', firstName: 'Temp', lastName: 'User' });
    assert.equal(created.status, 201);
    assert.equal(typeof created.body.temporaryPassword, 'string');
    await signIn(t.origin, 'temp@acme.test', created.body.temporaryPassword);
  });

  it('refuses to deactivate or delete oneself', async () => {
    const self = seedIds.user('tenant@demo.test');
    assert.deepEqual((await admin.put(users(`/${self}/deactivate`))).body, { error: 'You cannot deactivate your own account' });
    assert.deepEqual((await admin.delete(users(`/${self}`))).body, { error: 'You cannot delete your own account' });
  });

  it('keeps other tenants\' users out of reach, even by id', async () => {
    const globexAdmin = seedIds.user('tenant2@demo.test');
    assert.equal((await admin.put(crm(`tenants/${GLOBEX}/tenant-user/${globexAdmin}/deactivate`))).status, 403);
    const byId = await admin.put(users(`/${globexAdmin}/deactivate`));
    assert.equal(byId.status, 403, 'a Globex user named under Acme');
    assert.equal(byId.body.error, "You cannot access another tenant's data");
    const otherTenant = await admin.post(v1('tenants/users/password-reset'), { userId: globexAdmin });
    const nobody = await admin.post(v1('tenants/users/password-reset'), { email: 'nobody@demo.test' });
    assert.equal(otherTenant.status, 404, "another tenant's user answers like nobody");
    assert.deepEqual([otherTenant.body, (await admin.post(v1('tenants/users/password-reset'), { email: 'tenant2@demo.test' })).body], [nobody.body, nobody.body]);
    assert.equal((await admin.post(crm(`tenants/${GLOBEX}/tenant-user`), { email: 'a@b.test', firstName: 'A', lastName: 'B' })).status, 403);
  });

  it('shows a tenant role and lets platform staff administer any tenant', async () => {
    const role = await admin.get(crm(`tenants/${ACME}/tenant-roles/${seedIds.role('acme', 'tenantViewer')}`));
    assert.equal(role.status, 200);
    assert.deepEqual(role.body.permissions, ['CRM.Dashboard.View']);
    assert.equal((await admin.get(crm(`tenants/${ACME}/tenant-roles/${seedIds.role('globex', 'tenantViewer')}`))).status, 403);
    assert.equal((await admin.get(crm(`tenants/${ACME}/tenant-roles/00000000-0000-4000-8000-000000000000`))).status, 404);
    const globexUsers = await platform.get(v1(`tenants/${GLOBEX}/tenant-users?pageIndex=0&pageSize=50`));
    assert.deepEqual(globexUsers.body.data.map((u: { email: string }) => u.email), ['tenant2@demo.test']);
  });
});
