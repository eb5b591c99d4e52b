import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { RoutingBody, RoutingRow, RoutingSimulationAnswer } from '@portal/contracts';
import { auditEvents, cascadingAttempts, notifications, routingConfigurations, smartRoutingLogs, transactions, users } from '../src/db/schema';
import { stableId } from '../src/lib/ids';
import { SEED_ROUTING_CONFIGURATION, SEED_SECOND_CARD_CHANNEL } from '../src/modules/smart-routing/seed';
import { writeRecordedRoutes } from '../src/modules/smart-routing/recorded-routes';
import { apiSuite } from './helpers/api-suite';

/**
 * Smart routing through the API (issue 29 items 4, 6 and 7; ADR 0107): create is separate from activate, versions,
 * one active configuration per website and mode, four-eyes for Live, scope (tenant2@ and another merchant never see
 * or change Blue Bottle's), the audit trail, the simulator, and a virtual-terminal payment routed and recorded by it.
 */
describe('smart routing configurations (ADR 0107)', () => {
  const api = apiSuite(['merchant', 'merchant-approver', 'merchant2', 'tenant2', 'tenant'], { balancedJournals: true });
  const call = (who: string, method: string, path: string, o: { body?: unknown; mode?: 'Test' | 'Live' } = {}) =>
    api.call(who, method, `/svc/merchant/api/v1/${path}`, { ...(o.body !== undefined ? { body: o.body } : {}), headers: { mode: o.mode ?? 'Test', 'x-request-id': randomUUID() } });
  const shop = stableId('website:blue-bottle:1');
  const app = stableId('website:blue-bottle:2');
  const card = stableId('channel:blue-bottle:card');
  const split = (websiteId: string, a: number, name = 'Split'): RoutingBody => ({
    name, websiteId,
    definition: { kind: 'Rules', rules: [{ name: 'All cards', conditions: { combinator: 'and', rules: [{ field: 'paymentMethod', operator: '=', value: 'card' }] },
      split: a === 100 ? [{ channelId: card, percent: 100 }] : a === 0 ? [{ channelId: SEED_SECOND_CARD_CHANNEL, percent: 100 }]
        : [{ channelId: card, percent: a }, { channelId: SEED_SECOND_CARD_CHANNEL, percent: 100 - a }] }], fallback: [card] },
  });
  const create = async (who: string, body: RoutingBody, mode: 'Test' | 'Live' = 'Test') => {
    const answer = await call(who, 'POST', 'smart-routing', { body, mode });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body as RoutingRow;
  };
  const userId = async (email: string) => (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it("generated payments' routing tabs show the routing function's decision for their facts, ending on the channel they were recorded on", async () => {
    const simulated = await api.db.select({ id: smartRoutingLogs.id }).from(smartRoutingLogs).where(eq(smartRoutingLogs.rule, 'lowest cost provider'));
    assert.equal(simulated.length, 0, 'no simulated step is left');
    // Blue Bottle's app website in Test runs the demo configuration; the small test seed has no generated card payment
    // there in Test, so one of its Live GB card payments is moved to Test and its record written as the seed writes it.
    const { rows: [payment] } = await api.db.execute<{ id: string; service_provider_id: string }>(sql`
      SELECT t.id, t.service_provider_id FROM transactions t WHERE t.website_id = ${app} AND t.payment_method = 'card'
        AND t.card_country = 'GB' AND t.parent_id IS NULL AND t.status = 'Captured' AND t.external_id LIKE 'PAY-%'
        AND NOT (t.currency = 'EUR' AND t.amount >= 50000) ORDER BY t.created_at DESC LIMIT 1`);
    assert.ok(payment, 'a generated GB card payment of the app website');
    await api.db.update(transactions).set({ mode: 'Test' }).where(eq(transactions.id, payment.id));
    await writeRecordedRoutes(api.db, sql`t.id = ${payment.id}`);
    const steps = await api.db.select().from(smartRoutingLogs).where(and(eq(smartRoutingLogs.transactionId, payment.id), eq(smartRoutingLogs.attemptOrder, 1)));
    const words = steps.sort((a, b) => a.step - b.step).map((s) => `${s.rule} → ${s.decision}`);
    assert.match(words[0]!, /^Rule "Large EUR payments" → no match$/, words.join('\n'));
    assert.match(words[1]!, /^Rule "UK cards split": Card country = GB → split BBC Card 70% \/ Northbank Card 30%: draw \d+\.\d → (BBC|Northbank) Card$/, words.join('\n'));
    const attempts = await api.db.select().from(cascadingAttempts).where(eq(cascadingAttempts.transactionId, payment.id));
    assert.equal(attempts.sort((a, b) => a.attemptOrder - b.attemptOrder).at(-1)?.serviceProviderId, payment.service_provider_id, 'the last attempt is on the provider the payment records');
  });

  it('create is separate from activate; an edit is a version; one active per website and mode; every change is audited', async () => {
    const seeded = (await call('merchant', 'GET', `smart-routing/${SEED_ROUTING_CONFIGURATION}`)).body as RoutingRow;
    assert.deepEqual([seeded.status, seeded.websiteId, seeded.kind], ['Active', app, 'Rules'], 'the demo configuration runs on the app website in Test');
    const made = await create('merchant', split(app, 70));
    assert.deepEqual([made.version, made.status, made.activeVersion, made.websiteName], [1, 'Draft', null, 'Blue Bottle Coffee app']);
    const drafts = (await call('merchant', 'GET', 'smart-routing?pageSize=100&kind=Rules')).body.data as RoutingRow[];
    assert.deepEqual(drafts.filter((r) => r.configurationId === made.configurationId).map((r) => [r.status, r.activeVersion]), [['Draft', null]], 'a draft does not run');
    const active = await call('merchant', 'POST', `smart-routing/${made.configurationId}/activate`);
    assert.deepEqual([active.status, active.body.status, active.body.activeVersion], [200, 'Active', 1], 'a Test configuration runs at once');
    const replaced = (await call('merchant', 'GET', `smart-routing/${SEED_ROUTING_CONFIGURATION}`)).body as RoutingRow;
    assert.deepEqual([replaced.status, replaced.activeVersion], ['Inactive', null], "the website's other active configuration stopped");
    const running = await api.db.select().from(routingConfigurations).where(and(eq(routingConfigurations.websiteId, app), eq(routingConfigurations.mode, 'Test'), eq(routingConfigurations.status, 'Active')));
    assert.equal(running.length, 1);
    const edited = await call('merchant', 'PUT', `smart-routing/${made.configurationId}`, { body: split(app, 60) });
    assert.deepEqual([edited.status, edited.body.version, edited.body.status, edited.body.activeVersion], [200, 2, 'Draft', 1]);
    const versions = (await call('merchant', 'GET', `smart-routing/${made.configurationId}/versions`)).body as RoutingRow[];
    assert.deepEqual(versions.map((v) => [v.version, v.status]), [[2, 'Draft'], [1, 'Active']]);
    const trail = await api.db.select().from(auditEvents).where(and(eq(auditEvents.targetType, 'smart-routing'), eq(auditEvents.targetId, made.configurationId)));
    assert.equal(trail.length, 3, 'create, activate, edit');
    const edit = trail.find((e) => e.action.endsWith('update'));
    const percents = (x: unknown) => (x as { definition: { rules: Array<{ split: Array<{ percent: number }> }> } }).definition.rules[0]!.split.map((s) => s.percent);
    assert.deepEqual([edit?.actorEmail, percents(edit?.changes.before), percents(edit?.changes.after)], ['merchant@demo.test', [70, 30], [60, 40]]);
    const activation = trail.find((e) => (e.changes.after as Record<string, unknown>)?.status === 'Active');
    assert.deepEqual((activation?.changes.after as { replacedConfiguration: { id: string } }).replacedConfiguration.id, SEED_ROUTING_CONFIGURATION,
      'the activation names the configuration it replaced');
    const list = (await call('merchant', 'GET', 'smart-routing?pageSize=100&kind=Rules')).body.data as RoutingRow[];
    assert.deepEqual(list.filter((r) => r.configurationId === made.configurationId).map((r) => r.version), [2], 'the list shows the newest version once');
    await call('merchant', 'POST', `smart-routing/${made.configurationId}/deactivate`);
  });

  it('refuses what cannot run: 400 naming the problem, nothing stored', async () => {
    const before = (await api.db.select().from(routingConfigurations)).length;
    const bad = await call('merchant', 'POST', 'smart-routing', { body: split(app, 70, 'Bad sum') });
    assert.equal(bad.status, 201);
    const sum = split(app, 70, 'Sum');
    (sum.definition as { rules: Array<{ split: Array<{ percent: number }> }> }).rules[0]!.split[1]!.percent = 20;
    assert.deepEqual([(await call('merchant', 'POST', 'smart-routing', { body: sum })).body.error], ['Rule 1: the split must sum to 100% (now 90%)']);
    const field = split(app, 100, 'Field');
    (field.definition as { rules: Array<{ conditions: unknown }> }).rules[0]!.conditions = { combinator: 'and', rules: [{ field: 'riskScore', operator: '>', value: 1 }] };
    assert.match((await call('merchant', 'POST', 'smart-routing', { body: field })).body.error, /^Rule 1: a routing condition tests/);
    const foreign = await call('merchant', 'POST', 'smart-routing', { body: split(stableId('website:harbour-florists:1'), 100) });
    assert.deepEqual([foreign.status, foreign.body.error], [400, 'Website not found']);
    const channel = split(app, 100);
    (channel.definition as { fallback: string[] }).fallback = [stableId('channel:harbour-florists:card')];
    assert.deepEqual([(await call('merchant', 'POST', 'smart-routing', { body: channel })).body.error], ["A channel is not one of this merchant's channels"]);
    assert.equal((await api.db.select().from(routingConfigurations)).length, before + 1);
  });

  it('a Live activation waits for a second user: the requester cannot approve it, another user of the merchant can', async () => {
    const made = await create('merchant', split(shop, 100, 'Live cards'), 'Live');
    const asked = await call('merchant', 'POST', `smart-routing/${made.configurationId}/activate`, { mode: 'Live' });
    assert.deepEqual([asked.body.status, asked.body.activeVersion, asked.body.requestedBy?.name], ['PendingApproval', null, 'Mia Merchant']);
    const told = await api.db.select().from(notifications).where(eq(notifications.userId, await userId('merchant-approver@demo.test')));
    assert.ok(told.some((n) => n.textKey === 'approvals.smartRoutingWaiting' && n.description.includes('Live cards')), 'the approver is told');
    const own = await call('merchant', 'POST', `smart-routing/${made.configurationId}/approve`, { mode: 'Live' });
    assert.deepEqual([own.status, own.body.error], [409, 'A second user must approve: you asked for this activation yourself']);
    const again = await call('merchant', 'POST', `smart-routing/${made.configurationId}/activate`, { mode: 'Live' });
    assert.equal(again.status, 409);
    const approved = await call('merchant-approver', 'POST', `smart-routing/${made.configurationId}/approve`, { mode: 'Live' });
    assert.deepEqual([approved.status, approved.body.status, approved.body.activeVersion, approved.body.approvedBy?.name], [200, 'Active', 1, 'Max Approver']);
    assert.equal((await call('merchant', 'GET', `smart-routing/${made.configurationId}`)).status, 404, 'a Live configuration is not read in Test');
    await call('merchant', 'POST', `smart-routing/${made.configurationId}/deactivate`, { mode: 'Live' });
  });

  it("scope: tenant2@ and another merchant never see or change Blue Bottle's; tenant staff are not given the merchant's pages", async () => {
    const own = await create('merchant', split(app, 100, 'Blue Bottle only'));
    for (const who of ['tenant2', 'tenant']) assert.equal((await call(who, 'GET', 'smart-routing?pageSize=100')).status, 403, `${who}: a merchant's page`);
    const list = (await call('merchant2', 'GET', 'smart-routing?pageSize=100')).body.data as RoutingRow[];
    assert.ok(!list.some((r) => r.configurationId === own.configurationId));
    assert.equal((await call('merchant2', 'GET', `smart-routing/${own.configurationId}`)).status, 404);
    assert.equal((await call('merchant2', 'POST', `smart-routing/${own.configurationId}/activate`)).status, 404);
    assert.equal((await call('merchant2', 'PUT', `smart-routing/${own.configurationId}`, { body: split(app, 100) })).status, 404);
    assert.equal((await call('merchant2', 'POST', 'smart-routing/simulate', { body: { websiteId: app, paymentMethod: 'card', amount: 100, currency: 'GBP' } })).status, 404);
    assert.deepEqual((await call('merchant2', 'GET', `smart-routing/active?websiteId=${app}`)).body, []);
  });

  it('the simulator and a virtual-terminal payment take the same decision, and the payment records its steps', async () => {
    const made = await create('merchant', split(shop, 0, 'All to Northbank'));
    await call('merchant', 'POST', `smart-routing/${made.configurationId}/activate`);
    try {
      const sim = (await call('merchant', 'POST', 'smart-routing/simulate', { body: { websiteId: shop, paymentMethod: 'card', amount: 4_250, currency: 'GBP', cardCountry: 'GB', cardBin: '400005' } })).body as RoutingSimulationAnswer;
      assert.deepEqual([sim.configuration?.name, sim.order.map((c) => c.name)], ['All to Northbank', ['Northbank Card', 'BBC Card']]);
      assert.equal(sim.steps[0]!.rule, 'Rule "All cards": Payment method = card');
      const active = (await call('merchant', 'GET', `smart-routing/active?websiteId=${shop}`)).body as RoutingRow[];
      assert.deepEqual(active.map((r) => r.configurationId), [made.configurationId]);
      const paid = await api.call('merchant', 'POST', '/svc/merchant/api/virtual-terminal/payments', {
        body: { websiteId: shop, cardNumber: '4000 0566 5566 5556', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '737', cardholderName: 'Ada Lovelace', amount: 4_250, currency: 'GBP' },
        headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));
      const id = paid.body.transactionId as string;
      const attempts = await api.db.select().from(cascadingAttempts).where(eq(cascadingAttempts.transactionId, id));
      const [row] = await api.db.select().from(transactions).where(eq(transactions.id, id));
      assert.equal(attempts.sort((a, b) => a.attemptOrder - b.attemptOrder)[0]!.serviceProviderId, 'northbank', 'the first attempt is on the chosen channel');
      assert.equal(row!.serviceProviderId, attempts.at(-1)!.serviceProviderId, 'the transaction keeps the last attempt');
      if (attempts.length > 1) assert.deepEqual([attempts[0]!.outcome, attempts[1]!.serviceProviderId], ['Declined', 'acquirer-one'], 'a decline cascades to the fallback');
      // The drawer's smart-routing-logs tab reads the transaction's own steps.
      const logs = await api.call('tenant', 'GET', `/svc/merchant/api/crm/transactions/${id}/smart-routing-logs/all`, { headers: { mode: 'Test' } });
      assert.equal(logs.status, 200, JSON.stringify(logs.body));
      const steps = logs.body as Array<{ rule: string; decision: string }>;
      assert.equal(steps.length, (await api.db.select().from(smartRoutingLogs).where(eq(smartRoutingLogs.transactionId, id))).length);
      assert.ok(steps.some((s) => s.rule === 'Rule "All cards": Payment method = card' && s.decision === 'route to Northbank Card'), JSON.stringify(steps));
      assert.ok(steps.some((s) => s.rule === 'Attempt 1' && s.decision === 'route to Northbank Card (Northbank Processing)'));
    } finally {
      await call('merchant', 'POST', `smart-routing/${made.configurationId}/deactivate`);
    }
  });
});
