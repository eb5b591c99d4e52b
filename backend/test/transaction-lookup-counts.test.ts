import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { transactionDayTotals, transactions, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { monthStart } from '../src/modules/transactions/partitions/month-partitions';
import { totalsDays, TOTALS_COUNT_DAYS } from '../src/modules/transactions/lookup-count';
import { TRANSACTION_PATHS, type TransactionRecord } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { makeTransaction } from './helpers/transaction-actions';
import { startTestServer, type TestServer } from './helpers/server';

type Query = Record<string, string | number | Array<string | number>>;
interface Page { data: TransactionRecord[]; count: number; countIsCapped: boolean; nextCursor: string | null; error?: string }

const DAY = 86_400_000;
/** UTC midnight `days` from today's. */
const midnight = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY).toISOString();

/**
 * A lookup's count from the day totals (ADR 0126): wherever the totals answer, the count is the rows' own, a period's
 * ragged ends counted from the rows of those hours; a count the totals cannot give (a card) is counted from the rows.
 */
describe('transaction lookup counts from the day totals', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const acme = seedIds.tenant('acme');
  const globex = seedIds.tenant('globex');
  const blueBottle = seedIds.merchant('blue-bottle');
  const L = TRANSACTION_PATHS.tenantList;

  before(async () => {
    t = await startTestServer();
    for (const email of ['platform@demo.test', 'tenant@demo.test', 'merchant@demo.test']) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
    }
  });
  after(async () => { await t?.close(); });

  async function get(email: string, path: string, query: Query = {}): Promise<Page> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) (Array.isArray(v) ? v : [v]).forEach((x) => qs.append(k, String(x)));
    const res = await fetch(`${t.origin}/svc/merchant/${path}?${qs}`, { headers: { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live' } });
    const body = await res.json() as Page;
    assert.equal(res.status, 200, body.error);
    return body;
  }

  /** How many rows a lookup really lists: every page, by the keyset cursor. */
  async function listed(email: string, path: string, query: Query): Promise<number> {
    let n = 0;
    let cursor: string | null = null;
    do {
      const page = await get(email, path, { ...query, pageSize: 100, ...(cursor ? { cursor } : {}) });
      n += page.data.length;
      cursor = page.nextCursor;
    } while (cursor);
    return n;
  }

  async function assertCountIsTheRows(email: string, path: string, query: Query, label: string): Promise<number> {
    const page = await get(email, path, { ...query, pageSize: 5 });
    const rows = await listed(email, path, query);
    assert.deepEqual([page.count, page.countIsCapped], [rows, false], label);
    return rows;
  }

  /** A day totals row of `transactions` Live card EUR payments that no transaction stands behind, removed after `run`. */
  async function withPhantomTotals(day: string, transactions: number, run: () => Promise<void>): Promise<void> {
    const db = t.server.database.db;
    const key = { tenantId: acme, merchantId: blueBottle, mode: 'Live' as const, day, currency: 'XTS', status: 'Captured' as const, type: 'Sale' as const, paymentMethod: 'card' };
    await db.insert(transactionDayTotals).values({ ...key, paymentChannelId: null, transactions, amount: transactions * 100, hourTransactions: Array(24).fill(0), hourAmounts: Array(24).fill(0) });
    try {
      await run();
    } finally {
      await db.delete(transactionDayTotals).where(and(eq(transactionDayTotals.merchantId, blueBottle), eq(transactionDayTotals.day, day), eq(transactionDayTotals.currency, 'XTS')));
    }
  }

  it('counts whole UTC days from the totals exactly as the rows, in every scope and filter the totals hold', async () => {
    const week = { from: midnight(-6), to: midnight(1) };
    const month = { from: midnight(-(TOTALS_COUNT_DAYS - 1)), to: midnight(1) };
    const seen = [
      await assertCountIsTheRows('tenant@demo.test', L, { from: midnight(0), to: midnight(1) }, 'tenant, today'),
      await assertCountIsTheRows('tenant@demo.test', L, week, 'tenant, 7 days'),
      await assertCountIsTheRows('tenant@demo.test', L, { ...month, status: ['Captured', 'Declined'] }, 'tenant, 31 days, two statuses'),
      await assertCountIsTheRows('tenant@demo.test', L, { ...month, type: 'Refund', currency: 'EUR' }, 'tenant, refunds in EUR'),
      await assertCountIsTheRows('tenant@demo.test', L, { ...month, paymentMethod: 'card', Customer: blueBottle }, 'tenant, one merchant by card'),
      await assertCountIsTheRows('merchant@demo.test', TRANSACTION_PATHS.merchantList, week, 'merchant, 7 days'),
      await assertCountIsTheRows('platform@demo.test', TRANSACTION_PATHS.platformList, week, 'platform, every tenant'),
      await assertCountIsTheRows('platform@demo.test', TRANSACTION_PATHS.platformList, { ...month, tenantIds: globex }, 'platform, Globex'),
      // Longer than the totals' window: its newest days are a lower bound, the rows are counted.
      await assertCountIsTheRows('tenant@demo.test', L, { from: midnight(-60), to: midnight(1) }, 'tenant, 61 days'),
      // A filter the totals do not hold: the rows are counted.
      await assertCountIsTheRows('tenant@demo.test', L, { ...week, amountFrom: 5000 }, 'an amount'),
    ];
    assert.ok(seen.slice(0, 8).every((n) => n > 0), `the seed has rows in each: ${seen}`);
  });

  it('counts periods that start or end inside a UTC day (a user\'s own midnight) exactly as the rows', async () => {
    const at = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
    // Istanbul (UTC+3): yesterday's last three hours are added, today's UTC day summed less its hours after 21:00.
    // Rows in the hours a period's summed days hold outside it: yesterday at 22:00 (after a week ending yesterday,
    // Istanbul time) and today at 22:00 (after Istanbul's today), each a captured card payment.
    const istanbulWeek = { from: at(midnight(-7), -3), to: at(midnight(0), -3) };
    const db = t.server.database.db;
    const outside = [await makeTransaction(db, { type: 'Sale', status: 'Captured', mode: 'Live', createdAt: new Date(at(midnight(0), -2)) }),
      await makeTransaction(db, { type: 'Sale', status: 'Captured', mode: 'Live', createdAt: new Date(at(midnight(1), -2)) })];
    try {
      const seen = [
        await assertCountIsTheRows('tenant@demo.test', L, { from: at(midnight(0), -3), to: at(midnight(1), -3) }, 'Istanbul, today'),
        await assertCountIsTheRows('tenant@demo.test', L, istanbulWeek, 'Istanbul, a week ending yesterday'),
        await assertCountIsTheRows('tenant@demo.test', L, { ...istanbulWeek, status: 'Captured', paymentMethod: 'card' }, 'Istanbul, captured card payments'),
        await assertCountIsTheRows('merchant@demo.test', TRANSACTION_PATHS.merchantList, istanbulWeek, 'Istanbul, a merchant'),
        await assertCountIsTheRows('platform@demo.test', TRANSACTION_PATHS.platformList, istanbulWeek, 'Istanbul, every tenant'),
        // New York (UTC-5): the first day summed less its five hours before the period.
        await assertCountIsTheRows('tenant@demo.test', L, { from: at(midnight(-7), 5), to: at(midnight(-1), 5) }, 'New York, six days'),
        await assertCountIsTheRows('tenant@demo.test', L, { from: at(midnight(-6), 1), to: midnight(1) }, 'from 01:00'),
        await assertCountIsTheRows('tenant@demo.test', L, { from: at(midnight(-2), 1), to: at(midnight(-1), -1) }, 'a day less an hour at each end'),
        // Longer than the totals' window, ending inside a day: a lower bound, then the rows.
        await assertCountIsTheRows('tenant@demo.test', L, { from: at(midnight(-60), -3), to: at(midnight(0), -3) }, 'Istanbul, 60 days'),
      ];
      assert.ok(seen.slice(1).every((n) => n > 0), `the seed has rows in each: ${seen}`);
    } finally {
      await db.delete(transactions).where(inArray(transactions.id, outside));
    }
  });

  it('counts a CRM user\'s data permissions from the totals as from the rows', async () => {
    const db = t.server.database.db;
    const id = seedIds.user('tenant@demo.test');
    const [channel] = (await db.execute<{ provider: string }>(sql`select distinct service_provider_id::text as provider from payment_channels
      where id in (select payment_channel_id from transactions where tenant_id = ${acme} and payment_channel_id is not null) limit 1`)).rows;
    assert.ok(channel, 'the seed has channels');
    const month = { from: midnight(-(TOTALS_COUNT_DAYS - 1)), to: midnight(1) };
    const limits = [
      { merchantPermissions: [blueBottle] },
      { paymentMethodPermissions: ['card', 'open-banking'] },
      { serviceProviderPermissions: [channel.provider] },
      { merchantPermissions: [] as string[] },
    ];
    try {
      for (const limit of limits) {
        await db.update(users).set(limit).where(eq(users.id, id));
        await assertCountIsTheRows('tenant@demo.test', L, month, JSON.stringify(limit));
      }
    } finally {
      await db.update(users).set({ merchantPermissions: null, paymentMethodPermissions: null, serviceProviderPermissions: null }).where(eq(users.id, id));
    }
  });

  it('reads the totals, not the rows, for whole days: a day of more than 10 000 answers at once', async () => {
    const today = midnight(0).slice(0, 10);
    await withPhantomTotals(today, 20_000, async () => {
      const whole = await get('tenant@demo.test', L, { from: midnight(0), to: midnight(1) });
      assert.deepEqual([whole.count, whole.countIsCapped], [10_000, true], 'today, exactly from the totals');
      const istanbul = await get('tenant@demo.test', L, { from: new Date(Date.parse(midnight(0)) - 3 * 3_600_000).toISOString(), to: new Date(Date.parse(midnight(1)) - 3 * 3_600_000).toISOString() });
      assert.deepEqual([istanbul.count, istanbul.countIsCapped], [10_000, true], 'Istanbul\'s today, from the totals of the UTC day it ends in');
      const long = await get('tenant@demo.test', L, { from: midnight(-60), to: midnight(1) });
      assert.deepEqual([long.count, long.countIsCapped], [10_000, true], 'the newest day of a long period above the cap');
      // A card's rows are not in the totals: counted from the rows, which the phantom is not.
      const card = await get('tenant@demo.test', L, { from: midnight(0), to: midnight(1), cardLast4: '0000' });
      assert.equal(card.countIsCapped, false);
    });
  });

  it('never counts days that retention may have archived (before the previous month) from the totals', async () => {
    const floor = Date.parse(monthStart(new Date(), -1));
    const before = new Date(floor - 3 * DAY).toISOString();
    await withPhantomTotals(before.slice(0, 10), 20_000, async () => {
      const page = await get('tenant@demo.test', L, { from: before, to: new Date(floor - 2 * DAY).toISOString() });
      assert.equal(page.countIsCapped, false, 'the rows of that day are counted, not its totals');
      assert.equal(page.count, await listed('tenant@demo.test', L, { from: before, to: new Date(floor - 2 * DAY).toISOString() }));
    });
  });

  it('chooses the UTC days of a period and the hours of its ragged ends', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const whole = { add: [], subtract: [] };
    assert.deepEqual(totalsDays('2026-12-02T00:00:00Z', '2026-12-03T00:00:00Z', now), { first: '2026-12-02', last: '2026-12-02', exact: true, ...whole });
    assert.deepEqual(totalsDays('2026-11-02T00:00:00Z', '2026-12-03T00:00:00Z', now), { first: '2026-11-02', last: '2026-12-02', exact: true, ...whole });
    // A day more than the window: its newest 31 days, a lower bound.
    assert.deepEqual(totalsDays('2026-11-01T00:00:00Z', '2026-12-03T00:00:00Z', now), { first: '2026-11-02', last: '2026-12-02', exact: false, ...whole });
    // Istanbul's today (UTC+3): yesterday's last three hours from the rows, today summed less the hours still to come.
    assert.deepEqual(totalsDays('2026-12-01T21:00:00.000Z', '2026-12-02T21:00:00.000Z', now), {
      first: '2026-12-02', last: '2026-12-02', exact: true,
      add: [{ from: '2026-12-01T21:00:00.000Z', to: '2026-12-02T00:00:00.000Z' }],
      subtract: [{ from: '2026-12-02T21:00:00.000Z', to: '2026-12-03T00:00:00.000Z' }],
    });
    // A past Istanbul week: its last UTC day summed less its three hours after the period (the smaller side).
    assert.deepEqual(totalsDays('2026-11-22T21:00:00.000Z', '2026-11-29T21:00:00.000Z', now), {
      first: '2026-11-23', last: '2026-11-29', exact: true,
      add: [{ from: '2026-11-22T21:00:00.000Z', to: '2026-11-23T00:00:00.000Z' }],
      subtract: [{ from: '2026-11-29T21:00:00.000Z', to: '2026-11-30T00:00:00.000Z' }],
    });
    // New York's days (UTC-5): the first day summed less its five hours before the period, the last day's five added.
    assert.deepEqual(totalsDays('2026-11-20T05:00:00.000Z', '2026-11-27T05:00:00.000Z', now), {
      first: '2026-11-20', last: '2026-11-26', exact: true,
      add: [{ from: '2026-11-27T00:00:00.000Z', to: '2026-11-27T05:00:00.000Z' }],
      subtract: [{ from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T05:00:00.000Z' }],
    });
    // Within one UTC day, an hour at each end outside; a few hours of one day: no day to sum, the rows are counted.
    assert.deepEqual(totalsDays('2026-11-20T01:00:00.000Z', '2026-11-20T23:00:00.000Z', now), {
      first: '2026-11-20', last: '2026-11-20', exact: true, add: [],
      subtract: [{ from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T01:00:00.000Z' }, { from: '2026-11-20T23:00:00.000Z', to: '2026-11-21T00:00:00.000Z' }],
    });
    assert.equal(totalsDays('2026-11-20T13:00:00.000Z', '2026-11-20T15:00:00.000Z', now), null);
    // Longer than the window with a ragged end: a lower bound less the hours after the period, nothing added.
    assert.deepEqual(totalsDays('2026-10-30T21:00:00.000Z', '2026-12-01T21:00:00.000Z', now), {
      first: '2026-11-01', last: '2026-12-01', exact: false, add: [], subtract: [{ from: '2026-12-01T21:00:00.000Z', to: '2026-12-02T00:00:00.000Z' }],
    });
    // Nothing before the previous month's first day; no `to` ends with today, never exact.
    assert.deepEqual(totalsDays('2026-10-20T00:00:00Z', '2026-11-05T00:00:00Z', now), { first: '2026-11-01', last: '2026-11-04', exact: false, ...whole });
    assert.equal(totalsDays('2026-09-01T00:00:00Z', '2026-10-01T00:00:00Z', now), null);
    assert.deepEqual(totalsDays('2026-12-01T00:00:00Z', undefined, now), { first: '2026-12-01', last: '2026-12-02', exact: false, ...whole });
  });
});
