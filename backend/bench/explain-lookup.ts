/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements of one transaction lookup against DATABASE_URL (a database the scale
 * bench seeded), as the lookup route runs them (`lookUp`: the page and its capped count):
 * `tsx bench/explain-lookup.ts <scenario>`, scenario one of SCENARIOS below (the lookup bench's slowest at 10 M).
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { lookUp } from '../src/modules/transactions/routes';
import type { Scope } from '../src/http/scope';
import type { LookupQuery } from '../src/modules/transactions/lookup-request';

const DAY = 86_400_000;
const tomorrow = new Date(Math.floor(Date.now() / DAY) * DAY + DAY).toISOString();
const since = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY - days * DAY).toISOString();
const acme = seedIds.tenant('acme');
const tenant: Scope = { kind: 'tenant', tenantId: acme };

const SCENARIOS: Record<string, [Parameters<typeof lookUp>[1], Scope, LookupQuery]> = {
  'platform-acme-7-days-refund': ['platform', { kind: 'platform', tenantIds: [acme] }, { from: since(7), to: tomorrow, type: ['Refund'] }],
  'tenant-90-days-no-filter': ['tenant', tenant, { from: since(89), to: tomorrow }],
  'tenant-7-days-captured': ['tenant', tenant, { from: since(7), to: tomorrow, status: ['Captured'] }],
};

async function main() {
  const [kind, scope, query] = SCENARIOS[process.argv[2] ?? ''] ?? (() => { throw new Error(`scenario: one of ${Object.keys(SCENARIOS).join(', ')}`); })();
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const statements: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (q, params) => statements.push({ query: q, params }) } });
  await lookUp({ db } as never, kind, scope, query, 'Live', 20);
  for (const { query: text, params } of statements) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    console.log(`-- ${text.slice(0, 160)}…\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
  await pool.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
