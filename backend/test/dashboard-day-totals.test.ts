import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { moneyOf } from '../src/modules/dashboards/data/money';
import { cardCountries, successRate, summary } from '../src/modules/dashboards/data/transaction-sources';
import { periodsOf } from '../src/modules/dashboards/data/range';
import type { Scope } from '../src/http/scope';
import {
  DASHBOARD_PATHS, DEFAULT_SERVICE_BASES, type DashboardCategoryWithWidgets, type DashboardDataSource, type WidgetData,
} from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The dashboard widgets that sum what the day totals carry (ADR 0058 "Session 29": summary, success rate, volume per
 * day, statuses, methods, top merchants, refunds) read `transaction_day_totals` for whole days and the transactions
 * only for the period's ragged ends. Their answers must be what counting the transactions row by row gives, on
 * UTC's clock and on UTC+3's (each UTC day then straddles two local days), for a merchant and for a tenant, over
 * periods that start and end inside a day.
 */
describe('dashboard widgets on the day totals: the figures of the transactions themselves', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const dashboards = new Map<string, DashboardCategoryWithWidgets[]>();
  const DAY = 86_400_000;
  const ACME = seedIds.tenant('acme');
  const BBC = seedIds.merchant('blue-bottle');
  const WHO: Array<{ email: string; scope: Scope; where: SQL }> = [
    { email: 'merchant@demo.test', scope: { kind: 'merchant', tenantId: ACME, merchantId: BBC }, where: sql`merchant_id = ${BBC}` },
    { email: 'tenant@demo.test', scope: { kind: 'tenant', tenantId: ACME }, where: sql`tenant_id = ${ACME}` },
  ];
  // Periods that start and end inside a day (minutes past an hour), as the browser's "now minus N days" does.
  const now = Date.now();
  const PERIODS = [
    { name: '90 days', start: new Date(now - 90 * DAY + 17 * 60_000), end: new Date(now + 60_000) },
    { name: '9 days ending yesterday 21:37', start: new Date(Math.floor(now / DAY) * DAY - 10 * DAY + 5 * 3_600_000 + 11 * 60_000), end: new Date(Math.floor(now / DAY) * DAY - DAY + 21 * 3_600_000 + 37 * 60_000) },
  ];

  const q = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];
  async function figures(email: string, source: DashboardDataSource, query: Record<string, string>): Promise<WidgetData> {
    const widget = dashboards.get(email)!.flatMap((c) => c.widgets).find((w) => w.data.dataSourceEndpointId === source);
    assert.ok(widget, `${email} has a ${source} widget`);
    const params = new URLSearchParams({ widgetId: widget.widgetId, mode: '2', PageSize: '20', ...query });
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${DASHBOARD_PATHS.widgetData.replace(':source', source)}?${params}`, {
      headers: { authorization: `Bearer ${tokens.get(email)}`, endpointid: source, widgetid: widget.widgetId },
    });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    return body as WidgetData;
  }

  before(async () => {
    t = await startTestServer();
    for (const { email } of WHO) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
      const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${DASHBOARD_PATHS.userCategories}`, { headers: { authorization: `Bearer ${tokens.get(email)}` } });
      dashboards.set(email, await res.json() as DashboardCategoryWithWidgets[]);
    }
    // Payments on both sides of UTC+3's midnight (21:00 UTC) and of UTC's, in the last full days: a per-day
    // series that put a day totals row in the wrong local day would show it.
    const day = Math.floor(now / DAY) * DAY - 3 * DAY;
    const edges = [20 * 60 + 59, 21 * 60, 21 * 60 + 1, 23 * 60 + 59, 24 * 60, 24 * 60 + 1, 20 * 60 + 30, 21 * 60 + 30];
    await t.server.database.db.execute(sql`INSERT INTO transactions (id, tenant_id, merchant_id, external_id, type, amount, currency, status, payment_method, card_country, mode, created_at)
      SELECT gen_random_uuid(), ${ACME}::uuid, ${BBC}::uuid, 'EDGE-' || i, 'Sale', 1000 + i, CASE WHEN i % 2 = 0 THEN 'GBP' ELSE 'EUR' END,
        CASE WHEN i % 3 = 0 THEN 'Declined' ELSE 'Captured' END, 'card', (ARRAY['DE', 'TR', 'JP'])[1 + (i % 3)::int], 'Live',
        ${new Date(day).toISOString()}::timestamptz + m * interval '1 minute'
      FROM unnest(${sql.raw(`ARRAY[${edges.join(', ')}]`)}::int[]) WITH ORDINALITY AS e(m, i)`);
  });
  after(async () => { await t?.close(); });

  const PAYMENT = sql`type IN ('Sale', 'Authorisation')`;
  const SUCCESSFUL = sql`((type = 'Sale' AND status IN ('Captured', 'Refunded')) OR (type = 'Authorisation' AND status IN ('Reserved', 'Successful')))`;
  const DECIDED = sql`status IN ('Captured', 'Refunded', 'Reserved', 'Successful', 'Declined', 'Failed', 'Blocked')`;
  const major = (minor: number, places: number) => Math.round((minor / 10 ** places) * 100) / 100;
  const rate = (ok: number, decided: number) => (decided > 0 ? Math.round((ok / decided) * 10_000) / 100 : null);

  /** The card countries widget's rows, counted row by row. */
  async function countriesOf(rows: SQL, money: Awaited<ReturnType<typeof moneyOf>>) {
    const countries = await q<{ country: string; n: number; volume: number }>(sql`SELECT card_country AS country, count(*)::int AS n,
      coalesce(sum(${money.inBase}) FILTER (WHERE ${SUCCESSFUL}), 0)::float8 AS volume ${rows} AND ${PAYMENT} AND card_country IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`);
    return countries.map((c) => ({ country: c.country, count: c.n, volume: major(c.volume, money.basePlaces) }));
  }

  for (const offset of [0, -180]) {
    for (const { email, scope, where } of WHO) {
      for (const period of PERIODS) {
        it(`${email}, ${period.name}, UTC${offset ? '+3' : ''}: every widget on the day totals counts what the rows count`, async () => {
          const money = await moneyOf(t.server.database.db, scope);
          const rows = sql`FROM transactions WHERE ${where} AND mode = 'Live' AND created_at >= ${period.start.toISOString()}::timestamptz AND created_at < ${period.end.toISOString()}::timestamptz`;
          const volume = sql`coalesce(sum(${money.inBase}) FILTER (WHERE ${SUCCESSFUL}), 0)::float8`;
          const query = { startDate: period.start.toISOString(), endDate: period.end.toISOString(), timezoneOffset: String(offset) };

          const [all] = await q<{ n: number; ok: number; decided: number; volume: number }>(sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE ${SUCCESSFUL})::int AS ok,
            count(*) FILTER (WHERE ${DECIDED})::int AS decided, ${volume} AS volume ${rows} AND ${PAYMENT}`);
          assert.ok(all!.n > 20, `payments to count (${all!.n})`);
          const summary = await figures(email, 'summary', query);
          assert.deepEqual([summary.totalCount, summary.totalVolume, summary.data[0]!.successful], [all!.n, Math.round(all!.volume), all!.ok], 'summary');
          const success = await figures(email, 'success-rate', query);
          assert.deepEqual(success.data[0], { successful: all!.ok, unsuccessful: all!.decided - all!.ok, successRate: rate(all!.ok, all!.decided) }, 'success rate');

          const local = sql`to_char(date_trunc('day', (created_at AT TIME ZONE 'UTC') - ${offset} * interval '1 minute'), 'YYYY-MM-DD')`;
          const days = await q<{ period: string; n: number; volume: number }>(sql`SELECT ${local} AS period, count(*)::int AS n, ${volume} AS volume ${rows} AND ${PAYMENT} GROUP BY 1`);
          const byDay = new Map(days.map((d) => [d.period, d]));
          const series = await figures(email, 'volume-by-time', query);
          const periods = periodsOf({ start: period.start, end: period.end, hourly: false, timezoneOffset: offset });
          assert.deepEqual(series.data, periods.map((p) => ({ period: p, count: byDay.get(p)?.n ?? 0, volume: major(byDay.get(p)?.volume ?? 0, money.basePlaces) })), 'volume per day');
          assert.equal(series.totalCount, all!.n);

          const statuses = await q<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n ${rows} AND ${PAYMENT} GROUP BY 1 ORDER BY 2 DESC, 1`);
          assert.deepEqual((await figures(email, 'status-split', query)).data, statuses.map((s) => ({ status: s.status, count: s.n })), 'statuses');

          const methods = await q<{ m: string; n: number; ok: number; decided: number; volume: number }>(sql`SELECT payment_method AS m, count(*)::int AS n,
            count(*) FILTER (WHERE ${SUCCESSFUL})::int AS ok, count(*) FILTER (WHERE ${DECIDED})::int AS decided, ${volume} AS volume ${rows} AND ${PAYMENT} GROUP BY 1 ORDER BY 2 DESC, 1`);
          const methodSplit = await figures(email, 'method-split', query);
          assert.deepEqual(methodSplit.data.map((r) => [r.paymentMethod, r.count, r.volume, r.successRate]),
            methods.map((m) => [m.m, m.n, major(m.volume, money.basePlaces), rate(m.ok, m.decided)]), 'methods');
          assert.equal(methodSplit.totalCount, methods.length);

          const refunds = await q<{ status: string; n: number; volume: number }>(sql`SELECT status, count(*)::int AS n,
            coalesce(sum(${money.inBase}) FILTER (WHERE status = 'Successful'), 0)::float8 AS volume ${rows} AND type = 'Refund' GROUP BY 1 ORDER BY 2 DESC, 1`);
          const refundFigures = await figures(email, 'refunds', query);
          assert.deepEqual(refundFigures.data, refunds.map((r) => ({ status: r.status, count: r.n })), 'refunds');
          assert.equal(refundFigures.totalVolume, Math.round(refunds.reduce((s, r) => s + r.volume, 0)));

          assert.deepEqual((await figures(email, 'card-countries', query)).data, await countriesOf(rows, money), 'card countries');

          if (scope.kind === 'tenant') {
            const top = await q<{ id: string; n: number; volume: number }>(sql`SELECT merchant_id AS id, count(*)::int AS n, ${volume} AS volume
              ${rows} AND ${PAYMENT} GROUP BY 1 ORDER BY 3 DESC, 1`);
            const topMerchants = await figures(email, 'top-merchants', query);
            assert.deepEqual(topMerchants.data.map((r) => [r.merchantId, r.tenantId, r.count, r.volume]),
              top.map((m) => [m.id, ACME, m.n, major(m.volume, money.basePlaces)]), 'top merchants');
          }
        });
      }
    }
  }

  it('card countries follow payments that change country or status or are deleted, and a tenant user limited to some methods reads the rows', async () => {
    const period = PERIODS[0]!;
    const rows = sql`FROM transactions WHERE merchant_id = ${BBC} AND mode = 'Live' AND created_at >= ${period.start.toISOString()}::timestamptz AND created_at < ${period.end.toISOString()}::timestamptz`;
    const query = { startDate: period.start.toISOString(), endDate: period.end.toISOString(), timezoneOffset: '0' };
    const merchant = WHO[0]!;
    const money = await moneyOf(t.server.database.db, merchant.scope);
    const db = t.server.database.db;
    // In whole days of the period (what the totals answer for): one payment to another country, one declined, one gone.
    const [moved] = await q<{ id: string }>(sql`SELECT id::text FROM transactions WHERE merchant_id = ${BBC} AND external_id = 'EDGE-2'`);
    await db.execute(sql`UPDATE transactions SET card_country = 'CH' WHERE id = ${moved!.id}::uuid`);
    await db.execute(sql`UPDATE transactions SET status = 'Declined' WHERE merchant_id = ${BBC} AND external_id = 'EDGE-4'`);
    await db.execute(sql`DELETE FROM transactions WHERE merchant_id = ${BBC} AND external_id = 'EDGE-5'`);
    const expected = await countriesOf(rows, money);
    assert.ok(expected.some((c) => c.country === 'CH' && c.count === 1), JSON.stringify(expected));
    assert.deepEqual((await figures(merchant.email, 'card-countries', query)).data, expected);

    // Data permissions on payment methods: the totals have no method, so the widget counts the rows (card only here).
    const scope: Scope = { kind: 'tenant', tenantId: ACME, limits: { paymentMethods: ['card'] } };
    const tenantMoney = await moneyOf(db, scope);
    const limited = await cardCountries({
      db, scope, userType: 'Tenant', mode: 'Live', range: { start: period.start, end: period.end, hourly: false, timezoneOffset: 0 },
      filters: {}, page: { pageIndex: 0, pageSize: 20 }, money: tenantMoney, now: new Date(),
    });
    const cardOnly = await countriesOf(sql`FROM transactions WHERE tenant_id = ${ACME} AND payment_method = 'card' AND mode = 'Live'
      AND created_at >= ${period.start.toISOString()}::timestamptz AND created_at < ${period.end.toISOString()}::timestamptz`, tenantMoney);
    const allMethods = await countriesOf(sql`FROM transactions WHERE tenant_id = ${ACME} AND mode = 'Live'
      AND created_at >= ${period.start.toISOString()}::timestamptz AND created_at < ${period.end.toISOString()}::timestamptz`, tenantMoney);
    assert.notDeepEqual(cardOnly, allMethods, 'the seed has card payments by other methods (wallets)');
    assert.deepEqual(limited.data, cardOnly);
  });

  it('the summary and the success rate asked at once read the sums once, with the figures of two reads', async () => {
    const db = t.server.database.db;
    let reads = 0;
    const counting = new Proxy(db, {
      get: (target, prop, receiver) => (prop === 'execute'
        ? (query: SQL) => { reads += 1; return target.execute(query); }
        : Reflect.get(target, prop, receiver)),
    });
    const scope = WHO[0]!.scope;
    const ctx = {
      db: counting, scope, userType: 'Merchant' as const, mode: 'Live' as const,
      range: { start: PERIODS[0]!.start, end: PERIODS[0]!.end, hourly: false, timezoneOffset: 0 },
      filters: {}, page: { pageIndex: 0, pageSize: 20 }, money: await moneyOf(db, scope), now: new Date(),
    };
    const together = await Promise.all([summary(ctx), successRate(ctx)]);
    assert.equal(reads, 1, 'one read for both');
    const apart = [await summary(ctx), await successRate(ctx)];
    assert.equal(reads, 3, 'one after the other: a read each');
    assert.deepEqual(together, apart);
    assert.ok(together[0]!.totalCount! > 0);
  });
});
