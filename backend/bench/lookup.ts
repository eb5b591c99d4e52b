/**
 * Lookup figures (issue 9 deliverable 5), run by `npm run bench -- --only=lookup` (scripts/bench-lookup.mjs):
 * seeds ROWS transactions into the database the environment names (DATABASE_URL, else PGlite in DATA_DIR),
 * starts the backend in this process, and times the first page of typical lookups over HTTP with 8 clients
 * in parallel (a worker thread, so the clients never share the server's event loop). Prints JSON figures, and
 * EXPLAIN (ANALYZE, BUFFERS) of the statements of the three lookups that cost the database most per request.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { TRANSACTION_PATHS } from '@portal/contracts';
import { arg, plansOf, startBenchServer, statementsOf } from './bench-server';

const ROWS = arg('rows', 1_000_000);
const REQUESTS = arg('requests', 160);
const CLIENTS = arg('clients', 8);
const PORT = arg('port', 0);
/** Untimed calls per lookup before its timed ones: JIT, every pooled connection's prepared statements and plans. */
const WARM_UP = arg('warm-up', 48);

const DAY = 86_400_000;
const today = new Date(new Date().setUTCHours(0, 0, 0, 0));
const since = (days: number) => new Date(today.getTime() - days * DAY).toISOString();
const tomorrow = new Date(today.getTime() + DAY).toISOString();
/** Istanbul's day (UTC+3, the demo's tenants'): its midnights are 21:00 UTC, so no period of it is whole UTC days. */
const ISTANBUL = 3 * 3_600_000;
const istanbulToday = Math.floor((Date.now() + ISTANBUL) / DAY) * DAY - ISTANBUL;
const istanbul = (days: number) => new Date(istanbulToday + days * DAY).toISOString();

/** The machine's load average over 1, 5 and 15 minutes: on shared cores, what the latencies must be read beside. */
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);

/** How the server reaches PostgreSQL: a Unix socket (`?host=/dir`, as node-postgres reads it) or TCP. */
const transportOf = (url: string | undefined) => (!url ? 'in-process' : new URL(url).searchParams.get('host')?.startsWith('/') ? 'unix socket' : 'tcp');

