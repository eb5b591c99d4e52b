import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
type Row = { id: string; legalName: string; merchantId: string | null };

/** The CRM's customers and contacts (ADR 0087). */
describe('CRM customers and contacts', () => {
  const s = apiSuite(['tenant', 'tenant2', 'platform', 'merchant']);
  /** The indexes a query's plan reads, with sequential scans off: the plan a table with many rows gets. */
  async function indexScans(query: SQL): Promise<string[]> {
    return s.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${query}`);
      const found: string[] = [];
      const walk = (node: Record<string, unknown>) => {
        if (node['Index Name']) found.push(`${node['Node Type']} ${node['Index Name']}`);
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
      };
      walk((rows[0]!['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
      return found;
    });
  }

  const ACME = seedIds.tenant('acme');
  const customer = (legalName: string, extra: object = {}) => ({ legalName, riskLevel: 'Low', ...extra });

  it("lists the seeded customers of the caller's tenant only, with their owner and contacts", async () => {
    const acme = await s.call('tenant', 'GET', api('crm/organizations?pageIndex=0&pageSize=10'));
    assert.equal(acme.status, 200, JSON.stringify(acme.body));
    assert.ok(acme.body.count >= 200, `Acme has ${acme.body.count} customers`);
    assert.ok(acme.body.data.every((r: { tenantId: string }) => r.tenantId === ACME));
    assert.ok(acme.body.data.every((r: { contacts: number; ownerName: string | null }) => r.contacts >= 2 && r.ownerName));
    const contacts = await s.call('tenant', 'GET', api('crm/contacts?pageIndex=0&pageSize=1'));
    assert.ok(contacts.body.count >= 400, `Acme has ${contacts.body.count} contacts`);
    const globex = await s.call('tenant2', 'GET', api('crm/organizations?pageIndex=0&pageSize=50'));
    assert.ok(globex.body.count > 0 && globex.body.count < 20);
    assert.ok(globex.body.data.every((r: { tenantId: string }) => r.tenantId !== ACME));
    assert.equal((await s.call('merchant', 'GET', api('crm/organizations?pageIndex=0&pageSize=10'))).status, 403);
  });

  it('validates names, the website and the country; the legal name is unique per tenant, case aside', async () => {
    const ftp = await s.call('tenant', 'POST', api('crm/organizations'), { body: customer('Quayside Foods Ltd', { website: 'ftp://quayside.test' }) });
    assert.deepEqual([ftp.status, ftp.body.error], [400, 'The website must be an http or https address']);
    const blank = await s.call('tenant', 'POST', api('crm/organizations'), { body: customer('   ') });
    assert.deepEqual([blank.status, blank.body.error], [400, 'A customer needs a legal name']);
    const country = await s.call('tenant', 'POST', api('crm/organizations'), { body: customer('Quayside Foods Ltd', { countryCode: 'XX' }) });
    assert.deepEqual([country.status, country.body.error], [400, 'Unknown country XX']);
    const created = await s.call('tenant', 'POST', api('crm/organizations'), {
      body: customer(' Quayside Foods Ltd ', { tradingName: 'Quayside', countryCode: 'GB', industry: 'Retail', website: 'https://quayside.test' }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.legalName, 'Quayside Foods Ltd');
    assert.equal(created.body.ownerId, seedIds.user('tenant@demo.test'), 'the creator owns it');
    const twice = await s.call('tenant', 'POST', api('crm/organizations'), { body: customer('QUAYSIDE foods ltd') });
    assert.deepEqual([twice.status, twice.body.error], [400, 'A customer named QUAYSIDE foods ltd exists already: choose another legal name']);
    // Another tenant may use the name, and neither sees nor reaches Acme's.
    assert.equal((await s.call('tenant2', 'POST', api('crm/organizations'), { body: customer('Quayside Foods Ltd') })).status, 201);
    assert.equal((await s.call('tenant2', 'GET', api(`crm/organizations/${created.body.id}`))).status, 404);
    assert.equal((await s.call('tenant2', 'PUT', api(`crm/organizations/${created.body.id}`), { body: customer('Taken over') })).status, 404);
    assert.equal((await s.call('tenant2', 'DELETE', api(`crm/organizations/${created.body.id}`))).status, 404);
    const contact = await s.call('tenant2', 'POST', api('crm/contacts'), { body: { organizationId: created.body.id, firstName: 'Eve', lastName: 'Spy' } });
    assert.deepEqual([contact.status, contact.body.error], [400, 'Unknown customer']);
  });

  it('finds a customer by any part of either name, case aside, through trigram indexes (ADR 0151)', async () => {
    const made = await s.call('tenant', 'POST', api('crm/organizations'), { body: customer('Kestrel Harbour Trading Ltd', { tradingName: 'Quaylight' }) });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const names = async (search: string) => ((await s.call('tenant', 'GET', api(`crm/organizations?search=${encodeURIComponent(search)}&pageIndex=0&pageSize=50`))).body.data as Row[])
      .map((r) => r.legalName);
    assert.ok((await names('RBOUR TRAD')).includes('Kestrel Harbour Trading Ltd'), 'inside the legal name, any case');
    assert.ok((await names('aylig')).includes('Kestrel Harbour Trading Ltd'), 'inside the trading name');
    assert.ok(!(await names('Harbour%Trading')).includes('Kestrel Harbour Trading Ltd'), 'a typed % matches itself');
    assert.deepEqual(await names('bour trad'), ['Kestrel Harbour Trading Ltd'], 'not in tenant2@\'s customers or others');

    // The plan a tenant with many customers gets (the seed's few hundred rows would be read whole).
    const scans = await indexScans(sql`SELECT id FROM crm_organizations WHERE legal_name ILIKE ${'%rbour trad%'} OR trading_name ILIKE ${'%rbour trad%'}`);
    assert.deepEqual(scans.sort(), ['Bitmap Index Scan crm_organizations_legal_name_trgm_idx', 'Bitmap Index Scan crm_organizations_trading_name_trgm_idx']);
  });

  it('finds a contact by any part of the last name, first name or e-mail, case aside, through trigram indexes (ADR 0151)', async () => {
    const org = (await s.call('tenant', 'POST', api('crm/organizations'), { body: customer('Wrenfield Optics Ltd') })).body as Row;
    const made = await s.call('tenant', 'POST', api('crm/contacts'), { body: { organizationId: org.id, firstName: 'Ottilie', lastName: 'Marchbanks', email: 'o.marchbanks@wrenfield.test' } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const found = async (search: string) => ((await s.call('tenant', 'GET', api(`crm/contacts?search=${encodeURIComponent(search)}&pageIndex=0&pageSize=50`))).body.data as Array<{ firstName: string; lastName: string }>)
      .map((r) => `${r.firstName} ${r.lastName}`);
    assert.deepEqual(await found('RCHBAN'), ['Ottilie Marchbanks'], 'inside the last name, any case');
    assert.deepEqual(await found('tilie'), ['Ottilie Marchbanks'], 'inside the first name');
    assert.deepEqual(await found('@wrenfield'), ['Ottilie Marchbanks'], 'inside the e-mail');

    const scans = await indexScans(sql`SELECT id FROM crm_contacts WHERE last_name ILIKE ${'%rchban%'} OR first_name ILIKE ${'%rchban%'} OR email ILIKE ${'%rchban%'}`);
    assert.deepEqual(scans.sort(), ['Bitmap Index Scan crm_contacts_email_trgm_idx', 'Bitmap Index Scan crm_contacts_first_name_trgm_idx', 'Bitmap Index Scan crm_contacts_last_name_trgm_idx']);
  });

  it('platform staff pick a tenant to create in and to read', async () => {
    const unpicked = await s.call('platform', 'POST', api('crm/organizations'), { body: customer('Platform Pick Ltd') });
    assert.equal(unpicked.status, 400);
    const created = await s.call('platform', 'POST', api(`crm/organizations?tenantId=${ACME}`), { body: customer('Platform Pick Ltd') });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual([created.body.tenantId, created.body.ownerId], [ACME, null]);
    const listed = await s.call('platform', 'GET', api(`crm/organizations?tenantId=${ACME}&search=Platform%20Pick&pageIndex=0&pageSize=10`));
    assert.deepEqual(listed.body.data.map((r: Row) => r.legalName), ['Platform Pick Ltd']);
  });

  it('contacts: e-mail stored lower-case and checked, one primary per customer; a customer with contacts is not deleted', async () => {
    const org = (await s.call('tenant', 'POST', api('crm/organizations'), { body: customer('Primrose Studios Ltd') })).body as Row;
    const contact = (firstName: string, extra: object = {}) => s.call('tenant', 'POST', api('crm/contacts'), { body: { organizationId: org.id, firstName, lastName: 'Hale', ...extra } });
    const bad = await contact('Ada', { email: 'not-an-email' });
    assert.equal(bad.status, 400);
    const ada = await contact('Ada', { email: 'Ada.Hale@Primrose.TEST', isPrimary: true });
    assert.equal(ada.status, 201, JSON.stringify(ada.body));
    assert.equal(ada.body.email, 'ada.hale@primrose.test');
    assert.equal(ada.body.organizationName, 'Primrose Studios Ltd');
    const again = await contact('Ada', { email: 'ADA.HALE@primrose.test' });
    assert.deepEqual([again.status, again.body.error], [400, 'A contact with the e-mail ada.hale@primrose.test exists already at this customer']);
    const ben = await contact('Ben', { isPrimary: true });
    assert.equal(ben.status, 201, JSON.stringify(ben.body));
    const listed = await s.call('tenant', 'GET', api(`crm/contacts?organizationId=${org.id}&pageIndex=0&pageSize=10`));
    assert.deepEqual(listed.body.data.map((r: { firstName: string; isPrimary: boolean }) => `${r.firstName}:${r.isPrimary}`).sort(), ['Ada:false', 'Ben:true'], 'the primary moved to Ben');

    const refused = await s.call('tenant', 'DELETE', api(`crm/organizations/${org.id}`));
    assert.deepEqual([refused.status, refused.body.error], [409, 'This customer has 2 contacts: delete or move them first']);
    assert.equal((await s.call('tenant2', 'DELETE', api(`crm/contacts/${ada.body.id}`))).status, 404);
    for (const id of [ada.body.id, ben.body.id]) assert.equal((await s.call('tenant', 'DELETE', api(`crm/contacts/${id}`))).status, 204);
    assert.equal((await s.call('tenant', 'DELETE', api(`crm/organizations/${org.id}`))).status, 204);
  });

  it("a CRM user limited to some merchants does not see customers linked to the others (ADR 0082)", async () => {
    const tenantUser = seedIds.user('tenant@demo.test');
    const blueBottle = seedIds.merchant('blue-bottle');
    const linked = async () => ((await s.call('tenant', 'GET', api('crm/organizations?isMerchant=true&pageIndex=0&pageSize=50'))).body.data as Row[]);
    const before = await linked();
    assert.ok(before.length > 1, 'several seeded customers became merchants');
    assert.ok(before.some((r) => r.merchantId === blueBottle), JSON.stringify(before.map((r) => r.merchantId)) + blueBottle);
    // A customer that became a merchant carries the merchant's name (the boarding queue opens it by that name).
    assert.equal(before.find((r) => r.merchantId === blueBottle)!.legalName, 'Blue Bottle Coffee Ltd');
    const limited = await s.call('platform', 'PUT', api(`users/crm/${tenantUser}/merchantpermissions`), { body: { allMerchants: false, merchantIds: [blueBottle] } });
    assert.equal(limited.status, 200, JSON.stringify(limited.body));
    try {
      assert.deepEqual((await linked()).map((r) => r.merchantId), [blueBottle]);
      const hidden = before.find((r) => r.merchantId !== blueBottle)!;
      assert.equal((await s.call('tenant', 'GET', api(`crm/organizations/${hidden.id}`))).status, 404);
      const prospects = await s.call('tenant', 'GET', api('crm/organizations?isMerchant=false&pageIndex=0&pageSize=1'));
      assert.ok(prospects.body.count > 100, 'customers not yet merchants stay visible');
    } finally {
      await s.call('platform', 'PUT', api(`users/crm/${tenantUser}/merchantpermissions`), { body: { allMerchants: true, merchantIds: [] } });
    }
  });
});
