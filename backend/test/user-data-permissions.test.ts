import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  API_PATHS, DASHBOARD_PATHS, DEFAULT_SERVICE_BASES, REPORT_PATHS, TRANSACTION_EXPORT_PATHS, TRANSACTION_PATHS,
  type DashboardCategoryWithWidgets, type ReportPage, type TransactionRecord,
} from '@portal/contracts';
import { seedIds } from '../src/db/seed';
import { registeredApiRoutes } from '../src/http/api-route';
import { parseCsv } from './helpers/parse-csv';
import { startTestServer, type TestServer } from './helpers/server';
import { forgeAccessToken } from './helpers/tokens';

/**
 * A CRM user's data permissions (spec part 2 sections 6 and 7.8; ADR 0082): set through the spec's calls, refused
 * where they would widen anyone's reach, and enforced by the server on every lookup, report, dashboard and export.
 * The figures a limited user sees are compared with a direct count of the rows they may see.
 */
describe('CRM users\' merchant, payment-method and service-provider permissions', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const ACME = seedIds.tenant('acme');
  const BBC = seedIds.merchant('blue-bottle');
  const HARBOUR = seedIds.merchant('harbour-florists');
  const GARDEN = seedIds.merchant('globex-garden');
  const TENANT = seedIds.user('tenant@demo.test');
  const VIEWER = seedIds.user('tenant-viewer@demo.test');
  const DAY = 86_400_000;
  const endDate = new Date(Math.floor(Date.now() / DAY) * DAY + DAY).toISOString();
  // 90 days: the longest period the lookup searches.
  const startDate = new Date(Date.parse(endDate) - 90 * DAY).toISOString();

  before(async () => {
    t = await startTestServer();
    for (const email of ['platform@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test']) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
    }
  });
  after(async () => { await t?.close(); });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(email: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: any; text: string }> {
    const res = await fetch(`${t.origin}${url}`, {
      method, body: body === undefined ? undefined : JSON.stringify(body),
      headers: { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    const text = await res.text();
    let json: unknown;
    try { json = text ? JSON.parse(text) : undefined; } catch { json = undefined; }
    return { status: res.status, body: json, text };
  }
  const api = (email: string, method: string, path: string, body?: unknown) => call(email, method, `${DEFAULT_SERVICE_BASES.merchant}/api/v1/${path}`, body);
  const merchantSvc = (email: string, path: string, query: Record<string, string> = {}) => call(email, 'GET', `/svc/merchant/${path}?${new URLSearchParams(query)}`);
  const reporting = (email: string, path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live', ...headers } })
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .then(async (res) => ({ status: res.status, body: await res.json() as any }));
  const count = async (where: ReturnType<typeof sql>): Promise<number> => {
    const { rows } = await t.server.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM transactions WHERE tenant_id = ${ACME} AND mode = 'Live' AND ${where}
      AND created_at >= ${startDate}::timestamptz AND created_at < ${endDate}::timestamptz`);
    return Number(rows[0]!.n);
  };
  const setMerchants = (email: string, user: string, body: unknown) => api(email, 'PUT', `users/crm/${user}/merchantpermissions`, body);
  const setMethods = (email: string, user: string, body: unknown) => api(email, 'PUT', `users/crm/${user}/paymentmethodpermissions`, body);
  const setProviders = (email: string, user: string, body: unknown) => api(email, 'PUT', `crm/users/${user}/service-provider-permissions`, body);
  const unlimit = async () => {
    assert.equal((await setMerchants(...allOf('allMerchants', 'merchantIds'))).status, 200);
    assert.equal((await setMethods(...allOf('allPaymentMethods', 'paymentMethods'))).status, 200);
    assert.equal((await setProviders(...allOf('allServiceProviders', 'serviceProviderIds'))).status, 200);
  };
  const allOf = (all: string, list: string): [string, string, unknown] => ['platform@demo.test', TENANT, { [all]: true, [list]: [] }];
  // Each test starts from an unlimited tenant@, whatever the one before left.
  afterEach(unlimit);

  /** Every row of the tenant lookup in the period. */
  async function lookup(): Promise<TransactionRecord[]> {
    const rows: TransactionRecord[] = [];
    let cursor: string | null = null;
    do {
      const page = await merchantSvc('tenant@demo.test', TRANSACTION_PATHS.tenantList, { from: startDate, to: endDate, pageSize: '100', ...(cursor ? { cursor } : {}) });
      assert.equal(page.status, 200, page.text);
      rows.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    return rows;
  }
  const report = async (query: Record<string, string> = {}): Promise<ReportPage> => {
    const answer = await reporting('tenant@demo.test', REPORT_PATHS.data.replace(':reportId', 'transactions-summary'), { startDate, endDate, PageSize: '100', ...query });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as ReportPage;
  };
  /** The summary widget counts payments (sales and authorisations). */
  const payments = (where: ReturnType<typeof sql>) => count(sql`${where} AND type IN ('Sale', 'Authorisation')`);
  async function dashboardTotal(): Promise<number> {
    const categories = (await reporting('tenant@demo.test', DASHBOARD_PATHS.userCategories)).body as DashboardCategoryWithWidgets[];
    const widget = categories.flatMap((c) => c.widgets).find((w) => w.data.dataSourceEndpointId === 'summary')!;
    const params = { widgetId: widget.widgetId, timezoneOffset: '0', mode: '2', startDate, endDate };
    const answer = await reporting('tenant@demo.test', DASHBOARD_PATHS.widgetData.replace(':source', 'summary'), params, { endpointid: 'summary', widgetid: widget.widgetId });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.totalCount as number;
  }

  it('platform@ limits tenant@ to one merchant: lookup, export, report, dashboard and the customer list hold only its rows', async () => {
    const before = await lookup();
    assert.ok(before.some((r) => r.merchantId !== BBC), 'unlimited, tenant@ sees several merchants');

    const set = await setMerchants('platform@demo.test', TENANT, { allMerchants: false, merchantIds: [BBC] });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.body, { allMerchants: false, merchantIds: [BBC] });
    assert.deepEqual((await api('platform@demo.test', 'GET', `users/crm/${TENANT}/merchantpermissions`)).body, { allMerchants: false, merchantIds: [BBC] });

    const rows = await lookup();
    assert.ok(rows.length > 0 && rows.every((r) => r.merchantId === BBC), 'the lookup: Blue Bottle only');
    assert.equal(rows.length, await count(sql`merchant_id = ${BBC}`));
    const csv = await call('tenant@demo.test', 'GET', `/svc/merchant/${TRANSACTION_EXPORT_PATHS.tenant}?columns=merchantName&columns=externalId`);
    assert.equal(csv.status, 200, csv.text);
    const [, ...lines] = parseCsv(csv.text);
    assert.ok(lines.length > 0 && lines.every((l) => l.includes('Blue Bottle Coffee Ltd')), 'the export: Blue Bottle only');

    assert.equal((await report()).totals?.transactions, await count(sql`merchant_id = ${BBC}`), 'the report counts Blue Bottle\'s');
    assert.equal((await report({ customer: HARBOUR })).count, 0, 'naming another merchant as the customer reaches nothing');
    assert.equal(await dashboardTotal(), await payments(sql`merchant_id = ${BBC}`), 'the dashboard counts Blue Bottle\'s');

    const customers = await api('tenant@demo.test', 'GET', API_PATHS.activeCustomers);
    assert.equal(customers.status, 200, customers.text);
    assert.deepEqual(customers.body.map((c: { merchantId: string }) => c.merchantId), [BBC], 'the customer pickers offer Blue Bottle only');
    const other = before.find((r) => r.merchantId !== BBC)!;
    assert.equal((await merchantSvc('tenant@demo.test', `api/v1/transactions/${other.id}`)).status, 404, 'another merchant\'s payment is not there');
    await unlimit();
    assert.equal((await lookup()).length, before.length, 'all merchants again');
  });

  it('payment-method and provider permissions narrow the lookup, the report and the dashboard alike', async () => {
    assert.equal((await setMethods('platform@demo.test', TENANT, { allPaymentMethods: false, paymentMethods: ['card'] })).status, 200);
    const cards = await lookup();
    assert.ok(cards.length > 0 && cards.every((r) => r.paymentMethod === 'card'));
    assert.equal((await report()).totals?.transactions, await count(sql`payment_method = 'card'`));
    assert.equal(await dashboardTotal(), await payments(sql`payment_method = 'card'`));
    assert.deepEqual((await api('platform@demo.test', 'GET', `crm/users/${TENANT}/payment-method-permissions`)).body, { allPaymentMethods: false, paymentMethods: ['card'] });
    await unlimit();

    const { rows: providers } = await t.server.database.db.execute<{ id: string }>(sql`
      SELECT c.service_provider_id AS id FROM transactions x JOIN payment_channels c ON c.id = x.payment_channel_id
      WHERE x.tenant_id = ${ACME} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const provider = providers[0]!.id;
    const viaProvider = sql`payment_channel_id IN (SELECT id FROM payment_channels WHERE service_provider_id = ${provider})`;
    assert.equal((await setProviders('platform@demo.test', TENANT, { allServiceProviders: false, serviceProviderIds: [provider] })).status, 200);
    const expected = await count(viaProvider);
    assert.ok(expected > 0 && expected < await count(sql`true`), 'the provider carries some of Acme\'s payments, not all');
    assert.equal((await lookup()).length, expected);
    assert.equal((await report()).totals?.transactions, expected);
    assert.equal(await dashboardTotal(), await payments(viaProvider));
  });

  it('refuses what would widen anyone\'s reach, and another tenant\'s or a merchant\'s user', async () => {
    const bad = (answer: { status: number; body: { error?: string } }, message: string | RegExp) => {
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.match(answer.body.error ?? '', typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
    };
    bad(await setMerchants('tenant@demo.test', TENANT, { allMerchants: false, merchantIds: [BBC] }), 'You cannot change your own data permissions');
    bad(await setMerchants('tenant@demo.test', VIEWER, { allMerchants: false, merchantIds: [] }), 'Choose at least one merchant, or allow all of them');
    bad(await setMerchants('tenant@demo.test', VIEWER, { allMerchants: false, merchantIds: [GARDEN] }), `Unknown merchant: ${GARDEN}`);
    bad(await setMethods('tenant@demo.test', VIEWER, { allPaymentMethods: false, paymentMethods: ['carrier-pigeon'] }), 'Unknown payment method: carrier-pigeon');
    assert.equal((await setMerchants('tenant@demo.test', VIEWER, { allMerchants: false, merchantIds: [BBC], extra: 1 })).status, 400, 'strict body');

    // A limited administrator grants only within their own limits.
    assert.equal((await setMerchants('platform@demo.test', TENANT, { allMerchants: false, merchantIds: [BBC] })).status, 200);
    bad(await setMerchants('tenant@demo.test', VIEWER, { allMerchants: true, merchantIds: [] }), /you cannot give access to all of them$/);
    bad(await setMerchants('tenant@demo.test', VIEWER, { allMerchants: false, merchantIds: [HARBOUR] }), `You cannot give access to a merchant you may not see yourself: ${HARBOUR}`);
    assert.equal((await setMerchants('tenant@demo.test', VIEWER, { allMerchants: false, merchantIds: [BBC] })).status, 200);
    await unlimit();

    assert.equal((await setMerchants('tenant2@demo.test', VIEWER, { allMerchants: true, merchantIds: [] })).status, 404, 'another tenant\'s user');
    assert.equal((await api('tenant2@demo.test', 'GET', `users/crm/${VIEWER}/merchantpermissions`)).status, 404);
    assert.equal((await setMerchants('platform@demo.test', seedIds.user('merchant@demo.test'), { allMerchants: true, merchantIds: [] })).status, 404, 'a merchant\'s user has none');
    assert.equal((await setMerchants('merchant@demo.test', VIEWER, { allMerchants: true, merchantIds: [] })).status, 403);
  });

  it('a user limited to one merchant meets no other merchant\'s id in any answer of any GET route', async () => {
    assert.equal((await setMerchants('platform@demo.test', TENANT, { allMerchants: false, merchantIds: [BBC] })).status, 200);
    const routes = registeredApiRoutes(t.server.app).filter((r) => r.method === 'GET' && !r.url.includes(':'));
    const others = new Set([HARBOUR, seedIds.merchant('sandbox-surf'), seedIds.merchant('nimbus-books'), seedIds.merchant('old-mill')]);
    const leaks: string[] = [];
    let answered = 0;
    // Each route bare and with the two period spellings (lists refuse parameters they do not take).
    const queries: Array<Record<string, string>> = [{}, { startDate, endDate }, { from: startDate, to: endDate }];
    const seen = new Set<string>();
    for (const route of routes) {
      for (const query of queries) {
        const answer = await call('tenant@demo.test', 'GET', `${route.url}?${new URLSearchParams(query)}`);
        if (answer.status !== 200) continue;
        answered += 1;
        seen.add(route.url);
        for (const id of others) if (answer.text.includes(id)) leaks.push(`${route.url} names ${id}`);
      }
    }
    for (const path of [TRANSACTION_PATHS.tenantList, API_PATHS.activeCustomers]) assert.ok([...seen].some((url) => url.endsWith(path)), `${path} was read`);
    await unlimit();
    assert.ok(answered > 20, `${answered} routes answered`);
    assert.deepEqual(leaks, []);
  });
});
