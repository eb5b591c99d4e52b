/**
 * The seed's routing rows before and after they went through the one routing function (ADR 0107 "Generated
 * payments"): `npx tsx bench/recorded-routes.ts [--runs=5]` on a fresh seeded database (PGlite; TEST_DATABASE_URL
 * for PostgreSQL). Times, for the transactions the seed writes detail rows for (each demo merchant's newest 200 per
 * mode and the hand-made rows), the old simulated statements and `writeRecordedRoutes`, each on empty tables. The
 * 1 M-row generator itself (one INSERT ... SELECT per merchant) is unchanged; these rows are the part of the seed
 * that moved. Prints JSON figures.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { writeRecordedRoutes } from '../src/modules/smart-routing/recorded-routes';
import { freshDatabase } from '../test/helpers/server';
import { arg } from './bench-server';

const RUNS = arg('runs', 5);

/** The statements the seed ran before (ADR 0044's simulated cascading attempts and routing logs), for the comparison. */
const before = (from: ReturnType<typeof sql>) => [
  sql`INSERT INTO cascading_attempts (id, transaction_id, tenant_id, merchant_id, attempt_order, service_provider_id, outcome, reason_code, elapsed_ms, created_at)
    SELECT md5(x.id::text || ':attempt:' || a.n)::uuid, x.id, x.tenant_id, x.merchant_id, a.n, a.provider, a.outcome, a.reason,
      ((x.r / a.n) % 600000 / 1000.0 + 30)::float8, x.created_at + a.n * interval '200 milliseconds'
    FROM ${from}
    CROSS JOIN LATERAL (SELECT x.r % 5 = 0 AND x.status NOT IN ('Pending') AS cascaded,
      CASE WHEN x.status IN ('Declined') THEN 'Declined' WHEN x.status = 'Failed' THEN 'Error' WHEN x.status = 'Pending' THEN 'Pending' ELSE 'Approved' END AS outcome) c
    CROSS JOIN LATERAL (VALUES
      (1, CASE WHEN x.service_provider_id = 'northbank' THEN 'acquirer-one' ELSE 'northbank' END, 'Declined', '05', c.cascaded),
      (CASE WHEN c.cascaded THEN 2 ELSE 1 END, x.service_provider_id, c.outcome, CASE WHEN c.outcome = 'Declined' THEN '51' WHEN c.outcome = 'Error' THEN '91' END, true)
    ) a(n, provider, outcome, reason, applies)
    WHERE a.applies AND x.parent_id IS NULL AND x.service_provider_id IS NOT NULL AND x.status <> 'Blocked'
    ON CONFLICT DO NOTHING`,
  sql`INSERT INTO smart_routing_logs (id, transaction_id, tenant_id, merchant_id, attempt_order, step, rule, matched, decision, created_at)
    SELECT md5(c.id::text || ':rule:' || s.step)::uuid, c.transaction_id, c.tenant_id, c.merchant_id, c.attempt_order, s.step, s.rule, s.matched, s.decision, c.created_at - interval '10 milliseconds'
    FROM ${from} JOIN cascading_attempts c ON c.transaction_id = x.id
    CROSS JOIN LATERAL (VALUES
      (1, 'payment method is ' || x.payment_method, 'true', 'candidates: ' || c.service_provider_id),
      (2, 'amount above 1000.00 ' || x.currency, (x.amount > 100000)::text, CASE WHEN x.amount > 100000 THEN 'prefer the acquirer with 3-D Secure' ELSE 'no change' END),
      (3, 'lowest cost provider', 'true', 'route to ' || c.service_provider_id)
    ) s(step, rule, matched, decision)
    ON CONFLICT DO NOTHING`,
];

async function main() {
  const target = await freshDatabase({ seeded: true });
  const database = await openDatabase({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL });
  try {
    const db = database.db;
    const { rows } = await db.execute<{ id: string }>(sql`SELECT DISTINCT transaction_id AS id FROM transaction_events`);
    const where = sql`t.id IN (SELECT DISTINCT transaction_id FROM transaction_events)`;
    const from = sql`(SELECT t.*, ('x' || substr(md5(t.id::text || ':detail'), 1, 7))::bit(28)::int AS r FROM transactions t WHERE ${where} OFFSET 0) x`;
    const empty = async () => { await db.execute(sql`DELETE FROM smart_routing_logs`); await db.execute(sql`DELETE FROM cascading_attempts`); };
    const time = async (work: () => Promise<void>) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await empty();
        const t0 = performance.now();
        await work();
        times.push(performance.now() - t0);
      }
      const { rows: [n] } = await db.execute<{ attempts: number; logs: number }>(sql`SELECT (SELECT count(*)::int FROM cascading_attempts) AS attempts, (SELECT count(*)::int FROM smart_routing_logs) AS logs`);
      times.sort((a, b) => a - b);
      return { medianMs: Math.round(times[Math.floor(times.length / 2)]!), minMs: Math.round(times[0]!), ...n };
    };
    const simulated = await time(async () => { for (const s of before(from)) await db.execute(s); });
    const decided = await time(() => writeRecordedRoutes(db, where));
    console.log(JSON.stringify({ kind: database.kind, transactions: rows.length, runs: RUNS, before: simulated, after: decided }));
  } finally {
    await database.close();
    await target.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
