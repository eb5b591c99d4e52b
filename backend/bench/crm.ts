/**
 * CRM pipeline board figures (ADR 0088), run by `npm run bench -- --only=crm` (scripts/lib/bench-crm.mjs): seeds ROWS
 * opportunities for Acme (default 100 000) into the database the environment names (DATABASE_URL, else PGlite in
 * DATA_DIR), starts the backend in this process and times, VISITS times each, one after another: the board's load
 * (first cards per stage plus the totals; budget 200 ms), a drop saved (budget 150 ms) and list filters (budget
 * 100 ms). Prints JSON figures.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { crmDeals } from '../src/db/schema';
import { dealColumns } from '../src/modules/crm-deals/deal-columns';
import { seedBenchOpportunities } from '../src/modules/crm-deals/seed';
import { arg, percentile, startBenchServer } from './bench-server';

const ROWS = arg('rows', 100_000);
const VISITS = arg('visits', 40);

type Board = { pipelineId: string; columns: Array<{ key: string; stageId: string | null; count: number; cards: Array<{ id: string }> }> };

async function main() {
  const started = Date.now();
  // The smallest transaction seed: this bench is about opportunities.
  const { origin, server, token } = await startBenchServer(1);
  const db = server.database.db;
  const acme = seedIds.tenant('acme');
  await seedBenchOpportunities(db, acme, ROWS);
  // What autovacuum does after a bulk load (visibility map for index-only scans, statistics).
  await db.execute(sql`VACUUM ANALYZE crm_deals`);
  const seedMs = Date.now() - started;
  const { rows: [counted] } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM crm_deals WHERE tenant_id = ${acme}`);
  const tessa = seedIds.user('tenant@demo.test');
  const bearer = await token('tenant@demo.test');
  const api = (path: string) => `${origin}/svc/merchant/api/v1/${path}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(api(path), { method, headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const timed = async (name: string, budget: number, run: (i: number) => Promise<unknown>) => {
    await run(-1); // warm-up
    const times: number[] = [];
    for (let i = 0; i < VISITS; i += 1) {
      const t0 = performance.now();
      await run(i);
      times.push(performance.now() - t0);
    }
    return { name, budget, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1) };
  };

  const board = await call('GET', 'crm/opportunities/board?perStage=100') as Board;
  const open = board.columns.filter((c) => c.stageId);
  const figures = [
    await timed('board load: first 20 cards per stage + totals', 200, () => call('GET', 'crm/opportunities/board')),
    await timed('board load, only mine', 200, () => call('GET', `crm/opportunities/board?ownerId=${tessa}`)),
    await timed('board load, search "north"', 200, () => call('GET', 'crm/opportunities/board?search=north')),
    await timed('board column: next 20 cards', 200, async () => {
      const column = open[0]!;
      return call('GET', `crm/opportunities/board/column?pipelineId=${board.pipelineId}&column=${column.key}&cursor=${Buffer.from(JSON.stringify([new Date().toISOString(), 'ffffffff-ffff-4fff-bfff-ffffffffffff'])).toString('base64url')}`);
    }),
    // Each call moves another card of the first stage to the second (as many as the first 100 cards).
    await timed('drop saved (move to the next stage)', 150, (i) => call('PATCH', `crm/opportunities/${open[0]!.cards[i + 1]!.id}/stage`, { stageId: open[1]!.stageId })),
    await timed('list: first page, newest change first', 100, () => call('GET', 'crm/opportunities?pageIndex=0&pageSize=20')),
    await timed('list filter: search "north"', 100, () => call('GET', 'crm/opportunities?search=north&pageIndex=0&pageSize=20')),
    await timed('list filter: owner + open', 100, () => call('GET', `crm/opportunities?ownerId=${tessa}&isOpen=true&pageIndex=0&pageSize=20`)),
    await timed('list filter: closed as Won', 100, () => call('GET', 'crm/opportunities?closedState=Won&pageIndex=0&pageSize=20')),
  ];
  const explain = async (query: ReturnType<typeof sql>) => (await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`)).rows.map((r) => r['QUERY PLAN']);
  const plans = process.argv.includes('--explain') ? {
    list: await explain(sql`${db.select(dealColumns).from(crmDeals).where(and(eq(crmDeals.tenantId, acme), eq(crmDeals.kind, 'opportunity'))).orderBy(desc(crmDeals.updatedAt), desc(crmDeals.id)).limit(21)}`),
    search: await explain(sql`select count(*) from (select 1 from crm_deals where tenant_id = ${acme} and kind = 'opportunity' and name ilike '%north%' limit 10001) x`),
    totals: await explain(sql`select coalesce(closed_state, stage_id::text), currency_code, count(*), sum(amount), sum(amount * probability / 100.0) from crm_deals
      where tenant_id = ${acme} and pipeline_id = ${board.pipelineId} and kind = 'opportunity' group by 1, 2`),
  } : undefined;
  console.log(JSON.stringify({ kind: server.database.kind, rows: counted?.n, seedMs, visits: VISITS, figures, plans }));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
