// Also on embedded PGlite: the partitioning and its SQL functions are the same on both.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { transactionApiLogs, transactionEvents, transactions } from '../src/db/schema';
import { JOB_HANDLERS, type JobContext, type ScheduledJobRow } from '../src/modules/scheduler/job-catalogue';
import { listMonthPartitions } from '../src/modules/transactions/partitions/month-partitions';
import { childWhere, relatedWhere } from '../src/modules/transactions/detail.repository';
import { parentsByKey, transactionRecords } from '../src/modules/transactions/repository';
import { ensureTransactionDetails } from '../src/modules/transactions/detail-seed';
import type { Scope } from '../src/http/scope';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The transactions table partitioned by month (ADR 0117): the seed's rows in their months' partitions, the daily
 * job creating the next three months (idempotent, on a fixed clock), rows of a month without a partition moved out
 * of the default partition with the day totals unchanged, and the foreign keys' on-delete behaviour kept by triggers.
 */
describe('transactions partitioned by month (ADR 0117)', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer();
  });
  after(async () => t?.close());

  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];
  async function runJob(now: Date): Promise<string[]> {
    const lines: string[] = [];
    const log = { info: (s: string) => lines.push(s), warn: (s: string) => lines.push(`WARN ${s}`), outputFile: () => undefined };
    await JOB_HANDLERS.TransactionPartitions({ db: t.server.database.db, now, log, job: {} as ScheduledJobRow } as unknown as JobContext);
    return lines;
  }
  const partitionOf = async (externalId: string) =>
    (await q<{ p: string }>(sql`SELECT tableoid::regclass::text AS p FROM transactions WHERE external_id = ${externalId}`))[0]?.p;
  const totals = async () => (await q<{ n: number; a: string }>(sql`SELECT sum(transactions)::int AS n, sum(amount)::text AS a FROM transaction_day_totals`))[0];

  it('keeps the seeded transactions in their months, none in the default partition', async () => {
    const [{ kind }] = await q<{ kind: string }>(sql`SELECT partstrat AS kind FROM pg_partitioned_table WHERE partrelid = 'transactions'::regclass`);
    assert.equal(kind, 'r');
    const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions_default`);
    assert.equal(n, 0);
    const [{ months }] = await q<{ months: number }>(sql`SELECT count(DISTINCT tableoid)::int AS months FROM transactions`);
    assert.ok(months >= 2, `${months} partitions hold the seed`);
    assert.equal(await partitionOf('TX-BBC-0001'), 'transactions_2025_01');
  });

  const CHILDREN = ['transaction_events', 'transaction_api_logs', 'accounting_entries'] as const;
  const PLATFORM: Scope = { kind: 'platform', tenantIds: undefined };
  /** The tables a JSON plan reads, in plan order. */
  const relationsIn = (plan: unknown): string[] => {
    const out: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (typeof node['Relation Name'] === 'string') out.push(node['Relation Name']);
      for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
    };
    walk((plan as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
    return out;
  };
  const partitionsOf = async (parent: string) =>
    (await q<{ name: string }>(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = ${parent}::regclass ORDER BY 1`)).map((r) => r.name);

  it('partitions the events, API logs and journals by their transaction\'s month, each row beside its transaction', async () => {
    const months = (names: string[], prefix: string) => names.map((n) => n.slice(prefix.length));
    const parentMonths = months(await partitionsOf('transactions'), 'transactions_');
    for (const child of CHILDREN) {
      const [{ key }] = await q<{ key: string }>(sql`SELECT pg_get_partkeydef(${child}::regclass) AS key`);
      assert.equal(key, 'RANGE (transaction_created_at)', child);
      assert.deepEqual(months(await partitionsOf(child), `${child}_`), parentMonths, `${child} has the parent's months`);
      const [{ rows, astray, orphans }] = await q<{ rows: number; astray: number; orphans: number }>(sql`
        SELECT count(*)::int AS rows,
          count(*) FILTER (WHERE substr(c.tableoid::regclass::text, ${child.length + 2}) <> substr(t.tableoid::regclass::text, 14))::int AS astray,
          count(*) FILTER (WHERE t.id IS NULL)::int AS orphans
        FROM ${sql.identifier(child)} c LEFT JOIN transactions t ON t.id = c.transaction_id AND t.created_at = c.transaction_created_at`);
      assert.ok(rows > 0, `the seed wrote ${child}`);
      assert.equal(astray, 0, `every ${child} row sits in its transaction's month`);
      assert.equal(orphans, 0, `every ${child} row names its transaction's key`);
      const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(`${child}_default`)}`);
      assert.equal(n, 0, `${child}_default is empty`);
    }
  });

  it('reads one transaction\'s children from its month\'s partition only (the drawer\'s key)', async () => {
    const [tx] = await q<{ id: string; at: string }>(sql`SELECT id, created_at::text AS at FROM transactions WHERE external_id = 'TX-BBC-0001'`);
    for (const child of CHILDREN) {
      // Literals, as the drawer's query is planned for its values: the planner prunes to the one month.
      const [row] = await q<{ 'QUERY PLAN': unknown }>(sql.raw(`EXPLAIN (FORMAT JSON) SELECT * FROM ${child}
        WHERE transaction_id = '${tx!.id}' AND transaction_created_at = '${tx!.at}'`));
      assert.deepEqual(relationsIn(row!['QUERY PLAN']), [`${child}_2025_01`], child);
    }
    // The transaction and its events joined on the whole key (the reports' and webhooks' join): one month each.
    const [join] = await q<{ 'QUERY PLAN': unknown }>(sql.raw(`EXPLAIN (FORMAT JSON) SELECT e.id FROM transaction_events e
      JOIN transactions t ON t.id = e.transaction_id AND t.created_at = e.transaction_created_at
      WHERE t.created_at >= '2025-01-01Z' AND t.created_at < '2025-02-01Z' AND e.transaction_created_at >= '2025-01-01Z' AND e.transaction_created_at < '2025-02-01Z'`));
    assert.deepEqual([...new Set(relationsIn(join!['QUERY PLAN']))].sort(), ['transaction_events_2025_01', 'transactions_2025_01']);
  });

  it("plans an event or API call read by its id in one month when its transaction's time is named, every month without", async () => {
    const [tx] = await q<{ id: string; at: string }>(sql`SELECT id, created_at::text AS at FROM transactions WHERE external_id = 'TX-BBC-0001'`);
    await ensureTransactionDetails(t.server.database.db, tx!.id, new Date(tx!.at));
    for (const [table, name] of [[transactionEvents, 'transaction_events'], [transactionApiLogs, 'transaction_api_logs']] as const) {
      const [row] = await q<{ id: string }>(sql`SELECT id FROM ${table} WHERE transaction_id = ${tx!.id} LIMIT 1`);
      assert.ok(row, `${name} of TX-BBC-0001`);
      const read = async (at?: Date): Promise<string[]> => {
        const [plan] = await q<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) SELECT id FROM ${table} WHERE ${childWhere(table, PLATFORM, row.id, at)}`);
        return relationsIn(plan!['QUERY PLAN']);
      };
      assert.deepEqual(await read(new Date(tx!.at)), [`${name}_2025_01`], `${name} with the month`);
      assert.equal((await read()).length, (await partitionsOf(name)).length, `${name} by id alone: every month`);
    }
  });

  it('finds a follow-up\'s parent in the parent\'s month only: the follow-up carries the parent\'s created_at', async () => {
    const [mismatch] = await q<{ children: number; wrong: number }>(sql`SELECT count(*)::int AS children,
      (count(*) FILTER (WHERE c.parent_created_at IS DISTINCT FROM p.created_at))::int AS wrong
      FROM transactions c JOIN transactions p ON p.id = c.parent_id`);
    assert.ok(mismatch!.children > 0, 'the seed wrote follow-ups');
    assert.equal(mismatch!.wrong, 0, 'every follow-up names its parent by the whole key');
    // The lookup's and export's parent external id (repository.ts): read apart from the page, by the parent's whole
    // key, so only the parent's month is planned and read.
    const [child] = await q<{ id: string; at: string; parent_id: string; parent_at: string; parent: string; parent_month: string }>(sql`SELECT c.id,
      c.created_at::text AS at, p.id AS parent_id, p.created_at::text AS parent_at, p.external_id AS parent, p.tableoid::regclass::text AS parent_month
      FROM transactions c JOIN transactions p ON p.id = c.parent_id WHERE c.type = 'Refund' ORDER BY c.created_at DESC LIMIT 1`);
    const [plan] = await q<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) SELECT external_id FROM transactions
      WHERE ${parentsByKey([{ id: child!.parent_id, createdAt: new Date(child!.parent_at) }])}`);
    assert.deepEqual(relationsIn(plan!['QUERY PLAN']), [child!.parent_month], 'one month\'s partition planned for the parent');
    const { db } = t.server.database;
    const [record] = await transactionRecords(db, eq(transactions.id, child!.id));
    assert.equal(record!.parentExternalId, child!.parent);
    // A follow-up written without its parent's time (or with a time that is not the parent's) still names it.
    await db.execute(sql`UPDATE transactions SET parent_created_at = NULL WHERE id = ${child!.id}`);
    assert.equal((await transactionRecords(db, eq(transactions.id, child!.id)))[0]!.parentExternalId, child!.parent);
    await db.execute(sql`UPDATE transactions SET parent_created_at = ${child!.parent_at}::timestamptz + interval '1 microsecond' WHERE id = ${child!.id}`);
    assert.equal((await transactionRecords(db, eq(transactions.id, child!.id)))[0]!.parentExternalId, child!.parent);
    await db.execute(sql`UPDATE transactions SET parent_created_at = ${child!.parent_at}::timestamptz WHERE id = ${child!.id}`);
  });

  it('reads a transaction\'s family (parent, children, siblings) from the months it can be in, and finds all of it', async () => {
    const { db } = t.server.database;
    const [{ older }] = await q<{ older: number }>(sql`SELECT count(*)::int AS older FROM transactions c JOIN transactions p ON p.id = c.parent_id
      WHERE c.created_at < p.created_at`);
    assert.equal(older, 0, 'no follow-up is older than the transaction it acts on');
    // Two partial refunds of one payment, the second in a later month: each the other's sibling.
    await db.execute(sql`
      INSERT INTO transactions (id, tenant_id, merchant_id, external_id, type, amount, currency, status, payment_method, mode, parent_id, parent_created_at, created_at)
      SELECT gen_random_uuid(), p.tenant_id, p.merchant_id, p.external_id || '-PR' || k, 'Refund', 100, p.currency, 'Successful', p.payment_method, p.mode,
        p.id, p.created_at, p.created_at + k * interval '20 days'
      FROM transactions p CROSS JOIN (VALUES (1), (2)) AS n(k) WHERE p.external_id = 'TX-BBC-0001'`);
    // Every transaction with a parent or a child: the family read by relatedWhere is the family read in every month.
    const family = await q<{ id: string; at: string; parent_id: string | null; n: number }>(sql`SELECT t.id, t.created_at AS at, t.parent_id,
      (SELECT count(*)::int FROM transactions f WHERE f.id <> t.id AND (f.parent_id = t.id OR f.id = t.parent_id OR f.parent_id = t.parent_id)) AS n
      FROM transactions t WHERE t.parent_id IS NOT NULL OR EXISTS (SELECT 1 FROM transactions c WHERE c.parent_id = t.id) ORDER BY t.created_at`);
    assert.ok(family.some((f) => f.parent_id && f.n >= 2), 'the seed has a follow-up with a sibling');
    for (const f of family) {
      const tx = { id: f.id, createdAt: new Date(f.at).toISOString(), parentId: f.parent_id };
      const rows = await db.select({ id: transactions.id }).from(transactions).where(await relatedWhere(db, tx));
      assert.equal(rows.filter((r) => r.id !== f.id).length, f.n, `the family of ${f.id}`);
    }
    // The plan of a follow-up's family: no month before its parent's is read.
    const child = family.filter((f) => f.parent_id).at(-1)!;
    const [{ month }] = await q<{ month: string }>(sql`SELECT tableoid::regclass::text AS month FROM transactions WHERE id = ${child.parent_id}`);
    const where = await relatedWhere(db, { id: child.id, createdAt: new Date(child.at).toISOString(), parentId: child.parent_id });
    const [plan] = await q<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) SELECT id FROM transactions WHERE ${where}`);
    const read = new Set(relationsIn(plan!['QUERY PLAN']));
    const months = (await partitionsOf('transactions')).filter((name) => name !== 'transactions_default');
    assert.ok(read.size > 0 && read.size < months.length, `${read.size} of ${months.length} months read`);
    assert.deepEqual([...read].filter((name) => name < month), [], `no month before ${month}`);
    assert.ok(read.has(month), `the parent's month ${month} is read`);
  });

  it('creates this month and the next three each day, once (a second run and a racing one create none)', async () => {
    const now = new Date('2031-05-20T02:15:00Z');
    const lines = await runJob(now);
    assert.match(lines[0]!, /Created 4 month partition\(s\) ahead \(2031-05-01, 2031-06-01, 2031-07-01, 2031-08-01\)/);
    assert.match(lines.at(-1)!, /Every row naming a transaction names one that exists/);
    const [again, racing] = await Promise.all([runJob(now), runJob(now)]);
    assert.match(again[0]!, /Created 0 month partition/);
    assert.match(racing[0]!, /Created 0 month partition/);
    const next = await runJob(new Date('2031-06-01T02:15:00Z'));
    assert.match(next[0]!, /Created 1 month partition\(s\) ahead \(2031-09-01\)/);
    const names = (await listMonthPartitions(t.server.database.db)).map((p) => p.name);
    for (const m of ['2031_05', '2031_06', '2031_07', '2031_08', '2031_09']) assert.ok(names.includes(`transactions_${m}`), m);
    // The children's months with the parent's, in the same call.
    for (const child of CHILDREN) {
      const childNames = await partitionsOf(child);
      for (const m of ['2031_05', '2031_06', '2031_07', '2031_08', '2031_09']) assert.ok(childNames.includes(`${child}_${m}`), `${child}_${m}`);
    }
  });

  it('moves rows of a month without its partition out of the default partition, the day totals unchanged', async () => {
    const before = await totals();
    await t.server.database.db.execute(sql`
      INSERT INTO transactions (id, tenant_id, merchant_id, external_id, amount, currency, status, payment_method, mode, created_at)
      SELECT gen_random_uuid(), tenant_id, merchant_id, 'TX-OLD-' || n, 1000, 'EUR', 'Captured', 'card', 'Live', timestamptz '2019-03-10 12:00Z' + n * interval '1 day'
      FROM transactions, generate_series(1, 3) n WHERE external_id = 'TX-BBC-0001'`);
    assert.equal(await partitionOf('TX-OLD-1'), 'transactions_default');
    // An event of that transaction (carrying its created_at) lands in the events' default partition too.
    await t.server.database.db.execute(sql`
      INSERT INTO transaction_events (id, transaction_id, transaction_created_at, tenant_id, merchant_id, type, status, payload, webhook_status)
      SELECT gen_random_uuid(), id, created_at, tenant_id, merchant_id, 'transaction.created', 'Captured', '{}'::jsonb, 'NotConfigured'
      FROM transactions WHERE external_id = 'TX-OLD-2'`);
    const eventPartition = async () => (await q<{ p: string }>(sql`SELECT e.tableoid::regclass::text AS p FROM transaction_events e
      JOIN transactions t ON t.id = e.transaction_id AND t.created_at = e.transaction_created_at WHERE t.external_id = 'TX-OLD-2'`))[0]?.p;
    assert.equal(await eventPartition(), 'transaction_events_default');
    const after = await totals();
    assert.equal(after!.n, before!.n + 3);
    const lines = await runJob(new Date('2031-06-02T02:15:00Z'));
    assert.match(lines[0]!, /; 1 from the default partition/);
    assert.equal(await partitionOf('TX-OLD-2'), 'transactions_2019_03');
    assert.equal(await eventPartition(), 'transaction_events_2019_03');
    assert.deepEqual(await totals(), after);
  });

  it('finds the children of a transaction whose created_at the database filled in, by the time read into JavaScript', async () => {
    const { db } = t.server.database;
    await db.execute(sql`
      INSERT INTO transactions (id, tenant_id, merchant_id, external_id, amount, currency, status, payment_method, mode)
      SELECT gen_random_uuid(), tenant_id, merchant_id, 'TX-DEFAULT-TIME', 1000, 'EUR', 'Captured', 'card', 'Live'
      FROM transactions WHERE external_id = 'TX-BBC-0001'`);
    // A writer of children reads the transaction as a Date (milliseconds); PostgreSQL's now() has microseconds (PGlite's
    // clock gives whole milliseconds, so this fails only on PostgreSQL without the column's default in milliseconds).
    const [row] = await db.select().from(transactions).where(eq(transactions.externalId, 'TX-DEFAULT-TIME'));
    assert.ok(row);
    await db.insert(transactionEvents).values({
      id: randomUUID(), transactionId: row.id, transactionCreatedAt: row.createdAt, tenantId: row.tenantId, merchantId: row.merchantId,
      type: 'transaction.created', status: 'Captured', payload: {}, webhookStatus: 'NotConfigured',
    });
    const found = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transaction_events e
      JOIN transactions x ON x.id = e.transaction_id AND x.created_at = e.transaction_created_at WHERE x.external_id = 'TX-DEFAULT-TIME'`);
    assert.equal(found[0]!.n, 1);
  });

  it('deletes the rows hanging off a deleted transaction and forgets it where the foreign key set null', async () => {
    const count = async (query: ReturnType<typeof sql>) => (await q<{ n: number }>(query))[0]!.n;
    const [withEvents] = await q<{ id: string }>(sql`SELECT t.id FROM transactions t WHERE EXISTS (SELECT 1 FROM transaction_events e WHERE e.transaction_id = t.id) LIMIT 1`);
    const [deposited] = await q<{ id: string }>(sql`SELECT t.id FROM transactions t WHERE EXISTS (SELECT 1 FROM bank_deposits d WHERE d.transaction_id = t.id) LIMIT 1`);
    assert.ok(withEvents && deposited, 'the seed has events and matched bank deposits');
    const deposits = await count(sql`SELECT count(*)::int AS n FROM bank_deposits WHERE transaction_id = ${deposited.id}`);
    const unmatched = await count(sql`SELECT count(*)::int AS n FROM bank_deposits WHERE transaction_id IS NULL`);
    await t.server.database.db.execute(sql`DELETE FROM transactions WHERE id IN (${withEvents.id}, ${deposited.id})`);
    assert.equal(await count(sql`SELECT count(*)::int AS n FROM transaction_events WHERE transaction_id = ${withEvents.id}`), 0);
    assert.equal(await count(sql`SELECT count(*)::int AS n FROM bank_deposits WHERE transaction_id = ${deposited.id}`), 0);
    // Set null, not deleted: the deposit stays, unmatched.
    assert.equal(await count(sql`SELECT count(*)::int AS n FROM bank_deposits WHERE transaction_id IS NULL`), unmatched + deposits);
    assert.doesNotMatch((await runJob(new Date('2031-06-03T02:15:00Z'))).join('\n'), /WARN/);
  });
});
