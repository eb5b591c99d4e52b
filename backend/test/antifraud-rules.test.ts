import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { AntifraudRuleRow, BacktestResult, RuleGroup } from '@portal/contracts';
import { antifraudChecks, auditEvents, notifications, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { screenPayment, type ScreenedPayment } from '../src/modules/antifraud/screen';
import { apiSuite } from './helpers/api-suite';

/**
 * Antifraud rules and blacklists through the API (issue 29, ADR 0106): versions, four-eyes for a Live Block rule,
 * the backtest's counts against a direct count, scope (tenant2@ never sees or changes Acme's rules; merchants only
 * their own), the audit trail, and a virtual-terminal payment blocked by the rule, named with its condition.
 */
describe('antifraud rules and blacklists (ADR 0106)', () => {
  const api = apiSuite(['tenant', 'tenant-approver', 'tenant2', 'merchant', 'merchant2'], { balancedJournals: true });
  const call = (who: string, method: string, path: string, o: { body?: unknown; mode?: 'Test' | 'Live' } = {}) =>
    api.call(who, method, `/svc/merchant/api/v1/${path}`, { ...(o.body !== undefined ? { body: o.body } : {}), headers: { mode: o.mode ?? 'Test', 'x-request-id': randomUUID() } });
  const binRule = (bin: string): RuleGroup => ({ combinator: 'and', rules: [{ field: 'cardBin', operator: 'in', value: [bin] }] });
  const create = async (who: string, body: Record<string, unknown>, mode: 'Test' | 'Live' = 'Test') => {
    const answer = await call(who, 'POST', 'antifraud-rules', { body: { score: 90, ...body }, mode });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body as AntifraudRuleRow;
  };
  const userId = async (email: string) => (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('an edit is a new version; the active one runs until the newest is activated; every change is audited', async () => {
    const rule = await create('tenant', { name: 'Big GBP', action: 'Review', conditions: { combinator: 'and', rules: [{ field: 'amount', operator: '>', value: 500_000 }] } });
    assert.deepEqual([rule.version, rule.status, rule.activeVersion, rule.ruleId], [1, 'Draft', null, rule.id]);
    const active = await call('tenant', 'POST', `antifraud-rules/${rule.ruleId}/activate`);
    assert.deepEqual([active.status, active.body.status, active.body.activeVersion], [200, 'Active', 1], 'a Test rule runs at once');
    const edited = await call('tenant', 'PUT', `antifraud-rules/${rule.ruleId}`, { body: { name: 'Big GBP', action: 'Review', score: 80, conditions: { combinator: 'and', rules: [{ field: 'amount', operator: '>', value: 400_000 }] } } });
    assert.deepEqual([edited.status, edited.body.version, edited.body.status, edited.body.activeVersion], [200, 2, 'Draft', 1]);
    const versions = (await call('tenant', 'GET', `antifraud-rules/${rule.ruleId}/versions`)).body as AntifraudRuleRow[];
    assert.deepEqual(versions.map((v) => [v.version, v.status]), [[2, 'Draft'], [1, 'Active']]);
    assert.deepEqual((await call('tenant', 'POST', `antifraud-rules/${rule.ruleId}/activate`)).body.activeVersion, 2);
    const after = (await call('tenant', 'GET', `antifraud-rules/${rule.ruleId}/versions`)).body as AntifraudRuleRow[];
    assert.deepEqual(after.map((v) => [v.version, v.status]), [[2, 'Active'], [1, 'Inactive']]);
    const trail = await api.db.select().from(auditEvents).where(and(eq(auditEvents.targetType, 'antifraud-rules'), eq(auditEvents.targetId, rule.ruleId)));
    assert.equal(trail.length, 4, 'create, activate, edit, activate');
    const edit = trail.find((e) => e.action.endsWith('update'));
    assert.deepEqual([edit?.actorEmail, (edit?.changes.before as Record<string, unknown>)?.score, (edit?.changes.after as Record<string, unknown>)?.score], ['tenant@demo.test', 90, 80]);
    const list = (await call('tenant', 'GET', 'antifraud-rules?pageSize=100')).body.data as AntifraudRuleRow[];
    assert.deepEqual(list.filter((r) => r.ruleId === rule.ruleId).map((r) => r.version), [2], 'the list shows the newest version once');
    // Which version runs is each rule's own: another rule's draft does not show this one's.
    const other = await create('tenant', { name: 'Other draft', action: 'Review', conditions: { combinator: 'and', rules: [{ field: 'amount', operator: '>', value: 900_000 }] } });
    const again = (await call('tenant', 'GET', 'antifraud-rules?pageSize=100')).body.data as AntifraudRuleRow[];
    assert.deepEqual(again.filter((r) => r.ruleId === other.ruleId).map((r) => r.activeVersion), [null]);
    assert.ok(!list.some((r) => r.mode !== 'Test'));
  });

  it('refuses a rule the server cannot run: 400 naming the condition, nothing stored', async () => {
    const bad = await call('tenant', 'POST', 'antifraud-rules', { body: { name: 'Bad', action: 'Block', score: 10, conditions: { combinator: 'and', rules: [{ field: 'amount', operator: 'beginsWith', value: 1 }] } } });
    assert.deepEqual([bad.status, bad.body.error], [400, 'Condition 1: "beginsWith" cannot be used with Amount (minor units)']);
    const { rows } = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM antifraud_rules WHERE name = 'Bad'`);
    assert.equal(rows[0]!.n, 0);
  });

  it('scope: tenant2@ never sees or changes Acme\'s rules; merchants only their own', async () => {
    const acme = await create('tenant', { name: 'Acme only', action: 'Review', conditions: binRule('400005') });
    const own = await create('merchant', { name: 'Blue Bottle only', action: 'Review', conditions: binRule('400005') });
    assert.equal(own.merchantId, seedIds.merchant('blue-bottle'));
    for (const who of ['tenant2', 'merchant', 'merchant2']) {
      const list = (await call(who, 'GET', 'antifraud-rules?pageSize=100')).body.data as AntifraudRuleRow[];
      assert.ok(!list.some((r) => r.ruleId === acme.ruleId), `${who} does not list the tenant's rule`);
      assert.equal((await call(who, 'GET', `antifraud-rules/${acme.ruleId}`)).status, 404);
      assert.equal((await call(who, 'POST', `antifraud-rules/${acme.ruleId}/activate`)).status, 404);
      assert.equal((await call(who, 'PUT', `antifraud-rules/${acme.ruleId}`, { body: { name: 'x', action: 'Allow', score: 0, conditions: binRule('1') } })).status, 404);
    }
    for (const who of ['tenant', 'tenant2', 'merchant2']) assert.equal((await call(who, 'GET', `antifraud-rules/${own.ruleId}`)).status, 404, `${who} cannot read the merchant's rule`);
    assert.ok(((await call('merchant', 'GET', 'antifraud-rules?pageSize=100')).body.data as AntifraudRuleRow[]).some((r) => r.ruleId === own.ruleId));
  });

  it("the backtest's counts equal a direct count of the caller's past payments", async () => {
    const { rows: bins } = await api.db.execute<{ bin: string }>(sql`SELECT card_first6 AS bin FROM transactions
      WHERE tenant_id = ${seedIds.tenant('acme')} AND mode = 'Test' AND parent_id IS NULL AND type IN ('Sale', 'Authorisation') AND card_first6 IS NOT NULL
        AND created_at >= now() - interval '30 days' GROUP BY card_first6 ORDER BY count(*) DESC LIMIT 2`);
    assert.ok(bins.length > 0, 'the seed has card payments in the last 30 days');
    const conditions: RuleGroup = { combinator: 'and', rules: [{ field: 'cardBin', operator: 'in', value: bins.map((b) => b.bin) }, { field: 'amount', operator: '>=', value: 5_000 }] };
    const result = (await call('tenant', 'POST', 'antifraud-rules/backtest', { body: { action: 'Block', conditions, days: 30 } })).body as BacktestResult;
    const direct = async (scope: ReturnType<typeof sql>) => (await api.db.execute<{ total: number; matched: number }>(sql`SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE card_first6 IN (${sql.join(bins.map((b) => sql`${b.bin}`), sql`, `)}) AND amount >= 5000))::int AS matched
      FROM transactions WHERE ${scope} AND mode = 'Test' AND parent_id IS NULL AND type IN ('Sale', 'Authorisation')
        AND created_at >= ${result.from} AND created_at <= ${result.to}`)).rows[0]!;
    const tenantCount = await direct(sql`tenant_id = ${seedIds.tenant('acme')}`);
    assert.ok(tenantCount.matched > 0);
    assert.deepEqual([result.total, result.blocked, result.reviewed], [tenantCount.total, tenantCount.matched, 0]);
    assert.ok(result.examples.length > 0 && result.examples.every((e) => e.decision === 'Blocked' && e.condition.startsWith('Card BIN in')));
    // A merchant's backtest reads only its own payments; as Review it counts the same payments as reviewed.
    const mine = (await call('merchant', 'POST', 'antifraud-rules/backtest', { body: { action: 'Review', conditions, days: 30 } })).body as BacktestResult;
    const merchantCount = await direct(sql`merchant_id = ${seedIds.merchant('blue-bottle')}`);
    assert.deepEqual([mine.total, mine.reviewed, mine.blocked], [merchantCount.total, merchantCount.matched, 0]);
    const bad = await call('tenant', 'POST', 'antifraud-rules/backtest', { body: { action: 'Block', conditions: { combinator: 'and', rules: [] }, days: 30 } });
    assert.deepEqual([bad.status, bad.body.error], [400, 'Add at least one condition']);
    assert.equal((await call('tenant', 'POST', 'antifraud-rules/backtest', { body: { action: 'Block', conditions, days: 45 } })).status, 400, 'only 30 or 90 days');
  });

  it('e2e: tenant@ adds a Live Block rule for a BIN, tests it, a second user approves it, and a virtual-terminal payment with that BIN is blocked, the rule named in its alerts', async () => {
    const rule = await create('tenant', { name: 'Stolen BIN batch', action: 'Block', conditions: binRule('555555') }, 'Live');
    const tested = await call('tenant', 'POST', 'antifraud-rules/backtest', { body: { action: 'Block', conditions: rule.conditions, days: 90 }, mode: 'Live' });
    assert.equal(tested.status, 200);
    const asked = await call('tenant', 'POST', `antifraud-rules/${rule.ruleId}/activate`, { mode: 'Live' });
    assert.deepEqual([asked.body.status, asked.body.activeVersion, asked.body.requestedBy?.name], ['PendingApproval', null, 'Tessa Tenant']);
    const told = await api.db.select().from(notifications).where(eq(notifications.userId, await userId('tenant-approver@demo.test')));
    assert.ok(told.some((n) => n.textKey === 'approvals.antifraudRuleWaiting' && n.description.includes('Stolen BIN batch')), 'the approver is told');
    const own = await call('tenant', 'POST', `antifraud-rules/${rule.ruleId}/approve`, { mode: 'Live' });
    assert.deepEqual([own.status, own.body.error], [409, 'A second user must approve: you asked for this activation yourself']);
    // Before approval the rule does not run.
    const website = stableId('website:blue-bottle:1');
    const pay = (mode: 'Live') => api.call('merchant', 'POST', '/svc/merchant/api/virtual-terminal/payments', {
      body: { websiteId: website, cardNumber: '5555555555554444', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '737', cardholderName: 'Ada Lovelace', amount: 700, currency: 'GBP' },
      headers: { 'x-request-id': randomUUID(), systemmode: mode },
    });
    const before = await pay('Live');
    assert.notEqual(before.body.antifraudRule, 'Stolen BIN batch');
    const approved = await call('tenant-approver', 'POST', `antifraud-rules/${rule.ruleId}/approve`, { mode: 'Live' });
    assert.deepEqual([approved.status, approved.body.status, approved.body.activeVersion, approved.body.approvedBy?.name], [200, 'Active', 1, 'Avery Approver']);
    const blocked = await pay('Live');
    assert.deepEqual([blocked.status, blocked.body.status, blocked.body.antifraudOutcome, blocked.body.antifraudRule, blocked.body.antifraudScore],
      [201, 'Blocked', 'Blocked', 'Stolen BIN batch', 90]);
    const alerts = await api.call('tenant', 'GET', `/svc/merchant/api/crm/transactions/${blocked.body.transactionId}/alerts`, { headers: { mode: 'Live' } });
    assert.deepEqual(alerts.body.map((a: { rule: string; condition: string; outcome: string }) => [a.rule, a.condition, a.outcome]), [['Stolen BIN batch', 'Card BIN in 555555', 'Blocked']]);
    const [check] = await api.db.select().from(antifraudChecks).where(eq(antifraudChecks.transactionId, blocked.body.transactionId));
    assert.equal(check!.ruleVersionId, rule.id);
    // The same BIN in Test is not blocked by a Live rule.
    assert.notEqual((await call('tenant', 'GET', `antifraud-rules/${rule.ruleId}`)).status, 200, 'a Live rule is not found in Test');
  });

  it('blacklists: typed entries, a CSV naming each bad line (nothing added), and a rule over the list blocks a listed card', async () => {
    const added = await call('merchant', 'POST', 'antifraud-blacklist', { body: { listType: 'CardFingerprint', value: '4000 05', reason: 'Chargebacks' } });
    assert.equal(added.status, 400, 'a card fingerprint is the first 6 and last 4 digits');
    const card = await call('merchant', 'POST', 'antifraud-blacklist', { body: { listType: 'CardFingerprint', value: '400005******5556', reason: 'Chargebacks' } });
    assert.deepEqual([card.status, card.body.value, card.body.addedBy?.name, card.body.merchantId], [201, '400005******5556', card.body.addedBy?.name, seedIds.merchant('blue-bottle')]);
    assert.ok(card.body.addedBy?.name, 'who added it');
    assert.equal((await call('merchant', 'POST', 'antifraud-blacklist', { body: { listType: 'CardFingerprint', value: '400005******5556' } })).status, 409);
    const wrong = await call('merchant', 'POST', 'antifraud-blacklist/import', { body: { csv: 'type,value,reason,expiresAt\nEmail,bad@example.com,,\nIp,300.1.1.1,,\nCountry,XX1,,\n' } });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body.errors.map((e: { message: string }) => e.message), ['Line 3: Ip: "300.1.1.1" is not a valid value', 'Line 4: Country: "XX1" is not a valid value']);
    const good = await call('merchant', 'POST', 'antifraud-blacklist/import', { body: { csv: 'type,value,reason,expiresAt\nEmail,bad@example.com,,\nIp,198.51.100.0/24,botnet,\n' } });
    assert.deepEqual(good.body, { added: 2, problems: [] });
    const list = (await call('merchant', 'GET', 'antifraud-blacklist?pageSize=100')).body.data as Array<{ value: string }>;
    assert.deepEqual(list.map((e) => e.value).sort(), ['198.51.100.0/24', '400005******5556', 'bad@example.com']);
    assert.deepEqual((await call('tenant', 'GET', 'antifraud-blacklist?pageSize=100')).body.data, [], "tenant staff's page lists the tenant's own entries");
    assert.equal((await call('merchant2', 'DELETE', `antifraud-blacklist/${card.body.id}`)).status, 404);

    const rule = await create('merchant', { name: 'Listed cards', action: 'Block', conditions: { combinator: 'and', rules: [{ field: 'blacklist', operator: 'in', value: 'CardFingerprint' }] } });
    assert.equal((await call('merchant', 'POST', `antifraud-rules/${rule.ruleId}/activate`)).body.status, 'Active');
    const paid = await api.call('merchant', 'POST', '/svc/merchant/api/virtual-terminal/payments', {
      body: { websiteId: stableId('website:blue-bottle:1'), cardNumber: '4000056655665556', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '737', cardholderName: 'Ada Lovelace', amount: 900, currency: 'GBP' },
      headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
    });
    assert.deepEqual([paid.body.status, paid.body.antifraudRule], ['Blocked', 'Listed cards']);
    assert.equal((await call('merchant', 'DELETE', `antifraud-blacklist/${card.body.id}`)).status, 204);
  });

  it('a replica screening payments follows activations at once: a rule reading what the held rule set did not (e-mail velocity) runs on the next payment, and stops when deactivated', async () => {
    const payment = (): ScreenedPayment => ({
      transactionId: randomUUID(), tenantId: seedIds.tenant('acme'), merchantId: seedIds.merchant('blue-bottle'), mode: 'Test', now: new Date(),
      amount: 1200, currency: 'GBP', paymentMethod: 'card', websiteId: null, cardFirst6: '400012', cardLast4: '0001', cardCountry: 'GB', email: 'velocity@example.com', ip: '192.0.2.7',
    });
    const before = await screenPayment(api.db, payment());
    assert.notEqual(before.outcome, 'Blocked', 'nothing reads the e-mail yet');
    const rule = await create('merchant', { name: 'E-mail seen today', action: 'Block', conditions: { combinator: 'and', rules: [{ field: 'emailPaymentsDay', operator: '>=', value: 1 }] } });
    assert.equal((await call('merchant', 'POST', `antifraud-rules/${rule.ruleId}/activate`)).body.status, 'Active');
    const blocked = await screenPayment(api.db, payment());
    assert.deepEqual([blocked.outcome, blocked.rule, blocked.condition], ['Blocked', 'E-mail seen today', 'Payments with this e-mail in the last 24 hours >= 1']);
    assert.equal((await call('merchant', 'POST', `antifraud-rules/${rule.ruleId}/deactivate`)).status, 200);
    assert.notEqual((await screenPayment(api.db, payment())).outcome, 'Blocked', 'a deactivated rule stops at once');
  });
});
