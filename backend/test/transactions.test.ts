import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { LIVE_PER_MERCHANT, SEED_TRANSACTIONS_PER_MERCHANT } from '../src/modules/transactions/seed';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';
import { stageRefusal } from '@portal/contracts';

const SEARCH = 'api/crm/transactions/searchKey';
const LIST = 'api/crm/transactions';
const MERCHANT = 'api/transactions';

interface Tx { id: string; externalId: string; tenantId: string; merchantId: string; merchantName: string; amount: number; currency: string; status: string; paymentMethod: string; mode: string; createdAt: string }
interface Answer { status: number; body: { count: number; data: Tx[]; error?: string } }

describe('transactions API (spec part 2 sections 7.1 and 7.2)', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const acme = seedIds.tenant('acme');
  const globex = seedIds.tenant('globex');

  before(async () => {
    t = await startTestServer();
    for (const email of ['platform@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test', 'noprocessing@demo.test', 'sandbox@demo.test']) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
    }
  });
  after(async () => { await t?.close(); });

  /** GET /svc/merchant/<path>?<query> as `email`, in `mode` (the portal always sends the Mode header). */
  async function get(email: string, path: string, query: Record<string, string | number> = {}, mode: string | null = 'Live'): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)}` };
    if (mode !== null) headers.mode = mode;
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await fetch(`${t.origin}/svc/merchant/${path}?${qs}`, { headers });
    return { status: res.status, body: await res.json() as Answer['body'] };
  }
  const ids = (a: Answer) => a.body.data.map((x) => x.externalId);

  it('finds the tenant\'s transactions by part of the external id, case-insensitive, newest first', async () => {
    const found = await get('tenant@demo.test', SEARCH, { searchKey: 'tx-bbc-001', pageIndex: 0, pageSize: 10 });
    assert.equal(found.status, 200);
    // TX-BBC-0010 .. 0019 are all Live (the first 24 of a processing merchant).
    assert.equal(found.body.count, 10);
    assert.deepEqual(ids(found), Array.from({ length: 10 }, (_, i) => `TX-BBC-00${19 - i}`));
    const first = found.body.data[0]!;
    assert.deepEqual(Object.keys(first).sort(), [
      'amount', 'cardCountry', 'cardFirst6', 'cardLast4', 'createdAt', 'currency', 'customerEmail', 'customerIp', 'externalId', 'id',
      'merchantId', 'merchantName', 'mode', 'parentExternalId', 'parentId', 'paymentChannelId', 'paymentChannelName', 'paymentMethod',
      'serviceProviderId', 'serviceProviderName', 'status', 'tenantId', 'tenantName', 'type', 'websiteId', 'websiteName']);
    assert.equal(first.merchantName, 'Blue Bottle Coffee Ltd');
    assert.equal(first.tenantId, acme);
    assert.equal(first.mode, 'Live');
    assert.ok(Number.isInteger(first.amount) && first.amount > 0);
    assert.ok(['Captured', 'Declined', 'Refunded', 'Pending'].includes(first.status));

    const literal = await get('tenant@demo.test', SEARCH, { searchKey: 'TX_BBC', pageSize: 10 });
    assert.equal(literal.body.count, 0, 'an underscore typed by the user is not a wildcard');
  });

  it('pages with pageIndex and pageSize, and the list takes PageSize / PageIndex as the spec writes them', async () => {
    const p0 = await get('tenant@demo.test', SEARCH, { searchKey: 'TX-BBC', pageIndex: 0, pageSize: 10 });
    const p2 = await get('tenant@demo.test', SEARCH, { searchKey: 'TX-BBC', pageIndex: 2, pageSize: 10 });
    assert.equal(p0.body.count, LIVE_PER_MERCHANT);
    assert.deepEqual(ids(p0).slice(0, 2), ['TX-BBC-0024', 'TX-BBC-0023']);
    assert.deepEqual(ids(p2), ['TX-BBC-0004', 'TX-BBC-0003', 'TX-BBC-0002', 'TX-BBC-0001']);

    const list = await get('tenant@demo.test', LIST, { PageSize: 5, PageIndex: 1 });
    assert.equal(list.status, 200);
    assert.equal(list.body.data.length, 5);
    assert.ok(list.body.count > LIVE_PER_MERCHANT, 'every Live transaction of the tenant, not only one merchant\'s');
    const all = await get('tenant@demo.test', LIST, { PageSize: 100 });
    const times = all.body.data.map((x) => Date.parse(x.createdAt));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
    assert.ok(all.body.data.every((x) => x.tenantId === acme));
  });

  it('answers only rows of the caller\'s mode (Mode header; Test when absent)', async () => {
    const live = await get('tenant@demo.test', SEARCH, { searchKey: 'TX-BBC-003', pageSize: 10 }, 'Live');
    assert.deepEqual(ids(live), []);
    const test = await get('tenant@demo.test', SEARCH, { searchKey: 'TX-BBC-003', pageSize: 10 }, 'Test');
    assert.deepEqual(ids(test), ['TX-BBC-0036', 'TX-BBC-0035', 'TX-BBC-0034', 'TX-BBC-0033', 'TX-BBC-0032', 'TX-BBC-0031', 'TX-BBC-0030']);
    assert.ok(test.body.data.every((x) => x.mode === 'Test'));
    const noHeader = await get('merchant@demo.test', MERCHANT, { searchKey: 'TX-', pageSize: 100 }, null);
    assert.equal(noHeader.body.count, SEED_TRANSACTIONS_PER_MERCHANT - LIVE_PER_MERCHANT);
    const bad = await get('merchant@demo.test', MERCHANT, {}, 'Production');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'The Mode header must be Test or Live');
  });

  it('keeps tenants apart: tenant2@ never sees Acme\'s rows, and may not ask for them', async () => {
    const own = await get('tenant2@demo.test', LIST, { PageSize: 100 });
    assert.ok(own.body.count > 0);
    assert.ok(own.body.data.every((x) => x.tenantId === globex));
    const search = await get('tenant2@demo.test', SEARCH, { searchKey: 'TX-BBC', pageSize: 10 });
    assert.equal(search.status, 200);
    assert.equal(search.body.count, 0);
    const asked = await get('tenant2@demo.test', SEARCH, { searchKey: 'TX-BBC', pageSize: 10, tenantId: acme });
    assert.equal(asked.status, 403);
    assert.equal(asked.body.error, "You cannot access another tenant's data");
  });

  it('keeps merchants apart: merchant2@ never sees merchant@\'s rows; a merchant sees only its own', async () => {
    const mine = await get('merchant@demo.test', MERCHANT, { searchKey: 'TX-', pageIndex: 0, pageSize: 100 });
    assert.equal(mine.body.count, LIVE_PER_MERCHANT);
    assert.ok(mine.body.data.every((x) => x.merchantId === seedIds.merchant('blue-bottle')));
    const other = await get('merchant2@demo.test', MERCHANT, { searchKey: 'TX-BBC', pageSize: 10 });
    assert.equal(other.body.count, 0);
    const ownOther = await get('merchant2@demo.test', MERCHANT, { searchKey: 'tx-ggs-0001', pageSize: 10 });
    assert.deepEqual(ids(ownOther), ['TX-GGS-0001']);
    // Harbour Florists is merchant@'s neighbour in the same tenant: still not merchant@'s.
    const neighbour = await get('merchant@demo.test', MERCHANT, { searchKey: 'TX-HFL', pageSize: 10 });
    assert.equal(neighbour.body.count, 0);
    // Merchant users use the merchant side only.
    const tenantSide = await get('merchant@demo.test', SEARCH, { searchKey: 'TX', pageSize: 10 });
    assert.equal(tenantSide.status, 403);
  });

  it('makes platform users name the tenant they picked', async () => {
    const missing = await get('platform@demo.test', SEARCH, { searchKey: 'TX-BBC', pageSize: 10 });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error, 'tenantId is required: pick a tenant first');
    const picked = await get('platform@demo.test', SEARCH, { searchKey: 'TX-GGS-000', pageSize: 10, tenantId: globex });
    assert.equal(picked.status, 200);
    assert.equal(picked.body.count, 9);
    assert.ok(picked.body.data.every((x) => x.tenantId === globex));
    const unknown = await get('platform@demo.test', LIST, { tenantId: '00000000-0000-4000-8000-000000000000' });
    assert.equal(unknown.status, 404);
    const notAnId = await get('platform@demo.test', LIST, { tenantId: 'acme' });
    assert.equal(notAnId.status, 400);
  });

  it('refuses bad paging with 400 and a clear error', async () => {
    const big = await get('tenant@demo.test', SEARCH, { searchKey: 'TX', pageSize: 101 });
    assert.equal(big.status, 400);
    // Checked by the declaration (Fastify): {errors: [{message}]}.
    const message = (a: Answer) => (a.body as { errors?: Array<{ message: string }> }).errors?.map((e) => e.message).join('; ');
    assert.equal(message(big), 'pageSize must be 100 or less');
    const bigList = await get('tenant@demo.test', LIST, { PageSize: 500 });
    assert.equal(message(bigList), 'PageSize must be 100 or less');
    assert.equal(message(await get('tenant@demo.test', SEARCH, { pageSize: 0 })), 'pageSize must be 1 or more');
    assert.equal(message(await get('tenant@demo.test', SEARCH, { pageIndex: -1 })), 'pageIndex must be 0 or more');
    assert.equal(message(await get('merchant@demo.test', MERCHANT, { pageSize: 'ten' })), 'pageSize must be a whole number');
    const longKey = await get('merchant@demo.test', MERCHANT, { searchKey: 'x'.repeat(256) });
    assert.equal(message(longKey), 'searchKey must be at most 255 characters');
  });

  it('needs a lookup permission and a token', async () => {
    const viewer = await get('tenant-viewer@demo.test', SEARCH, { searchKey: 'TX', pageSize: 10 });
    assert.equal(viewer.status, 403);
    const res = await fetch(`${t.origin}/svc/merchant/${SEARCH}?searchKey=TX`);
    assert.equal(res.status, 401);
    // A merchant still boarding has no transactions page (ADR 0111): the API refuses its lookup with the stage's sentence.
    const noProcessing = await get('noprocessing@demo.test', MERCHANT, { pageSize: 100 }, 'Test');
    assert.deepEqual([noProcessing.status, noProcessing.body.error], [403, stageRefusal('boarding')]);
    // Once it may test, it reads only its own merchant's rows.
    const sandbox = await get('sandbox@demo.test', MERCHANT, { pageSize: 100 }, 'Test');
    assert.equal(sandbox.status, 200);
    assert.ok(sandbox.body.count > 0);
    assert.ok(sandbox.body.data.every((x) => x.merchantId === seedIds.merchant('sandbox-surf')));
  });
});
