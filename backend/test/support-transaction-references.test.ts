import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { coreClient, type CoreClient } from './helpers/core';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');
const BLUE = seedIds.merchant('blue-bottle');
const OWN = 'ticketChannelType=TenantToPlatformTicketChannel';
// Seeded external ids: TX-BBC-* Blue Bottle (Acme), TX-SSS-* Sandbox Surf (Acme), TX-GGS-* Globex Garden (Globex).
const OTHER_TENANT_TX = 'Transaction TX-GGS-0001 is not a transaction of this tenant';

type Refs = Array<{ key: string; value: string }>;
const transactionRefs = (body: { references: Refs }) => body.references.filter((r) => r.key === 'Transaction').map((r) => r.value);

/** A Transaction reference must be the external id of a transaction of the ticket's tenant (and customer, on customer tickets). */
describe('support Transaction references', () => {
  let t: TestServer;
  let merchant: CoreClient, tenant: CoreClient, platform: CoreClient;

  before(async () => {
    t = await startTestServer();
    const c = async (e: string) => coreClient(t.origin, (await signIn(t.origin, `${e}@demo.test`)).tokens.access_token);
    [merchant, tenant, platform] = await Promise.all(['merchant', 'tenant', 'platform'].map(c)) as CoreClient[];
  });
  after(async () => { await t?.close(); });

  const refused = async (call: Promise<{ status: number; body: { error?: string } }>, error: string) => {
    const res = await call;
    assert.deepEqual([res.status, res.body?.error], [400, error]);
  };

  it('customer ticket: only the merchant\'s own transactions', async () => {
    const created = await merchant.post('support/ticket', {
      ticketCategory: 'Refunds and disputes', subject: 'Refund', description: 'd', references: [{ key: 'Transaction', value: 'TX-BBC-0003' }],
    });
    assert.equal(created.status, 200);
    const id = created.text;
    assert.deepEqual(transactionRefs((await merchant.get(`support/ticket/${id}`)).body), ['TX-BBC-0003']);

    const add = (client: CoreClient, path: string, value: string) => client.post(path, { references: [{ key: 'Transaction', value }] });
    await refused(add(merchant, `support/ticket/${id}/references`, 'TX-SSS-0001'), 'Transaction TX-SSS-0001 is not a transaction of this ticket\'s customer');
    await refused(add(merchant, `support/ticket/${id}/references`, 'TX-GGS-0001'), OTHER_TENANT_TX);
    await refused(add(merchant, `support/ticket/${id}/references`, 'TX-NOPE'), 'Transaction TX-NOPE is not a transaction of this tenant');
    await refused(add(tenant, `support/ticket/${BLUE}/${id}/references`, 'TX-SSS-0002'), 'Transaction TX-SSS-0002 is not a transaction of this ticket\'s customer');
    assert.equal((await add(tenant, `support/ticket/${BLUE}/${id}/references`, 'TX-BBC-0005')).status, 204);
    assert.deepEqual(transactionRefs((await merchant.get(`support/ticket/${id}`)).body), ['TX-BBC-0003', 'TX-BBC-0005'], 'refused ones were not kept');

    await refused(merchant.post('support/ticket', {
      ticketCategory: 'Other', subject: 'x', description: 'd', references: [{ key: 'Transaction', value: 'TX-SSS-0003' }],
    }), 'Transaction TX-SSS-0003 is not a transaction of this ticket\'s customer');
  });

  it('tenant-to-platform ticket: any transaction of the tenant, none of another tenant', async () => {
    const id = (await tenant.post('support/ticket', {
      ticketCategory: 'Payments and settlements', subject: 'Two merchants', description: 'd',
      references: [{ key: 'Transaction', value: 'TX-BBC-0001' }, { key: 'Transaction', value: 'TX-SSS-0001' }],
    })).text;
    assert.deepEqual(transactionRefs((await tenant.get(`support/ticket/${id}?${OWN}`)).body), ['TX-BBC-0001', 'TX-SSS-0001']);
    await refused(tenant.post(`support/ticket/${id}/references?${OWN}`, { references: [{ key: 'Transaction', value: 'TX-GGS-0001' }] }), OTHER_TENANT_TX);
    await refused(platform.post(`support/${ACME}/ticket/${id}/references`, { references: [{ key: 'Transaction', value: 'TX-GGS-0001' }] }), OTHER_TENANT_TX);
    await refused(platform.post(`support/${GLOBEX}/ticket`, {
      ticketCategory: 'Other', subject: 'x', description: 'd', references: [{ key: 'Transaction', value: 'TX-BBC-0001' }],
    }), 'Transaction TX-BBC-0001 is not a transaction of this tenant');
    const globexTicket = (await platform.post(`support/${GLOBEX}/ticket`, {
      ticketCategory: 'Other', subject: 'Globex payment', description: 'd', references: [{ key: 'Transaction', value: 'TX-GGS-0001' }],
    }));
    assert.equal(globexTicket.status, 200);
    assert.deepEqual(transactionRefs((await platform.get(`support/${GLOBEX}/ticket/${globexTicket.text}`)).body), ['TX-GGS-0001']);
  });

  it('keeps the references of a customer ticket when it is escalated', async () => {
    const id = (await merchant.post('support/ticket', {
      ticketCategory: 'Refunds and disputes', subject: 'Escalate me', description: 'd', references: [{ key: 'Transaction', value: 'TX-BBC-0006' }],
    })).text;
    const escalated = await tenant.post(`support/ticket/${BLUE}/${id}/escalate`, {});
    assert.equal(escalated.status, 200);
    assert.deepEqual(transactionRefs((await platform.get(`support/${ACME}/ticket/${escalated.text}`)).body), ['TX-BBC-0006']);
  });
});
