import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { AntifraudRuleRow, PendingActivation, RoutingBody, RoutingRow, RuleGroup } from '@portal/contracts';
import { auditEvents, notifications, users } from '../src/db/schema';
import { stableId } from '../src/lib/ids';
import { apiSuite } from './helpers/api-suite';

/**
 * Rule and routing activations on the approvals page (ADR 0113): a Live Block rule or a Live routing configuration
 * waiting for a second user is listed for those who may decide it (tenant staff their tenant's rules, a merchant's
 * users their merchant's rules and configurations; never another tenant's or merchant's), with what changes in words;
 * a second user declines it (back to Draft, the requester told, audited); the requester cannot decline its own.
 */
describe('rule and routing activations waiting for a second user (ADR 0113)', () => {
  const api = apiSuite(['tenant', 'tenant-approver', 'tenant2', 'merchant', 'merchant-approver', 'merchant2'], { balancedJournals: true });
  const call = (who: string, method: string, path: string, o: { body?: unknown; mode?: 'Test' | 'Live' } = {}) =>
    api.call(who, method, `/svc/merchant/api/v1/${path}`, { ...(o.body !== undefined ? { body: o.body } : {}), headers: { mode: o.mode ?? 'Test', 'x-request-id': randomUUID() } });
  const pending = async (who: string) => {
    const answer = await call(who, 'GET', 'rule-activations/pending');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as PendingActivation[];
  };
  const userId = async (email: string) => (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const binRule = (bin: string): RuleGroup => ({ combinator: 'and', rules: [{ field: 'cardBin', operator: 'in', value: [bin] }] });

  it('a Live Block rule waits on the approvals page of its tenant; a second user declines it: a draft again, the requester told', async () => {
    const made = await call('tenant', 'POST', 'antifraud-rules', { body: { name: 'Declined BIN batch', action: 'Block', score: 90, conditions: binRule('424242') }, mode: 'Live' });
    const rule = made.body as AntifraudRuleRow;
    assert.equal((await call('tenant', 'POST', `antifraud-rules/${rule.ruleId}/activate`, { mode: 'Live' })).body.status, 'PendingApproval');

    const seen = (await pending('tenant-approver')).find((p) => p.id === rule.ruleId);
    assert.ok(seen, 'the approver sees it');
    assert.deepEqual([seen.kind, seen.version, seen.mode, seen.action, seen.change, seen.runningVersion, seen.requestedBy?.name, seen.mine, seen.page],
      ['AntifraudRule', 1, 'Live', 'Block', 'Card BIN in 424242', null, 'Tessa Tenant', false, '/crm/settings/antifraud/antifraud']);
    assert.ok(Date.now() - Date.parse(seen.requestedAt) < 60_000, 'it waits since the activation');
    assert.equal((await pending('tenant')).find((p) => p.id === rule.ruleId)?.mine, true, 'the requester sees it as its own');
    assert.ok(!(await pending('tenant2')).some((p) => p.id === rule.ruleId), "another tenant's staff never see it");
    assert.ok(!(await pending('merchant')).some((p) => p.id === rule.ruleId), "a merchant does not decide its tenant's rules");

    const own = await call('tenant', 'POST', `antifraud-rules/${rule.ruleId}/decline`, { body: { reason: 'changed my mind' }, mode: 'Live' });
    assert.deepEqual([own.status, own.body.error], [409, 'A second user must approve: you asked for this activation yourself']);
    const blank = await call('tenant-approver', 'POST', `antifraud-rules/${rule.ruleId}/decline`, { body: { reason: '   ' }, mode: 'Live' });
    assert.deepEqual([blank.status, blank.body.error], [400, 'Enter a reason to decline']);
    const other = await call('tenant2', 'POST', `antifraud-rules/${rule.ruleId}/decline`, { body: { reason: 'no' }, mode: 'Live' });
    assert.equal(other.status, 404, "another tenant's rule is not found");

    const declined = await call('tenant-approver', 'POST', `antifraud-rules/${rule.ruleId}/decline`, { body: { reason: 'BIN is a corporate range' }, mode: 'Live' });
    assert.deepEqual([declined.status, declined.body.status, declined.body.requestedBy, declined.body.activeVersion], [200, 'Draft', null, null]);
    assert.ok(!(await pending('tenant-approver')).some((p) => p.id === rule.ruleId), 'no longer waiting');
    const told = await api.db.select().from(notifications).where(eq(notifications.userId, await userId('tenant@demo.test')));
    const notice = told.find((n) => n.textKey === 'approvals.antifraudRuleDeclined' && n.description.includes('BIN is a corporate range'));
    assert.ok(notice, 'the requester is told, with the reason');
    assert.equal(notice.objectUrl, '/crm/settings/antifraud/antifraud');
    const again = await call('tenant-approver', 'POST', `antifraud-rules/${rule.ruleId}/decline`, { body: { reason: 'twice' }, mode: 'Live' });
    assert.deepEqual([again.status, again.body.error], [409, 'This version is not waiting for approval']);
    const trail = await api.db.select().from(auditEvents).where(and(eq(auditEvents.targetType, 'antifraud-rules'), eq(auditEvents.targetId, rule.ruleId)));
    const decline = trail.find((e) => (e.changes.after as Record<string, unknown>)?.reason === 'BIN is a corporate range');
    assert.deepEqual([decline?.actorEmail, (decline?.changes.before as Record<string, unknown>)?.status, (decline?.changes.after as Record<string, unknown>)?.status],
      ['tenant-approver@demo.test', 'PendingApproval', 'Draft']);
    // Declined, it can be asked for again, and approved from the same list's endpoint.
    assert.equal((await call('tenant', 'POST', `antifraud-rules/${rule.ruleId}/activate`, { mode: 'Live' })).body.status, 'PendingApproval');
    assert.equal((await call('tenant-approver', 'POST', `antifraud-rules/${rule.ruleId}/approve`, { mode: 'Live' })).body.status, 'Active');
    // The requester is told it runs now, by whom.
    const approvedNotice = (await api.db.select().from(notifications).where(eq(notifications.userId, await userId('tenant@demo.test'))))
      .find((n) => n.textKey === 'approvals.antifraudRuleApproved');
    assert.ok(approvedNotice, 'the requester is told of the approval');
    assert.match(approvedNotice.title, /Declined BIN batch was approved/);
    assert.equal((await call('tenant-approver', 'POST', `antifraud-rules/${rule.ruleId}/deactivate`, { mode: 'Live' })).status, 200);
  });

  it("a Live routing configuration waits for the merchant's other users, in words; declined, it is a draft again", async () => {
    const body: RoutingBody = {
      name: 'Live split to decline', websiteId: stableId('website:blue-bottle:1'),
      definition: { kind: 'Rules', rules: [{ name: 'GB cards', conditions: { combinator: 'and', rules: [{ field: 'cardCountry', operator: '=', value: 'GB' }] },
        split: [{ channelId: stableId('channel:blue-bottle:card'), percent: 100 }] }], fallback: [] },
    };
    const made = (await call('merchant', 'POST', 'smart-routing', { body, mode: 'Live' })).body as RoutingRow;
    assert.equal((await call('merchant', 'POST', `smart-routing/${made.configurationId}/activate`, { mode: 'Live' })).body.status, 'PendingApproval');
    const seen = (await pending('merchant-approver')).find((p) => p.id === made.configurationId);
    assert.ok(seen);
    assert.deepEqual([seen.kind, seen.mode, seen.websiteName, seen.merchantName, seen.change, seen.mine, seen.page],
      ['RoutingConfiguration', 'Live', 'Blue Bottle Coffee shop', 'Blue Bottle Coffee Ltd', 'GB cards: Card country = GB → BBC Card', false, '/merchant/payment-settings/smart-routing-v2']);
    assert.ok(!(await pending('merchant2')).some((p) => p.id === made.configurationId), "another merchant's users never see it");
    assert.ok(!(await pending('tenant')).some((p) => p.id === made.configurationId), "tenant staff do not decide a merchant's routing");
    const declined = await call('merchant-approver', 'POST', `smart-routing/${made.configurationId}/decline`, { body: { reason: 'Not before the sale' }, mode: 'Live' });
    assert.deepEqual([declined.status, declined.body.status], [200, 'Draft']);
    const told = await api.db.select().from(notifications).where(eq(notifications.userId, await userId('merchant@demo.test')));
    assert.ok(told.some((n) => n.textKey === 'approvals.smartRoutingDeclined' && n.description.includes('Not before the sale')));
  });
});