async function main() {
  const loadBefore = load();
  const bench = await startBenchServer(ROWS, {}, PORT);
  const { origin, server, perMerchant, seedMs } = bench;
  const [tenant, merchant, platform] = [await bench.token('tenant@demo.test'), await bench.token('merchant@demo.test'), await bench.token('platform@demo.test')];
  const acme = seedIds.tenant('acme');

  const scenarios: Array<[string, string, string, Record<string, string | string[]>]> = [
    // Baseline: token check, principal and one primary-key read; what every call costs before its query.
    ['baseline: column choice (auth + 1 row)', tenant, TRANSACTION_PATHS.tenantColumns, {}],
    ['tenant, today (the default)', tenant, TRANSACTION_PATHS.tenantList, { from: today.toISOString(), to: tomorrow }],
    ['tenant, today in Istanbul (UTC+3)', tenant, TRANSACTION_PATHS.tenantList, { from: istanbul(0), to: istanbul(1) }],
    ['tenant, 7 days in Istanbul, Captured', tenant, TRANSACTION_PATHS.tenantList, { from: istanbul(-6), to: istanbul(1), status: 'Captured' }],
    ['tenant, 7 days, Captured', tenant, TRANSACTION_PATHS.tenantList, { from: since(7), to: tomorrow, status: 'Captured' }],
    ['tenant, 30 days, card + Declined', tenant, TRANSACTION_PATHS.tenantList, { from: since(30), to: tomorrow, paymentMethod: 'card', status: 'Declined' }],
    // 90 days with both ends included (the server refuses a longer range, TRANSACTION_LOOKUP_LIMITS.maxRangeDays).
    ['tenant, 90 days, no filter (capped count)', tenant, TRANSACTION_PATHS.tenantList, { from: since(89), to: tomorrow }],
    ['tenant, 90 days, customer e-mail', tenant, TRANSACTION_PATHS.tenantList, { from: since(89), to: tomorrow, customerEmail: 'customer123@example.com' }],
    ['merchant, today', merchant, TRANSACTION_PATHS.merchantList, { from: today.toISOString(), to: tomorrow }],
    ['merchant, 30 days, card last 4', merchant, TRANSACTION_PATHS.merchantList, { from: since(30), to: tomorrow, cardLast4: '4242' }],
    ['platform, every tenant, today', platform, TRANSACTION_PATHS.platformList, { from: today.toISOString(), to: tomorrow }],
    ['platform, Acme, 7 days, Refund', platform, TRANSACTION_PATHS.platformList, { from: since(7), to: tomorrow, tenantIds: acme, type: 'Refund' }],
  ];

  const figures = [];
  const timedFrom = new Date();
  for (const [name, bearer, path, query] of scenarios) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) (Array.isArray(v) ? v : [v]).forEach((x) => qs.append(k, x));
    const url = `${origin}/svc/merchant/${path}?${qs}`;
    // The server thread's CPU time per request: what a request costs this process, which other work on the
    // machine's cores does not blur as it blurs latency (the clients run in another thread).
    const cpuBefore = serverThreadCpuMs();
    const dbBefore = await databaseCpuMs(server);
    const { warmUpMs, ...result } = await runClients(url, bearer);
    const cpu = serverThreadCpuMs() - cpuBefore;
    const dbCpu = databaseCpuSpent(dbBefore, await databaseCpuMs(server));
    const perRequest = (ms: number) => (Number.isNaN(ms) ? null : Math.round((ms / (REQUESTS + WARM_UP)) * 100) / 100);
    // What one request sends the database through the pool: each statement is a round trip and (unless prepared) a plan.
    const statements = (await statementsOf(server, () => fetch(url, { headers: { authorization: `Bearer ${bearer}`, mode: 'Live' } }).then((r) => r.json())))
      .map((st) => st.text.replace(/\s+/g, ' ').trim().slice(0, 110));
    figures.push({ name, url, bearer, ...result, warmUpMs, serverMs: perRequest(cpu), databaseMs: perRequest(dbCpu.client), autovacuumMs: perRequest(dbCpu.other), statements, load: load() });
  }
  // The scheduler's runs beside the timed lookups: their statements share the database's cores with the lookups'.
  const { rows: jobRuns } = server.database.kind === 'postgres'
    ? await server.database.db.execute<{ jobType: string; startedAt: string; durationMs: number | null }>(sql`SELECT job_type AS "jobType",
      started_at::text AS "startedAt", duration_ms AS "durationMs" FROM job_runs WHERE started_at >= ${timedFrom.toISOString()}::timestamptz ORDER BY started_at`)
    : { rows: [] };
  // The plans of the three that cost the database most per request (the "query plans of the slowest three").
  const costliest = figures.filter((f) => f.databaseMs !== null).sort((a, b) => b.databaseMs! - a.databaseMs!).slice(0, 3);
  const plans = [];
  for (const { name, url, bearer } of costliest) {
    plans.push({ name, plans: await plansOf(server, () => fetch(url, { headers: { authorization: `Bearer ${bearer}`, mode: 'Live' } }).then((r) => r.json())) });
  }
  console.log(JSON.stringify({
    kind: server.database.kind, transport: transportOf(process.env.DATABASE_URL), rows: bench.rows, perMerchant, seedMs,
    clients: CLIENTS, requests: REQUESTS, warmUp: WARM_UP, loadBefore, loadAfter: load(),
    figures: figures.map(({ url: _url, bearer: _bearer, ...figure }) => figure), plans, jobRuns, timedFrom,
  }));
  await server.close();
}

