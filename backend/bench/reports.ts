/**
 * Report figures (issue 12, ADR 0049), run by `npm run bench -- --only=reports` (scripts/lib/bench-reports.mjs):
 * seeds ROWS transactions into the database the environment names (DATABASE_URL, else PGlite in DATA_DIR),
 * starts the backend in this process and times the heaviest reports' first page (rows, totals and chart in one
 * call, as the page asks): tenant@'s transaction summaries over 31 days, its per-day summary over 93 days (on
 * UTC's clock and on UTC+3's), the last 24 hours, channel reports and alerts, and merchant@'s daily report over
 * 31 days; REQUESTS calls one after another, then the database's own time of the call's SELECTs (EXPLAIN
 * ANALYZE). Prints JSON.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { REPORT_PATHS, type ReportPage } from '@portal/contracts';
import { arg, percentile, startBenchServer, type BenchServer } from './bench-server';

const ROWS = arg('rows', 1_000_000);
const REQUESTS = arg('requests', 20);
const DAY = 86_400_000;

const CASES: Array<{ who: string; report: string; days: number | null; offset?: number; extra?: Record<string, string> }> = [
  { who: 'tenant@demo.test', report: 'transactions-summary', days: 31 },
  { who: 'tenant@demo.test', report: 'transactions-summary-v1', days: 31 },
  { who: 'tenant@demo.test', report: 'transactions-summary-v3', days: 31 },
  { who: 'tenant@demo.test', report: 'transactions-summary-per-day-month', days: 93 },
  // A user on UTC+3 (Turkey): each UTC day straddles two local days (ADR 0060 moves the smaller part).
  { who: 'tenant@demo.test', report: 'transactions-summary-per-day-month', days: 93, offset: -180 },
  { who: 'merchant@demo.test', report: 'transactions-daily', days: 31 },
  { who: 'tenant@demo.test', report: 'transactions-daily-v1', days: null },
  { who: 'tenant@demo.test', report: 'pmp-configuration-report', days: 31 },
  { who: 'tenant@demo.test', report: 'alerts', days: 31 },
];

/**
 * The database's own time for each statement one call of the report runs (one since session 12: page, totals and chart together): the call is made
 * once with the database's execute recorded, then each recorded SELECT is run under EXPLAIN (ANALYZE, BUFFERS)
 * five times; the median execution time of each, summed. Less sensitive to the shared machine's load than the
 * HTTP round trip.
 */
async function serverTime(server: BenchServer['server'], call: () => Promise<unknown>) {
  const db = server.database.db as unknown as { execute: (q: SQL) => Promise<{ rows: unknown[] }> };
  const execute = db.execute.bind(db);
  const recorded: SQL[] = [];
  db.execute = (q: SQL) => {
    recorded.push(q);
    return execute(q);
  };
  try {
    await call();
  } finally {
    db.execute = execute;
  }
  const dialect = new PgDialect();
  let ms = 0;
  let buffers = 0;
  for (const q of recorded.filter((r) => /^\s*(SELECT|WITH)/i.test(dialect.sqlToQuery(r).sql) && dialect.sqlToQuery(r).sql.includes('transaction'))) {
    const runs: Array<{ ms: number; buffers: number }> = [];
    for (let i = 0; i < 5; i++) {
      const { rows } = await execute(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${q}`);
      const plan = (Object.values(rows[0] as Record<string, unknown>)[0] as Array<{ 'Execution Time': number; Plan: Record<string, number> }>)[0]!;
      runs.push({ ms: plan['Execution Time'], buffers: (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0) });
    }
    runs.sort((a, b) => a.ms - b.ms);
    ms += runs[2]!.ms;
    buffers += runs[2]!.buffers;
  }
  return { sqlMs: Math.round(ms * 10) / 10, buffers };
}

async function main() {
  const { origin, server, rows, perMerchant, seedMs, token } = await startBenchServer(ROWS);
  const { rows: [totalsRows] } = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transaction_day_totals`);
  // What an hourly grain would hold (ADR 0060 chose days: at this density hours barely sum anything).
  const { rows: [hourRows] } = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT merchant_id, mode,
    date_trunc('hour', created_at), currency, status, type, payment_method FROM transactions) h`);
  // Whole days up to tomorrow's start, as the browser sends them.
  const end = new Date(Math.floor(Date.now() / DAY) * DAY + DAY);

  const figures = [];
  for (const { who, report, days, offset = 0, extra = {} } of CASES) {
    const bearer = await token(who);
    // Whole days of the user's clock, as the browser sends them.
    const localEnd = new Date(end.getTime() + offset * 60_000);
    const query = new URLSearchParams({
      ...(days ? { startDate: new Date(localEnd.getTime() - days * DAY).toISOString(), endDate: localEnd.toISOString() } : {}),
      PageSize: '20', timezoneOffset: String(offset), ...extra,
    });
    const url = `${origin}/svc/reporting/${REPORT_PATHS.data.replace(':reportId', report)}?${query}`;
    const call = async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${bearer}`, mode: 'Live' } });
      if (res.status !== 200) throw new Error(`${report}: ${res.status} ${await res.text()}`);
      const page = await res.json() as ReportPage;
      return { ms: performance.now() - t0, transactions: page.totals?.transactions ?? null };
    };
    await call(); // warm-up
    const runs = [];
    for (let i = 0; i < REQUESTS; i++) runs.push(await call());
    const times = runs.map((r) => r.ms);
    const { sqlMs, buffers } = await serverTime(server, call);
    const clock = offset ? `, UTC${offset < 0 ? '+' : '-'}${Math.abs(offset) / 60}` : '';
    figures.push({
      name: `${who.split('@')[0]}: ${report}, ${days ? `${days} days` : 'last 24 hours'}${clock}`, transactions: runs[0]!.transactions,
      p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1), sqlMs, buffers,
    });
  }
  console.log(JSON.stringify({ kind: server.database.kind, rows, totalsRows: totalsRows?.n, hourRows: hourRows?.n, perMerchant, seedMs, requests: REQUESTS, figures }));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
