import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { crmLeads, crmOrganizations, leadStatuses, pipelines } from '../src/db/schema';
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

  it('converts a lead into its customer, primary contact and an opportunity at the default stage, in one step', async () => {
    const [pipeline] = await s.db.select().from(pipelines).where(and(eq(pipelines.tenantId, ACME), eq(pipelines.isForOpportunities, true)));
    const [projectsOnly] = await s.db.select().from(pipelines).where(and(eq(pipelines.tenantId, ACME), eq(pipelines.isForOpportunities, false), eq(pipelines.isForProjects, true)));
    const created = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('Kestrel Kitchens Ltd', { firstName: 'Ada', lastName: 'Stone', email: 'ada@kestrel.test', countryCode: 'GB', industry: 'Retail' }) });
    const opportunity = { name: 'Kestrel: card processing', pipelineId: pipeline!.id, amount: '48000', currencyCode: 'GBP', expectedCloseDate: '2027-01-31' };
    // A pipeline for projects only is refused, and nothing of the conversion is kept.
    if (projectsOnly) {
      const wrong = await s.call('tenant', 'POST', api(`crm/leads/${created.body.id}/convert`), { body: { createContact: true, opportunity: { ...opportunity, pipelineId: projectsOnly.id } } });
      assert.equal(wrong.status, 400, JSON.stringify(wrong.body));
      assert.equal((await s.db.select().from(crmOrganizations).where(eq(crmOrganizations.legalName, 'Kestrel Kitchens Ltd'))).length, 0, 'rolled back');
    }
    const converted = await s.call('tenant', 'POST', api(`crm/leads/${created.body.id}/convert`), { body: { createContact: true, opportunity } });
    assert.equal(converted.status, 200, JSON.stringify(converted.body));
    const customer = await s.call('tenant', 'GET', api(`crm/organizations/${converted.body.organizationId}`));
    assert.deepEqual([customer.body.legalName, customer.body.countryCode, customer.body.industry, customer.body.contacts], ['Kestrel Kitchens Ltd', 'GB', 'Retail', 1]);
    const contact = await s.call('tenant', 'GET', api(`crm/contacts/${converted.body.contactId}`));
    assert.deepEqual([contact.body.firstName, contact.body.email, contact.body.isPrimary], ['Ada', 'ada@kestrel.test', true]);
    const deal = await s.call('tenant', 'GET', api(`crm/opportunities/${converted.body.opportunityId}`));
    assert.equal(deal.status, 200, JSON.stringify(deal.body));
    assert.deepEqual([deal.body.organizationId, deal.body.contactId, deal.body.amount, deal.body.pipelineId], [converted.body.organizationId, converted.body.contactId, '48000.00', pipeline!.id]);
    const after = await s.call('tenant', 'GET', api(`crm/leads/${created.body.id}`));
    assert.ok(after.body.convertedAt);
    assert.equal(after.body.opportunityId, converted.body.opportunityId);
    assert.equal((await s.call('tenant', 'POST', api(`crm/leads/${created.body.id}/convert`), { body: { createContact: true } })).status, 409);
    // The same company again: linked to the customer on request, refused otherwise.
    const again = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('kestrel kitchens ltd', { firstName: 'Ben', lastName: 'Hall' }) });
    const taken = await s.call('tenant', 'POST', api(`crm/leads/${again.body.id}/convert`), { body: { createContact: true } });
    assert.deepEqual([taken.status, taken.body.error], [400, 'A customer named kestrel kitchens ltd exists already: link the lead to it']);
    const linked = await s.call('tenant', 'POST', api(`crm/leads/${again.body.id}/convert`), { body: { createContact: true, organizationId: converted.body.organizationId } });
    assert.deepEqual([linked.status, linked.body.organizationId, linked.body.opportunityId], [200, converted.body.organizationId, null]);
    const second = await s.call('tenant', 'GET', api(`crm/contacts/${linked.body.contactId}`));
    assert.equal(second.body.isPrimary, false, 'the customer keeps its primary contact');
    assert.equal((await s.call('tenant2', 'POST', api(`crm/leads/${again.body.id}/convert`), { body: { createContact: true } })).status, 404);
  });

  it('does not convert a disqualified lead', async () => {
    const [out] = await s.db.select().from(leadStatuses).where(and(eq(leadStatuses.tenantId, ACME), eq(leadStatuses.kind, 'Disqualified')));
    const created = await s.call('tenant', 'POST', api('crm/leads'), { body: lead('Too Small Shop', { statusId: out!.id }) });
    const refused = await s.call('tenant', 'POST', api(`crm/leads/${created.body.id}/convert`), { body: { createContact: false } });
    assert.deepEqual([refused.status, refused.body.error], [409, 'A disqualified lead cannot be converted: change its status first']);
  });
});
