import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { pipelineElements } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { newId } from '../src/lib/ids';
import { pipeline as pipelineChart } from '../src/modules/dashboards/data/pipeline-source';
import type { SourceContext } from '../src/modules/dashboards/data/context';
import { apiSuite } from './helpers/api-suite';
import { SEEDED_CRM_DESCRIPTIONS, SEEDED_CRM_NAMES, SEEDED_LEAD_STATUS_NAMES } from '@portal/contracts';
import { ACTIVITY_SET_SEED, DEAL_PIPELINE_SEED, LEAD_STATUS_SEED } from '../src/modules/crm-settings/seed';
import { ONBOARDING_PIPELINE, ONBOARDING_STAGES } from '../src/modules/dashboards/seed';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;

/** The CRM settings (ADR 0086): lead statuses, activity sets, pipelines and their stages (spec section 7.7). */
describe('the seeded CRM settings', () => {
  it('are named as the portal reads them in Turkish (a seeded name missing there would stay English)', () => {
    assert.deepEqual(LEAD_STATUS_SEED.map(([name]) => name), [...SEEDED_LEAD_STATUS_NAMES]);
    const names = [
      ONBOARDING_PIPELINE, ...ONBOARDING_STAGES.map(([name]) => name),
      ...DEAL_PIPELINE_SEED.flatMap(([name, , , stages]) => [name, ...stages.map(([stage]) => stage)]),
      ...ACTIVITY_SET_SEED.flatMap(([name, , activities]) => [name, ...activities]),
    ];
    assert.deepEqual(names.filter((name) => !SEEDED_CRM_NAMES.includes(name)), []);
    const descriptions = [...LEAD_STATUS_SEED.map(([, , description]) => description), ...ACTIVITY_SET_SEED.map(([, description]) => description)];
    assert.deepEqual(descriptions.filter((description) => !SEEDED_CRM_DESCRIPTIONS.includes(description)), []);
  });
});

