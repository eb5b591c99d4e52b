import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { crmLeads } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const ACME = seedIds.tenant('acme');
const lead = (companyName: string, extra: object = {}) => ({ companyName, source: 'Website', ...extra });

/** The CRM's leads (ADR 0091). */
describe('CRM leads', () => {
  const s = apiSuite(['tenant', 'tenant2', 'platform', 'merchant']);

  it("lists the tenant's seeded leads with their status and owner, filtered by status kind and source", async () => {
    const all = await s.call('tenant', 'GET', api('crm/leads?pageIndex=0&pageSize=20'));
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.ok(all.body.count >= 300, `Acme has ${all.body.count} leads`);
    assert.ok(all.body.data.every((r: { tenantId: string; statusName: string }) => r.tenantId === ACME && r.statusName));
    const qualified = await s.call('tenant', 'GET', api('crm/leads?pageIndex=0&pageSize=100&statusKind=Qualified&source=Partner'));
    assert.ok(qualified.body.count > 0);
    assert.ok(qualified.body.data.every((r: { statusKind: string; source: string }) => r.statusKind === 'Qualified' && r.source === 'Partner'));
    const globex = await s.call('tenant2', 'GET', api('crm/leads?pageIndex=0&pageSize=50'));
    assert.ok(globex.body.count > 0 && globex.body.data.every((r: { tenantId: string }) => r.tenantId !== ACME));
    assert.equal((await s.call('merchant', 'GET', api('crm/leads?pageIndex=0&pageSize=10'))).status, 403);
  });

  it('starts at the default status, owned by its creator; checks the volume against its currency and the status against the tenant', async () => {
    const created = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('  Lakeside Kitchens Ltd ', { lastName: 'Stone', email: 'Ann@Lakeside.test', expectedMonthlyVolume: '125000.50', volumeCurrency: 'GBP' }) });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual([created.body.companyName, created.body.statusName, created.body.email, created.body.expectedMonthlyVolume], ['Lakeside Kitchens Ltd', 'New', 'ann@lakeside.test', '125000.5']);
    assert.equal(created.body.ownerId, seedIds.user('tenant@demo.test'));
    const jpy = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('Yen Traders', { expectedMonthlyVolume: '1000.5', volumeCurrency: 'JPY' }) });
    assert.deepEqual([jpy.status, jpy.body.error], [400, 'JPY amounts have at most 0 decimal places']);
    const alone = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('Half Volume', { expectedMonthlyVolume: '1000' }) });
    assert.deepEqual([alone.status, alone.body.error], [400, 'Give the expected monthly volume and its currency together']);
    const blank = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('   ') });
    assert.deepEqual([blank.status, blank.body.error], [400, 'A lead needs a company name']);
    // Globex's status is unknown to Acme.
    const globexLead = await s.call('tenant2', 'GET', api('crm/leads?pageIndex=0&pageSize=1'));
    const foreign = await s.call('tenant', 'PUT', api(`crm/leads/${created.body.id}`), { body: lead('Lakeside Kitchens Ltd', { statusId: globexLead.body.data[0].statusId }) });
    assert.deepEqual([foreign.status, foreign.body.error], [400, 'Unknown lead status']);
    assert.equal((await s.call('tenant2', 'GET', api(`crm/leads/${created.body.id}`))).status, 404);
    assert.equal((await s.call('platform', 'GET', api(`crm/leads/${created.body.id}?tenantId=${ACME}`))).status, 200);
  });

  it('a converted lead is read-only: editing or deleting it is a 409 naming the day', async () => {
    const created = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('Converted Already Ltd') });
    await s.db.update(crmLeads).set({ convertedAt: new Date('2026-03-09T10:00:00Z') }).where(eq(crmLeads.id, created.body.id));
    const edit = await s.call('tenant', 'PUT', api(`crm/leads/${created.body.id}`), { body: lead('Renamed') });
    assert.deepEqual([edit.status, edit.body.error], [409, 'This lead was converted on 09/03/2026: edit its customer instead']);
    assert.equal((await s.call('tenant', 'DELETE', api(`crm/leads/${created.body.id}`))).status, 409);
  });
});
