import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

/** wh/ and wh2/ transaction-webhooks (spec part 2 section 7.3, ADR 0055): paged deliveries of the caller's scope only. */
describe('transaction webhook lists (ADR 0055)', () => {
  const api = apiSuite(['tenant', 'tenant2', 'merchant', 'merchant2', 'platform']);

  const get = (who: string, path: string) => api.call(who, 'GET', `/svc/merchant/api/v1/${path}`, { headers: { mode: 'Test' } });
  const countOf = async (column: 'tenant_id' | 'merchant_id', id: string) => Number((await api.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM transaction_events e JOIN transactions x ON x.id = e.transaction_id WHERE e.${sql.raw(column)} = ${id} AND x.mode = 'Test'`)).rows[0]!.n);

  it('pages the scope\'s deliveries, newest first: a tenant its own, a merchant its own, platform staff the tenant they name', async () => {
    const tenant = await get('tenant', 'wh/transaction-webhooks?pageSize=5&pageIndex=1');
    assert.equal(tenant.status, 200);
    assert.equal(tenant.body.count, await countOf('tenant_id', seedIds.tenant('acme')));
    assert.equal(tenant.body.data.length, 5);
    const times = tenant.body.data.map((w: { createdAt: string }) => w.createdAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const merchant = await get('merchant', 'wh/transaction-webhooks?pageSize=100');
    assert.equal(merchant.body.count, await countOf('merchant_id', seedIds.merchant('blue-bottle')));
    assert.ok(merchant.body.data.every((w: { merchantName: string }) => w.merchantName === merchant.body.data[0].merchantName));
    const platform = await get('platform', `wh2/transaction-webhooks?tenantId=${seedIds.tenant('acme')}&pageSize=5&pageIndex=1`);
    assert.deepEqual(platform.body.data.map((w: { id: string }) => w.id), tenant.body.data.map((w: { id: string }) => w.id));
  });

  it("never shows Acme's deliveries to tenant2@ or merchant2@; each variant only to its users", async () => {
    const acmeIds = new Set(((await get('tenant', 'wh/transaction-webhooks?pageSize=100')).body.data as Array<{ id: string }>).map((w) => w.id));
    for (const who of ['tenant2', 'merchant2']) {
      const rows = (await get(who, 'wh/transaction-webhooks?pageSize=100')).body.data as Array<{ id: string }>;
      assert.ok(!rows.some((w) => acmeIds.has(w.id)), who);
    }
    assert.equal((await get('tenant2', `wh2/transaction-webhooks?tenantId=${seedIds.tenant('acme')}`)).status, 403);
    assert.equal((await get('platform', 'wh/transaction-webhooks')).status, 403);
    assert.equal((await get('platform', 'wh2/transaction-webhooks')).status, 400);
  });
});
