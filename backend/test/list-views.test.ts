import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const state = (extra: object = {}) => ({ filters: { riskLevel: ['High', 'Medium'], search: ' cafe ', isMerchant: '' }, sort: { key: 'updatedAt', direction: 'desc' }, pageSize: 50, columns: ['legalName', 'riskLevel'], ...extra });

/** Saved views and column choices of the resource lists (ADR 0095). */
describe('saved list views', () => {
  const s = apiSuite(['tenant', 'tenant2', 'merchant']);

  it("keeps a user's views of one list by name, each user's own, with the list's filters only", async () => {
    const created = await s.call('tenant', 'POST', api('list-views'), { body: { list: 'crm-organizations', name: ' High-risk cafés ', state: state() } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.name, 'High-risk cafés');
    // Empty filters are dropped and values trimmed: the view holds what the list would send.
    assert.deepEqual(created.body.state.filters, { riskLevel: ['High', 'Medium'], search: 'cafe' });
    const twice = await s.call('tenant', 'POST', api('list-views'), { body: { list: 'crm-organizations', name: 'HIGH-RISK CAFÉS', state: state() } });
    assert.deepEqual([twice.status, twice.body.error], [409, 'You already have a view with this name on this list']);
    // The same name on another list is another view.
    assert.equal((await s.call('tenant', 'POST', api('list-views'), { body: { list: 'crm-contacts', name: 'High-risk cafés', state: state({ filters: {}, sort: null }) } })).status, 201);

    const mine = await s.call('tenant', 'GET', api('list-views?list=crm-organizations'));
    assert.deepEqual(mine.body.map((v: { name: string }) => v.name), ['High-risk cafés']);
    const theirs = await s.call('tenant2', 'GET', api('list-views?list=crm-organizations'));
    assert.deepEqual(theirs.body, []);
    assert.equal((await s.call('tenant2', 'PUT', api(`list-views/${created.body.id}`), { body: { name: 'Taken' } })).status, 404);
    assert.equal((await s.call('tenant2', 'DELETE', api(`list-views/${created.body.id}`))).status, 404);

    const renamed = await s.call('tenant', 'PUT', api(`list-views/${created.body.id}`), { body: { name: 'Risky cafés', state: state({ pageSize: 20 }) } });
    assert.deepEqual([renamed.status, renamed.body.name, renamed.body.state.pageSize], [200, 'Risky cafés', 20]);
    assert.equal((await s.call('tenant', 'DELETE', api(`list-views/${created.body.id}`))).status, 204);
    assert.deepEqual((await s.call('tenant', 'GET', api('list-views?list=crm-organizations'))).body, []);
  });

  it("refuses another list's filters and sorts, a page size the list does not answer, and lists the caller may not read", async () => {
    const filter = await s.call('tenant', 'POST', api('list-views'), { body: { list: 'crm-organizations', name: 'x', state: state({ filters: { organizationId: 'a' } }) } });
    assert.deepEqual([filter.status, filter.body.error], [400, 'This list has no filter "organizationId"']);
    const sort = await s.call('tenant', 'POST', api('list-views'), { body: { list: 'crm-organizations', name: 'x', state: state({ sort: { key: 'lastName', direction: 'asc' } }) } });
    assert.deepEqual([sort.status, sort.body.error], [400, 'This list cannot be sorted by "lastName"']);
    const size = await s.call('tenant', 'POST', api('list-views'), { body: { list: 'crm-organizations', name: 'x', state: state({ pageSize: 500 }) } });
    assert.deepEqual([size.status, size.body.error], [400, 'This list shows at most 100 rows a page']);
    const blank = await s.call('tenant', 'POST', api('list-views'), { body: { list: 'crm-organizations', name: '   ', state: state() } });
    assert.deepEqual([blank.status, blank.body.error], [400, 'Give the view a name']);
    const unknown = await s.call('tenant', 'GET', api('list-views?list=no-such-list'));
    assert.deepEqual([unknown.status, unknown.body.error], [404, 'This list has no saved views']);
    // A merchant cannot read the CRM's customers, so it keeps no views of them either.
    assert.equal((await s.call('merchant', 'GET', api('list-views?list=crm-organizations'))).status, 403);
    assert.equal((await s.call('merchant', 'PUT', api('list-views/columns'), { body: { list: 'crm-organizations', columns: ['legalName'] } })).status, 403);
  });

  it("keeps each user's visible columns per list (null until chosen)", async () => {
    assert.deepEqual((await s.call('tenant', 'GET', api('list-views/columns?list=crm-contacts'))).body, { list: 'crm-contacts', columns: null });
    const saved = await s.call('tenant', 'PUT', api('list-views/columns'), { body: { list: 'crm-contacts', columns: ['email', 'lastName'] } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    await s.call('tenant', 'PUT', api('list-views/columns'), { body: { list: 'crm-contacts', columns: ['lastName', 'phone'] } });
    assert.deepEqual((await s.call('tenant', 'GET', api('list-views/columns?list=crm-contacts'))).body.columns, ['lastName', 'phone']);
    assert.deepEqual((await s.call('tenant2', 'GET', api('list-views/columns?list=crm-contacts'))).body.columns, null);
    assert.equal((await s.call('tenant', 'PUT', api('list-views/columns'), { body: { list: 'crm-contacts', columns: [] } })).status, 400);
  });
});
