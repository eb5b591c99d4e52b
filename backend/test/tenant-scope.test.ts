import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { apiClient, crm, v1 } from './helpers/api';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');

describe('tenant scope, lookups and merchant lists', () => {
  let t: TestServer;
  let tenant: ReturnType<typeof apiClient>;
  let merchant: ReturnType<typeof apiClient>;
  let platform: ReturnType<typeof apiClient>;
  let viewer: ReturnType<typeof apiClient>;

  before(async () => {
    t = await startTestServer();
    const token = async (email: string) => (await signIn(t.origin, email)).tokens.access_token;
    tenant = apiClient(t.origin, await token('tenant@demo.test'));
    merchant = apiClient(t.origin, await token('merchant@demo.test'));
    platform = apiClient(t.origin, await token('platform@demo.test'));
    viewer = apiClient(t.origin, await token('tenant-viewer@demo.test'));
  });
  after(async () => { await t?.close(); });

  it('refuses Globex tenant details and merchants to an Acme tenant user with 403 and an error', async () => {
    for (const path of [`tenants/${GLOBEX}/details`, `${GLOBEX}/all/merchants`, `tenants/${GLOBEX}/tenant-users`]) {
      const res = await tenant.get(crm(path));
      assert.equal(res.status, 403, path);
      assert.equal(res.body.error, "You cannot access another tenant's data");
    }
    const listed = await tenant.get(crm(`merchants?tenantId=${GLOBEX}`));
    assert.equal(listed.status, 403);
  });

  it('lets the Acme tenant user read its own tenant and merchants', async () => {
    const details = await tenant.get(crm(`tenants/${ACME}/details`));
    assert.equal(details.status, 200);
    assert.equal(details.body.tenantName, 'Acme Payments');
    assert.equal(details.body.tenantSupportEmail, 'support@acme.test');
    const mine = await tenant.get(v1('tenants/mydetails'));
    assert.equal(mine.body.tenantId, ACME);
    const all = await tenant.get(crm(`${ACME}/all/merchants`));
    assert.equal(all.status, 200);
    assert.equal(all.body.length, 5);
    const tenants = await tenant.get(v1('tenants?pageIndex=0&pageSize=100'));
    assert.deepEqual(tenants.body.data.map((x: { tenantName: string }) => x.tenantName), ['Acme Payments']);
    assert.deepEqual(await tenant.get(v1('tenants/ids-and-names')).then((r) => r.body), { count: 1, data: [{ tenantId: ACME, tenantName: 'Acme Payments' }] });
    assert.deepEqual((await tenant.get(v1('tenants/email'))).body, { emailSenderAddress: 'no-reply@acme.test' });
  });

  it('searches merchants by name and status with paging, in the caller\'s tenant only', async () => {
    const page = await tenant.get(crm('merchants?pageIndex=0&pageSize=2'));
    assert.equal(page.status, 200);
    assert.equal(page.body.count, 5);
    assert.deepEqual(page.body.data.map((m: { legalBusinessName: string }) => m.legalBusinessName), ['Blue Bottle Coffee Ltd', 'Harbour Florists Ltd']);
    const second = await tenant.get(crm('merchants?pageIndex=2&pageSize=2'));
    assert.deepEqual(second.body.data.map((m: { legalBusinessName: string }) => m.legalBusinessName), ['Sandbox Surf Shop Ltd']);
    const search = await tenant.get(crm('merchants?searchKey=bottle&pageIndex=0&pageSize=10'));
    assert.deepEqual(search.body.data.map((m: { processingStatus: string }) => m.processingStatus), ['Processing']);
    const closed = await tenant.get(crm('merchants?merchantStatus=Closed&pageIndex=0&pageSize=10'));
    assert.deepEqual(closed.body.data.map((m: { legalBusinessName: string }) => m.legalBusinessName), ['Old Mill Bakery Ltd']);
    const globexName = await tenant.get(crm('merchants?searchKey=Globex&pageIndex=0&pageSize=10'));
    assert.equal(globexName.body.count, 0);
    const wildcard = await tenant.get(crm('merchants?searchKey=%25&pageIndex=0&pageSize=10'));
    assert.equal(wildcard.body.count, 0, 'a % in the search key matches literally');
  });

  it('validates paging with readable messages', async () => {
    const res = await tenant.get(crm('merchants?pageIndex=-1&pageSize=5000'));
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors.map((e: { message: string }) => e.message).sort(), ['pageIndex must be 0 or more', 'pageSize must be 1000 or less']);
    const badId = await tenant.get(crm('tenants/not-a-uuid/details'));
    assert.equal(badId.status, 400);
  });

  it('lets platform staff read any tenant, pass tenantId to merchant lists and list every tenant', async () => {
    assert.equal((await platform.get(v1(`tenants/${GLOBEX}/details`))).body.tenantName, 'Globex Pay');
    const globex = await platform.get(v1(`merchants?tenantId=${GLOBEX}&pageIndex=0&pageSize=10`));
    assert.equal(globex.body.count, 2);
    const all = await platform.get(v1('merchants?pageIndex=0&pageSize=100'));
    assert.equal(all.body.count, 7);
    const tenants = await platform.get(v1('tenants?pageIndex=0&pageSize=100'));
    assert.equal(tenants.body.count, 2);
    assert.equal((await platform.get(v1('tenants/ids-and-names'))).body.count, 2);
    assert.equal((await platform.get(v1(`tenants/email?tenantId=${GLOBEX}`))).body.emailSenderAddress, 'no-reply@globex.test');
    assert.equal((await platform.get(v1('tenants/mydetails'))).status, 400);
    const customers = await platform.get(v1(`users/crm/active-customers?tenantId=${GLOBEX}`));
    assert.deepEqual(customers.body.map((c: { legalBusinessName: string }) => c.legalBusinessName), ['Globex Garden Supplies Ltd', 'Initech Print Works Ltd']);
  });

  it('gives tenant-side users the active customers and refuses them to merchants', async () => {
    const mine = await tenant.get(crm('users/crm/active-customers'));
    assert.equal(mine.status, 200);
    assert.equal(mine.body.length, 4);
    const refused = await merchant.get(v1('users/crm/active-customers'));
    assert.equal(refused.status, 403);
    assert.equal(typeof refused.body.error, 'string');
    assert.equal((await merchant.get(v1('merchants?pageIndex=0&pageSize=10'))).status, 403);
    assert.equal((await merchant.get(v1('tenants?pageIndex=0&pageSize=100'))).status, 403);
  });

  it('lets a merchant read its own tenant but not another one', async () => {
    assert.equal((await merchant.get(v1(`tenants/${ACME}/details`))).status, 200);
    assert.equal((await merchant.get(v1(`tenants/${GLOBEX}/details`))).status, 403);
    assert.equal((await merchant.get(v1('tenants/mydetails'))).body.tenantName, 'Acme Payments');
  });

  it('serves the lookups at the paths each user type calls', async () => {
    const tenantCountries = await tenant.get(crm('lookup/active-countries'));
    const merchantCountries = await merchant.get(crm('crm/lookup/active-countries'));
    assert.equal(tenantCountries.status, 200);
    assert.deepEqual(merchantCountries.body, tenantCountries.body);
    assert.ok(tenantCountries.body.some((c: { id: string; name: string }) => c.id === 'GB' && c.name === 'United Kingdom'));
    const currencies = await tenant.get(crm('lookup/active-currencies'));
    assert.deepEqual(currencies.body.find((c: { code: string }) => c.code === 'TRY'), { id: 'TRY', name: 'Turkish lira', code: 'TRY', decimalPlaces: 2 });
    const methods = await merchant.get('api/crm/lookup/active-payment-methods');
    assert.ok(methods.body.some((m: { name: string }) => m.name === 'Card'));
    const providers = await tenant.get('api/crm/transaction-service-providers');
    assert.ok(providers.body.length >= 1);
  });

  it('lists users in the caller\'s scope', async () => {
    const staff = await tenant.get(crm('users'));
    assert.deepEqual(staff.body.map((u: { email: string }) => u.email), ['tenant-approver@demo.test', 'tenant-viewer@demo.test', 'tenant@demo.test']);
    const colleagues = await merchant.get(v1('users'));
    assert.deepEqual(colleagues.body.map((u: { email: string }) => u.email), ['merchant-approver@demo.test', 'merchant@demo.test']);
    const platformStaff = await platform.get(v1('users'));
    assert.deepEqual(platformStaff.body.map((u: { email: string }) => u.email), ['ops@demo.test', 'platform@demo.test']);
    assert.equal((await tenant.get(crm(`users?tenantId=${GLOBEX}`))).status, 403);
  });

  it('keeps tenant user administration to holders of CRM.Users.Crm', async () => {
    const res = await viewer.get(crm(`tenants/${ACME}/tenant-users?pageIndex=0&pageSize=50`));
    assert.equal(res.status, 403);
    assert.equal(typeof res.body.error, 'string');
  });
});
