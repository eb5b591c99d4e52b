// Also on embedded PGlite: the triggers and the report SQL are the same on both.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { DEFAULT_SERVICE_BASES, REPORT_PATHS, type ReportPage, type ReportRow } from '@portal/contracts';
import { transactionTotals } from '../src/modules/reports/day-totals';
import { forgeAccessToken } from './helpers/tokens';
import { actionClient, makeTransaction } from './helpers/transaction-actions';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Transaction day totals (ADR 0060): the table the transaction reports read equals the transactions summed per
 * UTC day, whoever writes; the reports read from it give the figures counting the transactions gives, on every
 * clock (UTC+3, UTC-5, UTC+5:30, UTC+5:45, UTC+14, ...) and for periods that do not start on a whole day.
 */
describe('report day totals: kept by every writer, same figures as the transactions (ADR 0060)', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const ACME = seedIds.tenant('acme');
  const BBC = seedIds.merchant('blue-bottle');
  const DAY = 86_400_000;
  const MINUTE = 60_000;

  before(async () => {
    t = await startTestServer();
    for (const email of ['tenant@demo.test', 'merchant@demo.test']) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => t?.close());

  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];
  async function report(email: string, id: string, query: Record<string, string>): Promise<ReportPage> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${REPORT_PATHS.data.replace(':reportId', id)}?${new URLSearchParams({ PageSize: '100', ...query })}`, {
      headers: { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live' },
    });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    return body as ReportPage;
  }
  /** Rows of the day totals that differ from summing the transactions now (both directions). */
  const totalsDrift = () => q(sql`
    WITH direct AS (
      SELECT merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, currency, status, type, payment_method, payment_channel_id,
        count(*)::bigint AS n, sum(amount)::bigint AS a FROM transactions GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
    kept AS (
      SELECT merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions::bigint AS n, amount AS a
      FROM transaction_day_totals WHERE transactions <> 0 OR amount <> 0)
    (SELECT 'kept only' AS side, * FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM direct) k)
    UNION ALL (SELECT 'direct only', * FROM (SELECT * FROM direct EXCEPT ALL SELECT * FROM kept) d)`);

  it('equal the seeded transactions summed per merchant, mode, UTC day, currency, status, type, method and channel', async () => {
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`);
    assert.ok(n > 1_000, `a seed worth summing (${n} rows)`);
    assert.deepEqual(await totalsDrift(), []);
  });

  type Raw = { created_at: string; currency: string; status: string; type: string; amount: number };
  const SUCCEEDED = ['Captured', 'Refunded', 'Reserved', 'Successful'];
  const DECLINED = ['Declined', 'Failed', 'Blocked'];
  /** The report's figures per key, counted here from the transactions. */
  function expected(rows: Raw[], keyOf: (r: Raw) => string) {
    const groups = new Map<string, Raw[]>();
    for (const r of rows) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
    return new Map([...groups].map(([key, rs]) => {
      const ok = rs.filter((r) => SUCCEEDED.includes(r.status));
      const declined = rs.filter((r) => DECLINED.includes(r.status)).length;
      return [key, {
        transactions: rs.length, succeeded: ok.length, declined,
        successRate: ok.length + declined ? Math.round((10_000 * ok.length) / (ok.length + declined)) / 100 : null,
        amount: rs.reduce((s, r) => s + r.amount, 0), succeededAmount: ok.reduce((s, r) => s + r.amount, 0),
      }];
    }));
  }
  const figuresOf = (row: ReportRow) => ({
    transactions: row.transactions, succeeded: row.succeeded, declined: row.declined,
    successRate: row.successRate, amount: row.amount, succeededAmount: row.succeededAmount,
  });
  function assertSame(page: ReportPage, keyOf: (row: ReportRow) => string, want: ReturnType<typeof expected>, what: string) {
    assert.ok(page.count < 100, `${what}: one page holds every row`);
    const got = new Map(page.data.map((row) => [keyOf(row), figuresOf(row)]));
    assert.deepEqual([...got.keys()].sort(), [...want.keys()].sort(), `${what}: the same groups`);
    for (const [key, figures] of want) assert.deepEqual(got.get(key), figures, `${what}: ${key}`);
  }

  it('per local day and month on every clock, and for ragged periods: the figures counting the transactions gives', async () => {
    const rows = await q<Raw>(sql`SELECT created_at, currency, status, type, amount FROM transactions WHERE tenant_id = ${ACME} AND mode = 'Live'`);
    const merchantRows = await q<Raw>(sql`SELECT created_at, currency, status, type, amount FROM transactions WHERE merchant_id = ${BBC} AND mode = 'Live'`);
    const at = (r: Raw) => new Date(r.created_at).getTime();
    // Offsets as Date.getTimezoneOffset gives them: UTC, UTC+3, UTC-5, UTC+5:30, UTC+5:45, UTC+14, UTC-12, UTC+12.
    for (const offset of [0, -180, 300, -330, -345, -840, 720, -720]) {
      const local = (ms: number) => new Date(ms - offset * MINUTE).toISOString();
      // The browser's period: [the user's midnight 30 days ago, the user's next midnight).
      const nextMidnight = Math.floor((Date.now() - offset * MINUTE) / DAY) * DAY + DAY + offset * MINUTE;
      const day30 = { start: nextMidnight - 30 * DAY, end: nextMidnight };
      const inRange = (range: { start: number; end: number }, rs: Raw[]) => rs.filter((r) => at(r) >= range.start && at(r) < range.end);
      const query = (range: { start: number; end: number }, extra: Record<string, string> = {}) => ({
        startDate: new Date(range.start).toISOString(), endDate: new Date(range.end).toISOString(), timezoneOffset: String(offset), ...extra,
      });
      const perDay = (r: Raw) => `${local(at(r)).slice(0, 10)} ${r.currency}`;

      assertSame(await report('tenant@demo.test', 'transactions-daily', query(day30)), (row) => `${row.day} ${row.currency}`,
        expected(inRange(day30, rows), perDay), `tenant@ daily, offset ${offset}`);
      assertSame(await report('merchant@demo.test', 'transactions-daily', query(day30)), (row) => `${row.day} ${row.currency}`,
        expected(inRange(day30, merchantRows), perDay), `merchant@ daily, offset ${offset}`);
      // Ragged ends: from 10:17 on the first day to 05:43 before the last midnight.
      const ragged = { start: day30.start + 617 * MINUTE, end: day30.end - 1097 * MINUTE };
      assertSame(await report('tenant@demo.test', 'transactions-summary-per-day-month', query(ragged)), (row) => `${row.period} ${row.currency}`,
        expected(inRange(ragged, rows), perDay), `tenant@ per day, ragged, offset ${offset}`);
      const day93 = { start: nextMidnight - 93 * DAY, end: nextMidnight };
      assertSame(await report('tenant@demo.test', 'transactions-summary-per-day-month', query(day93, { granularity: 'month' })), (row) => `${row.period} ${row.currency}`,
        expected(inRange(day93, rows), (r) => `${local(at(r)).slice(0, 7)} ${r.currency}`), `tenant@ per month, offset ${offset}`);
      if (offset === -180) {
        const channels = await report('tenant@demo.test', 'pmp-configuration-report', query(ragged));
        const counted = await q<{ channel: string; n: number }>(sql`SELECT c.name AS channel, count(t.id)::int AS n FROM payment_channels c
          LEFT JOIN transactions t ON t.payment_channel_id = c.id AND t.mode = 'Live' AND t.created_at >= ${new Date(ragged.start).toISOString()}::timestamptz
            AND t.created_at < ${new Date(ragged.end).toISOString()}::timestamptz
          WHERE c.tenant_id = ${ACME} GROUP BY c.id, c.name`);
        assert.deepEqual(new Map(channels.data.map((row) => [row.channel, row.transactions])), new Map(counted.map((c) => [c.channel, c.n])), 'channel reports');
      }
      assertSame(await report('tenant@demo.test', 'transactions-summary', query(ragged)), (row) => `${row.type} ${row.currency}`,
        expected(inRange(ragged, rows), (r) => `${r.type} ${r.currency}`), `tenant@ summary, ragged, offset ${offset}`);
    }
  });

  it('transactions on both sides of a local midnight inside one UTC hour (:30 and :45 clocks), and in ragged hours: each on its own local day', async () => {
    const db = t.server.database.db;
    // Every 13 minutes over 40 hours around a UTC midnight twelve days ago: every hour holds some, on both sides of
    // each clock's midnight (18:30 UTC at UTC+5:30, 18:15 at UTC+5:45, 21:00 at UTC+3).
    const midnight = Math.floor(Date.now() / DAY) * DAY - 12 * DAY;
    const statuses = ['Captured', 'Declined', 'Pending'] as const;
    for (let i = 0, at = midnight - 20 * 60 * MINUTE; at < midnight + 20 * 60 * MINUTE; i++, at += 13 * MINUTE) {
      await makeTransaction(db, { type: 'Sale', status: statuses[i % 3]!, amount: 1_000 + i, currency: i % 2 ? 'EUR' : 'GBP', mode: 'Live', createdAt: new Date(at) });
    }
    const rows = await q<Raw>(sql`SELECT created_at, currency, status, type, amount FROM transactions WHERE tenant_id = ${ACME} AND mode = 'Live'`);
    const at = (r: Raw) => new Date(r.created_at).getTime();
    for (const offset of [-330, -345, -180, 300, 570]) {
      const local = (ms: number) => new Date(ms - offset * MINUTE).toISOString().slice(0, 10);
      const nextMidnight = Math.floor((Date.now() - offset * MINUTE) / DAY) * DAY + DAY + offset * MINUTE;
      const periods = {
        'whole days': { start: nextMidnight - 30 * DAY, end: nextMidnight },
        // Starting and ending inside the 40 hours, off the hour: ragged hours on both sides of a UTC day.
        ragged: { start: midnight - 19 * 60 * MINUTE + 7 * MINUTE, end: midnight + 19 * 60 * MINUTE + 44 * MINUTE },
        // Within one UTC day, across the clock's midnight.
        'within a day': { start: midnight + 3 * 60 * MINUTE + 11 * MINUTE, end: midnight + 23 * 60 * MINUTE + 2 * MINUTE },
      };
      for (const [name, range] of Object.entries(periods)) {
        const page = await report('tenant@demo.test', 'transactions-summary-per-day-month', {
          startDate: new Date(range.start).toISOString(), endDate: new Date(range.end).toISOString(), timezoneOffset: String(offset),
        });
        assertSame(page, (row) => `${row.period} ${row.currency}`,
          expected(rows.filter((r) => at(r) >= range.start && at(r) < range.end), (r) => `${local(at(r))} ${r.currency}`), `per day, ${name}, offset ${offset}`);
      }
    }
  });

  it('one call: the page, its place, the count, the totals and the chart agree with the transactions on any clock, also past the last page', async () => {
    const rows = await q<Raw>(sql`SELECT created_at, currency, status, type, amount FROM transactions WHERE tenant_id = ${ACME} AND mode = 'Live'`);
    const at = (r: Raw) => new Date(r.created_at).getTime();
    for (const offset of [0, -180, -345]) {
      const local = (ms: number) => new Date(ms - offset * MINUTE).toISOString().slice(0, 10);
      const nextMidnight = Math.floor((Date.now() - offset * MINUTE) / DAY) * DAY + DAY + offset * MINUTE;
      const range = { start: nextMidnight - 93 * DAY, end: nextMidnight };
      const inRange = rows.filter((r) => at(r) >= range.start && at(r) < range.end);
      const query = { startDate: new Date(range.start).toISOString(), endDate: new Date(range.end).toISOString(), timezoneOffset: String(offset) };
      const all = await report('tenant@demo.test', 'transactions-summary-per-day-month', query);
      const what = `per day, 93 days, offset ${offset}`;
      const groups = expected(inRange, (r) => `${local(at(r))} ${r.currency}`);
      assert.equal(all.count, groups.size, `${what}: count`);
      // Totals: every transaction of the period, whichever local day it falls on.
      assert.deepEqual(all.totals, {
        transactions: inRange.length,
        succeeded: inRange.filter((r) => SUCCEEDED.includes(r.status)).length,
        declined: inRange.filter((r) => DECLINED.includes(r.status)).length,
      }, `${what}: totals`);
      // The chart: transactions per local day, every currency together, in day order.
      const perDay = new Map<string, number>();
      for (const r of inRange) perDay.set(local(at(r)), (perDay.get(local(at(r))) ?? 0) + 1);
      assert.deepEqual(all.chart, [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([period, transactions]) => ({ period, transactions })), `${what}: chart`);
      // The newest days first; the second page of ten is rows 10 to 19 of the first hundred.
      const periods = all.data.map((row) => String(row.period));
      assert.deepEqual(periods, [...periods].sort().reverse(), `${what}: newest first`);
      const second = await report('tenant@demo.test', 'transactions-summary-per-day-month', { ...query, PageSize: '10', pageIndex: '1' });
      assert.deepEqual(second.data, all.data.slice(10, 20), `${what}: page 2`);
      const past = await report('tenant@demo.test', 'transactions-summary-per-day-month', { ...query, PageSize: '10', pageIndex: '99' });
      assert.deepEqual({ data: past.data, count: past.count, totals: past.totals, chart: past.chart.length },
        { data: [], count: all.count, totals: all.totals, chart: all.chart.length }, `${what}: past the last page`);
    }
  });

  it('follow every writer in its own database transaction: a refund, a status change, a deletion, a rollback', async () => {
    const db = t.server.database.db;
    // Yesterday and today on UTC's clock (the new rows are an hour old): whole days, read from the day totals.
    const today = Math.floor(Date.now() / DAY) * DAY;
    const query = { startDate: new Date(today - DAY).toISOString(), endDate: new Date(today + DAY).toISOString(), currency: 'GBP' };
    const summary = async () => new Map((await report('merchant@demo.test', 'transactions-summary', query)).data.map((row) => [row.type, figuresOf(row)]));
    const before = await summary();
    const grew = (after: Awaited<ReturnType<typeof summary>>, type: string) => {
      const [a, b] = [after.get(type), before.get(type)];
      return { transactions: (a?.transactions as number ?? 0) - (b?.transactions as number ?? 0), succeeded: (a?.succeeded as number ?? 0) - (b?.succeeded as number ?? 0), amount: (a?.amount as number ?? 0) - (b?.amount as number ?? 0) };
    };

    // A captured sale (an insert), then a refund of part of it through the transaction actions.
    const saleId = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount: 12_345, mode: 'Live' });
    const refund = await actionClient(t.origin, await forgeAccessToken(t, { sub: seedIds.user('tenant@demo.test') }))(`${saleId}/refunds`, { amount: 2_000 }, { mode: 'Live' });
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    let after = await summary();
    assert.deepEqual(grew(after, 'Sale'), { transactions: 1, succeeded: 1, amount: 12_345 });
    assert.equal(grew(after, 'Refund').transactions, 1);
    assert.equal(grew(after, 'Refund').amount, 2_000);

    // The sale declined after all: still one more sale, no longer a succeeded one.
    await db.execute(sql`UPDATE transactions SET status = 'Declined' WHERE id = ${saleId}`);
    after = await summary();
    assert.deepEqual(grew(after, 'Sale'), { transactions: 1, succeeded: 0, amount: 12_345 });

    // A write rolled back leaves no trace in the totals.
    await assert.rejects(db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE transactions SET amount = amount + 1 WHERE id = ${saleId}`);
      throw new Error('rolled back');
    }));
    assert.deepEqual(grew(await summary(), 'Sale'), { transactions: 1, succeeded: 0, amount: 12_345 });

    // A chargeback written and deleted again: gone from the figures.
    const chargeback = await makeTransaction(db, { type: 'Chargeback', status: 'Successful', amount: 700, mode: 'Live', parentId: saleId });
    assert.equal(grew(await summary(), 'Chargeback').transactions, 1);
    await db.execute(sql`DELETE FROM transactions WHERE id = ${chargeback}`);
    assert.deepEqual(grew(await summary(), 'Chargeback'), { transactions: 0, succeeded: 0, amount: 0 });
    assert.deepEqual(await totalsDrift(), [], 'and the whole table still equals the transactions summed');
  });
  it('hourly slots of the day totals: equal the transactions summed per UTC hour after every writer above, whatever the session\'s time zone', async () => {
    const hourDrift = () => q(sql`
      WITH direct AS (
        SELECT merchant_id, mode, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, currency, status, type, payment_method, payment_channel_id,
          count(*)::bigint AS n, sum(amount)::bigint AS a FROM transactions GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
      kept AS (
        SELECT merchant_id, mode, day + (s.i - 1) * interval '1 hour' AS hour, currency, status, type, payment_method, payment_channel_id, s.n::bigint AS n, s.a
        FROM transaction_day_totals, unnest(hour_transactions, hour_amounts) WITH ORDINALITY AS s(n, a, i) WHERE s.n <> 0 OR s.a <> 0)
      (SELECT 'kept only' AS side, * FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM direct) k)
      UNION ALL (SELECT 'direct only', * FROM (SELECT * FROM direct EXCEPT ALL SELECT * FROM kept) d)`);
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transaction_day_totals WHERE transactions <> (SELECT sum(x) FROM unnest(hour_transactions) x)`);
    assert.equal(n, 0, 'each row\'s hours add up to its day');
    assert.deepEqual(await hourDrift(), []);
    // A writer whose session is on India's clock (+5:30): its rows still land in their UTC hour.
    await t.server.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TIME ZONE 'Asia/Kolkata'`);
      await makeTransaction(tx as unknown as typeof t.server.database.db, { type: 'Sale', status: 'Captured', amount: 4_321, mode: 'Live' });
    });
    assert.deepEqual(await hourDrift(), []);
  });

  it('a tenant\'s whole days are read from the day totals\' tenant index alone: no heap page of the wide rows', async () => {
    // The sums tenant staff's dashboards and reports take over whole UTC days (90 of them, ending at a midnight).
    const end = new Date(Math.floor(Date.now() / DAY) * DAY);
    const totals = transactionTotals({
      db: t.server.database.db, scope: { kind: 'tenant', tenantId: ACME }, userType: 'crm', mode: 'Live',
      filters: { range: { start: new Date(end.getTime() - 90 * DAY), end }, values: {} }, timezoneOffset: 0, now: new Date(),
    });
    const nodes = await t.server.database.db.transaction(async (tx) => {
      // The seed's few rows would be read whole; the plan a tenant's year of rows gets is the one asked for here.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) SELECT t.status, sum(t.n), sum(t.amount) FROM ${totals} GROUP BY 1`);
      const found: string[] = [];
      const walk = (node: Record<string, unknown>) => {
        if (node['Relation Name'] === 'transaction_day_totals') found.push(`${node['Node Type']} ${node['Index Name']}`);
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
      };
      walk((rows[0]!['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
      return found;
    });
    assert.deepEqual(nodes, ['Index Only Scan transaction_day_totals_tenant_idx']);
  });
});