/** CPU time (user + system) of a thread or process in ms, from Linux's /proc (10 ms ticks); NaN elsewhere. */
function cpuMsOf(statPath: string): number {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
    return ((utime! + stime!) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** This process's main thread: the server's (the clients run in a worker; PGlite runs here too). */
const serverThreadCpuMs = () => cpuMsOf(`/proc/self/task/${process.pid}/stat`);

/** One PostgreSQL process's CPU time and whether it serves a connection (a client backend) or not (autovacuum). */
interface BackendCpu { ms: number; client: boolean }

/**
 * CPU time of each PostgreSQL process working in this database (the bench's cluster runs on this machine), by pid:
 * a pooled connection may close or open during a lookup, so a lookup's share is taken per backend. Autovacuum's
 * workers are there too (the benches' own writes can wake them), kept apart so they are not counted as the lookup's.
 */
async function databaseCpuMs(server: Awaited<ReturnType<typeof startBenchServer>>['server']): Promise<Map<number, BackendCpu>> {
  if (server.database.kind !== 'postgres') return new Map();
  const { rows } = await server.database.db.execute<{ pid: number; backend_type: string }>(sql`SELECT pid, backend_type FROM pg_stat_activity WHERE datname = current_database()`);
  return new Map(rows.map((r) => [r.pid, { ms: cpuMsOf(`/proc/${r.pid}/stat`), client: r.backend_type === 'client backend' }]));
}

/** The CPU the client backends and the others (autovacuum) spent between two readings (one that left in between is not counted). */
function databaseCpuSpent(before: Map<number, BackendCpu>, after: Map<number, BackendCpu>): { client: number; other: number } {
  if (!after.size) return { client: Number.NaN, other: Number.NaN };
  const spent = { client: 0, other: 0 };
  for (const [pid, { ms, client }] of after) spent[client ? 'client' : 'other'] += ms - (before.get(pid)?.ms ?? 0);
  return spent;
}

/**
 * REQUESTS calls of `url` by CLIENTS concurrent clients in a worker thread: p50, p95, max, the page's count and the
 * clients' own CPU per request. WARM_UP calls at the same concurrency come first and are not timed: the first calls
 * of a lookup pay for the JIT and new pooled connections.
 * The clients are node's plain HTTP client on kept-alive connections (one per client), not `fetch`: on the bench's
 * two cores the clients take CPU the server would otherwise have, and undici's fetch cost them 0.5-0.9 ms a call
 * against 0.2-0.4 (ADR 0125); the figure is printed beside the server's and the database's.
 */
function runClients(url: string, bearer: string): Promise<{ p50: number; p95: number; max: number; count: number; capped: boolean; errors: number; warmUpMs: number; clientMs: number }> {
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    const http = require('node:http');
    const { url, bearer, requests, clients, warmUp } = workerData;
    const headers = { authorization: 'Bearer ' + bearer, mode: 'Live' };
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    // This thread's CPU time (Linux): what the clients themselves cost the machine's cores.
    const cpuMs = () => {
      try {
        const stat = readFileSync('/proc/thread-self/stat', 'utf8');
        const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
        return (utime + stime) * 10;
      } catch { return NaN; }
    };
    const get = () => new Promise((resolve, reject) => {
      http.get(url, { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        res.on('error', reject);
      }).on('error', reject);
    });
    async function run(calls) {
      const times = []; let errors = 0; let last;
      let left = calls;
      await Promise.all(Array.from({ length: clients }, async () => {
        while (left-- > 0) {
          const t0 = performance.now();
          const { status, body } = await get();
          times.push(performance.now() - t0);
          if (status !== 200) errors++; else last = body;
        }
      }));
      return { times, errors, last };
    }
    (async () => {
      const w0 = performance.now();
      await run(warmUp);
      const warmUpMs = Math.round(performance.now() - w0);
      const cpu0 = cpuMs();
      const { times, errors, last } = await run(requests);
      const clientMs = Math.round(((cpuMs() - cpu0) / requests) * 100) / 100;
      times.sort((a, b) => a - b);
      const at = (p) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] * 10) / 10;
      parentPort.postMessage({ p50: at(0.5), p95: at(0.95), max: at(1), count: last ? last.count : -1, capped: last ? last.countIsCapped : false, errors, warmUpMs, clientMs });
    })();`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, bearer, requests: REQUESTS, clients: CLIENTS, warmUp: WARM_UP } });
    worker.once('message', (m) => { resolve(m); void worker.terminate(); });
    worker.once('error', reject);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
