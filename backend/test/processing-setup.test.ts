import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { paymentChannels } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { SEED_SECOND_CARD_CHANNEL } from '../src/modules/smart-routing/seed';
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

  it("routes by the merchant's payment settings in the payment's mode: a channel not enabled there, its MID off, an amount outside its limits, its priority", async () => {
    const CARD = stableId('channel:blue-bottle:card');
    const settingsPath = '/svc/merchant/api/v1/merchant/payment-settings/payment-channels';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rowOf = async (mode: 'Test' | 'Live', id: string): Promise<any> =>
      (await api.call('merchant', 'GET', settingsPath, { headers: { mode } })).body.data.find((r: { id: string }) => r.id === id);
    const save = async (mode: 'Test' | 'Live', row: Record<string, unknown>, over: Record<string, unknown>) => {
      const body = {
        name: row.name, serviceProviderId: row.serviceProviderId, paymentMethodId: row.paymentMethodId, currency: row.currency, isActive: row.isActive,
        isEnabled: row.isEnabled, minAmount: row.minAmount, maxAmount: row.maxAmount, priority: row.priority, feePercent: row.feePercent, feeFixed: row.feeFixed, ...over,
      };
      const saved = await api.call('merchant', 'PUT', `${settingsPath}/${row.id as string}`, { headers: { mode }, body });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    };
    const route = async (amount: number, mode: 'Test' | 'Live' = 'Test') => {
      const answer = await ask('tenant', of('blue-bottle', 'card', { currency: 'GBP', amount: String(amount) }), mode);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return { routable: answer.body.routable, channels: answer.body.channels.map((c: { id: string; role: string; reason: string }) => [c.id, c.role, c.reason]) };
    };
    const original = { cardTest: await rowOf('Test', CARD), cardLive: await rowOf('Live', CARD), northbankTest: await rowOf('Test', SEED_SECOND_CARD_CHANNEL) };
    assert.deepEqual([original.cardTest.priority, original.northbankTest.priority, original.cardTest.maxAmount], [1, 2, 2_500_000]);

    // As seeded: both card channels enabled, the card channel first by priority.
    assert.deepEqual(await route(1_000), {
      routable: true, channels: [[CARD, 'Primary', M.channelUsable], [SEED_SECOND_CARD_CHANNEL, 'Fallback', M.channelUsable]],
    });
    // Outside both channels' limits: nothing carries it, and each says why.
    assert.deepEqual(await route(2_500_001), {
      routable: false, channels: [[CARD, 'NotUsed', M.amountAboveChannelMaximum], [SEED_SECOND_CARD_CHANNEL, 'NotUsed', M.amountAboveChannelMaximum]],
    });
    assert.deepEqual((await route(99)).channels.map((c: string[]) => c[2]), [M.amountBelowChannelMinimum, M.amountBelowChannelMinimum]);
    // Each names the limit it passed, in minor units of the channel's currency.
    const limitsPassed = async (amount: number) => (await ask('tenant', of('blue-bottle', 'card', { currency: 'GBP', amount: String(amount) }))).body.channels
      .map((c: { limit: number | null }) => c.limit);
    assert.deepEqual([await limitsPassed(2_500_001), await limitsPassed(99), await limitsPassed(1_000)], [[2_500_000, 2_500_000], [100, 100], [null, null]]);
    // Live's maximum is its own (1 000 000): the same amount that Test carries is refused there.
    assert.equal((await route(2_000_000)).routable, true);
    assert.equal((await route(2_000_000, 'Live')).routable, false);

    try {
      // The merchant puts its card channel after Northbank in Test, and switches it off in Live only.
      await save('Test', original.cardTest, { priority: 3 });
      await save('Live', original.cardLive, { isEnabled: false });
      assert.deepEqual((await route(1_000)).channels, [[SEED_SECOND_CARD_CHANNEL, 'Primary', M.channelUsable], [CARD, 'Fallback', M.channelUsable]]);
      // The list keeps the merchant's priority; the route skips what the settings keep out.
      assert.deepEqual((await route(1_000, 'Live')).channels, [[CARD, 'NotUsed', M.channelOffInMode], [SEED_SECOND_CARD_CHANNEL, 'Primary', M.channelUsable]]);

      // The merchant's own MID on the card channel switched off in Test keeps the channel out there.
      const midsPath = '/svc/merchant/api/v1/merchant/payment-settings/mids';
      const mid = (await api.call('merchant', 'GET', midsPath, { headers: { mode: 'Test' } })).body.data.find((r: { channelId: string }) => r.channelId === CARD);
      const setMid = async (isActive: boolean) => {
        const saved = await api.call('merchant', 'PUT', `${midsPath}/${mid.id as string}`, {
          headers: { mode: 'Test' }, body: { channelId: CARD, mid: mid.mid, descriptor: mid.descriptor, isActive },
        });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
      };
      await setMid(false);
      try {
        assert.deepEqual((await route(1_000)).channels, [[SEED_SECOND_CARD_CHANNEL, 'Primary', M.channelUsable], [CARD, 'NotUsed', M.merchantMidInactive]]);
      } finally {
        await setMid(true);
      }

      // A payment the card channel's maximum keeps out is taken on the channel whose limits carry it.
      await save('Test', { ...original.cardTest, priority: 1 }, { maxAmount: 1_500 });
      const paid = await api.call('tenant', 'POST', '/svc/merchant/api/crm/virtual-terminal/payments', {
        headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
        body: {
          merchantId: seedIds.merchant('blue-bottle'), websiteId: website('blue-bottle'), cardNumber: '5555555555554444', expiryMonth: 12,
          expiryYear: new Date().getUTCFullYear() + 1, cvc: '737', cardholderName: 'Ada Lovelace', amount: 2_000, currency: 'GBP',
        },
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));
      assert.equal(paid.body.channelName, 'Northbank Card');
    } finally {
      await save('Test', original.cardTest, {});
      await save('Live', original.cardLive, {});
    }
    assert.deepEqual((await route(1_000, 'Live')).channels.map((c: string[]) => c[0]), [CARD, SEED_SECOND_CARD_CHANNEL]);
  });

  it("tries channels of equal priority cheapest first by each channel's fee for the amount, and names each fee (ADR 0144)", async () => {
    const CARD = stableId('channel:blue-bottle:card');
    const settingsPath = '/svc/merchant/api/v1/merchant/payment-settings/payment-channels';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rowOf = async (id: string): Promise<any> =>
      (await api.call('merchant', 'GET', settingsPath, { headers: { mode: 'Test' } })).body.data.find((r: { id: string }) => r.id === id);
    const save = async (row: Record<string, unknown>, over: Record<string, unknown>) => {
      const body = {
        name: row.name, serviceProviderId: row.serviceProviderId, paymentMethodId: row.paymentMethodId, currency: row.currency, isActive: row.isActive,
        isEnabled: row.isEnabled, minAmount: row.minAmount, maxAmount: row.maxAmount, priority: row.priority, feePercent: row.feePercent, feeFixed: row.feeFixed, ...over,
      };
      const saved = await api.call('merchant', 'PUT', `${settingsPath}/${row.id as string}`, { headers: { mode: 'Test' }, body });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    };
    const route = async (amount?: number) => {
      const answer = await ask('tenant', of('blue-bottle', 'card', { currency: 'GBP', ...(amount ? { amount: String(amount) } : {}) }));
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.channels.map((c: { id: string; role: string; fee: number | null }) => [c.id, c.role, c.fee]);
    };
    const card = await rowOf(CARD);
    const northbank = await rowOf(SEED_SECOND_CARD_CHANNEL);
    // As seeded: the same fee (1.5 % + 20), so the answer names it and priority decides.
    assert.deepEqual(await route(10_000), [[CARD, 'Primary', 170], [SEED_SECOND_CARD_CHANNEL, 'Fallback', 170]]);
    try {
      // Equal priority; the card channel takes less of a large payment (1 % + 100), Northbank less of a small one (1.5 % + 20).
      await save(card, { feePercent: 1, feeFixed: 100 });
      await save(northbank, { priority: card.priority });
      assert.deepEqual(await route(1_000), [[SEED_SECOND_CARD_CHANNEL, 'Primary', 35], [CARD, 'Fallback', 110]]);
      assert.deepEqual(await route(1_000_000), [[CARD, 'Primary', 10_100], [SEED_SECOND_CARD_CHANNEL, 'Fallback', 15_020]]);
      // Without an amount there is no fee to compare: the name order among equals.
      assert.deepEqual((await route()).map((c: unknown[]) => [c[0], c[2]]), [[CARD, null], [SEED_SECOND_CARD_CHANNEL, null]]);
      // Priority still comes first: with Northbank back after it, the dearer card channel is tried first.
      await save(northbank, {});
      assert.deepEqual(await route(1_000), [[CARD, 'Primary', 110], [SEED_SECOND_CARD_CHANNEL, 'Fallback', 35]]);
    } finally {
      await save(card, {});
      await save(northbank, {});
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
