// Also on embedded PGlite: detach, archive and drop are the same SQL on both.
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { JOB_HANDLERS, type JobContext, type ScheduledJobRow } from '../src/modules/scheduler/job-catalogue';
import { writeArchive } from '../src/modules/transactions/partitions/retention';
import { coreClient } from './helpers/core';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Retention and archive (ADR 0117), on a fixed clock (15 March 2026): Acme keeps 12 months, so its January 2025
 * transactions go to a gzip NDJSON file Acme's staff download and leave the table, while Globex (keep all) keeps its
 * own in the same partition; the day totals keep the month's figures. When Globex allows it too, the month's
 * partition is detached and dropped.
 */
describe('transaction retention and archive (ADR 0117)', () => {
  let t: TestServer;
  const ACME = seedIds.tenant('acme');
  const GLOBEX = seedIds.tenant('globex');
  const NOW = new Date('2026-03-15T02:30:00Z');
  const JAN = sql`created_at >= '2025-01-01T00:00:00Z' AND created_at < '2025-02-01T00:00:00Z'`;
  before(async () => {
    t = await startTestServer();
  });
  after(async () => t?.close());

  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];
  const rowsOf = async (tenantId: string) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE tenant_id = ${tenantId} AND ${JAN}`))[0]!.n;
  // The day totals and the card country totals (ADR 0123) of January, per tenant.
  const januaryTotals = async () => q<{ tenant_id: string; n: number; a: string; card_payments: number }>(sql`
    SELECT tenant_id, sum(transactions)::int AS n, sum(amount)::text AS a,
      (SELECT sum(c.transactions)::int FROM transaction_card_country_totals c WHERE c.tenant_id = d.tenant_id
        AND c.day >= '2025-01-01' AND c.day < '2025-02-01') AS card_payments
    FROM transaction_day_totals d WHERE day >= '2025-01-01' AND day < '2025-02-01' GROUP BY tenant_id ORDER BY tenant_id`);
  async function runJob(): Promise<string[]> {
    const lines: string[] = [];
    const log = { info: (s: string) => lines.push(s), warn: (s: string) => lines.push(`WARN ${s}`), outputFile: () => undefined };
    await JOB_HANDLERS.TransactionRetention({ db: t.server.database.db, now: NOW, log, job: {} as ScheduledJobRow } as unknown as JobContext);
    return lines;
  }
  const client = async (email: string) => coreClient(t.origin, await forgeAccessToken(t, { sub: seedIds.user(email) }));

  it('keeps every transaction while no tenant has a retention (the default)', async () => {
    const before = [await rowsOf(ACME), await rowsOf(GLOBEX)];
    assert.match((await runJob()).join('\n'), /Archived 0 tenant month\(s\); dropped 0 partition/);
    assert.deepEqual([await rowsOf(ACME), await rowsOf(GLOBEX)], before);
  });

  let acmeFile = '';
  let acmeRows = 0;
  let globexRows = 0;
  let totals: Awaited<ReturnType<typeof januaryTotals>> = [];
  it("archives Acme's month past its 12 months to a file and removes its rows; Globex keeps its own, the totals stay", async () => {
    acmeRows = await rowsOf(ACME);
    globexRows = await rowsOf(GLOBEX);
    assert.ok(acmeRows > 0 && globexRows > 0, `January 2025 holds both tenants' rows (${acmeRows}, ${globexRows})`);
    totals = await januaryTotals();
    assert.ok(totals.every((r) => r.card_payments > 0), `January's card payments are in their totals: ${JSON.stringify(totals)}`);
    await t.server.database.db.execute(sql`UPDATE tenants SET transaction_retention_months = 12 WHERE id = ${ACME}`);
    const lines = await runJob();
    const archived = lines.find((l) => l.includes(`of 2025-01 of tenant ${ACME}`));
    assert.ok(archived, lines.join('\n'));
    assert.match(archived, new RegExp(`Archived ${acmeRows} transaction\\(s\\)`));
    acmeFile = /to file ([0-9a-f-]{36})/.exec(archived)![1]!;
    assert.match(lines.at(-1)!, /dropped 0 partition/);
    assert.equal(await rowsOf(ACME), 0);
    assert.equal(await rowsOf(GLOBEX), globexRows);
    assert.deepEqual(await januaryTotals(), totals);
    const [{ events }] = await q<{ events: number }>(sql`
      SELECT count(*)::int AS events FROM transaction_events e WHERE e.tenant_id = ${ACME}
        AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = e.transaction_id AND t.created_at = e.transaction_created_at)`);
    assert.equal(events, 0);
  });

  it("lets Acme's staff download the archive (every row, gzip NDJSON) and tells them; Globex cannot read it", async () => {
    const res = await (await client('tenant@demo.test')).get(`fs/file/${acmeFile}`);
    assert.equal(res.status, 200);
    const lines = gunzipSync(res.buf).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as { external_id: string; tenant_id: string });
    assert.equal(lines.length, acmeRows);
    assert.ok(lines.every((l) => l.tenant_id === ACME));
    assert.ok(lines.some((l) => l.external_id === 'TX-BBC-0001'));
    const [told] = await q<{ title: string; object_url: string }>(sql`
      SELECT title, object_url FROM notifications WHERE user_id = ${seedIds.user('tenant@demo.test')} AND text_key = 'transactions.archived'`);
    assert.match(told!.title, /Transactions of 2025-01 archived/);
    assert.equal(told!.object_url, `fs/file/${acmeFile}`);
    assert.equal((await (await client('tenant2@demo.test')).get(`fs/file/${acmeFile}`)).status, 404);
  });

  it('archives nothing twice', async () => {
    assert.match((await runJob()).at(-1)!, /Archived 0 tenant month\(s\)/);
  });

  it('detaches and drops the month once no tenant keeps it, with its events\', API logs\' and journals\' months, the totals still there', async () => {
    const [{ children }] = await q<{ children: number }>(sql`SELECT (SELECT count(*) FROM transaction_events_2025_01)
      + (SELECT count(*) FROM transaction_api_logs_2025_01) + (SELECT count(*) FROM accounting_entries_2025_01)::int AS children`);
    assert.ok(children > 0, 'Globex\'s January transactions have children');
    await t.server.database.db.execute(sql`UPDATE tenants SET transaction_retention_months = 6 WHERE id = ${GLOBEX}`);
    const lines = await runJob();
    assert.ok(lines.some((l) => l.includes(`Archived ${globexRows} transaction(s) of 2025-01 of tenant ${GLOBEX}`)), lines.join('\n'));
    assert.match(lines.at(-1)!,
      /dropped 4 partition\(s\) \(transactions_2025_01, transaction_events_2025_01, transaction_api_logs_2025_01, accounting_entries_2025_01\)/);
    for (const table of ['transactions_2025_01', 'transaction_events_2025_01', 'transaction_api_logs_2025_01', 'accounting_entries_2025_01']) {
      const [{ there }] = await q<{ there: string | null }>(sql`SELECT to_regclass(${table})::text AS there`);
      assert.equal(there, null, table);
    }
    const [{ left }] = await q<{ left: number }>(sql`SELECT count(*)::int AS left FROM transaction_events WHERE transaction_created_at < '2025-02-01Z'`);
    assert.equal(left, 0);
    assert.deepEqual(await januaryTotals(), totals);
    assert.equal((await (await client('tenant@demo.test')).get(`fs/file/${acmeFile}`)).status, 200);
  });

  it('writes a large month in constant memory: pieces of a fixed size, downloaded as one gzip stream of every row', async () => {
    const N = 20_000;
    const PART = 64 * 1024;
    const db = t.server.database.db;
    await db.execute(sql`SELECT transaction_partition_ensure('2030-01-01')`);
    await db.execute(sql`
      INSERT INTO transactions (id, tenant_id, merchant_id, external_id, amount, currency, status, payment_method, mode, customer_email, created_at)
      SELECT gen_random_uuid(), s.tenant_id, s.merchant_id, 'TX-ARCH-' || n, 1000 + n, 'EUR', 'Captured', 'card', 'Live',
        'customer' || n || '@example.test', timestamptz '2030-01-01 00:00Z' + n * interval '1 minute'
      FROM (SELECT tenant_id, merchant_id FROM transactions WHERE tenant_id = ${ACME} LIMIT 1) s, generate_series(1, ${N}) n`);
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().heapUsed); }, 5);
    const archive = await writeArchive(db, {
      table: 'transactions_2030_01', tenantId: ACME, month: '2030-01-01', ownerId: seedIds.user('tenant@demo.test'), partBytes: PART,
    }).finally(() => clearInterval(sampler));
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    assert.equal(archive.rows, N);
    assert.ok(archive.parts > 1, `${archive.size} bytes in ${archive.parts} pieces`);
    assert.equal(archive.parts, Math.ceil(archive.size / PART));
    const [{ biggest, pieces }] = await q<{ biggest: number; pieces: number }>(sql`
      SELECT max(length(decode(content_base64, 'base64')))::int AS biggest, count(*)::int AS pieces FROM stored_file_parts WHERE file_id = ${archive.fileId}`);
    assert.deepEqual({ biggest, pieces }, { biggest: PART, pieces: archive.parts });
    const res = await (await client('tenant@demo.test')).get(`fs/file/${archive.fileId}`);
    assert.equal(res.status, 200);
    assert.equal(res.buf.length, archive.size);
    const lines = gunzipSync(res.buf).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as { external_id: string });
    assert.equal(lines.length, N);
    assert.equal(new Set(lines.map((l) => l.external_id)).size, N);
    // The figure, printed (not timed): the heap above the start while the month was written.
    console.log(`archive of ${N} rows: ${(archive.size / 1e6).toFixed(2)} MB gzip in ${archive.parts} pieces of ${PART} bytes; `
      + `heap peak +${((peak - baseline) / 1e6).toFixed(1)} MB over ${(baseline / 1e6).toFixed(1)} MB`);
  });
});
