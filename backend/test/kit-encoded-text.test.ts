import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { sanitizeText } from '../../shared/kit/src/inputs/text/sanitize-text';
import { crmOrganizations, crmPriceBooks } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { decodeDeclaredText } from '../src/http/kit-encoded-text';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const FEES = { boardingFee: 250, accountConfigurationFee: 99.5, bankAccountSetupFee: 0, monthlyMinimumFee: 25, gatewayMonthlyAccess: 15 };

/**
 * The portal's forms send plain text HTML-encoded (the kit's sanitiser, spec part 2 section 5); the server stores
 * what the user typed, and leaves rich text, Markdown, files and passwords as sent.
 */
describe('plain text the kit encoded is stored as typed', () => {
  const s = apiSuite(['tenant', 'merchant']);

  it("a customer named O'Brien & Sons <UK> is read back with those characters, in the list and its search", async () => {
    const typed = `O'Brien & Sons <UK> "Ltd"`;
    const sent = sanitizeText(typed);
    assert.notEqual(sent, typed, 'the kit encodes it before sending');
    const created = await s.call('tenant', 'POST', api('crm/organizations'), { body: { legalName: sent, tradingName: sanitizeText('AT&T'), riskLevel: 'Low' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual([created.body.legalName, created.body.tradingName], [typed, 'AT&T']);
    const [row] = await s.db.select({ legalName: crmOrganizations.legalName }).from(crmOrganizations).where(eq(crmOrganizations.id, created.body.id));
    assert.equal(row!.legalName, typed);
    // Edited and saved again through the form (which encodes the shown value again): no entity creeps in.
    const edited = await s.call('tenant', 'PUT', api(`crm/organizations/${created.body.id}`), { body: { legalName: sanitizeText(created.body.legalName), riskLevel: 'Medium' } });
    assert.equal(edited.body.legalName, typed);
    const found = await s.call('tenant', 'GET', api(`crm/organizations?search=${encodeURIComponent(sanitizeText("O'Brien & Sons"))}&pageIndex=0&pageSize=10`));
    assert.deepEqual(found.body.data.map((r: { legalName: string }) => r.legalName), [typed]);
  });

  it("a ticket's subject and description (checked by the support handler) are stored as typed", async () => {
    const created = await s.call('merchant', 'POST', '/svc/core/support/ticket', {
      body: { ticketCategory: 'Billing', subject: sanitizeText("O'Brien's fees & VAT"), description: sanitizeText('Charged > twice') },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const ticket = await s.call('merchant', 'GET', `/svc/core/support/ticket/${created.body}`);
    assert.deepEqual([ticket.body.subject, ticket.body.description], ["O'Brien's fees & VAT", 'Charged > twice']);
  });

  it('a proposal body (rich text) keeps its entities: "a &lt; b" stays text, never becomes a tag', async () => {
    const [org] = await s.db.select({ id: crmOrganizations.id }).from(crmOrganizations).where(eq(crmOrganizations.merchantId, seedIds.merchant('blue-bottle')));
    const [book] = await s.db.select({ id: crmPriceBooks.id }).from(crmPriceBooks).where(and(eq(crmPriceBooks.tenantId, seedIds.tenant('acme')), eq(crmPriceBooks.isStandard, true)));
    const res = await s.call('tenant', 'POST', api('proposals'), {
      body: { organizationId: org!.id, pricebookId: book!.id, ...FEES, proposalBody: '<p>Fees &lt;b&gt;below&lt;/b&gt; 2 % &amp; more</p>' },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.proposalBody, '<p>Fees &lt;b&gt;below&lt;/b&gt; 2 % &amp; more</p>');
  });

  it('a Markdown page keeps its entities as written', async () => {
    const res = await s.call('tenant', 'POST', api('documentation/pages'), {
      body: { section: 'wiki', title: sanitizeText('Q&A'), body: 'Write `&lt;` for <', audience: 'staff' },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual([res.body.title, res.body.body], ['Q&A', 'Write `&lt;` for <']);
  });

  it('decodes only declared plain-text strings: not passwords, files, rich text or undeclared properties', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' }, note: { type: ['string', 'null'] }, password: { type: 'string' },
        html: { type: 'string', contentMediaType: 'text/html' }, csv: { type: 'string', contentMediaType: 'text/csv' },
        tags: { type: 'array', items: { type: 'string' } }, nested: { type: 'object', properties: { title: { type: 'string' } } },
      },
    } as const;
    const sent = {
      name: 'A &amp; B', note: null, password: 'P&amp;ss', html: '&lt;b&gt;', csv: 'a,&amp;', tags: ['x &lt; y'], nested: { title: '&quot;Hi&quot;' }, extra: '&amp;',
    };
    assert.deepEqual(decodeDeclaredText(schema, sent), {
      name: 'A & B', note: null, password: 'P&amp;ss', html: '&lt;b&gt;', csv: 'a,&amp;', tags: ['x < y'], nested: { title: '"Hi"' }, extra: '&amp;',
    });
    // Decoded once: what the user typed as an entity stays one.
    assert.equal(decodeDeclaredText({ type: 'string' }, sanitizeText('&amp;')), '&amp;');
  });
});
