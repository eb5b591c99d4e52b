import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { notifications, transactions } from '../src/db/schema';
import { renderNotificationText } from '../src/modules/notifications/texts';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { DEFAULT_SERVICE_BASES } from '@portal/contracts';
import { actionClient, makeTransaction, tokenFor } from './helpers/transaction-actions';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * A merchant's payment settings per mode and Promote to Live (ADR 0067): Test and Live apart, the server's diff,
 * a second user's approval (never one's own), secrets never copied, a stale request refused, a one-step revert, and
 * the confirmation level deciding whether a refund waits for a second user.
 */
describe('payment settings: Test and Live apart, promoted with a second user\'s approval', () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  const BLUE = seedIds.merchant('blue-bottle');
  const CARD = stableId('channel:blue-bottle:card');
  const SHOP = stableId('website:blue-bottle:1');

  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['merchant', 'merchant-approver', 'merchant2', 'tenant', 'tenant2']) tokens[who] = await tokenFor(t, who);
  });
  after(async () => { await t?.close(); });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(who: string, method: string, path: string, o: { mode?: 'Test' | 'Live'; body?: unknown } = {}): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}`, mode: o.mode ?? 'Test' };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.merchant}/api/v1/merchant/payment-settings/${path}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  /** The notifications of `key` written since `since` (ISO; 5 s of slack: the row's clock is its transaction's start). */
  const toldSince = async (since: string, key: string) => (await t.server.database.db.select().from(notifications)
    .where(and(eq(notifications.textKey, key), gte(notifications.created, new Date(Date.parse(since) - 5_000))))).sort((a, b) => a.userId.localeCompare(b.userId));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rowOf = async (who: string, path: string, mode: 'Test' | 'Live', id: string): Promise<any> => (await call(who, 'GET', path, { mode })).body.data.find((r: { id: string }) => r.id === id);
  const channelBody = (row: Record<string, unknown>, over: Record<string, unknown>) => ({
    name: row.name, serviceProviderId: row.serviceProviderId, paymentMethodId: row.paymentMethodId, currency: row.currency, isActive: row.isActive,
    isEnabled: row.isEnabled, minAmount: row.minAmount, maxAmount: row.maxAmount, priority: row.priority, feePercent: row.feePercent, feeFixed: row.feeFixed, ...over,
  });

  it('keeps Test and Live apart, never reads a secret back, and scopes every call to the merchant', async () => {
    const test = await rowOf('merchant', 'payment-channels', 'Test', CARD);
    const live = await rowOf('merchant', 'payment-channels', 'Live', CARD);
    assert.deepEqual([test.mode, live.mode, test.maxAmount, live.maxAmount], ['Test', 'Live', 2_500_000, 1_000_000], 'the seed tries a larger maximum in Test');

    const changed = await call('merchant', 'PUT', `payment-channels/${CARD}`, { body: channelBody(test, { feePercent: 1.9 }) });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await rowOf('merchant', 'payment-channels', 'Live', CARD)).feePercent, 1.5, 'Live keeps its fee');

    const entry = await call('merchant', 'POST', 'white-listing', { body: { kind: 'IP', value: '198.51.100.7', note: 'Office', isActive: true } });
    assert.equal(entry.status, 201, JSON.stringify(entry.body));
    assert.ok(!(await call('merchant', 'GET', 'white-listing', { mode: 'Live' })).body.data.some((r: { value: string }) => r.value === '198.51.100.7'));
    assert.equal((await call('merchant', 'POST', 'white-listing', { body: { kind: 'IP', value: '198.51.100.7', note: '', isActive: true } })).status, 409, 'a duplicate');

    const website = await rowOf('merchant', 'websites', 'Test', SHOP);
    assert.equal(website.hasSecretKey, true);
    assert.ok(!JSON.stringify(website).includes('sk_test'), 'the secret key is never read back');

    // Tenant staff pick the merchant (their tenant's only); merchants of another tenant never see it.
    assert.equal((await call('tenant', 'GET', 'payment-channels')).status, 400);
    assert.equal((await call('tenant', 'GET', `payment-channels?merchantId=${BLUE}`)).body.data.length > 0, true);
    assert.equal((await call('tenant2', 'GET', `payment-channels?merchantId=${BLUE}`)).status, 404);
    assert.equal((await call('merchant2', 'GET', `payment-channels/${CARD}`)).status, 404);
    assert.equal((await call('merchant2', 'PUT', `payment-channels/${CARD}`, { body: channelBody(test, {}) })).status, 404);
    assert.equal((await call('merchant', 'DELETE', `payment-channels/${CARD}`)).status, 409, 'a channel payments name is not deleted');
  });

  it('filters and sorts the websites, channels and MIDs lists in SQL; a channel never saved in a mode is not enabled there', async () => {
    const card = await rowOf('merchant', 'payment-channels', 'Test', CARD);
    const made = await call('merchant', 'POST', 'payment-channels', { body: channelBody(card, { name: 'Zz listed in SQL', priority: 100, isEnabled: true }) });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const ids = async (path: string, mode: 'Test' | 'Live') => ((await call('merchant', 'GET', path, { mode })).body.data as Array<{ id: string }>).map((r) => r.id);
    assert.deepEqual(await ids('payment-channels?search=zz%20listed&isEnabled=false', 'Live'), [made.body.id], 'no Live settings row: not enabled in Live');
    assert.deepEqual(await ids('payment-channels?search=zz%20listed&isEnabled=false', 'Test'), []);
    assert.equal((await ids('payment-channels?sortField=priority&sortDirection=desc', 'Test'))[0], made.body.id, 'the highest priority first');
    const mids = (await call('merchant', 'GET', `mids?search=${encodeURIComponent(card.name)}`)).body;
    assert.ok(mids.data.length > 0 && mids.data.every((r: { channelName: string }) => r.channelName === card.name), 'a MID is found by its channel\'s name');
    assert.equal(mids.count, mids.data.length);
    const shop = await rowOf('merchant', 'websites', 'Test', SHOP);
    const host = new URL(shop.url).hostname;
    const sites = (await call('merchant', 'GET', `websites?search=${encodeURIComponent(host)}`)).body.data as Array<{ id: string; url: string }>;
    assert.ok(sites.some((r) => r.id === SHOP) && sites.every((r) => r.url.includes(host)), 'a website is found by its address');
    assert.equal((await call('merchant', 'DELETE', `payment-channels/${made.body.id}`)).status, 204);
  });

  it('promotes the picked changes once another user approves; the requester cannot; secrets are never copied', async () => {
    const diff = await call('merchant', 'GET', 'promotions/diff?area=channels');
    assert.equal(diff.status, 200, JSON.stringify(diff.body));
    const max = diff.body.items.find((i: { id: string }) => i.id === `${CARD}#maxAmount`);
    assert.deepEqual([max.kind, max.before, max.after, max.selectable], ['changed', 1_000_000, 2_500_000, true]);
    assert.ok(diff.body.items.some((i: { id: string }) => i.id === `${CARD}#feePercent`));

    const websites = await call('merchant', 'GET', 'promotions/diff?area=websites');
    const secret = websites.body.items.find((i: { field: string; rowKey: string }) => i.rowKey === SHOP && i.field === 'secretKey');
    assert.deepEqual([secret.kind, secret.before, secret.after, secret.selectable], ['secret', null, null, false], 'a secret is shown as differing, never its value');
    assert.equal((await call('merchant', 'POST', 'promotions', { body: { area: 'websites', itemIds: [secret.id] } })).status, 409, 'a secret cannot be picked');

    const asked = await call('merchant', 'POST', 'promotions', { body: { area: 'channels', itemIds: [`${CARD}#maxAmount`] } });
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    assert.equal(asked.body.status, 'Pending');
    assert.equal((await rowOf('merchant', 'payment-channels', 'Live', CARD)).maxAmount, 1_000_000, 'nothing changes before approval');

    // Who may decide it is told (issue 27, ADR 0071): merchant-approver@ and Acme's staff who manage payment settings,
    // never the requester; the notification leads to the Promote to Live page, in either language.
    const waiting = await toldSince(asked.body.requestedAt, 'approvals.promotionWaiting');
    assert.ok(waiting.some((n) => n.userId === seedIds.user('merchant-approver@demo.test')), 'merchant-approver@ is told');
    assert.ok(waiting.some((n) => n.userId === seedIds.user('tenant@demo.test')), 'tenant@ (Acme staff) is told');
    assert.ok(!waiting.some((n) => n.userId === seedIds.user('merchant@demo.test')), 'not the requester');
    assert.ok(!waiting.some((n) => n.userId === seedIds.user('tenant2@demo.test')), 'not another tenant\'s staff');
    assert.equal(waiting[0]!.objectUrl, '/merchant/payment-settings/promote');
    assert.deepEqual(renderNotificationText(waiting[0]!.textKey!, waiting[0]!.textParams!, 'en'), {
      title: 'Settings to promote to Live wait for your approval (Blue Bottle Coffee Ltd)', description: 'Mia Merchant asked to copy Test settings changes to Live: 1.',
    });
    assert.equal(renderNotificationText(waiting[0]!.textKey!, waiting[0]!.textParams!, 'tr')!.title, 'Canlıya aktarılacak ayarlar onayınızı bekliyor (Blue Bottle Coffee Ltd)');

    const own = await call('merchant', 'POST', `promotions/${asked.body.id}/approve`);
    assert.equal(own.status, 409);
    assert.match(own.body.error, /another user approves/);

    const approved = await call('merchant-approver', 'POST', `promotions/${asked.body.id}/approve`);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.status, 'Applied');
    assert.deepEqual(approved.body.changes, [{ rowKey: CARD, rowLabel: 'BBC Card', field: 'maxAmount', before: 1_000_000, after: 2_500_000 }]);
    assert.deepEqual([approved.body.requestedBy.id, approved.body.decidedBy.id], [seedIds.user('merchant@demo.test'), seedIds.user('merchant-approver@demo.test')]);
    const live = await rowOf('merchant', 'payment-channels', 'Live', CARD);
    assert.deepEqual([live.maxAmount, live.feePercent], [2_500_000, 1.5], 'only the picked field is copied');
    assert.equal((await call('merchant-approver', 'POST', `promotions/${asked.body.id}/approve`)).status, 409, 'applied once');
    const applied = await toldSince(asked.body.requestedAt, 'approvals.promotionApplied');
    assert.deepEqual(applied.map((n) => n.userId), [seedIds.user('merchant@demo.test')], 'the requester is told it was applied');

    // A MID added in Test reaches Live without its API secret: it is typed in Live.
    const channel = await call('merchant', 'POST', 'payment-channels', { body: { name: 'BBC Klarna', serviceProviderId: 'northbank', paymentMethodId: 'paypal', currency: 'GBP', isActive: true, isEnabled: true, minAmount: 0, maxAmount: 100_000, priority: 9, feePercent: 2, feeFixed: 0 } });
    assert.equal(channel.status, 201, JSON.stringify(channel.body));
    const mid = await call('merchant', 'POST', 'mids', { body: { channelId: channel.body.id, mid: 'SBX-KLARNA-1', descriptor: 'Blue Bottle', apiSecret: 'very-secret-value', isActive: true } });
    assert.equal(mid.status, 201, JSON.stringify(mid.body));
    const midAsked = await call('merchant', 'POST', 'promotions', { body: { area: 'mids', itemIds: [channel.body.id] } });
    assert.equal(midAsked.status, 201, JSON.stringify(midAsked.body));
    assert.deepEqual(midAsked.body.reenterInLive, [{ rowLabel: 'BBC Klarna', field: 'apiSecret' }]);
    assert.equal((await call('merchant-approver', 'POST', `promotions/${midAsked.body.id}/approve`)).status, 200);
    const liveMid = (await call('merchant', 'GET', 'mids', { mode: 'Live' })).body.data.find((r: { channelId: string }) => r.channelId === channel.body.id);
    assert.deepEqual([liveMid.mid, liveMid.hasApiSecret], ['SBX-KLARNA-1', false], 'copied without the secret');
  });

  it('refuses an approval when Live changed since the request, and reverts an applied promotion in one step', async () => {
    const diff = await call('merchant', 'GET', 'promotions/diff?area=websites');
    const callback = diff.body.items.find((i: { rowKey: string; field: string }) => i.rowKey === SHOP && i.field === 'callbackUrl');
    const asked = await call('merchant', 'POST', 'promotions', { body: { area: 'websites', itemIds: [callback.id] } });
    assert.equal(asked.status, 201);

    const live = await rowOf('merchant', 'websites', 'Live', SHOP);
    const body = { name: live.name, url: live.url, isActive: live.isActive, publicKey: live.publicKey, callbackUrl: 'https://blue-bottle-coffee.example/hooks/other', returnUrl: live.returnUrl, allowedIps: live.allowedIps };
    assert.equal((await call('merchant', 'PUT', `websites/${SHOP}`, { mode: 'Live', body })).status, 200);
    const stale = await call('merchant-approver', 'POST', `promotions/${asked.body.id}/approve`);
    assert.equal(stale.status, 409);
    assert.match(stale.body.error, /Live changed/);
    assert.equal((await rowOf('merchant', 'websites', 'Live', SHOP)).callbackUrl, 'https://blue-bottle-coffee.example/hooks/other', 'nothing applied');
    assert.equal((await call('merchant', 'POST', `promotions/${asked.body.id}/reject`)).body.status, 'Rejected');
    assert.deepEqual(await toldSince(asked.body.requestedAt, 'approvals.promotionRejected'), [], 'withdrawing one\'s own request tells nobody');

    const fresh = await call('merchant', 'GET', 'promotions/diff?area=websites');
    const again = fresh.body.items.find((i: { rowKey: string; field: string }) => i.rowKey === SHOP && i.field === 'callbackUrl');
    const asked2 = await call('merchant', 'POST', 'promotions', { body: { area: 'websites', itemIds: [again.id] } });
    const applied = await call('merchant-approver', 'POST', `promotions/${asked2.body.id}/approve`);
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal((await rowOf('merchant', 'websites', 'Live', SHOP)).callbackUrl, again.after);

    const reverted = await call('merchant', 'POST', `promotions/${asked2.body.id}/revert`);
    assert.equal(reverted.status, 201, JSON.stringify(reverted.body));
    assert.deepEqual([reverted.body.kind, reverted.body.revertsId, reverted.body.changes[0].before, reverted.body.changes[0].after],
      ['Revert', asked2.body.id, again.after, 'https://blue-bottle-coffee.example/hooks/other']);
    assert.equal((await rowOf('merchant', 'websites', 'Live', SHOP)).callbackUrl, 'https://blue-bottle-coffee.example/hooks/other', 'the before-value is back');
    const history = (await call('merchant', 'GET', 'promotions')).body;
    assert.equal(history.find((p: { id: string }) => p.id === asked2.body.id).status, 'Reverted');
    assert.equal((await call('merchant', 'POST', `promotions/${asked2.body.id}/revert`)).status, 409, 'reverted once');
  });

  it('decides with the merchant\'s confirmation level whether a new refund waits for a second user', async () => {
    const refund = async () => {
      const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount: 100_000 });
      const answer = await actionClient(t.origin, await tokenFor(t, 'tenant'))(`${sale}/refunds`, { amount: 60_000 });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const [row] = await db.select({ status: transactions.status }).from(transactions).where(and(eq(transactions.parentId, sale), eq(transactions.type, 'Refund')));
      return row!.status;
    };
    assert.equal(await refund(), 'WaitingForApproval', '600.00 is above the seeded level of 500');
    const level = (await call('merchant', 'GET', 'confirmation-levels?action=Refund')).body.data[0];
    const raised = await call('merchant', 'PUT', `confirmation-levels/${level.id}`, { body: { action: 'Refund', currency: null, thresholdMajor: 1_000, isActive: true } });
    assert.equal(raised.status, 200, JSON.stringify(raised.body));
    assert.notEqual(await refund(), 'WaitingForApproval', 'below the raised level it goes through');
  });
});
