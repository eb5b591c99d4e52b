import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { auditEvents, crmActivityTicks, crmOrganizations } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
type Item = { activity: string; done: boolean; tickedById: string | null; tickedByName: string | null; tickedAt: string | null };
type Checklist = { stageName: string; activitySetName: string | null; items: Item[]; done: number; total: number };
type Column = { key: string; stageId: string | null; name: string; cards: Array<{ id: string; checklistDone: number | null; checklistTotal: number | null }> };

/** A record's stage checklist (ADR 0093): ticks per record and activity, audited, on the timeline, shown on the card. */
describe('CRM stage checklists on records', () => {
  const s = apiSuite(['tenant', 'tenant2']);
  const ACME = seedIds.tenant('acme');
  const KYB = ['Certificate of incorporation received', 'Proof of address received', 'Ultimate beneficial owners identified', 'Processing history (6 months) received'];
  let dealId = '';
  let columns: Column[] = [];
  const checklist = async (who = 'tenant') => s.call(who, 'GET', api(`crm/opportunities/${dealId}/checklist`));
  const tick = (activity: string, done = true, who = 'tenant') => s.call(who, 'PUT', api(`crm/opportunities/${dealId}/checklist`), { body: { activity, done } });
  const stage = (name: string) => columns.find((c) => c.name === name)!;
  const card = async (stageName: string) => {
    columns = (await s.call('tenant', 'GET', api('crm/opportunities/board'))).body.columns;
    return stage(stageName).cards.find((c) => c.id === dealId);
  };

  it('lists the activity set of the stage a record is at, none ticked; a stage without a set has an empty checklist', async () => {
    columns = (await s.call('tenant', 'GET', api('crm/opportunities/board'))).body.columns;
    const [org] = await s.db.select({ id: crmOrganizations.id }).from(crmOrganizations).where(and(eq(crmOrganizations.tenantId, ACME), isNull(crmOrganizations.merchantId))).limit(1);
    const board = (await s.call('tenant', 'GET', api('crm/opportunities/board'))).body;
    const created = await s.call('tenant', 'POST', api('crm/opportunities'), {
      body: { organizationId: org!.id, name: 'Checklist Cafe onboarding', pipelineId: board.pipelineId, stageId: stage('Lead').stageId, amount: '1200', currencyCode: 'GBP' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    dealId = created.body.id;
    assert.deepEqual([created.body.checklistDone, created.body.checklistTotal], [null, null], 'Lead names no activity set');
    const empty = (await checklist()).body as Checklist;
    assert.deepEqual([empty.stageName, empty.activitySetName, empty.total], ['Lead', null, 0]);
    const refused = await tick(KYB[0]!);
    assert.deepEqual([refused.status, refused.body.error], [400, 'The stage Lead has no checklist']);

    const moved = await s.call('tenant', 'PATCH', api(`crm/opportunities/${dealId}/stage`), { body: { stageId: stage('Documents').stageId } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.skippedActivities, undefined, 'Lead had nothing to tick');
    const list = (await checklist()).body as Checklist;
    assert.deepEqual([list.stageName, list.activitySetName, list.done, list.total], ['Documents', 'KYB documents', 0, 4]);
    assert.deepEqual(list.items.map((i) => [i.activity, i.done]), KYB.map((a) => [a, false]));
  });

  it('a tick is stored with who and when, audited, on the timeline, and counted on the board card', async () => {
    const ticked = await tick(KYB[1]!);
    assert.equal(ticked.status, 200, JSON.stringify(ticked.body));
    const item = (ticked.body as Checklist).items.find((i) => i.activity === KYB[1])!;
    assert.deepEqual([item.done, item.tickedById, item.tickedByName], [true, seedIds.user('tenant@demo.test'), 'Tessa Tenant']);
    assert.ok(item.tickedAt);
    const [event] = await s.db.select().from(auditEvents).where(eq(auditEvents.targetId, dealId)).orderBy(desc(auditEvents.occurredAt)).limit(1);
    assert.deepEqual([event!.targetType, event!.changes.before, event!.changes.after], ['crm-opportunities', { checklist: null }, { checklist: KYB[1] }]);
    assert.equal((await tick(KYB[1]!)).body.done, 1, 'ticking twice keeps one tick');
    assert.deepEqual(await card('Documents').then((c) => [c?.checklistDone, c?.checklistTotal]), [1, 4]);
    const timeline = (await s.call('tenant', 'GET', api(`crm/records/opportunity/${dealId}/timeline?kinds=change`))).body;
    assert.deepEqual(timeline.items[0].changes, [{ field: 'checklist', before: null, after: KYB[1] }]);
    assert.equal(timeline.items[0].actorName, 'Tessa Tenant');

    const unticked = await tick(KYB[1]!, false);
    assert.equal(unticked.body.done, 0);
    const again = (await s.call('tenant', 'GET', api(`crm/records/opportunity/${dealId}/timeline?kinds=change`))).body;
    assert.deepEqual(again.items[0].changes, [{ field: 'checklist', before: KYB[1], after: null }]);
  });

  it("refuses an activity the stage's set does not list, and another tenant's record (404)", async () => {
    const unknown = await tick('Nope');
    assert.deepEqual([unknown.status, unknown.body.error], [400, 'The checklist of Documents has no activity "Nope"']);
    assert.equal((await checklist('tenant2')).status, 404);
    assert.equal((await tick(KYB[0]!, true, 'tenant2')).status, 404);
    const ticks = await s.db.select().from(crmActivityTicks).where(eq(crmActivityTicks.dealId, dealId));
    assert.equal(ticks.length, 0, 'nothing stored by the refusals');
  });

  it('a move forward with activities left open is saved and says which; a move back says nothing', async () => {
    await tick(KYB[0]!);
    const forward = await s.call('tenant', 'PATCH', api(`crm/opportunities/${dealId}/stage`), { body: { stageId: stage('Agreement').stageId } });
    assert.equal(forward.status, 200, JSON.stringify(forward.body));
    assert.equal(forward.body.stageName, 'Agreement');
    assert.deepEqual(forward.body.skippedActivities, { stageName: 'Documents', activities: KYB.slice(1) });
    const back = await s.call('tenant', 'PATCH', api(`crm/opportunities/${dealId}/stage`), { body: { stageId: stage('Documents').stageId } });
    assert.equal(back.body.skippedActivities, undefined);
    assert.equal(((await checklist()).body as Checklist).done, 1, 'the tick is kept for when it comes back');
  });

  it("follows the settings: a renamed activity's tick no longer counts, a new one starts open", async () => {
    const sets = (await s.call('tenant', 'GET', api('crm/activity-sets?pageIndex=0&pageSize=20'))).body.data as Array<{ id: string; name: string; description: string }>;
    const kyb = sets.find((x) => x.name === 'KYB documents')!;
    const renamed = ['Certificate of incorporation verified', ...KYB.slice(1), 'Bank reference received'];
    const saved = await s.call('tenant', 'PUT', api(`crm/activity-sets/${kyb.id}`), { body: { name: kyb.name, description: kyb.description, activities: renamed } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const list = (await checklist()).body as Checklist;
    assert.deepEqual(list.items.map((i) => [i.activity, i.done]), renamed.map((a) => [a, false]));
    assert.deepEqual([list.done, list.total], [0, 5]);
    assert.deepEqual(await card('Documents').then((c) => [c?.checklistDone, c?.checklistTotal]), [0, 5]);
  });
});
