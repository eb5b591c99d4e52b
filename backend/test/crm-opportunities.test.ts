import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditEvents, crmDeals, crmOrganizations, notifications, pipelines } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
type Deal = { id: string; name: string; stageId: string; stageName: string; closedState: string | null; closeReason: string; probability: number; amount: string | null; ownerId: string | null; weightedAmount: string | null; isRotting: boolean; organizationId: string };
type Column = { key: string; stageId: string | null; closedState: string | null; name: string; count: number; totals: Array<{ currencyCode: string; amount: string; weighted: string }>; cards: Deal[]; nextCursor: string | null };
type Board = { pipelineId: string; pipelineName: string; pipelines: Array<{ id: string; name: string; stages: Array<{ id: string; name: string }> }>; columns: Column[] };

/** The CRM's opportunities and projects and their board (ADR 0088). */
describe('CRM opportunities, projects and the pipeline board', () => {
  const s = apiSuite(['tenant', 'tenant-approver', 'tenant2', 'platform', 'merchant']);
  const ACME = seedIds.tenant('acme');
  const TESSA = seedIds.user('tenant@demo.test');
  const board = async (query = '', who = 'tenant') => {
    const answer = await s.call(who, 'GET', api(`crm/opportunities/board${query}`));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as Board;
  };
  /** A customer of Acme not linked to a merchant, and the first open stage of the default board. */
  const basics = async () => {
    const b = await board();
    const [org] = await s.db.select({ id: crmOrganizations.id }).from(crmOrganizations)
      .where(and(eq(crmOrganizations.tenantId, ACME), sql`${crmOrganizations.merchantId} is null`)).limit(1);
    return { b, organizationId: org!.id, stages: b.columns.filter((c) => c.stageId) };
  };
  const create = (body: object, who = 'tenant') => s.call(who, 'POST', api('crm/opportunities'), { body });

  it("draws Acme's opportunity pipelines: stages then closing states, the first cards, totals equal to a direct sum per currency", async () => {
    const b = await board('?perStage=5');
    assert.deepEqual(b.pipelines.map((p) => p.name), ['Merchant onboarding', 'Partner referrals']);
    assert.equal(b.pipelineName, 'Merchant onboarding');
    assert.deepEqual(b.pipelines[1]!.stages.map((st) => st.name), ['Referred', 'Discovery', 'Proposal', 'Negotiation'], 'each pipeline with its stages (the form)');
    assert.deepEqual(b.columns.map((c) => c.name), ['Lead', 'Precheck', 'Documents', 'Agreement', 'Integration', 'Won', 'Lost', 'Disqualified', 'Abandoned', 'Suspended']);
    const { rows } = await s.db.execute<{ column_key: string; currency_code: string; n: number; amount: string; weighted: string }>(sql`
      select coalesce(closed_state, stage_id::text) as column_key, currency_code, count(*)::int as n, round(sum(amount), 2)::text as amount,
        round(sum(amount * probability / 100.0), 2)::text as weighted
      from crm_deals where pipeline_id = ${b.pipelineId} group by 1, 2 order by 1, 2`);
    let total = 0;
    for (const column of b.columns) {
      const mine = rows.filter((r) => r.column_key === column.key);
      assert.equal(column.count, mine.reduce((sum, r) => sum + r.n, 0), `${column.name} count`);
      assert.deepEqual(column.totals, mine.map((r) => ({ currencyCode: r.currency_code, amount: r.amount, weighted: r.weighted })), `${column.name} totals`);
      assert.ok(column.cards.length <= 5);
      assert.equal(column.nextCursor !== null, column.count > 5);
      total += column.count;
    }
    assert.ok(total >= 100, `${total} opportunities on the onboarding pipeline`);
    assert.ok(b.columns.some((c) => c.cards.some((card) => card.isRotting)), 'some seeded records idle past their stage');

    // Load more: the next cards of a column, none seen twice, until the column is done.
    const column = b.columns.find((c) => c.count > 5)!;
    const seen = new Set(column.cards.map((c) => c.id));
    let cursor = column.nextCursor;
    while (cursor) {
      const more = await s.call('tenant', 'GET', api(`crm/opportunities/board/column?pipelineId=${b.pipelineId}&column=${column.key}&perStage=5&cursor=${cursor}`));
      assert.equal(more.status, 200, JSON.stringify(more.body));
      for (const card of more.body.cards as Deal[]) {
        assert.ok(!seen.has(card.id), 'no card twice');
        seen.add(card.id);
      }
      cursor = more.body.nextCursor;
    }
    assert.equal(seen.size, column.count);

    // Filters apply to cards and totals alike.
    const owned = await board(`?ownerId=${TESSA}`);
    const [mine] = await s.db.select({ n: sql<number>`count(*)::int` }).from(crmDeals).where(and(eq(crmDeals.pipelineId, b.pipelineId), eq(crmDeals.ownerId, TESSA)));
    assert.equal(owned.columns.reduce((sum, c) => sum + c.count, 0), mine!.n);
    const listed = await s.call('tenant', 'GET', api(`crm/opportunities?ownerId=${TESSA}&pipelineId=${b.pipelineId}&pageIndex=0&pageSize=5`));
    assert.equal(listed.body.count, mine!.n, 'the list filters the same records');
    assert.equal((await s.call('tenant', 'GET', api('crm/opportunities?ownerId=not-a-uuid&pageIndex=0&pageSize=5'))).body.count, 0);
    assert.ok(owned.columns.every((c) => c.cards.every((card) => card.ownerId === TESSA)));

    const globex = await board('', 'tenant2');
    assert.ok(globex.columns.every((c) => c.cards.every((card) => !seen.has(card.id))));
    assert.equal((await s.call('merchant', 'GET', api('crm/opportunities/board'))).status, 403);
    assert.equal((await s.call('tenant2', 'GET', api(`crm/opportunities/board?pipelineId=${b.pipelineId}`))).status, 404);
    const projects = await s.call('tenant', 'GET', api('crm/projects/board'));
    assert.equal(projects.body.pipelineName, 'Integration projects');
    assert.ok(projects.body.columns.some((c: Column) => c.closedState === 'GoLive' && c.count > 0));
  });

  it('validates the amount, the currency, the pipeline, the stage and the closing; another tenant gets 404', async () => {
    const { b, organizationId, stages } = await basics();
    const body = { organizationId, name: 'Checkout for Quayside', amount: '12500.50', currencyCode: 'EUR', pipelineId: b.pipelineId };
    const expect = async (extra: object, error: string) => {
      const answer = await create({ ...body, ...extra });
      assert.deepEqual([answer.status, answer.body.error], [400, error]);
    };
    await expect({ amount: null }, 'An opportunity needs an amount');
    await expect({ amount: '10.123' }, 'The amount must be a positive number with at most 2 decimal places for EUR');
    await expect({ currencyCode: 'XXX' }, 'Unknown currency XXX');
    await expect({ name: '  ' }, 'Give it a name');
    const projectPipeline = (await s.db.select({ id: pipelines.id }).from(pipelines).where(and(eq(pipelines.tenantId, ACME), eq(pipelines.isForProjects, true))))[0]!.id;
    await expect({ pipelineId: projectPipeline }, 'Choose a pipeline for opportunities');
    const other = (await board(`?pipelineId=${b.pipelines[1]!.id}`)).columns[1]!;
    await expect({ stageId: other.stageId }, `The stage ${other.name} belongs to another pipeline`);
    await expect({ closedState: 'Lost' }, 'Say why it is Lost: a reason is required');
    await expect({ closedState: 'GoLive' }, 'GoLive does not close opportunities');

    const created = await create(body);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const deal = created.body as Deal;
    assert.deepEqual([deal.stageId, deal.amount, deal.ownerId], [stages[0]!.stageId, '12500.50', TESSA], 'the default stage; the creator owns it');
    assert.equal(deal.probability, 10);
    assert.equal(deal.weightedAmount, '1250.05');
    const [event] = await s.db.select().from(auditEvents).where(eq(auditEvents.targetId, deal.id)).orderBy(desc(auditEvents.occurredAt)).limit(1);
    assert.equal(event?.targetType, 'crm-opportunities');

    for (const [method, path] of [['GET', `crm/opportunities/${deal.id}`], ['PATCH', `crm/opportunities/${deal.id}/stage`], ['DELETE', `crm/opportunities/${deal.id}`]] as const) {
      const answer = await s.call('tenant2', method, api(path), method === 'PATCH' ? { body: { stageId: stages[1]!.stageId } } : {});
      assert.equal(answer.status, 404, `${method} ${path}`);
    }
    const project = await s.call('tenant', 'POST', api('crm/projects'), { body: { organizationId, name: 'Quayside API integration', pipelineId: projectPipeline } });
    assert.equal(project.status, 201, 'a project needs no amount');
    assert.equal((await s.call('tenant', 'GET', api(`crm/opportunities/${project.body.id}`))).status, 404, 'a project is not an opportunity');
  });

  it('a drop saves through the form\'s rules: a refused one leaves the record unchanged; the owner hears when someone else moves it', async () => {
    const { b, organizationId, stages } = await basics();
    const deal = (await create({ organizationId, name: 'Zero-value pilot', amount: '0', currencyCode: 'GBP', pipelineId: b.pipelineId })).body as Deal;
    const move = (body: object, who = 'tenant') => s.call(who, 'PATCH', api(`crm/opportunities/${deal.id}/stage`), { body });
    const stored = async () => (await s.db.select().from(crmDeals).where(eq(crmDeals.id, deal.id)))[0]!;
    const before = await stored();

    const won = await move({ closedState: 'Won' });
    assert.deepEqual([won.status, won.body.error], [400, 'An opportunity is won with an amount: enter it first']);
    const lost = await move({ closedState: 'Lost', closeReason: ' ' });
    assert.deepEqual([lost.status, lost.body.error], [400, 'Say why it is Lost: a reason is required']);
    const other = (await board(`?pipelineId=${b.pipelines[1]!.id}`)).columns[0]!;
    assert.equal((await move({ stageId: other.stageId })).status, 400);
    assert.deepEqual(await stored(), before, 'every refused drop left it as it was');

    const notified = async () => (await s.db.select().from(notifications).where(and(eq(notifications.userId, TESSA), sql`${notifications.objectUrl} like ${`%${deal.id}%`}`)));
    const own = await move({ stageId: stages[2]!.stageId });
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.deepEqual([own.body.stageName, own.body.probability], [stages[2]!.name, 50]);
    assert.equal((await notified()).length, 0, 'nobody is told of their own move');

    const byAvery = await move({ closedState: 'Lost', closeReason: 'Chose a competitor' }, 'tenant-approver');
    assert.equal(byAvery.status, 200, JSON.stringify(byAvery.body));
    assert.deepEqual([byAvery.body.closedState, byAvery.body.probability, byAvery.body.stageId], ['Lost', 0, stages[2]!.stageId]);
    const [note] = await notified();
    assert.equal(note?.title, 'Zero-value pilot closed as Lost');
    assert.equal(note?.objectUrl, `/crm/opportunities?open=${deal.id}`);

    // The form's PUT takes the same path: reopening by a stage, refused the same way.
    const put = await s.call('tenant', 'PUT', api(`crm/opportunities/${deal.id}`), {
      body: { organizationId, name: 'Zero-value pilot', amount: '0', currencyCode: 'GBP', pipelineId: b.pipelineId, stageId: stages[1]!.stageId, closedState: 'Won' },
    });
    assert.deepEqual([put.status, put.body.error], [400, 'An opportunity is won with an amount: enter it first']);
    const reopened = await s.call('tenant', 'PUT', api(`crm/opportunities/${deal.id}`), {
      body: { organizationId, name: 'Paid pilot', amount: '900', currencyCode: 'GBP', pipelineId: b.pipelineId, stageId: stages[1]!.stageId, closedState: null },
    });
    assert.equal(reopened.status, 200, JSON.stringify(reopened.body));
    assert.deepEqual([reopened.body.closedState, reopened.body.closeReason, reopened.body.amount], [null, '', '900.00']);
  });

  it('a CRM user limited to some merchants does not see records of customers linked to the others (ADR 0082)', async () => {
    const blueBottle = seedIds.merchant('blue-bottle');
    const [linked] = await s.db.select({ id: crmOrganizations.id }).from(crmOrganizations)
      .where(and(eq(crmOrganizations.tenantId, ACME), sql`${crmOrganizations.merchantId} is not null and ${crmOrganizations.merchantId} <> ${blueBottle}`)).limit(1);
    const { b } = await basics();
    const deal = (await create({ organizationId: linked!.id, name: 'Limited deal', amount: '10', currencyCode: 'EUR', pipelineId: b.pipelineId })).body as Deal;
    const tenantUser = seedIds.user('tenant@demo.test');
    const limited = await s.call('platform', 'PUT', api(`users/crm/${tenantUser}/merchantpermissions`), { body: { allMerchants: false, merchantIds: [blueBottle] } });
    assert.equal(limited.status, 200, JSON.stringify(limited.body));
    try {
      assert.equal((await s.call('tenant', 'GET', api(`crm/opportunities/${deal.id}`))).status, 404);
      const listed = await s.call('tenant', 'GET', api('crm/opportunities?search=Limited%20deal&pageIndex=0&pageSize=10'));
      assert.equal(listed.body.count, 0);
      const seen = (await board('?search=Limited%20deal')).columns.reduce((sum, c) => sum + c.count, 0);
      assert.equal(seen, 0, 'the board and its totals leave it out');
    } finally {
      await s.call('platform', 'PUT', api(`users/crm/${tenantUser}/merchantpermissions`), { body: { allMerchants: true, merchantIds: [] } });
    }
    assert.equal((await s.call('tenant', 'GET', api(`crm/opportunities/${deal.id}`))).status, 200);
  });
});
