/**
 * The bench's backend (every bench in this folder that times the API): seeds about `rows` transactions into the database the environment
 * names (DATABASE_URL, else PGlite in DATA_DIR), starts the backend in this process and forges tokens. SEED_DAYS: the
 * days the generated payments span (default 90). PORTAL_BENCH_SEEDED=1: the database was seeded by `bench/seed.ts`
 * before (`npm run bench -- --only=scale`: one seed for every scale bench), so no generated payment is counted or added.
 */
import { sql } from 'drizzle-orm';
import { createServer, type Server } from '../src/app';
import { loadConfig } from '../src/config';
import { seedIds } from '../src/db/seed';
import { SEED_MERCHANTS } from '../src/db/seed-data';
import { seedPhases } from '../src/modules/transactions/seed-generated';
import { forgeAccessToken } from '../test/helpers/tokens';
import { freePort, type TestServer } from '../test/helpers/server';

export const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** The value at fraction `p` of the sorted values (0.5 median, 0.95, 1 the largest), rounded to `decimals`. */
export function percentile(values: number[], p: number, decimals = 1): number {
  const sorted = [...values].sort((a, b) => a - b);
  const scale = 10 ** decimals;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * scale) / scale;
}

export interface BenchServer {
  origin: string;
  server: Server;
  /** Rows in the transactions table. */
  rows: number;
  perMerchant: number;
  seedMs: number;
  /** Where the seed's time went (the generated payments' phases), empty when seeded before. */
  phases: Array<{ phase: string; ms: number }>;
  token(email: string): Promise<string>;
}

export async function startBenchServer(rows: number, env: Record<string, string> = {}, port = 0): Promise<BenchServer> {
  // Generated payments bring about 16 % follow-ups (captures, voids, refunds, chargebacks, reversals).
  const perMerchant = Math.max(1, Math.round(rows / SEED_MERCHANTS.length / 1.16));
  const listenOn = port || await freePort();
  const origin = `http://127.0.0.1:${listenOn}`;
  const started = Date.now();
  const config = loadConfig({
    ...process.env, PORT: String(listenOn), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin,
    SEED_TRANSACTIONS: process.env.PORTAL_BENCH_SEEDED === '1' ? '0' : String(perMerchant), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000000', ACTION_QUOTA_PER_USER: '10000000', ACTION_QUOTA_PER_TENANT: '10000000', ...env,
  });
  const server = await createServer(config);
  const seedMs = Date.now() - started;
  await server.app.listen({ port: listenOn, host: '127.0.0.1' });
  const { rows: [counted] } = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`);
  const handle = { origin, server, config } as unknown as TestServer;
  return {
    origin, server, rows: counted?.n ?? 0, perMerchant, seedMs, phases: [...seedPhases],
    token: (email) => forgeAccessToken(handle, { sub: seedIds.user(email), expiresIn: 3600 }),
  };
}

/** A statement the pool ran: its text and values. */
export interface RecordedStatement { text: string; values?: unknown[] }

/** The SQL statements (text and values) the server's pool runs while `action` runs. */
export async function statementsOf(server: Server, action: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const pool = server.database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  const seen: RecordedStatement[] = [];
  pool.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const values = Array.isArray(second) ? second : undefined;
    if (typeof first === 'string') seen.push({ text: first, values });
    else if (first && typeof first === 'object' && 'text' in first) {
      seen.push({ text: String((first as { text: string }).text), values: (first as { values?: unknown[] }).values ?? values });
    }
    return query.apply(this, args);
  };
  try {
    await action();
  } finally {
    pool.query = query;
  }
  return seen;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the reads of transactions `action` makes (the session check and other tables left
 * out): the plans the benches print beside their slowest figures.
 */
export async function plansOf(server: Server, action: () => Promise<unknown>): Promise<string[][]> {
  const statements = await statementsOf(server, action);
  const plans = [];
  for (const { text, values } of statements.filter((st) => /^\s*select/i.test(st.text) && /transaction/i.test(st.text) && !/oidc_payloads/.test(st.text))) {
    const { rows } = await server.database.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    plans.push(rows.map((r) => r['QUERY PLAN']));
  }
  return plans;
}

