// Also on embedded PGlite: the export job and the report SQL run over PGlite's one connection.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { DEFAULT_SERVICE_BASES, REPORT_IDS, REPORT_DEFINITION_TEXTS_TR, REPORT_PATHS, VALUE_LABELS_TR, type Notification, type ReportDefinition, type ReportExportJob, type ReportPage } from '@portal/contracts';
import { REPORTS } from '../src/modules/reports/definitions';
import { SEED_RATIO_THRESHOLD } from '../src/modules/settings/alert-thresholds/seed';
import { webhookStatusOf } from '../src/modules/dashboards/data/detail-sources';
import { openLoginPage, signIn, submitLogin } from './helpers/oidc';
import { parseCsv } from './helpers/parse-csv';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Reports (issue 12, ADR 0049): definitions per caller, figures the database computes against the same figures
 * computed here from the raw rows, scope (tenant2@ and merchant2@ never see Acme's), filters checked by the server.
 */
describe('reports: definitions, figures in scope and mode, filters', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const emails = ['tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test'];
  const ACME = seedIds.tenant('acme');
  const GLOBEX = seedIds.tenant('globex');
  const BBC = seedIds.merchant('blue-bottle');
  const GGS = seedIds.merchant('globex-garden');
  // Whole UTC days: the seeded 90 days (at most 93 for the summaries).
  const DAY = 86_400_000;
  const endDate = new Date(Math.floor(Date.now() / DAY) * DAY + DAY).toISOString();
  const startDate = new Date(Date.parse(endDate) - 92 * DAY).toISOString();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(email: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const definition = (email: string, id: string) => call(email, REPORT_PATHS.definition.replace(':reportId', id));
  const data = (email: string, id: string, query: Record<string, string> = {}, period = true) =>
    call(email, `${REPORT_PATHS.data.replace(':reportId', id)}?${new URLSearchParams({ ...(period ? { startDate, endDate } : {}), PageSize: '100', ...query })}`);
  async function page(email: string, id: string, query: Record<string, string> = {}, period = true): Promise<ReportPage> {
    const answer = await data(email, id, query, period);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as ReportPage;
  }
  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];
  const rawTransactions = (where: ReturnType<typeof sql>) => q<{ type: string; currency: string; status: string; amount: number; merchant_id: string }>(sql`
    SELECT type, currency, status, amount, merchant_id FROM transactions
    WHERE ${where} AND mode = 'Live' AND created_at >= ${startDate}::timestamptz AND created_at < ${endDate}::timestamptz`);

  before(async () => {
    // A low export limit: a few rows come back as a file, more as a background job.
    t = await startTestServer({ EXPORT_SYNC_LIMIT: '5', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    for (const email of emails) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => t.close());

  it('describes a report per caller: fields of every kind, columns, chart; merchants get no customer filter', async () => {
    const tenant = await definition('tenant@demo.test', 'transactions-summary');
    assert.equal(tenant.status, 200);
    const def = tenant.body as ReportDefinition;
    const types = def.fields.map((f) => f.type);
    for (const type of ['dateRangePicker', 'selectWithApi', 'multiSelectAutoComplete']) assert.ok(types.includes(type as never), type);
    assert.equal(def.fields.find((f) => f.type === 'dateRangePicker')?.maxDaysSelected, 93);
    assert.ok(def.fields.some((f) => f.name === 'customer'));
    assert.ok(def.columns.some((c) => c.kind === 'money' && c.currencyKey === 'currency'));
    assert.equal(def.chart?.type, 'PieChart');
    const merchant = await definition('merchant@demo.test', 'transactions-summary');
    assert.equal(merchant.status, 200);
    assert.ok(!(merchant.body as ReportDefinition).fields.some((f) => f.name === 'customer'));
  });

  it('every text a definition sends has its Turkish, which the reports remote and the exports read', () => {
    // Statuses and types are the portal's one value table (contracts VALUE_LABELS_TR, ADR 0069).
    const keyed = (text: string) => VALUE_LABELS_TR[text] !== undefined || REPORT_DEFINITION_TEXTS_TR[text] !== undefined;
    const missing = new Set<string>();
    const need = (text: string | undefined) => { if (text && !keyed(text)) missing.add(text); };
    for (const spec of Object.values(REPORTS)) {
      need(spec.title);
      need(spec.description);
      need(spec.chart?.xTitle);
      need(spec.chart?.yTitle);
      for (const userType of ['crm', 'merchant'] as const) {
        for (const f of spec.fields(userType)) {
          need(f.label);
          need(f.placeholder);
          f.options?.forEach((o) => need(o.name));
          f.validations?.forEach((v) => need(v.message));
        }
        spec.columns(userType).forEach((c) => need(c.title));
      }
    }
    assert.deepEqual([...missing], []);
  });

  it('refuses a report the caller has no permission for or whose user type is not its own', async () => {
    assert.equal((await definition('tenant-viewer@demo.test', 'transactions-summary')).status, 403);
    assert.equal((await definition('merchant@demo.test', 'alerts')).status, 403);
    assert.equal((await data('merchant@demo.test', 'transactions-summary-v3')).status, 403);
  });

  it('transactions-summary: every transaction of the period by type and currency, as counted from the rows', async () => {
    const rows = await rawTransactions(sql`tenant_id = ${ACME}`);
    assert.ok(rows.length > 20, 'the test seed has Acme transactions in the period');
    const report = await page('tenant@demo.test', 'transactions-summary');
    const expected = new Map<string, { transactions: number; succeeded: number; amount: number }>();
    for (const r of rows) {
      const key = `${r.type}/${r.currency}`;
      const e = expected.get(key) ?? { transactions: 0, succeeded: 0, amount: 0 };
      e.transactions += 1;
      e.amount += Number(r.amount);
      if (['Captured', 'Refunded', 'Reserved', 'Successful'].includes(r.status)) e.succeeded += 1;
      expected.set(key, e);
    }
    assert.equal(report.count, expected.size);
    for (const row of report.data) {
      const e = expected.get(`${row.type}/${row.currency}`);
      assert.ok(e, `${row.type}/${row.currency} exists`);
      assert.deepEqual({ transactions: row.transactions, succeeded: row.succeeded, amount: row.amount }, e);
    }
    assert.equal(report.totals?.transactions, rows.length);
    // Ordered by the default sort: most transactions first.
    const counts = report.data.map((r) => Number(r.transactions));
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
    // The chart: transactions per status, summing to the total.
    assert.equal(report.chart.reduce((sum, p) => sum + Number(p.transactions), 0), rows.length);
  });

  it('scope: tenant2@ and merchant2@ see their own figures, never Acme\'s', async () => {
    const globex = await rawTransactions(sql`tenant_id = ${GLOBEX}`);
    const summary = await page('tenant2@demo.test', 'transactions-summary');
    assert.equal(summary.totals?.transactions, globex.length);
    const acmeNames = (await q<{ name: string }>(sql`SELECT legal_business_name AS name FROM merchants WHERE tenant_id = ${ACME}`)).map((r) => r.name);
    const v3 = await page('tenant2@demo.test', 'transactions-summary-v3');
    assert.ok(v3.data.length > 0);
    for (const row of v3.data) assert.ok(!acmeNames.includes(String(row.customer)), `${row.customer} is not Acme's`);
    const garden = await rawTransactions(sql`merchant_id = ${GGS}`);
    const v1 = await page('merchant2@demo.test', 'transactions-summary-v1');
    assert.equal(v1.totals?.transactions, garden.length);
    // Naming Acme's merchant as a customer filter narrows tenant2@ to nothing, never to Acme's rows.
    const foreign = await page('tenant2@demo.test', 'transactions-summary', { customer: BBC });
    assert.equal(foreign.count, 0);
    assert.deepEqual(foreign.chart, [], 'no data: the chart adapter gets no points');
  });

  it('checks filters on the server: unknown, outside the options, too long a range, missing period', async () => {
    const unknown = await data('tenant@demo.test', 'transactions-summary', { colour: 'red' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error, /Unknown filter colour/);
    const wrongStatus = await data('tenant@demo.test', 'transactions-summary', { status: 'Exploded' });
    assert.equal(wrongStatus.status, 400);
    const tooLong = await data('tenant@demo.test', 'transactions-daily', { startDate, endDate });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.body.error, /at most 31 days/);
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${REPORT_PATHS.data.replace(':reportId', 'transactions-daily')}`, {
      headers: { authorization: `Bearer ${tokens.get('tenant@demo.test')}` },
    });
    assert.equal(res.status, 400);
    const badSort = await data('tenant@demo.test', 'transactions-summary', { sort: 'password' });
    assert.equal(badSort.status, 400);
  });

  it('filters narrow the figures: a status and a currency', async () => {
    const rows = await rawTransactions(sql`tenant_id = ${ACME} AND status = 'Declined' AND currency = 'EUR'`);
    const report = await page('tenant@demo.test', 'transactions-summary', { status: 'Declined', currency: 'EUR' });
    assert.equal(report.totals?.transactions, rows.length);
    assert.equal(report.totals?.succeeded, 0);
  });

  it('transactions-daily-v1 covers the last 24 hours hour by hour, empty hours as zero', async () => {
    const report = await page('tenant@demo.test', 'transactions-daily-v1', {}, false);
    assert.equal(report.count, 24);
    const since = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 23 * 3_600_000).toISOString();
    const [n] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE tenant_id = ${ACME} AND mode = 'Live' AND created_at >= ${since}::timestamptz`);
    assert.equal(report.totals?.transactions, n!.n);
  });

  it('account-statement: closing = opening + credits - debits, each from the accounting entries', async () => {
    const report = await page('merchant@demo.test', 'account-statement', { startDate: new Date(Date.parse(endDate) - 30 * DAY).toISOString() });
    const [raw] = await q<{ opening: number; closing: number }>(sql`
      SELECT coalesce(sum(credit - debit) FILTER (WHERE a.created_at < ${new Date(Date.parse(endDate) - 30 * DAY).toISOString()}::timestamptz), 0)::int AS opening,
        coalesce(sum(credit - debit), 0)::int AS closing
      FROM accounting_entries a JOIN transactions t ON t.id = a.transaction_id
      WHERE a.merchant_id = ${BBC} AND a.account = 'merchant_payable' AND t.mode = 'Live' AND a.created_at < ${endDate}::timestamptz`);
    const sum = (key: string) => report.data.reduce((s, r) => s + Number(r[key]), 0);
    assert.equal(sum('openingBalance'), raw!.opening);
    assert.equal(sum('closingBalance'), raw!.closing);
    for (const r of report.data) assert.equal(Number(r.closingBalance), Number(r.openingBalance) + Number(r.credits) - Number(r.debits));
  });

  it('every report answers its own figures for tenant@, and the merchant reports for merchant@', async () => {
    const last30 = { startDate: new Date(Date.parse(endDate) - 30 * DAY).toISOString() };
    for (const id of REPORT_IDS) {
      const def = (await definition('tenant@demo.test', id)).body as ReportDefinition;
      const query = def.fields.some((f) => f.type === 'dateRangePicker') ? last30 : { startDate: '', endDate: '' };
      const answer = await data('tenant@demo.test', id, Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')));
      if (!def.fields.some((f) => f.type === 'dateRangePicker')) {
        const bare = await call('tenant@demo.test', REPORT_PATHS.data.replace(':reportId', id));
        assert.equal(bare.status, 200, `${id}: ${JSON.stringify(bare.body)}`);
        continue;
      }
      assert.equal(answer.status, 200, `${id}: ${JSON.stringify(answer.body)}`);
      for (const row of (answer.body as ReportPage).data) for (const c of def.columns) assert.ok(c.key in row, `${id} row has ${c.key}`);
    }
    for (const id of ['transactions-daily', 'api-logs', 'webhookreport', 'webhookreportV2', 'resend-webhooks', 'invoices'] as const) {
      const answer = await data('merchant@demo.test', id, last30);
      assert.equal(answer.status, 200, `${id}: ${JSON.stringify(answer.body)}`);
    }
  });

  it('resend-webhooks: failed deliveries of the caller only; a picked one is delivered again to its endpoint', async () => {
    const failed = await page('merchant@demo.test', 'resend-webhooks', { startDate: new Date(Date.parse(endDate) - 31 * DAY).toISOString() });
    for (const row of failed.data) assert.equal(row.webhookStatus, 'Failed');
    const [event] = await q<{ id: string; attempts: number; transaction_id: string }>(sql`
      SELECT e.id, e.webhook_attempts AS attempts, e.transaction_id FROM transaction_events e JOIN transactions t ON t.id = e.transaction_id
      WHERE e.merchant_id = ${BBC} AND t.mode = 'Live' AND e.webhook_status <> 'NotConfigured' LIMIT 1`);
    const [foreign] = await q<{ id: string }>(sql`SELECT id FROM transaction_events WHERE tenant_id = ${GLOBEX} LIMIT 1`);
    assert.ok(event, 'an Acme event with a delivery');
    // The seeded history names no endpoint: give the event a real one (a receiver on loopback) and its failed message (ADR 0100).
    const received: string[] = [];
    const receiver = http.createServer((req, res) => { received.push(String(req.headers['webhook-id'])); res.writeHead(200).end('ok'); });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    try {
      const endpointId = randomUUID();
      await q(sql`INSERT INTO webhook_endpoints (id, tenant_id, merchant_id, url, event_types)
        VALUES (${endpointId}, ${seedIds.tenant('acme')}, ${BBC}, ${`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/in`}, '["transaction.status_changed"]'::jsonb)`);
      await q(sql`INSERT INTO webhook_endpoint_secrets (id, endpoint_id, tenant_id, secret) VALUES (${randomUUID()}, ${endpointId}, ${seedIds.tenant('acme')}, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')`);
      await q(sql`INSERT INTO webhook_messages (id, endpoint_id, tenant_id, merchant_id, event_id, transaction_id, event_type, payload, status, attempts, next_attempt_at, created_at)
        VALUES ('msg_report_resend', ${endpointId}, ${seedIds.tenant('acme')}, ${BBC}, ${event.id}, ${event.transaction_id}, 'transaction.status_changed', '{"type":"transaction.status_changed"}'::jsonb, 'Failed', ${event.attempts}, now(), now())`);
      const ids = foreign ? [event.id, foreign.id] : [event.id];
      const answer = await call('merchant@demo.test', REPORT_PATHS.resendWebhooks, { method: 'POST', body: { eventIds: ids } });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.deepEqual(answer.body, { resent: 1, skipped: ids.length - 1 });
      assert.deepEqual(received, ['msg_report_resend'], 'the receiver got the message once');
      const [after1] = await q<{ attempts: number; status: string }>(sql`SELECT webhook_attempts AS attempts, webhook_status AS status FROM transaction_events WHERE id = ${event.id}`);
      assert.deepEqual([after1!.attempts, after1!.status], [event.attempts + 1, 'Delivered']);
    } finally {
      await new Promise((done) => receiver.close(done));
    }
  });

  async function exportV3(email: string, body: Record<string, unknown>, language?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live', 'content-type': 'application/json' };
    if (language) headers['accept-language'] = language;
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${REPORT_PATHS.exportV3}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  it('export v3: a small report comes back as the CSV of its rows, chosen columns in order, money in major units', async () => {
    const filters = { startDate, endDate, status: 'Declined', currency: 'EUR' };
    const shown = await page('merchant@demo.test', 'transactions-summary', filters);
    assert.ok(shown.count > 0 && shown.count <= 5, `a few rows (${shown.count})`);
    const answer = await exportV3('merchant@demo.test', { reportId: 'transactions-summary', filters, columns: ['currency', 'type', 'transactions', 'amount'], timezoneOffset: -180 });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/csv/);
    // The moment and the clock of merchant@'s profile (Europe/London), whatever offset the request sent (issue 27).
    assert.match(answer.headers.get('content-disposition') ?? '', /transactions-summary-\d{8}-\d{6}-Europe-London\.csv/);
    const [header, ...rows] = parseCsv(answer.text.replace(/^\uFEFF/, ''));
    assert.deepEqual(header, ['Currency', 'Type', 'Transactions', 'Amount']);
    assert.deepEqual(rows, shown.data.map((r) => ['EUR', String(r.type), String(r.transactions), `${(Number(r.amount) / 100).toFixed(2)} EUR`]));
    assert.equal((await exportV3('merchant@demo.test', { reportId: 'transactions-summary', filters, columns: ['password'] })).status, 400);
    assert.equal((await exportV3('merchant@demo.test', { reportId: 'alerts', filters })).status, 403);
  });

  it("export v3 in the reader's language: a Turkish portal's file has the page's Turkish titles and types", async () => {
    const filters = { startDate, endDate, status: 'Declined', currency: 'EUR' };
    const body = { reportId: 'transactions-summary', filters, columns: ['currency', 'type', 'transactions'], timezoneOffset: -180 };
    const [english, turkish] = [await exportV3('merchant@demo.test', body), await exportV3('merchant@demo.test', body, 'tr')];
    assert.equal(turkish.status, 200, turkish.text);
    const [enHeader, ...enRows] = parseCsv(english.text.replace(/^\uFEFF/, ''));
    const [trHeader, ...trRows] = parseCsv(turkish.text.replace(/^\uFEFF/, ''));
    assert.deepEqual(enHeader, ['Currency', 'Type', 'Transactions']);
    assert.deepEqual(trHeader, ['Para birimi', 'Tür', 'İşlemler']);
    assert.ok(enRows.length > 0);
    // The type as the Turkish page shows it ("Satış"); the currency code and the count as they are.
    assert.deepEqual(trRows, enRows.map(([currency, type, count]) => [currency, VALUE_LABELS_TR[type!], count]));
  });

  it('export v3: date-times are on the caller\'s profile clock, which the header and the file name name, whatever offset was sent', async () => {
    const logs = await page('merchant@demo.test', 'api-logs', { startDate: new Date(Date.parse(endDate) - 30 * DAY).toISOString(), PageSize: '5' });
    assert.ok(logs.data.length > 0, 'seeded API logs');
    const at = new Date(String(logs.data[0]!.createdAt)).toISOString();
    // One instant's rows: the export stays under the limit and comes back as the file.
    const filters = { startDate: at, endDate: new Date(Date.parse(at) + 1).toISOString() };
    const one = await page('merchant@demo.test', 'api-logs', filters);
    const answer = await exportV3('merchant@demo.test', { reportId: 'api-logs', filters, columns: ['createdAt'], timezoneOffset: 300 });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.headers.get('content-disposition') ?? '', /api-logs-\d{8}-\d{6}-Europe-London\.csv/);
    const [header, ...rows] = parseCsv(answer.text.replace(/^\uFEFF/, ''));
    assert.deepEqual(header, ['Time (Europe/London)']);
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'medium' });
    assert.deepEqual(rows, one.data.map((r) => [london.format(new Date(String(r.createdAt))).replace(',', '')]));
    assert.ok(rows.length > 0);
  });

  it('export v3: above the limit a background job ends in a ReportGenerated notification with the whole file', async () => {
    const filters = { startDate, endDate };
    const shown = await page('tenant@demo.test', 'transactions-summary-per-day-month', filters);
    assert.ok(shown.count > 5, `more rows than the limit (${shown.count})`);
    const answer = await exportV3('tenant@demo.test', { reportId: 'transactions-summary-per-day-month', filters });
    assert.equal(answer.status, 202, answer.text);
    const job = JSON.parse(answer.text) as ReportExportJob;
    assert.deepEqual(await t.server.jobs.settled(job.jobId), { ok: true });
    const res = await fetch(`${t.origin}/svc/merchant/api/v1/v1/api/in-app-notifications?pageSize=100`, { headers: { authorization: `Bearer ${tokens.get('tenant@demo.test')}` } });
    const notes = (await res.json() as { data: Notification[] }).data;
    const note = notes.find((n) => n.description === job.fileName);
    assert.ok(note, 'a notification names the file');
    assert.equal(note.title, `Your report export is ready (${shown.count} rows)`);
  });

  it('login-history: sign-ins through the login form with their outcome, in the caller\'s scope only', async () => {
    await signIn(t.origin, 'merchant@demo.test');
    const { browser, page: loginPage } = await openLoginPage(t.origin);
    const again = await submitLogin(t.origin, browser, loginPage, 'merchant@demo.test', 'not-the-password');
    await submitLogin(t.origin, browser, again, 'nobody@demo.test', 'not-the-password');
    // The last day up to a day ahead, from this moment: the file's whole-day window ends at the midnight after it was
    // loaded, and a run that crosses midnight would look for these sign-ins in the day before they happened.
    const today = { startDate: new Date(Date.now() - DAY).toISOString(), endDate: new Date(Date.now() + DAY).toISOString() };
    const acme = await page('tenant@demo.test', 'login-history', { ...today, email: 'merchant@' });
    const outcomes = acme.data.filter((r) => r.email === 'merchant@demo.test').map((r) => r.outcome);
    assert.ok(outcomes.includes('Succeeded') && outcomes.includes('WrongPassword'), JSON.stringify(outcomes));
    assert.ok(acme.data.every((r) => String(r.email).includes('merchant@')));
    const wrong = await page('tenant@demo.test', 'login-history', { ...today, outcome: 'WrongPassword' });
    assert.ok(wrong.data.length > 0 && wrong.data.every((r) => r.outcome === 'WrongPassword'));
    assert.ok(!wrong.data.some((r) => r.email === 'nobody@demo.test'), 'attempts on unknown addresses are not kept');
    const globex = await page('tenant2@demo.test', 'login-history', today);
    assert.ok(!globex.data.some((r) => r.email === 'merchant@demo.test'), 'tenant2@ never sees Acme\'s sign-ins');
    assert.equal((await data('merchant@demo.test', 'login-history', today)).status, 403);
  });

  it('webhooks-destinations/status: each customer\'s status is the dashboard\'s webhook rule over its own events', async () => {
    const since = new Date(Date.parse(endDate) - 30 * DAY).toISOString();
    const report = await page('tenant@demo.test', 'webhooks-destinations-status', { startDate: since });
    const merchants = await q<{ id: string; name: string }>(sql`SELECT id, legal_business_name AS name FROM merchants WHERE tenant_id = ${ACME}`);
    assert.equal(report.count, merchants.length, 'every customer of the tenant, with or without events');
    for (const m of merchants) {
      const events = await q<{ status: string; created_at: string; last: string | null }>(sql`
        SELECT e.webhook_status AS status, e.created_at, e.webhook_last_attempt_at AS last FROM transaction_events e JOIN transactions t ON t.id = e.transaction_id
        WHERE e.merchant_id = ${m.id} AND t.mode = 'Live' AND e.created_at < ${endDate}::timestamptz`);
      const inRange = events.filter((e) => new Date(e.created_at).getTime() >= Date.parse(since));
      const count = (s: string) => inRange.filter((e) => e.status === s).length;
      const latest = inRange.filter((e) => e.status !== 'NotConfigured').sort((a, b) => (Date.parse(b.last ?? '0') || 0) - (Date.parse(a.last ?? '0') || 0))[0]?.status;
      const configuredBefore = events.some((e) => e.status !== 'NotConfigured' && new Date(e.created_at).getTime() < Date.parse(since));
      const expected = webhookStatusOf({ delivered: count('Delivered'), failed: count('Failed'), pending: count('Pending'), notConfigured: count('NotConfigured') }, latest, configuredBefore);
      const row = report.data.find((r) => r.customer === m.name);
      assert.equal(row?.status, expected, m.name);
    }
  });

  it('alerts: a customer day reaching the tenant\'s decline pending ratio threshold is alerted, one below it is not', async () => {
    // Two busy days for Blue Bottle: 12 payments with 5 declined (41,67 %) and 1 pending, 12 with 2 declined (16,67 %).
    const busy = async (daysAgo: number, bad: string[], tag: string) => {
      const at = new Date(Date.parse(endDate) - daysAgo * DAY + 10 * 3_600_000).toISOString();
      for (let i = 0; i < 12; i++) {
        await t.server.database.db.execute(sql`INSERT INTO transactions (id, tenant_id, merchant_id, external_id, type, amount, currency, status, payment_method, mode, created_at)
          VALUES (gen_random_uuid(), ${ACME}, ${BBC}, ${`TX-RATIO-${tag}-${i}`}, 'Sale', 1000, 'EUR', ${bad[i] ?? 'Captured'}, 'card', 'Live', ${at}::timestamptz)`);
      }
    };
    await busy(20, ['Declined', 'Declined', 'Declined', 'Declined', 'Declined', 'Pending'], 'HIGH');
    await busy(21, ['Declined', 'Declined'], 'LOW');
    const report = await page('tenant@demo.test', 'alerts', { startDate: new Date(Date.parse(endDate) - 31 * DAY).toISOString(), kind: 'declinePendingRatio' });
    const days = await q<{ name: string; day: string; payments: number; declined: number; pending: number }>(sql`
      SELECT m.legal_business_name AS name, to_char(date_trunc('day', t.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, count(*)::int AS payments,
        (count(*) FILTER (WHERE t.status IN ('Declined', 'Failed', 'Blocked')))::int AS declined, (count(*) FILTER (WHERE t.status = 'Pending'))::int AS pending
      FROM transactions t JOIN merchants m ON m.id = t.merchant_id
      WHERE t.tenant_id = ${ACME} AND t.mode = 'Live' AND t.type IN ('Sale', 'Authorisation')
        AND t.created_at >= ${new Date(Date.parse(endDate) - 31 * DAY).toISOString()}::timestamptz AND t.created_at < ${endDate}::timestamptz
      GROUP BY 1, 2`);
    // The seeded tenant-wide threshold (crm/settings/alerts/decline-pending-ratio): a day, both shares watched.
    const { declinedPercent, pendingPercent, minimumPayments } = SEED_RATIO_THRESHOLD;
    const expected = days.filter((d) => d.payments >= minimumPayments
      && ((100 * d.declined) / d.payments >= declinedPercent || (100 * d.pending) / d.payments >= pendingPercent)).map((d) => `${d.name} ${d.day}`).sort();
    const day = (daysAgo: number) => new Date(Date.parse(endDate) - daysAgo * DAY).toISOString().slice(0, 10);
    assert.ok(expected.some((e) => e.endsWith(day(20))), 'the 41 % day is expected');
    assert.ok(!expected.some((e) => e.endsWith(day(21))), 'the 17 % day is not');
    assert.deepEqual(report.data.map((r) => `${r.customer} ${r.subject}`).sort(), expected);
    assert.ok(report.data.every((r) => r.kind === 'Decline and pending ratio'));
  });
});
