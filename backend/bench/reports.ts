/**
 * Report figures (issue 12, ADR 0049), run by `npm run bench -- --only=reports` (scripts/lib/bench-reports.mjs):
 * seeds ROWS transactions into the database the environment names (DATABASE_URL, else PGlite in DATA_DIR),
 * starts the backend in this process and times the heaviest reports' first page (rows, totals and chart in one
 * call, as the page asks): tenant@'s transactions summary and summary per customer over 31 days, its per-day
 * summary over 93 days, and merchant@'s daily report over 31 days; REQUESTS calls one after another. Prints JSON.
 */
import { createServer as createNetServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { seedIds } from '../src/db/seed';
import { SEED_MERCHANTS } from '../src/db/seed-data';
import { REPORT_PATHS, type ReportPage } from '../src/lib/contracts';
import { forgeAccessToken } from '../test/helpers/tokens';
import type { TestServer } from '../test/helpers/server';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROWS = arg('rows', 1_000_000);
const REQUESTS = arg('requests', 20);
const perMerchant = Math.max(1, Math.round(ROWS / SEED_MERCHANTS.length / 1.16));
const DAY = 86_400_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10;
};

const CASES = [
  { who: 'tenant@demo.test', report: 'transactions-summary', days: 31 },
  { who: 'tenant@demo.test', report: 'transactions-summary-v3', days: 31 },
  { who: 'tenant@demo.test', report: 'transactions-summary-per-day-month', days: 93 },
  { who: 'merchant@demo.test', report: 'transactions-daily', days: 31 },
] as const;

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const config = loadConfig({
    ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin,
    SEED_TRANSACTIONS: String(perMerchant), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const server = await createServer(config);
  const seedMs = Date.now() - started;
  await server.app.listen({ port, host: '127.0.0.1' });
  const { rows: [counted] } = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`);
  const handle = { origin, server, config } as unknown as TestServer;
  // Whole days up to tomorrow's start, as the browser sends them.
  const end = new Date(Math.floor(Date.now() / DAY) * DAY + DAY);

  const figures = [];
  for (const { who, report, days } of CASES) {
    const bearer = await forgeAccessToken(handle, { sub: seedIds.user(who), expiresIn: 3600 });
    const query = new URLSearchParams({ startDate: new Date(end.getTime() - days * DAY).toISOString(), endDate: end.toISOString(), PageSize: '20' });
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
    figures.push({ name: `${who.split('@')[0]}: ${report}, ${days} days`, transactions: runs[0]!.transactions, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1) });
  }
  console.log(JSON.stringify({ kind: server.database.kind, rows: counted?.n, perMerchant, seedMs, requests: REQUESTS, figures }));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
