import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { paymentChannels } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { PROCESSING_MESSAGES as M } from '@portal/contracts';
import { apiSuite } from './helpers/api-suite';

/**
 * Processing setup tool (issue 13 part A, ADR 0050): how a merchant's payment would be routed and what blocks it,
 * from the seeded merchants, websites, methods and channels; scope per user type.
 */
describe('processing setup tool: routing and blockers from the data (ADR 0050)', () => {
  const api = apiSuite(['tenant', 'tenant2', 'merchant', 'platform']);

  const website = (merchant: string) => stableId(`website:${merchant}:1`);
  const ask = (who: string, query: Record<string, string>, mode: 'Test' | 'Live' = 'Test', path = 'api/crm/processing-setup') =>
    api.call(who, 'GET', `/svc/merchant/${path}?${new URLSearchParams(query)}`, { headers: { mode } });
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
    await api.db.update(paymentChannels).set({ isActive: false }).where(paypal);
    try {
      const off = await ask('tenant', of('blue-bottle', 'paypal'));
      assert.deepEqual(blocks(off.body), [M.noUsableChannel]);
      assert.equal(off.body.channels[0].reason, M.channelInactive);
    } finally {
      await api.db.update(paymentChannels).set({ isActive: true }).where(paypal);
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
