// Also on embedded PGlite: the generated payments are written by one large SQL statement on the embedded database too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { loadConfig } from '../src/config';
import { SEED_MERCHANTS } from '../src/db/seed-data';
import { seedIds } from '../src/db/seed';
import { MERCHANT_SHORT_CODES } from '../src/modules/transactions/seed';
import { SEEDED_REVIEW_DAYS, seedGeneratedTransactions } from '../src/modules/transactions/seed-generated';
import { freshDatabase } from './helpers/server';
import { DISPUTE_RESPONSE_DAYS, DISPUTE_STATUSES } from '@portal/contracts';
import { SEEDED_EVIDENCE_TEXT, seedDisputes } from '../src/modules/disputes/seed';

/**
 * The generated transactions (ADR 0016) at the default SEED_TRANSACTIONS: what the demo and the lookups
 * rely on. Two databases from the shared seeded template, each seeded with the same seed time.
 */
const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const PER_MERCHANT = loadConfig({}).seedTransactions;
const MERCHANTS = SEED_MERCHANTS.filter((m) => m.tenant === 'acme' || m.tenant === 'globex');

type Row = Record<string, string | number | null>;

describe('generated transactions at the default size', () => {
  const targets: Array<Awaited<ReturnType<typeof freshDatabase>>> = [];
  const dbs: Database[] = [];
  const q = async <T extends Row>(query: ReturnType<typeof sql>, i = 0): Promise<T[]> => (await dbs[i]!.db.execute<T>(query)).rows as T[];

  before(async () => {
    for (let i = 0; i < 2; i++) {
      const target = await freshDatabase({ seeded: true });
      targets.push(target);
      const database = await openDatabase({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL });
      dbs.push(database);
      // The template holds the test servers' own generated payments, dated when it was made: start without any.
      await database.db.execute(sql`TRUNCATE transactions CASCADE`);
      await seedGeneratedTransactions(database.db, MERCHANTS, MERCHANT_SHORT_CODES, PER_MERCHANT, NOW);
    }
  });
  after(async () => {
    for (const d of dbs) await d.close();
    for (const t of targets) await t.drop();
  });

  const generated = sql`external_id LIKE 'PAY-%'`;

  it('gives every demo merchant its thousands of payments over the 90 days before the seed time', async () => {
    assert.ok(PER_MERCHANT >= 1000, `default SEED_TRANSACTIONS is ${PER_MERCHANT}`);
    const rows = await q<{ merchant_id: string; payments: number; first: string; last: string; days: number }>(sql`
      SELECT merchant_id, count(*) FILTER (WHERE parent_id IS NULL)::int AS payments, min(created_at)::text AS first, max(created_at)::text AS last,
        count(DISTINCT date_trunc('day', created_at))::int AS days
      FROM transactions WHERE ${generated} GROUP BY merchant_id`);
    assert.deepEqual(rows.map((r) => r.merchant_id).sort(), MERCHANTS.map((m) => seedIds.merchant(m.key)).sort());
    for (const r of rows) {
      assert.equal(r.payments, PER_MERCHANT);
      assert.ok(new Date(r.first).getTime() >= NOW.getTime() - 90 * DAY, `${r.first} is within 90 days`);
      assert.ok(new Date(r.last).getTime() <= NOW.getTime(), `${r.last} is not after the seed time`);
      assert.ok(new Date(r.first).getTime() < NOW.getTime() - 85 * DAY, 'reaches back to the start of the window');
      assert.ok(r.days >= 89, `spread over the days (${r.days} of 90)`);
    }
  });

  it('has a realistic mix of methods, types and statuses', async () => {
    const share = async (column: string, where = sql`parent_id IS NULL`) => {
      const rows = await q<{ v: string; n: number }>(sql`SELECT ${sql.raw(column)} AS v, count(*)::int AS n FROM transactions WHERE ${generated} AND ${where} GROUP BY 1`);
      const total = rows.reduce((s, r) => s + r.n, 0);
      return Object.fromEntries(rows.map((r) => [r.v, (100 * r.n) / total]));
    };
    const methods = await share('payment_method');
    assert.ok(methods.card! > 45 && methods.card! < 62, `cards ${methods.card}%`);
    for (const m of ['apple-pay', 'google-pay', 'open-banking', 'bank-transfer', 'paypal']) assert.ok(methods[m]! > 2 && methods[m]! < 20, `${m} ${methods[m]}%`);
    const types = await share('type');
    assert.ok(types.Sale! > 70 && types.Authorisation! > 5 && types.Payout! > 1 && types.Payout! < 6, JSON.stringify(types));
    const sales = await share('status', sql`parent_id IS NULL AND type = 'Sale'`);
    assert.ok(sales.Captured! > 70 && sales.Captured! < 85, `Captured ${sales.Captured}%`);
    assert.ok(sales.Declined! > 8 && sales.Declined! < 16, `Declined ${sales.Declined}%`);
    for (const s of ['Failed', 'Pending', 'Blocked', 'Refunded']) assert.ok(sales[s]! > 0.5 && sales[s]! < 6, `${s} ${sales[s]}%`);
    const followUps = await share('type', sql`parent_id IS NOT NULL`);
    assert.deepEqual(Object.keys(followUps).sort(), ['Capture', 'Chargeback', 'Refund', 'Reversal', 'Void']);
    // Cards carry a masked card; other methods none.
    const [cards] = await q<{ bad: number }>(sql`SELECT count(*)::int AS bad FROM transactions WHERE ${generated}
      AND ((payment_method IN ('card', 'apple-pay', 'google-pay')) <> (card_first6 IS NOT NULL AND card_last4 ~ '^[0-9]{4}$'))`);
    assert.equal(cards!.bad, 0);
  });

  it('writes Live and Test rows: processing merchants mostly Live, the others Test only', async () => {
    const rows = await q<{ merchant_id: string; live: number; test: number }>(sql`
      SELECT merchant_id, count(*) FILTER (WHERE mode = 'Live')::int AS live, count(*) FILTER (WHERE mode = 'Test')::int AS test
      FROM transactions WHERE ${generated} GROUP BY merchant_id`);
    for (const m of MERCHANTS) {
      const r = rows.find((x) => x.merchant_id === seedIds.merchant(m.key))!;
      if (m.processingStatus === 'Processing') {
        assert.ok(r.live / (r.live + r.test) > 0.78 && r.test > 0, `${m.key}: ${r.live} Live, ${r.test} Test`);
      } else assert.equal(r.live, 0, `${m.key} has no Live rows`);
    }
  });

  it('relates captures, voids, refunds, chargebacks and reversals to a parent of the same merchant, mode and currency', async () => {
    const [r] = await q<{ children: number; orphans: number; foreign: number; late: number; wrong: number; too_much: number }>(sql`
      SELECT count(*)::int AS children,
        count(*) FILTER (WHERE p.id IS NULL)::int AS orphans,
        count(*) FILTER (WHERE p.merchant_id <> c.merchant_id OR p.tenant_id <> c.tenant_id OR p.mode <> c.mode OR p.currency <> c.currency)::int AS foreign,
        count(*) FILTER (WHERE c.created_at < p.created_at OR c.created_at > ${NOW.toISOString()}::timestamptz)::int AS late,
        count(*) FILTER (WHERE NOT ((c.type IN ('Capture', 'Void') AND p.type = 'Authorisation') OR (c.type IN ('Refund', 'Chargeback', 'Reversal') AND p.type = 'Sale')))::int AS wrong,
        count(*) FILTER (WHERE c.amount > p.amount)::int AS too_much
      FROM transactions c LEFT JOIN transactions p ON p.id = c.parent_id
      WHERE c.parent_id IS NOT NULL AND c.external_id LIKE 'PAY-%'`);
    assert.ok(r!.children > MERCHANTS.length * PER_MERCHANT * 0.08, `${r!.children} follow-ups`);
    assert.deepEqual({ ...r, children: 0 }, { children: 0, orphans: 0, foreign: 0, late: 0, wrong: 0, too_much: 0 });
    // Every refunded sale has its full refund; a captured authorisation its capture.
    const [missing] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions p WHERE ${generated} AND p.type = 'Sale' AND p.status = 'Refunded'
      AND NOT EXISTS (SELECT 1 FROM transactions c WHERE c.parent_id = p.id AND c.type = 'Refund' AND c.amount = p.amount)`);
    assert.equal(missing!.n, 0);
  });

  it('charges back as an acquirer\'s dispute queue stands: recent cases wait for an answer, some older ones are under review, the rest decided (ADR 0050)', async () => {
    const db = dbs[0]!.db;
    // The template's own cases (seeded at its time) made way for the cases of these chargebacks.
    await db.execute(sql`DELETE FROM accounting_entries WHERE journal = 'dispute_hold'`);
    await db.execute(sql`DELETE FROM disputes`);
    await seedDisputes(db, NOW);
    const rows = await q<{ status: string; chargeback: string; opened: string; evidence: string | null; submitted: string | null; amount: number; held: number }>(sql`
      SELECT d.status, t.status AS chargeback, d.opened_at::text AS opened, d.evidence_text AS evidence, d.evidence_submitted_at::text AS submitted, d.amount,
        coalesce((SELECT sum(ae.credit - ae.debit) FROM accounting_entries ae
          WHERE ae.transaction_id = d.chargeback_id AND ae.transaction_created_at = t.created_at AND ae.account = 'dispute_reserve'), 0)::int AS held
      FROM disputes d JOIN transactions t ON t.id = d.chargeback_id AND t.created_at = d.opened_at
      WHERE t.external_id LIKE 'PAY-%'`);
    const age = (r: { opened: string }) => (NOW.getTime() - new Date(r.opened).getTime()) / DAY;
    const of = (status: string) => rows.filter((r) => r.status === status);
    for (const status of DISPUTE_STATUSES) assert.ok(of(status).length > 0, `a ${status} case among ${rows.length}`);
    for (const r of of('NeedsResponse')) assert.deepEqual([r.chargeback, age(r) < DISPUTE_RESPONSE_DAYS, r.evidence, r.held], ['Pending', true, null, r.amount]);
    for (const r of of('UnderReview')) {
      assert.deepEqual([r.chargeback, age(r) >= DISPUTE_RESPONSE_DAYS, age(r) < SEEDED_REVIEW_DAYS, r.evidence, r.held], ['Pending', true, true, SEEDED_EVIDENCE_TEXT, r.amount]);
      assert.equal(new Date(r.submitted!).getTime() - new Date(r.opened).getTime(), 2 * DAY, 'answered before its respond-by date');
    }
    for (const r of of('Won')) assert.deepEqual([r.chargeback, r.held], ['Declined', 0]);
    for (const r of of('Lost')) assert.deepEqual([r.chargeback, r.held], ['Successful', 0]);
    // Lost cases are most of them, as in an acquirer's history; each hold balances (debit = credit).
    assert.ok(of('Lost').length > rows.length / 2, `${of('Lost').length} of ${rows.length} lost`);
    const [unbalanced] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT transaction_id FROM accounting_entries
      WHERE journal = 'dispute_hold' GROUP BY transaction_id HAVING sum(debit) <> sum(credit) OR count(*) <> 2) x`);
    assert.equal(unbalanced!.n, 0);
  });

  it('is deterministic: two seeds with the same seed time write the same rows, and a second run adds nothing', async () => {
    const digest = async (i: number) => (await q<{ n: number; h: string }>(sql`
      SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY id)) AS h FROM transactions t WHERE ${generated}`, i))[0]!;
    const [a, b] = [await digest(0), await digest(1)];
    assert.ok(a.n > MERCHANTS.length * PER_MERCHANT);
    assert.deepEqual(a, b);
    await seedGeneratedTransactions(dbs[0]!.db, MERCHANTS, MERCHANT_SHORT_CODES, PER_MERCHANT, NOW);
    assert.deepEqual(await digest(0), a);
  });

  it('writes the same rows by the bulk path (indexes and foreign keys dropped and made again) and gives them all back', async () => {
    const schemaOf = async (i: number) => (await q<{ d: string }>(sql`
      SELECT indexdef AS d FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'transactions'
      UNION ALL SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'transactions'::regclass
      ORDER BY 1`, i)).map((r) => r.d);
    const before = await schemaOf(1);
    assert.ok(before.some((d) => d.includes('INCLUDE (payment_method, type)')), 'migration 0012 made the status indexes covering');
    assert.ok(before.some((d) => d.includes('FOREIGN KEY (merchant_id)')));
    // A top-up of 100 payments per merchant: the normal path on one database, the bulk path on the other.
    await seedGeneratedTransactions(dbs[0]!.db, MERCHANTS, MERCHANT_SHORT_CODES, PER_MERCHANT + 100, NOW);
    await seedGeneratedTransactions(dbs[1]!.db, MERCHANTS, MERCHANT_SHORT_CODES, PER_MERCHANT + 100, NOW, 1);
    assert.deepEqual(await schemaOf(1), before);
    const digest = async (i: number) => (await q<{ n: number; h: string }>(sql`
      SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY id)) AS h FROM transactions t`, i))[0]!;
    const [a, b] = [await digest(0), await digest(1)];
    assert.deepEqual(a, b);
    const [payments] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE ${generated} AND parent_id IS NULL`, 1);
    assert.equal(payments!.n, MERCHANTS.length * (PER_MERCHANT + 100));
  });

  it('spreads the payments over SEED_DAYS days (a year for the 10 M bench), each month in its own partition, by the bulk path too', async () => {
    await dbs[1]!.db.execute(sql`TRUNCATE transactions CASCADE`);
    await seedGeneratedTransactions(dbs[1]!.db, MERCHANTS, MERCHANT_SHORT_CODES, 300, NOW, 1, { days: 365 });
    const [r] = await q<{ payments: number; first: string; last: string; months: number; defaulted: number }>(sql`
      SELECT count(*) FILTER (WHERE parent_id IS NULL)::int AS payments, min(created_at)::text AS first, max(created_at)::text AS last,
        count(DISTINCT date_trunc('month', created_at))::int AS months, (SELECT count(*)::int FROM transactions_default) AS defaulted
      FROM transactions WHERE ${generated}`, 1);
    assert.equal(r!.payments, MERCHANTS.length * 300);
    assert.ok(new Date(r!.first).getTime() >= NOW.getTime() - 365 * DAY && new Date(r!.first).getTime() < NOW.getTime() - 340 * DAY, `from ${r!.first}, about a year back`);
    assert.ok(new Date(r!.last).getTime() <= NOW.getTime());
    assert.equal(r!.months, 13, 'June 2025 to June 2026');
    assert.equal(r!.defaulted, 0, 'every month has its partition before the insert');
    // The bulk path made every index of the table again, on each partition too (none left invalid or missing).
    const [indexes] = await q<{ parent: number; invalid: number; partitions: number }>(sql`
      SELECT (SELECT count(*)::int FROM pg_indexes WHERE tablename = 'transactions') AS parent,
        (SELECT count(*)::int FROM pg_index WHERE NOT indisvalid) AS invalid,
        (SELECT count(*)::int FROM pg_indexes WHERE tablename = 'transactions_' || to_char(${NOW.toISOString()}::timestamptz - interval '6 months', 'YYYY_MM')) AS partitions`, 1);
    assert.equal(indexes!.invalid, 0);
    assert.equal(indexes!.partitions, indexes!.parent, 'a month partition has each index of the parent');
  });
});
