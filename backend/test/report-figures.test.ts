// Each report's figures on PostgreSQL (reports.test.ts runs the report SQL on embedded PGlite too).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { DEFAULT_SERVICE_BASES, REPORT_LIMITS, REPORT_PATHS, type ReportPage, type ReportRow } from '@portal/contracts';
import { apiSuite } from './helpers/api-suite';
import { coreClient } from './helpers/core';

/**
 * Issue 12 deliverable 7: each report's figures against figures worked out here, in TypeScript, from the raw rows
 * of the seed (no aggregation in SQL on this side), for the reports that reports.test.ts and report-day-totals
 * .test.ts do not already count: declines, provider declines, API logs, webhooks (per event, per type, per
 * destination), support analytics, invoices, and the summaries per payment method and per customer.
 * Each is counted for tenant@ (Acme), and the staff ones also for tenant2@ (Globex): one tenant's figures never
 * hold the other's rows.
 */
describe('report figures: each report equals the same figures counted from the raw rows', () => {
  const suite = apiSuite(['tenant', 'tenant2', 'merchant', 'merchant2']);
  const TENANT = { tenant: seedIds.tenant('acme'), tenant2: seedIds.tenant('globex') } as const;
  const DAY = 86_400_000;
  // The last 31 whole UTC days: inside every report's maximum period.
  const end = new Date(Math.floor(Date.now() / DAY) * DAY + DAY);
  const start = new Date(end.getTime() - 31 * DAY);
  const period = { startDate: start.toISOString(), endDate: end.toISOString() };

  /** Every row of a report (all its pages), with the first page's count, totals and chart. */
  async function report(who: string, id: string, query: Record<string, string> = {}): Promise<ReportPage> {
    const rows: ReportRow[] = [];
    let first: ReportPage | undefined;
    for (let pageIndex = 0; ; pageIndex += 1) {
      const params = new URLSearchParams({ ...period, PageSize: String(REPORT_LIMITS.maxPageSize), pageIndex: String(pageIndex), ...query });
      const answer = await suite.call(who, 'GET', `${DEFAULT_SERVICE_BASES.reporting}/${REPORT_PATHS.data.replace(':reportId', id)}?${params}`, { headers: { mode: 'Live' } });
      assert.equal(answer.status, 200, `${id}: ${JSON.stringify(answer.body)}`);
      const page = answer.body as ReportPage;
      first ??= page;
      rows.push(...page.data);
      if (rows.length >= page.count || page.data.length === 0) break;
    }
    assert.equal(rows.length, first!.count, `${id}: every page read`);
    return { ...first!, data: rows };
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const raw = async <T = any>(query: ReturnType<typeof sql>): Promise<T[]> => (await suite.db.execute(query)).rows as T[];
  /** Rows of a detail table in a tenant's scope and the period whose transaction is Live. */
  const detail = <T>(table: string, tenant: keyof typeof TENANT, columns: string) => raw<T>(sql`
    SELECT ${sql.raw(columns)} FROM ${sql.raw(table)} d JOIN transactions t ON t.id = d.transaction_id
    WHERE d.tenant_id = ${TENANT[tenant]} AND t.mode = 'Live' AND d.created_at >= ${period.startDate}::timestamptz AND d.created_at < ${period.endDate}::timestamptz`);

  /** Counts of `items` per key. */
  function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
  }
  const sumOf = (rows: readonly ReportRow[], key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
  const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((10_000 * part) / whole) / 100);

  it('declined-transaction-reasons: declines per reason code and source, for each tenant its own', async () => {
    for (const tenant of ['tenant', 'tenant2'] as const) {
      const rejections = (await detail<{ kind: string; reason_code: string; source: string }>('transaction_rejections', tenant, 'd.kind, d.reason_code, d.source'))
        .filter((r) => r.kind === 'Declined');
      const expected = countBy(rejections, (r) => `${r.reason_code}/${r.source}`);
      const page = await report(tenant, 'declined-transaction-reasons');
      assert.deepEqual(new Map(page.data.map((r) => [`${r.reasonCode}/${r.source}`, Number(r.declines)])), expected, tenant);
      assert.equal(page.totals?.declines, rejections.length);
      if (tenant === 'tenant') assert.ok(rejections.length > 0, 'the seed declines some of Acme\'s transactions');
    }
  });

  it('decline-reasons: each provider\'s attempts that were not approved, with their share of its attempts', async () => {
    const attempts = await detail<{ provider: string; outcome: string; reason_code: string | null }>('cascading_attempts', 'tenant',
      'coalesce((SELECT name FROM service_providers p WHERE p.id = d.service_provider_id), d.service_provider_id) AS provider, d.outcome, d.reason_code');
    const perProvider = countBy(attempts, (a) => a.provider);
    const expected = new Map([...countBy(attempts.filter((a) => a.outcome !== 'Approved'), (a) => `${a.provider}/${a.outcome}/${a.reason_code ?? ''}`)]
      .map(([key, n]) => [key, { attempts: n, share: rate(n, perProvider.get(key.split('/')[0]!)!) }]));
    assert.ok(expected.size > 0, 'the seed has declined attempts');
    const page = await report('tenant', 'decline-reasons');
    assert.deepEqual(new Map(page.data.map((r) => [`${r.provider}/${r.outcome}/${r.reasonCode}`, { attempts: Number(r.attempts), share: Number(r.share) }])), expected);
  });

  it('api-logs: every call of the period, each filter narrowing it, the chart counting calls per HTTP status', async () => {
    const logs = await detail<{ id: string; source: string; status_code: number; url: string }>('transaction_api_logs', 'tenant', 'd.id, d.source, d.status_code, d.url');
    assert.ok(logs.length > 0);
    const all = await report('tenant', 'api-logs');
    assert.deepEqual(all.data.map((r) => r.id).sort(), logs.map((l) => l.id).sort());
    assert.deepEqual(new Map(all.chart.map((p) => [String(p.statusCode), Number(p.calls)])), countBy(logs, (l) => String(l.status_code)));
    const errors = await report('tenant', 'api-logs', { statusClass: 'error' });
    assert.equal(errors.count, logs.filter((l) => l.status_code >= 400).length);
    const provider = await report('tenant', 'api-logs', { source: 'Provider' });
    assert.equal(provider.count, logs.filter((l) => l.source === 'Provider').length);
    const word = logs[0]!.url.split('/').filter(Boolean).at(-1)!.toUpperCase();
    const byUrl = await report('tenant', 'api-logs', { url: word });
    assert.equal(byUrl.count, logs.filter((l) => l.url.toLowerCase().includes(word.toLowerCase())).length, `URL contains ${word}, in any case`);
  });

  type Event = { id: string; type: string; webhook_status: string; webhook_attempts: number; customer: string };
  const events = (tenant: keyof typeof TENANT) => detail<Event>('transaction_events', tenant,
    'd.id::text, d.type, d.webhook_status, d.webhook_attempts, (SELECT legal_business_name FROM merchants m WHERE m.id = d.merchant_id) AS customer');
  /** The delivery figures of a group of events, as the webhook reports show them. */
  function deliveries(group: readonly Event[]) {
    const n = (status: string) => group.filter((e) => e.webhook_status === status).length;
    return {
      events: group.length, delivered: n('Delivered'), failed: n('Failed'), pending: n('Pending'), notConfigured: n('NotConfigured'),
      deliveryRate: rate(n('Delivered'), n('Delivered') + n('Failed')), attempts: group.reduce((s, e) => s + e.webhook_attempts, 0),
    };
  }
  const figuresOf = (r: ReportRow) => ({
    events: Number(r.events), delivered: Number(r.delivered), failed: Number(r.failed), pending: Number(r.pending),
    notConfigured: Number(r.notConfigured), deliveryRate: r.deliveryRate === null ? null : Number(r.deliveryRate), attempts: Number(r.attempts),
  });
  const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
    return groups;
  };

  it('webhookreport: every event of the period with its delivery; the delivery filter keeps only those', async () => {
    const all = await events('tenant');
    const page = await report('tenant', 'webhookreport');
    assert.deepEqual(page.data.map((r) => r.id).sort(), all.map((e) => e.id).sort());
    const failed = await report('tenant', 'webhookreport', { webhookStatus: 'Failed' });
    assert.deepEqual(failed.data.map((r) => r.id).sort(), all.filter((e) => e.webhook_status === 'Failed').map((e) => e.id).sort());
  });

  it('webhookreportV2 and webhooks-destinations-statistics: deliveries per event type and per customer, each tenant its own', async () => {
    for (const tenant of ['tenant', 'tenant2'] as const) {
      const all = await events(tenant);
      const perType = await report(tenant, 'webhookreportV2');
      assert.deepEqual(new Map(perType.data.map((r) => [String(r.eventType), figuresOf(r)])),
        new Map([...groupBy(all, (e) => e.type)].map(([type, group]) => [type, deliveries(group)])), `${tenant} per type`);
      assert.equal(perType.totals?.events, all.length);
      const perCustomer = await report(tenant, 'webhooks-destinations-statistics');
      assert.deepEqual(new Map(perCustomer.data.map((r) => [String(r.customer), figuresOf(r)])),
        new Map([...groupBy(all, (e) => e.customer)].map(([customer, group]) => [customer, deliveries(group)])), `${tenant} per customer`);
    }
  });

  it('support-analytics-report: tickets per category and priority, open and closed, average hours to respond and resolve', async () => {
    // Tickets through the support API: merchant@ raises four, tenant@ answers two and closes one.
    const merchant = coreClient(suite.origin, suite.token('merchant'));
    const tenant = coreClient(suite.origin, suite.token('tenant'));
    const BLUE = seedIds.merchant('blue-bottle');
    const raised = [];
    for (const [ticketCategory, priority] of [['Billing', 'High'], ['Billing', 'High'], ['Billing', 'Low'], ['Technical issue', 'Medium']] as const) {
      const created = await merchant.post('support/ticket?ticketChannelType=CustomerToTenantTicketChannel', { ticketCategory, priority, subject: 'Fees', description: 'Why?' });
      assert.equal(created.status, 200, created.text);
      raised.push(created.text);
    }
    for (const id of raised.slice(0, 2)) assert.equal((await tenant.post(`support/ticket/${BLUE}/${id}/comment`, { content: '<p>Looking</p>' })).status, 204);
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${raised[0]}/close`)).status, 204);
    // Raised hours before they were answered, as real tickets are (the API wrote the times a moment apart).
    for (const [id, hours] of [[raised[0]!, 5], [raised[1]!, 2]] as const) {
      await suite.db.execute(sql`UPDATE support_tickets SET created_at = created_at - ${hours} * interval '1 hour',
        initial_request_at = initial_request_at - ${hours} * interval '1 hour' WHERE id = ${id}`);
    }
    const year = { startDate: new Date(end.getTime() - 366 * DAY).toISOString(), endDate: end.toISOString() };
    type Ticket = { category: string; priority: string; status: string; start: Date; response_at: Date | null; resolution_at: Date | null };
    const tickets = await raw<Ticket>(sql`
      SELECT category, priority, status, coalesce(initial_request_at, created_at) AS start, response_at, resolution_at FROM support_tickets
      WHERE tenant_id = ${TENANT.tenant} AND channel_type = 'CustomerToTenantTicketChannel'
        AND created_at >= ${year.startDate}::timestamptz AND created_at < ${year.endDate}::timestamptz`);
    assert.ok(tickets.length > 0, 'the seed has tickets from Acme\'s customers');
    const hours = (group: Ticket[], at: 'response_at' | 'resolution_at') => {
      const timed = group.filter((t) => t[at] !== null);
      if (!timed.length) return null;
      const ms = timed.reduce((s, t) => s + (new Date(t[at]!).getTime() - new Date(t.start).getTime()), 0) / timed.length;
      return Math.round(ms / 36_000) / 100;
    };
    const expected = new Map([...groupBy(tickets, (t) => `${t.category}/${t.priority}`)].map(([key, group]) => [key, {
      tickets: group.length, open: group.filter((t) => t.status === 'Opened').length, closed: group.filter((t) => t.status === 'Closed').length,
      firstResponseHours: hours(group, 'response_at'), resolutionHours: hours(group, 'resolution_at'),
    }]));
    const billingHigh = expected.get('Billing/High');
    assert.ok(billingHigh && billingHigh.firstResponseHours! > 3.4 && billingHigh.firstResponseHours! < 3.6, 'answered after 5 and 2 hours: 3.5 on average');
    const page = await report('tenant', 'support-analytics-report', year);
    assert.deepEqual(new Map(page.data.map((r) => [`${r.category}/${r.priority}`, {
      tickets: Number(r.tickets), open: Number(r.open), closed: Number(r.closed),
      firstResponseHours: r.firstResponseHours === null ? null : Number(r.firstResponseHours),
      resolutionHours: r.resolutionHours === null ? null : Number(r.resolutionHours),
    }])), expected);
    const high = await report('tenant', 'support-analytics-report', { ...year, priority: 'High' });
    assert.equal(sumOf(high.data, 'tickets'), tickets.filter((t) => t.priority === 'High').length);
  });

  it('invoices: fees per month, customer and currency by fee type, the total their sum; merchant@ sees its own only', async () => {
    const fees = await detail<{ month: string; customer: string; currency: string; fee_type: string; amount: number }>('transaction_fees', 'tenant',
      `to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, (SELECT legal_business_name FROM merchants m WHERE m.id = d.merchant_id) AS customer,
       d.currency, d.fee_type, d.amount`);
    assert.ok(fees.length > 0, 'the seed charges Acme\'s customers fees');
    const types = ['Processing', 'Scheme', 'Refund', 'Chargeback', 'Payout'];
    const expected = new Map([...groupBy(fees, (f) => `${f.month}/${f.customer}/${f.currency}`)].map(([key, group]) => {
      const byType = Object.fromEntries(types.map((type) => [type.toLowerCase(), group.filter((f) => f.fee_type === type).reduce((s, f) => s + Number(f.amount), 0)]));
      return [key, { ...byType, total: group.reduce((s, f) => s + Number(f.amount), 0), fees: group.length }];
    }));
    const page = await report('tenant', 'invoices');
    const figures = (r: ReportRow) => ({ ...Object.fromEntries(types.map((type) => [type.toLowerCase(), Number(r[type.toLowerCase()])])), total: Number(r.total), fees: Number(r.fees) });
    assert.deepEqual(new Map(page.data.map((r) => [`${String(r.month).slice(0, 7)}/${r.customer}/${r.currency}`, figures(r)])), expected);
    const own = await report('merchant', 'invoices');
    const blueBottle = (await raw<{ name: string }>(sql`SELECT legal_business_name AS name FROM merchants WHERE id = ${seedIds.merchant('blue-bottle')}`))[0]!.name;
    assert.ok(own.data.length > 0);
    for (const row of own.data) assert.equal(row.customer, blueBottle);
  });

  it('transactions-summary-v1 and -v3: per payment method and per customer, as counted from the transactions', async () => {
    type Tx = { method: string; customer: string; currency: string; status: string; amount: number };
    const txs = await raw<Tx>(sql`
      SELECT coalesce((SELECT name FROM payment_methods p WHERE p.id = t.payment_method), t.payment_method) AS method,
        (SELECT legal_business_name FROM merchants m WHERE m.id = t.merchant_id) AS customer, t.currency, t.status, t.amount
      FROM transactions t WHERE t.tenant_id = ${TENANT.tenant} AND t.mode = 'Live'
        AND t.created_at >= ${period.startDate}::timestamptz AND t.created_at < ${period.endDate}::timestamptz`);
    const figures = (group: Tx[]) => ({ transactions: group.length, amount: group.reduce((s, t) => s + Number(t.amount), 0) });
    const v1 = await report('tenant', 'transactions-summary-v1');
    assert.deepEqual(new Map(v1.data.map((r) => [`${r.paymentMethod}/${r.currency}`, { transactions: Number(r.transactions), amount: Number(r.amount) }])),
      new Map([...groupBy(txs, (t) => `${t.method}/${t.currency}`)].map(([key, group]) => [key, figures(group)])));
    const v3 = await report('tenant', 'transactions-summary-v3');
    assert.deepEqual(new Map(v3.data.map((r) => [`${r.customer}/${r.currency}`, { transactions: Number(r.transactions), amount: Number(r.amount) }])),
      new Map([...groupBy(txs, (t) => `${t.customer}/${t.currency}`)].map(([key, group]) => [key, figures(group)])));
    assert.equal(v3.totals?.transactions, txs.length);
  });
});
