import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { paymentChannels } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { PROCESSING_MESSAGES as M } from '../src/lib/contracts';
import { startTestServer, type TestServer } from './helpers/server';
import { tokenFor, type Answer } from './helpers/transaction-actions';

/**
 * Processing setup tool (issue 13 part A, ADR 0050): how a merchant's payment would be routed and what blocks it,
 * from the seeded merchants, websites, methods and channels; scope per user type.
 */
describe('processing setup tool: routing and blockers from the data (ADR 0050)', () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['tenant', 'tenant2', 'merchant', 'platform']) tokens[who] = await tokenFor(t, who);
  });
  after(() => t?.close());

  const website = (merchant: string) => stableId(`website:${merchant}:1`);
  const ask = async (who: string, query: Record<string, string>, mode: 'Test' | 'Live' = 'Test', path = 'api/crm/processing-setup'): Promise<Answer> => {
    const res = await fetch(`${t.origin}/svc/merchant/${path}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${tokens[who]}`, mode } });
    return { status: res.status, body: await res.json() };
  };
  const of = (merchant: string, paymentMethod = 'card', extra: Record<string, string> = {}) =>
    ({ merchantId: seedIds.merchant(merchant), websiteId: website(merchant), paymentMethod, ...extra });
  const blocks = (body: { checks: Array<{ outcome: string; message: string }> }) => body.checks.filter((c) => c.outcome === 'Block').map((c) => c.message);

  it("routes a live merchant's card payment to its channel's provider, and says which currency has no channel", async () => {
    const ok = await ask('tenant', of('blue-bottle'), 'Live');
    assert.equal(ok.status, 200);
    assert.equal(ok.body.routable, true);
    assert.deepEqual(blocks(ok.body), []);
    const primary = ok.body.channels.find((c: { role: string }) => c.role === 'Primary');
    assert.deepEqual([primary.serviceProviderName, primary.currency], ['Acquirer One', 'GBP']);
    const usd = await ask('tenant', of('blue-bottle', 'card', { currency: 'USD' }));
    assert.deepEqual([usd.body.routable, blocks(usd.body)], [false, [M.noChannel]]);
  });

  it('names what blocks: sandbox in Live, a closed merchant, another merchant\'s website, a switched-off channel', async () => {
    assert.equal((await ask('tenant', of('sandbox-surf'), 'Test')).body.routable, true);
    assert.deepEqual(blocks((await ask('tenant', of('sandbox-surf'), 'Live')).body), [M.sandboxInLive]);
    assert.deepEqual(blocks((await ask('tenant', of('old-mill'))).body), [M.merchantInactive, M.noProcessing]);
    const wrongSite = await ask('tenant', { ...of('blue-bottle'), websiteId: website('harbour-florists') });
    assert.deepEqual(blocks(wrongSite.body), [M.websiteNotOfMerchant]);
    const paypal = and(eq(paymentChannels.merchantId, seedIds.merchant('blue-bottle')), eq(paymentChannels.paymentMethodId, 'paypal'));
    await db.update(paymentChannels).set({ isActive: false }).where(paypal);
    try {
      const off = await ask('tenant', of('blue-bottle', 'paypal'));
      assert.deepEqual(blocks(off.body), [M.noUsableChannel]);
      assert.equal(off.body.channels[0].reason, M.channelInactive);
    } finally {
      await db.update(paymentChannels).set({ isActive: true }).where(paypal);
    }
  });

  it('keeps the scope: another tenant 404, a merchant only its own websites, platform staff any tenant', async () => {
    assert.equal((await ask('tenant2', of('blue-bottle'))).status, 404);
    assert.equal((await ask('platform', of('blue-bottle'))).body.routable, true);
    const own = await ask('merchant', { websiteId: website('blue-bottle'), paymentMethod: 'card' }, 'Test', 'api/processing-setup');
    assert.deepEqual([own.status, own.body.merchantName], [200, 'Blue Bottle Coffee Ltd']);
    assert.equal((await ask('merchant', { websiteId: website('harbour-florists'), paymentMethod: 'card' }, 'Test', 'api/processing-setup')).status, 404);
    assert.equal((await ask('merchant', of('blue-bottle'))).status, 403, 'the staff call is not theirs');
  });
});
