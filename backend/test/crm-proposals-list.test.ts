import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { crmOrganizations, crmPriceBooks } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const FEES = { boardingFee: 250, accountConfigurationFee: 99.5, bankAccountSetupFee: 0, monthlyMinimumFee: 25, gatewayMonthlyAccess: 15 };
type Row = { id: string; organizationId: string; organizationName: string; merchantName: string; version: number; status: string; sentAt: string | null; respondedAt: string | null };
type Page = { data: Row[]; count: number };

/**
 * The tenant-wide proposals page's list (ADR 0111): every proposal of the tenant with its customer's name and when its
 * current version was sent; filtered by status, customer name and sending day; another tenant sees none of them.
 */
describe('the tenant\'s proposals, tenant-wide', () => {
  const s = apiSuite(['tenant', 'tenant2', 'merchant']);
  const ACME = seedIds.tenant('acme');
  const list = async (who: string, query: string) => {
    const res = await s.call(who, 'GET', api(`proposals?pageIndex=0&pageSize=50&${query}`));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as Page;
  };

  it('lists every customer\'s proposals with the customer\'s name and the sending time; filters by status, name and day', async () => {
    const [org] = await s.db.select({ id: crmOrganizations.id, name: crmOrganizations.legalName }).from(crmOrganizations).where(eq(crmOrganizations.merchantId, seedIds.merchant('blue-bottle')));
    const [book] = await s.db.select({ id: crmPriceBooks.id }).from(crmPriceBooks).where(and(eq(crmPriceBooks.tenantId, ACME), eq(crmPriceBooks.isStandard, true)));
    const made = await s.call('tenant', 'POST', api('proposals'), { body: { organizationId: org!.id, pricebookId: book!.id, ...FEES } });
    assert.equal(made.status, 201, JSON.stringify(made.body));

    const all = await list('tenant', 'sortField=updated&sortDirection=desc');
    const draft = all.data.find((r) => r.id === made.body.id)!;
    assert.deepEqual([draft.organizationName, draft.status, draft.sentAt], [org!.name, 'Created', null], 'a draft is not sent');
    // The seed's proposals of other customers are on the same page (tenant-wide, not one customer's).
    assert.ok(all.data.some((r) => r.status === 'PendingApproval' && r.sentAt !== null));

    const before = Date.now();
    assert.equal((await s.call('tenant', 'PUT', api(`proposals/${made.body.id}/send`))).status, 200);
    const sent = (await list('tenant', `status=PendingApproval&organizationName=${encodeURIComponent(org!.name.slice(0, 6).toLowerCase())}`)).data.find((r) => r.id === made.body.id)!;
    assert.ok(sent && sent.sentAt && Date.parse(sent.sentAt) >= before - 1000, 'sent now, found by part of the name in any case');
    assert.ok((await list('tenant', `status=Created&organizationName=${encodeURIComponent(org!.name)}`)).data.every((r) => r.id !== made.body.id));
    assert.equal((await list('tenant', 'organizationName=No%20such%20customer')).count, 0);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const sentToday = await list('tenant', `sentFrom=${today}T00:00:00.000Z&sentTo=${tomorrow}T00:00:00.000Z`);
    assert.ok(sentToday.data.some((r) => r.id === made.body.id));
    assert.ok(sentToday.data.every((r) => r.sentAt && r.sentAt >= `${today}T00:00:00.000Z`));
    const sentBefore = await list('tenant', `sentTo=${yesterday}T00:00:00.000Z`);
    assert.ok(sentBefore.data.every((r) => r.id !== made.body.id));
  });

  it('shows another tenant none of them', async () => {
    const acme = await list('tenant', '');
    assert.ok(acme.count > 0);
    const globex = await list('tenant2', '');
    assert.ok(globex.data.every((r) => !acme.data.some((a) => a.id === r.id)));
  });
});
