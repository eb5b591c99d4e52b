import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { webhookStatusOf } from '../src/modules/dashboards/data/detail-sources';
import { periodsOf } from '../src/modules/dashboards/data/range';
import {
  DASHBOARD_PATHS, DEFAULT_SERVICE_BASES, type DashboardCategoryWithWidgets, type DashboardDataSource, type DashboardWidget, type WidgetData,
} from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/** Dashboards (issue 11, ADR 0047): the caller's widgets, and data sources whose figures are the database's, in scope and mode. */
describe('dashboards: widgets per user, data sources in scope and mode', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const dashboards = new Map<string, DashboardCategoryWithWidgets[]>();
  const emails = ['tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test', 'platform@demo.test', 'sandbox@demo.test'];
  const BBC = seedIds.merchant('blue-bottle');
  const GGS = seedIds.merchant('globex-garden');
  const ACME = seedIds.tenant('acme');
  const GLOBEX = seedIds.tenant('globex');
  // The whole seeded period (90 days) up to now: every generated payment of the test seed falls in it.
  const end = new Date(Date.now() + 60_000).toISOString();
  const start = new Date(Date.now() - 91 * 86_400_000).toISOString();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(email: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}`, {
      method, headers: { authorization: `Bearer ${tokens.get(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];

  const widgetOf = (email: string, source: DashboardDataSource): DashboardWidget => {
    const widget = dashboards.get(email)!.flatMap((c) => c.widgets).find((w) => w.data.dataSourceEndpointId === source);
    assert.ok(widget, `${email} has a ${source} widget`);
    return widget;
  };
  async function data(email: string, source: DashboardDataSource, query: Record<string, string> = {}, widget = widgetOf(email, source), headers: Record<string, string> = {}) {
    const params = new URLSearchParams({ widgetId: widget.widgetId, timezoneOffset: '0', mode: '2', startDate: start, endDate: end, ...query });
    return call(email, `${DASHBOARD_PATHS.widgetData.replace(':source', source)}?${params}`, { endpointid: source, widgetid: widget.widgetId, ...headers });
  }
  async function figures(email: string, source: DashboardDataSource, query: Record<string, string> = {}): Promise<WidgetData> {
    const answer = await data(email, source, query);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as WidgetData;
  }

  before(async () => {
    t = await startTestServer();
    for (const email of emails) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
      const answer = await call(email, DASHBOARD_PATHS.userCategories);
      assert.equal(answer.status, 200, `${email}: ${JSON.stringify(answer.body)}`);
      dashboards.set(email, answer.body);
    }
  });
  after(async () => { await t?.close(); });

  it('gives merchants and tenant staff their default dashboard: three categories, widgets of all eight types', async () => {
    for (const email of ['merchant@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'platform@demo.test']) {
      const categories = dashboards.get(email)!;
      assert.deepEqual(categories.map((c) => c.name), ['Overview', 'Payments', 'Operations'], email);
      const types = new Set(categories.flatMap((c) => c.widgets.map((w) => w.configuration.widgetType)));
      assert.deepEqual([...types].sort(), ['BANNER_WIDGET', 'CHART_WIDGET', 'COUNT_WIDGET', 'MAP_WIDGET', 'PIPELINE_CHART', 'SUCCESS_RATE_WIDGET', 'TABLE_WIDGET', 'WEBHOOK_STATUS'], email);
      for (const w of categories.flatMap((c) => c.widgets)) assert.match(w.data.dataSourceEndpoint, /^\/reporting\/data\//);
    }
    assert.deepEqual(dashboards.get('merchant@demo.test')!.map((c) => c.userType), ['Merchant', 'Merchant', 'Merchant']);
    assert.deepEqual(dashboards.get('tenant@demo.test')!.map((c) => c.userType), ['Tenant', 'Tenant', 'Tenant']);
    const acmeMerchant = dashboards.get('merchant@demo.test')!.flatMap((c) => c.widgets.map((w) => w.widgetId));
    const globexMerchant = dashboards.get('merchant2@demo.test')!.flatMap((c) => c.widgets.map((w) => w.widgetId));
    assert.equal(acmeMerchant.filter((id) => globexMerchant.includes(id)).length, 0, 'each tenant has its own widgets');
    const charts = dashboards.get('tenant@demo.test')!.flatMap((c) => c.widgets).map((w) => w.configuration.chartConfiguration?.chartType).filter(Boolean);
    assert.deepEqual([...new Set(charts)].sort(), ['BarChart', 'ComboChart', 'GeoChart', 'LineChart', 'PieChart']);
  });

  it("counts merchant@'s own payments as the database does (summary, success rate, time series, statuses, methods, countries)", async () => {
    const where = sql`merchant_id = ${BBC} AND mode = 'Live' AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz AND type IN ('Sale', 'Authorisation')`;
    const [db] = await q<{ payments: number; successful: number; decided: number; cards: number }>(sql`SELECT count(*)::int AS payments,
      count(*) FILTER (WHERE (type = 'Sale' AND status IN ('Captured', 'Refunded')) OR (type = 'Authorisation' AND status IN ('Reserved', 'Successful')))::int AS successful,
      count(*) FILTER (WHERE status IN ('Captured', 'Refunded', 'Reserved', 'Successful', 'Declined', 'Failed', 'Blocked'))::int AS decided,
      count(card_country)::int AS cards FROM transactions WHERE ${where}`);
    assert.ok(db!.payments > 50, 'the test seed has payments');

    const summary = await figures('merchant@demo.test', 'summary');
    assert.equal(summary.totalCount, db!.payments);
    assert.equal(summary.baseCurrency, 'GBP');
    assert.ok(summary.totalVolume! > 0);

    const rate = await figures('merchant@demo.test', 'success-rate');
    assert.equal(rate.data[0]!.successful, db!.successful);
    assert.equal(rate.data[0]!.successRate, Math.round((db!.successful / db!.decided) * 10_000) / 100);

    const series = await figures('merchant@demo.test', 'volume-by-time');
    assert.equal(series.data.reduce((sum, r) => sum + Number(r.count), 0), db!.payments);
    assert.equal(series.totalVolume, summary.totalVolume, 'the days add up to the summary');
    assert.ok(series.data.length >= 91 && series.data.length <= 93, `one row per day (${series.data.length})`);

    const statuses = await figures('merchant@demo.test', 'status-split');
    const byStatus = await q<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n FROM transactions WHERE ${where} GROUP BY status ORDER BY n DESC, status`);
    assert.deepEqual(statuses.data.map((r) => [r.status, r.count]), byStatus.map((r) => [r.status, r.n]));

    const methods = await figures('merchant@demo.test', 'method-split', { PageSize: '5' });
    const byMethod = await q<{ m: string; n: number }>(sql`SELECT payment_method AS m, count(*)::int AS n FROM transactions WHERE ${where} GROUP BY 1 ORDER BY n DESC, m`);
    assert.equal(methods.totalCount, byMethod.length);
    assert.deepEqual(methods.data.map((r) => [r.paymentMethod, r.count]), byMethod.slice(0, 5).map((r) => [r.m, r.n]));
    assert.equal(methods.data.length, Math.min(5, byMethod.length), 'a page of 5');

    const countries = await figures('merchant@demo.test', 'card-countries');
    assert.equal(countries.totalCount, db!.cards);
  });

  it('converts volumes to the base currency with the currency decimal places', async () => {
    const [gbp] = await q<{ v: number }>(sql`SELECT coalesce(sum(amount), 0)::int AS v FROM transactions WHERE merchant_id = ${BBC} AND mode = 'Live'
      AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz AND currency = 'GBP'
      AND ((type = 'Sale' AND status IN ('Captured', 'Refunded')) OR (type = 'Authorisation' AND status IN ('Reserved', 'Successful')))`);
    const onlyGbp = await figures('merchant@demo.test', 'summary', { currency: 'GBP' });
    assert.equal(onlyGbp.totalVolume, gbp!.v, 'GBP in a GBP base is the sum of its minor units');
    const all = await figures('merchant@demo.test', 'summary');
    assert.ok(all.totalVolume! > onlyGbp.totalVolume!, 'EUR payments add their converted amounts');
  });

  it('keeps every caller to its own scope: merchants, tenants, platform', async () => {
    const own = async (where: ReturnType<typeof sql>) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE ${where} AND mode = 'Live'
      AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz AND type IN ('Sale', 'Authorisation')`))[0]!.n;
    assert.equal((await figures('merchant2@demo.test', 'summary')).totalCount, await own(sql`merchant_id = ${GGS}`));
    assert.equal((await figures('tenant@demo.test', 'summary')).totalCount, await own(sql`tenant_id = ${ACME}`));
    assert.equal((await figures('tenant2@demo.test', 'summary')).totalCount, await own(sql`tenant_id = ${GLOBEX}`));
    assert.equal((await figures('platform@demo.test', 'summary')).totalCount, await own(sql`true`));

    // Another merchant's (or tenant's) widget is unknown, even with the right data source.
    assert.equal((await data('merchant2@demo.test', 'summary', {}, widgetOf('merchant@demo.test', 'summary'))).status, 404);
    assert.equal((await data('tenant2@demo.test', 'top-merchants', {}, widgetOf('tenant@demo.test', 'top-merchants'))).status, 404);
    assert.equal((await data('merchant@demo.test', 'summary', {}, widgetOf('tenant@demo.test', 'summary'))).status, 404);

    // tenant2@ naming Acme's merchant as a customer gets nothing of it.
    const leak = await figures('tenant2@demo.test', 'summary', { customer: BBC });
    assert.equal(leak.totalCount, 0);
    const top = await figures('tenant2@demo.test', 'top-merchants', { PageSize: '20' });
    assert.ok(top.data.length > 0);
    assert.ok(top.data.every((r) => r.tenantId === GLOBEX), 'only Globex merchants');
    const acmeTop = await figures('tenant@demo.test', 'top-merchants');
    assert.equal(acmeTop.data[0]!.merchantName !== undefined, true);
    assert.ok(acmeTop.data.every((r) => r.tenantId === ACME));

    // The platform dashboard has no merchant-only sources; merchants have no top merchants widget.
    assert.equal(dashboards.get('merchant@demo.test')!.flatMap((c) => c.widgets).some((w) => w.data.dataSourceEndpointId === 'top-merchants'), false);
  });

  it('reads the mode asked for: systemMode in the query, else the Mode header', async () => {
    const test = async (where: ReturnType<typeof sql>) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE ${where} AND mode = 'Test'
      AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz AND type IN ('Sale', 'Authorisation')`))[0]!.n;
    const live = (await figures('merchant@demo.test', 'summary')).totalCount;
    const inTest = (await figures('merchant@demo.test', 'summary', { mode: '1' })).totalCount;
    assert.equal(inTest, await test(sql`merchant_id = ${BBC}`));
    assert.notEqual(inTest, live);
    const widget = widgetOf('merchant@demo.test', 'summary');
    const params = new URLSearchParams({ widgetId: widget.widgetId, startDate: start, endDate: end });
    const byHeader = await call('merchant@demo.test', `${DASHBOARD_PATHS.widgetData.replace(':source', 'summary')}?${params}`, { endpointid: 'summary', widgetid: widget.widgetId, mode: 'Test' });
    assert.equal(byHeader.body.totalCount, inTest);
    // sandbox@'s merchant processes in Test only: Live is empty.
    assert.equal((await figures('sandbox@demo.test', 'summary')).totalCount, 0);
    assert.ok((await figures('sandbox@demo.test', 'summary', { mode: '1' })).totalCount > 0);
  });

  it('answers the last 24 hours by hour, and a narrower range with smaller figures', async () => {
    const hours = await figures('merchant@demo.test', 'volume-by-time', { dateRange: 'Last24Hours' });
    assert.equal(hours.data.length, 24);
    assert.match(String(hours.data[0]!.period), /^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
    const week = await figures('merchant@demo.test', 'summary', { startDate: new Date(Date.now() - 7 * 86_400_000).toISOString() });
    const all = await figures('merchant@demo.test', 'summary');
    assert.ok(week.totalCount < all.totalCount);
    assert.deepEqual(periodsOf({ start: new Date('2026-03-28T23:00:00Z'), end: new Date('2026-03-31T23:00:00Z'), hourly: false, timezoneOffset: -60 }),
      ['2026-03-29', '2026-03-30', '2026-03-31'], 'the user\'s days');
  });

  it('refuses calls that do not match their widget, and ranges that make no sense', async () => {
    const widget = widgetOf('merchant@demo.test', 'summary');
    assert.equal((await data('merchant@demo.test', 'summary', {}, widget, { endpointid: 'refunds' })).status, 400);
    assert.equal((await data('merchant@demo.test', 'refunds', {}, widget, { endpointid: 'refunds' })).status, 400);
    assert.equal((await data('merchant@demo.test', 'summary', {}, widget, { widgetid: widgetOf('merchant@demo.test', 'refunds').widgetId })).status, 400);
    assert.equal((await data('merchant@demo.test', 'summary', { startDate: end, endDate: start })).status, 400);
    assert.equal((await data('merchant@demo.test', 'summary', { PageSize: '101' })).status, 400);
    assert.equal((await data('merchant@demo.test', 'summary', { transactionStatus: 'Nope' })).status, 400);
  });

  it('reports webhooks, alerts, declines and refunds from the detail tables, antifraud to staff only', async () => {
    const webhooks = await figures('merchant@demo.test', 'webhook-status');
    assert.ok(['Delivering', 'NotDelivering'].includes(String(webhooks.data[0]!.status)));
    const [events] = await q<{ delivered: number }>(sql`SELECT count(*)::int AS delivered FROM transaction_events e JOIN transactions t ON t.id = e.transaction_id
      WHERE e.merchant_id = ${BBC} AND t.mode = 'Live' AND e.webhook_status = 'Delivered' AND e.created_at >= ${start}::timestamptz AND e.created_at < ${end}::timestamptz`);
    assert.equal(webhooks.data[0]!.delivered, events!.delivered);
    // Tenant staff in each mode, a merchant picked, and a filter on the transaction's status: the events counted as
    // their transactions say (the unfiltered ones read alone, by their own mode and merchant).
    const byTransaction = async (where: ReturnType<typeof sql>) => (await q<{ delivered: number; failed: number; not_configured: number }>(sql`
      SELECT count(*) FILTER (WHERE e.webhook_status = 'Delivered')::int AS delivered, count(*) FILTER (WHERE e.webhook_status = 'Failed')::int AS failed,
        count(*) FILTER (WHERE e.webhook_status = 'NotConfigured')::int AS not_configured
      FROM transaction_events e JOIN transactions t ON t.id = e.transaction_id AND t.created_at = e.transaction_created_at
      WHERE e.tenant_id = ${ACME} AND e.created_at >= ${start}::timestamptz AND e.created_at < ${end}::timestamptz AND ${where}`))[0]!;
    const counted = (w: WidgetData) => ({ delivered: w.data[0]!.delivered, failed: w.data[0]!.failed, not_configured: w.data[0]!.notConfigured });
    const live = await byTransaction(sql`t.mode = 'Live'`);
    assert.ok(live.delivered > 0 && live.failed > 0, 'the seed has delivered and failed events');
    assert.deepEqual(counted(await figures('tenant@demo.test', 'webhook-status')), live);
    assert.deepEqual(counted(await figures('tenant@demo.test', 'webhook-status', { mode: '1' })), await byTransaction(sql`t.mode = 'Test'`));
    assert.deepEqual(counted(await figures('tenant@demo.test', 'webhook-status', { customer: BBC })), await byTransaction(sql`t.mode = 'Live' AND t.merchant_id = ${BBC}`));
    assert.deepEqual(counted(await figures('tenant@demo.test', 'webhook-status', { transactionStatus: 'Captured' })), await byTransaction(sql`t.mode = 'Live' AND t.status = 'Captured'`));
    // Nimbus Books (noprocessing@'s merchant) has no endpoint: NotConfigured is what its tenant's staff would see for it.
    assert.equal(webhookStatusOf({ delivered: 0, failed: 0, pending: 0, notConfigured: 4 }, undefined, false), 'NotConfigured');
    assert.equal(webhookStatusOf({ delivered: 0, failed: 0, pending: 0, notConfigured: 0 }, undefined, true), 'Configured');
    assert.equal(webhookStatusOf({ delivered: 9, failed: 1, pending: 0, notConfigured: 0 }, 'Delivered', true), 'Delivering');
    assert.equal(webhookStatusOf({ delivered: 9, failed: 1, pending: 0, notConfigured: 0 }, 'Failed', true), 'NotDelivering');

    const merchantAlerts = await figures('merchant@demo.test', 'alerts');
    assert.ok(merchantAlerts.data.every((r) => r.kind === 'webhookFailed' || r.kind === 'waitingForApproval'), 'no antifraud for merchants');
    const tenantAlerts = await figures('tenant@demo.test', 'alerts');
    assert.ok(tenantAlerts.data.some((r) => String(r.kind).startsWith('antifraud')));
    assert.ok(tenantAlerts.data.length <= 5 && tenantAlerts.totalCount >= tenantAlerts.data.length);
    assert.deepEqual(tenantAlerts.alertViewModels.map((a) => a.id), tenantAlerts.data.map((r) => r.id));

    const declines = await figures('merchant@demo.test', 'declines-by-reason');
    const [rejections] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transaction_rejections r JOIN transactions t ON t.id = r.transaction_id
      WHERE r.merchant_id = ${BBC} AND t.mode = 'Live' AND r.kind = 'Declined' AND r.created_at >= ${start}::timestamptz AND r.created_at < ${end}::timestamptz`);
    assert.equal(declines.totalCount, rejections!.n);

    const refunds = await figures('merchant@demo.test', 'refunds');
    const [refundRows] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE merchant_id = ${BBC} AND mode = 'Live' AND type = 'Refund'
      AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz`);
    assert.equal(refunds.totalCount, refundRows!.n);
  });

  it("draws the tenant's first opportunity pipeline from its opportunities, a merchant its own boarding", async () => {
    const tenant = await figures('tenant@demo.test', 'pipeline');
    assert.deepEqual(tenant.data.filter((r) => r.state === null).map((r) => r.stage), ['Lead', 'Precheck', 'Documents', 'Agreement', 'Integration']);
    const first = (tenantId: string) => sql`(SELECT id FROM pipelines WHERE tenant_id = ${tenantId} AND is_for_opportunities ORDER BY name, id LIMIT 1)`;
    const [opportunities] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM crm_deals WHERE kind = 'opportunity' AND pipeline_id = ${first(ACME)}`);
    assert.ok(opportunities!.n > 50, 'the seed has opportunities on it');
    assert.equal(tenant.totalCount, opportunities!.n);
    const [won] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM crm_deals WHERE closed_state = 'Won' AND pipeline_id = ${first(ACME)}`);
    assert.equal(tenant.data.find((r) => r.state === 'Won')?.count, won!.n);
    const merchant = await figures('merchant@demo.test', 'pipeline');
    assert.equal(merchant.totalCount, 1);
    assert.deepEqual(merchant.data.filter((r) => r.count === 1).map((r) => r.state), ['GoLive']);
    const other = await figures('tenant2@demo.test', 'pipeline');
    const [globex] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM crm_deals WHERE kind = 'opportunity' AND pipeline_id = ${first(GLOBEX)}`);
    assert.equal(other.totalCount, globex!.n);
  });

  it("keeps each user's own order and width of a category's widgets, and nobody else's", async () => {
    const [overview] = dashboards.get('tenant@demo.test')!;
    const [first, second] = overview!.widgets;
    const save = (email: string, widgets: unknown, categoryId = overview!.id) => call(email, DASHBOARD_PATHS.userLayout, {}, 'PUT', { categoryId, widgets });
    const saved = await save('tenant@demo.test', [{ widgetId: first!.widgetId, order: 2, width: 'large' }, { widgetId: second!.widgetId, order: 1, width: 'small' }]);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.widgets.slice(0, 2).map((w: DashboardWidget) => [w.widgetId, w.layout.width]), [[second!.widgetId, 'small'], [first!.widgetId, 'large']]);
    const again = (await call('tenant@demo.test', DASHBOARD_PATHS.userCategories)).body as DashboardCategoryWithWidgets[];
    assert.deepEqual(again[0]!.widgets.slice(0, 2).map((w) => w.widgetId), [second!.widgetId, first!.widgetId], 'kept on the server');
    const viewer = (await call('tenant-viewer@demo.test', DASHBOARD_PATHS.userCategories)).body as DashboardCategoryWithWidgets[];
    assert.deepEqual(viewer[0]!.widgets.slice(0, 2).map((w) => w.widgetId), [first!.widgetId, second!.widgetId], 'another user keeps the default');
    // Widgets not given to the caller, or of another category, are refused.
    assert.equal((await save('tenant2@demo.test', [{ widgetId: first!.widgetId, order: 1, width: 'small' }], dashboards.get('tenant2@demo.test')![0]!.id)).status, 404);
    assert.equal((await save('tenant@demo.test', [{ widgetId: first!.widgetId, order: 1, width: 'small' }], dashboards.get('tenant@demo.test')![1]!.id)).status, 400);
    assert.equal((await save('tenant@demo.test', [{ widgetId: first!.widgetId, order: 1, width: 'huge' }])).status, 400);
  });
});
