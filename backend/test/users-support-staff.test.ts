import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { apiClient, crm, v1 } from './helpers/api';
import { fakeScaClock } from './helpers/sca';
import { coreClient, type CoreClient } from './helpers/core';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');
const BLUE = seedIds.merchant('blue-bottle');
const SEEDED = stableId('ticket:acme-settlement');
const ESCALATED = stableId('ticket:acme-settlement-escalated');
const NOT_ASSIGNABLE = 'The assignee must be an active support user who works this ticket';

type Api = ReturnType<typeof apiClient>;
const emails = (body: Array<{ email: string }>) => body.map((u) => u.email);

/** GET users?supportStaff=true lists exactly the people the assign calls accept. */
describe('users?supportStaff=true (ticket assignees)', () => {
  let t: TestServer;
  let tenant: Api, tenant2: Api, merchant: Api, platform: Api;
  let tenantCore: CoreClient, platformCore: CoreClient;
  let activeHelper: string, inactiveHelper: string;
  let clock: ReturnType<typeof fakeScaClock>;

  before(async () => {
    t = await startTestServer();
    clock = fakeScaClock();
    const token = async (e: string) => (await signIn(t.origin, `${e}@demo.test`)).tokens.access_token;
    const [tt, t2, mt, pt] = await Promise.all(['tenant', 'tenant2', 'merchant', 'platform'].map(token)) as string[];
    // Creating and deactivating CRM users carries tenant@'s TOTP code (ADR 0080).
    tenant = apiClient(t.origin, tt, { changeHeaders: clock.headers() }); tenant2 = apiClient(t.origin, t2); merchant = apiClient(t.origin, mt); platform = apiClient(t.origin, pt);
    tenantCore = coreClient(t.origin, tt!); platformCore = coreClient(t.origin, pt!);
    // Two more Acme support staff (tenant administrator role holds CRM.Support.Lookup); one is then deactivated.
    const staff = async (email: string) => {
      const res = await tenant.post(crm(`tenants/${ACME}/tenant-user`), { email, firstName: 'Help', lastName: 'Desk', roleId: seedIds.role('acme', 'tenantAdmin'), password: 'Staff-Pass-1' });
      assert.equal(res.status, 201);
      return res.body.id as string;
    };
    activeHelper = await staff('helpdesk@acme.test');
    inactiveHelper = await staff('former.helpdesk@acme.test');
    assert.equal((await tenant.put(crm(`tenants/${ACME}/tenant-user/${inactiveHelper}/deactivate`))).body.isActive, false);
  });
  after(async () => { clock.restore(); await t?.close(); });

  it('lists only active tenant staff holding CRM.Support.Lookup; plain users still lists everyone', async () => {
    const res = await tenant.get(crm('users?supportStaff=true'));
    assert.equal(res.status, 200);
    assert.deepEqual(emails(res.body), ['helpdesk@acme.test', 'tenant-approver@demo.test', 'tenant@demo.test']);
    assert.deepEqual(emails((await tenant.get(crm('users'))).body),
      ['former.helpdesk@acme.test', 'helpdesk@acme.test', 'tenant-approver@demo.test', 'tenant-viewer@demo.test', 'tenant@demo.test']);
    assert.deepEqual(emails((await tenant2.get(crm('users?supportStaff=true'))).body), ['tenant2@demo.test']);
  });

  it('every listed tenant user can be assigned; the ones left out are refused', async () => {
    const assign = (assignee: string) => tenantCore.post(`support/ticket/${BLUE}/${SEEDED}/assign`, { assignee });
    for (const u of (await tenant.get(crm('users?supportStaff=true'))).body as Array<{ id: string }>) {
      assert.equal((await assign(u.id)).status, 204, u.id);
    }
    assert.equal((await tenantCore.get(`support/ticket/${BLUE}/${SEEDED}`)).body.assignee.email, 'tenant@demo.test');
    for (const left of [inactiveHelper, seedIds.user('tenant-viewer@demo.test')]) {
      const res = await assign(left);
      assert.deepEqual([res.status, res.body.error], [400, NOT_ASSIGNABLE]);
    }
  });

  it('platform: its own support staff, or a tenant\'s with tenantId; platform tickets accept them', async () => {
    const own = await platform.get(v1('users?supportStaff=true'));
    assert.deepEqual(emails(own.body), ['ops@demo.test', 'platform@demo.test']);
    assert.deepEqual(emails((await platform.get(v1(`users?supportStaff=true&tenantId=${ACME}`))).body), ['helpdesk@acme.test', 'tenant-approver@demo.test', 'tenant@demo.test']);
    const pid = (own.body as Array<{ id: string }>)[0]!.id;
    assert.equal((await platformCore.post(`support/${ACME}/ticket/${ESCALATED}/assign`, { assignee: pid })).status, 204);
    const refused = await platformCore.post(`support/${ACME}/ticket/${ESCALATED}/assign`, { assignee: activeHelper });
    assert.deepEqual([refused.status, refused.body.error], [400, NOT_ASSIGNABLE], 'tenant staff do not work platform tickets');
  });

  it('refuses merchants and another tenant', async () => {
    const m = await merchant.get(v1('users?supportStaff=true'));
    assert.deepEqual([m.status, m.body.error], [403, 'Only tenant and platform staff assign tickets']);
    assert.equal((await tenant.get(crm(`users?supportStaff=true&tenantId=${GLOBEX}`))).status, 403);
  });
});