describe('CRM settings', () => {
  const s = apiSuite(['tenant', 'tenant2', 'platform', 'merchant']);
  const ACME = seedIds.tenant('acme');

  it("lead statuses: the seed's four, one default that moves and is never unset, names unique, the default not deleted", async () => {
    const list = await s.call('tenant', 'GET', api('crm/lead-statuses?pageIndex=0&pageSize=50'));
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.deepEqual(list.body.data.map((r: { name: string }) => r.name), ['New', 'Contacted', 'Qualified', 'Unqualified']);
    const byName = (name: string) => list.body.data.find((r: { name: string }) => r.name === name);
    assert.equal(byName('New').isDefault, true);

    const body = { name: 'Nurturing', description: 'Not now, maybe later', kind: 'Open', sortOrder: 3, isDefault: true, isActive: true };
    const created = await s.call('tenant', 'POST', api('crm/lead-statuses'), { body });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const after = await s.call('tenant', 'GET', api('crm/lead-statuses?pageIndex=0&pageSize=50'));
    assert.deepEqual(after.body.data.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { name: string }) => r.name), ['Nurturing'], 'the default moved');

    const unset = await s.call('tenant', 'PUT', api(`crm/lead-statuses/${created.body.id}`), { body: { ...body, isDefault: false } });
    assert.equal(unset.body.error, 'One lead status is the default: make another one the default first');
    assert.equal((await s.call('tenant', 'DELETE', api(`crm/lead-statuses/${created.body.id}`))).status >= 400, true, 'the default is not deleted');
    const twice = await s.call('tenant', 'POST', api('crm/lead-statuses'), { body: { ...body, name: 'new', isDefault: false } });
    assert.equal(twice.body.error, 'The name new is taken: choose another');
    const inactiveDefault = await s.call('tenant', 'POST', api('crm/lead-statuses'), { body: { ...body, name: 'Dormant', isActive: false } });
    assert.equal(inactiveDefault.body.error, 'The default lead status must be active');
    // Another tenant neither sees nor reaches it.
    assert.ok(!(await s.call('tenant2', 'GET', api('crm/lead-statuses?pageIndex=0&pageSize=50'))).body.data.some((r: { id: string }) => r.id === created.body.id));
    assert.equal((await s.call('tenant2', 'PUT', api(`crm/lead-statuses/${created.body.id}`), { body })).status, 404);
    assert.equal((await s.call('merchant', 'GET', api('crm/lead-statuses?pageIndex=0&pageSize=50'))).status, 403);
  });

  it('activity sets: a checklist without blanks or repeats; one used by a stage is not deleted', async () => {
    const repeated = await s.call('tenant', 'POST', api('crm/activity-sets'), { body: { name: 'Risk review', activities: ['Website checked', ' website checked '] } });
    assert.equal(repeated.body.error, 'The activity website checked is listed twice');
    const created = await s.call('tenant', 'POST', api('crm/activity-sets'), { body: { name: 'Risk review', activities: [' Website checked ', 'Sanctions screened'] } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.activities, ['Website checked', 'Sanctions screened']);
    const seeded = (await s.call('tenant', 'GET', api('crm/activity-sets?pageIndex=0&pageSize=50'))).body.data.find((r: { name: string }) => r.name === 'KYB documents');
    const refused = await s.call('tenant', 'DELETE', api(`crm/activity-sets/${seeded.id}`));
    assert.equal(refused.status, 409);
    assert.match(refused.body.error, /^This activity set is used by 1 stages/);
    assert.equal((await s.call('tenant', 'DELETE', api(`crm/activity-sets/${created.body.id}`))).status, 204);
  });

  it('pipelines: created with a default stage; stages added, moved with their records, refused while they hold records; the default reset', async () => {
    const none = await s.call('tenant', 'POST', api('pipelines'), { body: { name: 'Partners', isForOpportunities: false, isForProjects: false } });
    assert.equal(none.body.error, 'A pipeline is for opportunities, for projects or both: choose at least one');
    const created = await s.call('tenant', 'POST', api('pipelines'), { body: { name: 'Partners', isForOpportunities: true, isForProjects: false } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as string;
    assert.deepEqual(created.body.stages.map((st: { name: string; isDefault: boolean }) => [st.name, st.isDefault]), [['New', true]]);

    const stage = (name: string, probability: number, extra: object = {}) => s.call('tenant', 'POST', api(`pipelines/${id}/stages`), { body: { name, probability, ...extra } });
    await stage('Negotiation', 50);
    const signed = await stage('Signed', 90);
    assert.deepEqual(signed.body.stages.map((st: { name: string; sortOrder: number }) => `${st.sortOrder}:${st.name}`), ['1:New', '2:Negotiation', '3:Signed']);
    const [negotiation, last] = [signed.body.stages[1], signed.body.stages[2]];

    // A record at Negotiation (place 2) stays with it when Signed moves before it.
    const record = newId();
    await s.db.insert(pipelineElements).values({ id: record, tenantId: ACME, pipelineId: id, name: 'Deal', currentPipelineStageNumber: 2 });
    const moved = await s.call('tenant', 'PUT', api(`pipelines/${id}/stages/${last.id}`), { body: { name: 'Signed', probability: 90, sortOrder: 2 } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.body.stages.map((st: { name: string }) => st.name), ['New', 'Signed', 'Negotiation']);
    const [row] = await s.db.select({ at: pipelineElements.currentPipelineStageNumber }).from(pipelineElements).where(eq(pipelineElements.id, record));
    assert.equal(row!.at, 3, 'the record moved with its stage');
    assert.equal(moved.body.stages.find((st: { id: string }) => st.id === negotiation.id).openRecords, 1);

    const held = await s.call('tenant', 'DELETE', api(`pipelines/${id}/stages/${negotiation.id}`));
    assert.deepEqual([held.status, held.body.error], [409, 'This stage holds 1 open records: move them first']);
    assert.equal((await s.call('tenant', 'DELETE', api(`pipelines/${id}`))).status, 409, 'a pipeline with records stays');

    // Deleting Signed (place 2) moves Negotiation and its record up one place.
    const removed = await s.call('tenant', 'DELETE', api(`pipelines/${id}/stages/${last.id}`));
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    const [after] = await s.db.select({ at: pipelineElements.currentPipelineStageNumber }).from(pipelineElements).where(and(eq(pipelineElements.id, record)));
    assert.equal(after!.at, 2);

    const reset = await s.call('tenant', 'PATCH', api(`pipelines/${id}/patch`), { body: { stageId: negotiation.id } });
    assert.deepEqual(reset.body.stages.map((st: { name: string; isDefault: boolean }) => [st.name, st.isDefault]), [['New', false], ['Negotiation', true]]);
    const back = await s.call('tenant', 'PATCH', api(`pipelines/${id}/patch`));
    assert.equal(back.body.stages[0].isDefault, true, 'without a stage: the first one');

    assert.deepEqual((await s.call('tenant', 'GET', api(`pipelines/${id}/stages`))).body.map((st: { name: string }) => st.name), ['New', 'Negotiation']);
    const others = await s.call('tenant', 'GET', api(`pipelines/${id}/uncheck`));
    assert.deepEqual(others.body.map((p: { name: string }) => p.name), ['Merchant onboarding', 'Partner referrals'], 'the other opportunity pipelines');
    const all = await s.call('tenant', 'GET', api('pipelines/stages'));
    assert.ok(all.body.some((st: { activitySetName: string | null }) => st.activitySetName === 'KYB documents'));

    assert.equal((await s.call('tenant2', 'GET', api(`pipelines/${id}`))).status, 404, "another tenant's pipeline is not there");
    assert.equal((await s.call('tenant2', 'POST', api(`pipelines/${id}/stages`), { body: { name: 'X', probability: 1 } })).status, 404);
    const platformCreate = await s.call('platform', 'POST', api('pipelines'), { body: { name: 'Platform made', isForOpportunities: true, isForProjects: false } });
    assert.equal(platformCreate.status, 400, 'platform staff pick a tenant first');
  });

  it("a stage renamed and moved in settings is what the dashboard's pipeline chart shows, with its records", async () => {
    const chart = async () => (await pipelineChart({ db: s.db, scope: { kind: 'tenant', tenantId: ACME } } as unknown as SourceContext)).data
      .filter((r) => r.state === null).map((r) => `${r.stage}:${r.count}`);
    const before = await chart();
    assert.ok(Number(before.find((r) => r.startsWith('Documents:'))!.split(':')[1]) > 0, 'the seed has open records at Documents');
    const onboarding = (await s.call('tenant', 'GET', api('pipelines?pageIndex=0&pageSize=50'))).body.data.find((p: { name: string }) => p.name === 'Merchant onboarding');
    const documents = onboarding.stages.find((st: { name: string }) => st.name === 'Documents');
    const moved = await s.call('tenant', 'PUT', api(`pipelines/${onboarding.id}/stages/${documents.id}`), { body: { name: 'KYB review', probability: 50, activitySetId: documents.activitySetId, sortOrder: 1 } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const after = await chart();
    const countOf = (rows: string[], stage: string) => rows.find((r) => r.startsWith(`${stage}:`))!.split(':')[1];
    assert.equal(after[0]!.split(':')[0], 'KYB review', 'first on the chart now');
    assert.equal(countOf(after, 'KYB review'), countOf(before, 'Documents'), 'its records moved with it');
    assert.equal(countOf(after, 'Lead'), countOf(before, 'Lead'));
  });
});

