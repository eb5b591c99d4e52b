import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { DEFAULT_SERVICE_BASES, SAVED_FILTER_LIMITS, SAVED_FILTER_MESSAGES, SAVED_FILTER_PATHS, type SavedTransactionFilter } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/** Saved transaction filters (issue 10 deliverable 3, spec part 2 sections 4 and 7.4, ADR 0043). */
describe('saved transaction filters: per user, strict, limited', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const emails = ['tenant@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test', 'platform@demo.test'];

  before(async () => {
    t = await startTestServer();
    for (const email of emails) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => { await t?.close(); });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(email: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const list = (email: string, lookup: string) => call(email, 'GET', `${SAVED_FILTER_PATHS.list}?lookup=${lookup}`);
  const request = (over: Record<string, unknown> = {}) => ({
    filters: { from: '2026-11-01T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z', status: ['Captured', 'Refunded'], amountFrom: '10.50' },
    sort: { field: 'amount', direction: 'desc' },
    pageSize: 50,
    columns: ['externalId', 'amount', 'status'],
    ...over,
  });
  const create = (email: string, lookup: string, name: string, req: unknown = request()) => call(email, 'POST', SAVED_FILTER_PATHS.list, { lookup, name, request: req });

  it('creates, lists, reads, updates and deletes a filter of the caller\'s own', async () => {
    const made = await create('merchant@demo.test', 'merchant', '  Big captures  ');
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const filter = made.body as SavedTransactionFilter;
    assert.equal(filter.name, 'Big captures', 'the name is trimmed');
    assert.match(filter.externalId, /^SF-[2-9A-Z]{8}$/);
    assert.deepEqual(filter.request, request());

    const mine = await list('merchant@demo.test', 'merchant');
    assert.deepEqual(mine.body.map((f: SavedTransactionFilter) => f.name), ['Big captures']);
    assert.equal((await call('merchant@demo.test', 'GET', SAVED_FILTER_PATHS.one(filter.id))).body.name, 'Big captures');

    const updated = await call('merchant@demo.test', 'PUT', SAVED_FILTER_PATHS.one(filter.id), { name: 'Large captures', request: request({ pageSize: 10, sort: null }) });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.name, 'Large captures');
    assert.equal(updated.body.request.pageSize, 10);
    assert.equal(updated.body.request.sort, null);
    assert.ok(updated.body.updatedAt >= filter.updatedAt);

    assert.equal((await call('merchant@demo.test', 'DELETE', SAVED_FILTER_PATHS.one(filter.id))).status, 204);
    assert.deepEqual((await list('merchant@demo.test', 'merchant')).body, []);
    assert.equal((await call('merchant@demo.test', 'GET', SAVED_FILTER_PATHS.one(filter.id))).status, 404);
  });

  it('never shows or lets anybody else change a user\'s filter, even by id (tenant2@ vs tenant@, merchant2@ vs merchant@)', async () => {
    const tenants = await create('tenant@demo.test', 'tenant', 'Acme refunds', request({ filters: { type: ['Refund'] } }));
    assert.equal(tenants.status, 201, JSON.stringify(tenants.body));
    const id = tenants.body.id as string;
    assert.deepEqual((await list('tenant2@demo.test', 'tenant')).body, [], 'tenant2@ sees none of tenant@\'s');
    for (const [method, body] of [['GET'], ['PUT', { name: 'Hijacked' }], ['DELETE']] as const) {
      const res = await call('tenant2@demo.test', method, SAVED_FILTER_PATHS.one(id), body);
      assert.equal(res.status, 404, `${method} by another user`);
    }
    assert.equal((await call('merchant2@demo.test', 'GET', SAVED_FILTER_PATHS.one(id))).status, 404);
    const still = await call('tenant@demo.test', 'GET', SAVED_FILTER_PATHS.one(id));
    assert.equal(still.body.name, 'Acme refunds', 'unchanged by the others\' attempts');

    // The same name is free for another user; the lists stay apart.
    assert.equal((await create('tenant2@demo.test', 'tenant', 'Acme refunds')).status, 201);
    assert.equal((await list('tenant@demo.test', 'tenant')).body.length, 1);
    assert.equal((await list('tenant2@demo.test', 'tenant')).body.length, 1);
    assert.equal((await call('tenant@demo.test', 'GET', SAVED_FILTER_PATHS.one('not-a-uuid'))).status, 404);
  });

  it('keeps filters to the caller\'s own lookup', async () => {
    assert.equal((await list('merchant@demo.test', 'tenant')).status, 403);
    assert.equal((await create('tenant@demo.test', 'platform', 'Across')).status, 403);
    assert.equal((await create('platform@demo.test', 'platform', 'Across', request({ filters: { tenantIds: [seedIds.tenant('acme')] } }))).status, 201);
  });

  it('refuses what is not a filter of the lookup: unknown or other lookups\' filters, sort, page size, columns, names', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['a filter of another lookup', { lookup: 'merchant', name: 'x', request: request({ filters: { Customer: [seedIds.merchant('blue-bottle')] } }) }, /Customer is not a filter of the merchant lookup/],
      // A name no lookup has is refused by the one body rule (ADR 0074); another lookup's filter by the handler, per lookup.
      ['an unknown filter', { lookup: 'merchant', name: 'x', request: request({ filters: { hack: 'y' } }) }, /Unknown field request\.filters\.hack/],
      ['a status that does not exist', { lookup: 'merchant', name: 'x', request: request({ filters: { status: ['Stolen'] } }) }, /status must be one of/],
      ['a sort off the whitelist', { lookup: 'merchant', name: 'x', request: request({ sort: { field: 'customerEmail', direction: 'asc' } }) }, /field must be one of/],
      ['a page size not offered', { lookup: 'merchant', name: 'x', request: request({ pageSize: 30 }) }, /pageSize must be one of/],
      ['a column of another lookup', { lookup: 'merchant', name: 'x', request: request({ columns: ['tenantName'] }) }, /tenantName is not a column of the merchant lookup/],
      ['an unknown column', { lookup: 'merchant', name: 'x', request: request({ columns: ['password'] }) }, /columns must be one of/],
      ['no columns', { lookup: 'merchant', name: 'x', request: request({ columns: [] }) }, /columns/],
      ['no name', { lookup: 'merchant', request: request() }, /name is required/],
      ['a blank name', { lookup: 'merchant', name: '   ', request: request() }, /name is required/],
      ['a long name', { lookup: 'merchant', name: 'n'.repeat(SAVED_FILTER_LIMITS.maxNameLength + 1), request: request() }, /at most 100 characters/],
      ['no request', { lookup: 'merchant', name: 'x' }, /request is required/],
      ['a card of 5 digits', { lookup: 'merchant', name: 'x', request: request({ filters: { cardLast4: '12345' } }) }, /cardLast4 must be exactly 4 digits/],
    ];
    for (const [what, body, message] of cases) {
      const res = await call('merchant2@demo.test', 'POST', SAVED_FILTER_PATHS.list, body);
      assert.equal(res.status, 400, what);
      assert.match(JSON.stringify(res.body), message, what);
    }
    assert.deepEqual((await list('merchant2@demo.test', 'merchant')).body, [], 'nothing was stored');
    assert.equal((await call('merchant2@demo.test', 'GET', `${SAVED_FILTER_PATHS.list}?lookup=everything`)).status, 400);
  });

  it('refuses a second filter of one name (any case) on one lookup, also by rename', async () => {
    assert.equal((await create('merchant2@demo.test', 'merchant', 'Declines')).status, 201);
    const again = await create('merchant2@demo.test', 'merchant', 'DECLINES');
    assert.equal(again.status, 409);
    assert.equal(again.body.error, SAVED_FILTER_MESSAGES.duplicateName);
    const other = await create('merchant2@demo.test', 'merchant', 'Refunds');
    const rename = await call('merchant2@demo.test', 'PUT', SAVED_FILTER_PATHS.one(other.body.id), { name: 'declines' });
    assert.equal(rename.status, 409);
    assert.equal(rename.body.error, SAVED_FILTER_MESSAGES.duplicateName);
  });

  it(`keeps at most ${SAVED_FILTER_LIMITS.maxPerUser} filters per user, with a message saying what to do`, async () => {
    const email = 'merchant@demo.test';
    const have = (await list(email, 'merchant')).body.length as number;
    for (let i = have; i < SAVED_FILTER_LIMITS.maxPerUser; i += 1) {
      assert.equal((await create(email, 'merchant', `Filter ${i}`)).status, 201);
    }
    const over = await create(email, 'merchant', 'One too many');
    assert.equal(over.status, 409);
    assert.equal(over.body.error, SAVED_FILTER_MESSAGES.limitReached);
    // Deleting one makes room again.
    const [first] = (await list(email, 'merchant')).body as SavedTransactionFilter[];
    await call(email, 'DELETE', SAVED_FILTER_PATHS.one(first!.id));
    assert.equal((await create(email, 'merchant', 'One too many')).status, 201);
  });
});
