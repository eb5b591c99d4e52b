import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiClient } from './helpers/api';
import { refresh, signIn } from './helpers/oidc';
import { fakeScaClock } from './helpers/sca';
import { startTestServer, type TestServer } from './helpers/server';
import { tokenFor } from './helpers/transaction-actions';

const CRM_ROLES = 'api/v1/users/roles/crm';
const MERCHANT_ROLES = 'api/v1/users/roles/merchant';
const details = (id: string) => `api/v1/users/roles/details/${id}`;
const permissionSet = (id: string) => `api/v1/users/permissions/${id}`;

describe('roles and their permission sets (spec 7.8, ADR 0079)', () => {
  let t: TestServer;
  // Installed when the file's tests start (every file is imported before any runs).
  let clock: ReturnType<typeof fakeScaClock>;
  let tenant: ReturnType<typeof apiClient>;
  let tenantNoCode: ReturnType<typeof apiClient>;
  let merchant: ReturnType<typeof apiClient>;
  let tenant2: ReturnType<typeof apiClient>;
  let platform: ReturnType<typeof apiClient>;

  before(async () => {
    clock = fakeScaClock();
    t = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
    tenant = apiClient(t.origin, await tokenFor(t, 'tenant'), { changeHeaders: clock.headers() });
    tenantNoCode = apiClient(t.origin, await tokenFor(t, 'tenant'));
    merchant = apiClient(t.origin, await tokenFor(t, 'merchant'), { changeHeaders: clock.headers() });
    tenant2 = apiClient(t.origin, await tokenFor(t, 'tenant2'));
    platform = apiClient(t.origin, await tokenFor(t, 'platform'));
  });
  after(async () => { clock.restore(); await t?.close(); });

  const body = (name: string, permissions: string[], scaRequiredPermissions: string[] = []) => ({ name, description: `${name} role`, permissions, scaRequiredPermissions });

  it("lists a tenant's CRM roles: the built-in ones read-only, with their users", async () => {
    const list = await tenant.get(CRM_ROLES);
    assert.equal(list.status, 200);
    const admin = list.body.data.find((r: { name: string }) => r.name === 'Tenant administrator');
    assert.equal(admin.builtIn, true);
    assert.equal(admin.editable, false);
    assert.ok(admin.userCount >= 2);
    assert.ok(admin.permissions.includes('manageCrmRoles'));
    assert.ok(list.body.data.every((r: { type: string; tenantId: string }) => r.type === 'crm' && r.tenantId === seedIds.tenant('acme')));
  });

  it('creates, reads and edits a role with a TOTP code; its permission set by role id', async () => {
    const created = await tenant.post(CRM_ROLES, body('Support desk', ['CRM.Dashboard.View', 'CRM.Support.Lookup'], ['CRM.Support.Lookup']));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.editable, true);
    assert.equal(created.body.builtIn, false);
    assert.deepEqual(created.body.scaRequiredPermissions, ['CRM.Support.Lookup']);
    const id = created.body.id as string;
    assert.equal((await tenant.get(details(id))).body.name, 'Support desk');
    assert.deepEqual((await tenant.get(permissionSet(id))).body, { permissions: ['CRM.Dashboard.View', 'CRM.Support.Lookup'], scaRequiredPermissions: ['CRM.Support.Lookup'] });

    const edited = await tenant.put(`${CRM_ROLES}/${id}`, body('Support desk (EU)', ['CRM.Support.Lookup'], []));
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.name, 'Support desk (EU)');
    const set = await tenant.put(permissionSet(id), { permissions: ['CRM.Support.Lookup', 'CRM.Tasks.View'], scaRequiredPermissions: ['CRM.Tasks.View'] });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.permissions, ['CRM.Support.Lookup', 'CRM.Tasks.View']);

    const removed = await tenant.delete(`${CRM_ROLES}/${id}`);
    assert.equal(removed.status, 204);
    assert.equal((await tenant.get(details(id))).status, 404);
  });

  it('asks for the scaCode on create and edit', async () => {
    const missing = await tenantNoCode.post(CRM_ROLES, body('No code', ['CRM.Dashboard.View']));
    assert.equal(missing.status, 403, JSON.stringify(missing.body));
    assert.equal(missing.body.sca, 'required', JSON.stringify(missing.body));
    const wrong = await apiClient(t.origin, await tokenFor(t, 'tenant'), { changeHeaders: async () => ({ scaCode: '000000' }) }).post(CRM_ROLES, body('Wrong code', ['CRM.Dashboard.View']));
    assert.equal(wrong.status, 403);
    assert.deepEqual([wrong.body.sca, wrong.body.error], ['invalid', 'Invalid code']);
    const viewer = (await tenant.get(CRM_ROLES)).body.data.find((r: { name: string }) => r.name === 'Tenant viewer');
    assert.equal((await tenantNoCode.put(`${CRM_ROLES}/${viewer.id}`, body('Viewer', ['CRM.Dashboard.View']))).status, 400, 'a built-in role is refused before any code is asked');
  });

  it('refuses what the rules forbid: built-in roles, unknown or foreign permissions, SCA marks without the permission, duplicate names, roles in use', async () => {
    const roles = (await tenant.get(CRM_ROLES)).body.data as Array<{ id: string; name: string }>;
    const admin = roles.find((r) => r.name === 'Tenant administrator')!;
    const builtIn = await tenant.put(`${CRM_ROLES}/${admin.id}`, body('Mine now', ['CRM.Dashboard.View']));
    assert.equal(builtIn.status, 400);
    assert.match(builtIn.body.error, /built in and read-only: copy it/);
    assert.equal((await tenant.delete(`${CRM_ROLES}/${admin.id}`)).status, 400);

    const foreign = await tenant.post(CRM_ROLES, body('Platform powers', ['Platform.Tenants.View']));
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.errors[0].message, /Platform.Tenants.View is not one a CRM role can hold/);
    const unmarked = await tenant.post(CRM_ROLES, body('Odd marks', ['CRM.Dashboard.View'], ['CRM.Tasks.View']));
    assert.equal(unmarked.status, 400);
    assert.match(unmarked.body.errors[0].message, /marked SCA-required but not granted/);
    const duplicate = await tenant.post(CRM_ROLES, body('tenant VIEWER', ['CRM.Dashboard.View']));
    assert.equal(duplicate.status, 400);
    assert.match(duplicate.body.errors[0].message, /already taken/);
    const unknownField = await tenant.post(CRM_ROLES, { ...body('Extra', ['CRM.Dashboard.View']), isAdministrator: true });
    assert.equal(unknownField.status, 400);

    const held = await tenant.post(CRM_ROLES, body('Held', ['CRM.Dashboard.View']));
    await t.server.database.db.update(users).set({ roleId: held.body.id }).where(eq(users.id, seedIds.user('tenant-viewer@demo.test')));
    const inUse = await tenant.delete(`${CRM_ROLES}/${held.body.id}`);
    assert.equal(inUse.status, 400);
    assert.match(inUse.body.error, /held by 1 user/);
    await t.server.database.db.update(users).set({ roleId: seedIds.role('acme', 'tenantViewer') }).where(eq(users.id, seedIds.user('tenant-viewer@demo.test')));
  });

  it("keeps to the caller's tenant and merchant: another tenant's role is not there (404); a merchant's roles are its own", async () => {
    const acmeRoles = (await tenant.get(CRM_ROLES)).body.data as Array<{ id: string }>;
    assert.equal((await tenant2.get(details(acmeRoles[0]!.id))).status, 404);
    assert.equal((await tenant2.get(permissionSet(acmeRoles[0]!.id))).status, 404);
    assert.equal((await tenant2.put(permissionSet(acmeRoles[0]!.id), { permissions: [], scaRequiredPermissions: [] })).status, 404);
    assert.ok(!(await tenant2.get(CRM_ROLES)).body.data.some((r: { id: string }) => acmeRoles.some((a) => a.id === r.id)));

    const merchantList = await merchant.get(MERCHANT_ROLES);
    assert.equal(merchantList.status, 200);
    assert.ok(merchantList.body.data.some((r: { name: string; editable: boolean }) => r.name === 'Merchant administrator' && !r.editable));
    const own = await merchant.post(MERCHANT_ROLES, body('Bookkeeper', ['Merchant.Transaction.View']));
    assert.equal(own.status, 201, JSON.stringify(own.body));
    assert.equal(own.body.merchantId, seedIds.merchant('blue-bottle'));
    // Another merchant of the same tenant, and the tenant's staff, do not see it.
    const sandbox = apiClient(t.origin, await tokenFor(t, 'sandbox'));
    assert.ok(!(await sandbox.get(MERCHANT_ROLES)).body.data.some((r: { id: string }) => r.id === own.body.id));
    assert.equal((await sandbox.get(details(own.body.id))).status, 404);
    assert.ok(!(await tenant.get(MERCHANT_ROLES)).body.data.some((r: { id: string }) => r.id === own.body.id));
    // A merchant cannot give its role a tenant's permission, nor reach CRM roles.
    assert.equal((await merchant.post(MERCHANT_ROLES, body('Too much', ['CRM.Dashboard.View']))).status, 400);
    assert.equal((await merchant.get(CRM_ROLES)).status, 403);
    // Its users can be given it (the user form's roles).
    const lookup = await merchant.get('api/v1/users/roles-lookup?kind=merchant');
    assert.ok(lookup.body.some((r: { id: string }) => r.id === own.body.id));
    assert.ok(!(await sandbox.get('api/v1/users/roles-lookup?kind=merchant')).body.some((r: { id: string }) => r.id === own.body.id));
  });

  it("answers spec 7.8's other role reads: by id, a user's roles, a tenant's roles, the merchant catalogue", async () => {
    const acme = seedIds.tenant('acme');
    const all = await tenant.get(`api/v1/users/all/roles/${acme}`);
    assert.equal(all.status, 200);
    assert.deepEqual([...new Set(all.body.map((r: { type: string }) => r.type))].sort(), ['crm', 'merchant']);
    assert.ok(all.body.every((r: { tenantId: string; merchantId: string | null }) => r.tenantId === acme && r.merchantId === null));
    const crm = all.body.filter((r: { type: string }) => r.type === 'crm');
    assert.equal((await tenant.get(`api/v1/users/all/roles/${seedIds.tenant('globex')}`)).status, 404, "another tenant's roles are not there");
    assert.equal((await tenant2.get(`api/v1/users/all/roles/${acme}`)).status, 404);
    // A merchant's administrator manages merchant roles only: the tenant's and its own.
    const merchantView = await merchant.get(`api/v1/users/all/roles/${acme}`);
    assert.ok(merchantView.body.length > 0 && merchantView.body.every((r: { type: string }) => r.type === 'merchant'));
    assert.equal((await merchant.get(`api/v1/users/roles/${crm[0].id}`)).status, 403, 'nor reads a CRM role');

    const byId = await tenant.get(`api/v1/users/roles/${crm[0].id}`);
    assert.deepEqual(byId.body, (await tenant.get(details(crm[0].id))).body);
    // Spec 7.8's /crm/users/roles/{id}: the same role under the CRM prefix.
    assert.deepEqual((await tenant.get(`api/v1/crm/users/roles/${crm[0].id}`)).body, byId.body);

    const merchantUser = seedIds.user('merchant@demo.test');
    const held = await tenant.get(`api/v1/users/${merchantUser}/roles`);
    assert.equal(held.status, 200);
    const [row] = await t.server.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, merchantUser));
    assert.deepEqual(held.body.map((r: { id: string }) => r.id), [row!.roleId]);
    assert.equal((await merchant.get(`api/v1/users/${seedIds.user('tenant@demo.test')}/roles`)).status, 404, "a merchant does not reach the tenant's staff");
    const givable = await tenant.get(`api/v1/users/roles-lookup/${merchantUser}`);
    assert.ok(givable.body.some((r: { id: string }) => r.id === row!.roleId));

    const catalogue = await merchant.get('api/v1/users/permissions/all-merchant');
    assert.equal(catalogue.status, 200);
    const names = catalogue.body.flatMap((a: { permissions: Array<{ name: string }> }) => a.permissions.map((p) => p.name));
    assert.ok(names.includes('Merchant.Transaction.View'));
    assert.ok(!names.some((n: string) => n.startsWith('CRM.')), 'no tenant permission in the merchant catalogue');
  });

  it('platform staff without manageCrmRoles cannot manage a tenant\'s roles', async () => {
    assert.equal((await platform.get(`${CRM_ROLES}?tenantId=${seedIds.tenant('acme')}`)).status, 403);
  });

  it('nobody grants a permission they do not hold; a change reaches the role\'s users at their next token', async () => {
    // tenant-approver@ manages roles with a role that holds little.
    const limited = await tenant.post(CRM_ROLES, body('Role keeper', ['manageCrmRoles', 'CRM.Dashboard.View']));
    assert.equal(limited.status, 201);
    const approverId = seedIds.user('tenant-approver@demo.test');
    await t.server.database.db.update(users).set({ roleId: limited.body.id }).where(eq(users.id, approverId));
    const { tokens } = await signIn(t.origin, 'tenant-approver@demo.test');
    const approver = apiClient(t.origin, tokens.access_token, { changeHeaders: clock.headers() });
    const grant = await approver.post(CRM_ROLES, body('Escalated', ['CRM.Dashboard.View', 'CRM.Tasks.View']));
    assert.equal(grant.status, 403);
    assert.equal(grant.body.error, 'You cannot grant CRM.Tasks.View: you do not hold it');
    assert.equal((await approver.post(CRM_ROLES, body('Within reach', ['CRM.Dashboard.View']))).status, 201);
    const context = async (token: string) => (await apiClient(t.origin, token).get('api/v1/users/me/context')).body.user.permissions as string[];
    assert.ok(!(await context(tokens.access_token)).includes('CRM.Tasks.View'));

    // tenant@ adds the permission to the role: the approver's renewed token carries it.
    const added = await tenant.put(permissionSet(limited.body.id), { permissions: ['manageCrmRoles', 'CRM.Dashboard.View', 'CRM.Tasks.View'], scaRequiredPermissions: [] });
    assert.equal(added.status, 200);
    const renewed = await refresh(t.origin, tokens.refresh_token!);
    assert.equal(renewed.status, 200);
    const next = (await renewed.json()) as { access_token: string };
    assert.ok((await context(next.access_token)).includes('CRM.Tasks.View'));
    assert.equal((await apiClient(t.origin, next.access_token, { changeHeaders: clock.headers() }).post(CRM_ROLES, body('Escalated', ['CRM.Dashboard.View', 'CRM.Tasks.View']))).status, 201);
    await t.server.database.db.update(users).set({ roleId: seedIds.role('acme', 'tenantAdmin') }).where(eq(users.id, approverId));
  });
});
