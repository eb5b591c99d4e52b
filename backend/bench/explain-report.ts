/**
 * EXPLAIN (ANALYZE, BUFFERS) of one report call's statement against DATABASE_URL (a database the reports bench
 * seeded): `tsx bench/explain-report.ts <reportId> <days> <timezoneOffset>` as tenant@ (Acme), Live.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { seedIds } from '../src/db/seed';
import { REPORTS } from '../src/modules/reports/definitions';
import { runReport } from '../src/modules/reports/run-report';
import type { ReportContext } from '../src/modules/reports/report-spec';

const DAY = 86_400_000;
const [reportId = 'transactions-summary-per-day-month', days = '93', offset = '-180'] = process.argv.slice(2);

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
  const db = database.db;
  const tz = Number(offset);
  const end = new Date(Math.floor(Date.now() / DAY) * DAY + DAY + tz * 60_000);
  const range = { start: new Date(end.getTime() - Number(days) * DAY), end };
  const spec = REPORTS[reportId as keyof typeof REPORTS];
  const execute = db.execute.bind(db);
  const ctx: ReportContext = {
    db: { ...db, execute: async (q: ReturnType<typeof sql>) => {
      for (let i = 0; i < 1; i++) {
        const { rows } = await execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`);
        if (process.env.PLAN) console.log(rows.map((r) => Object.values(r as object)[0]).join('\n'));
      }
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await execute(q);
        console.log(`run ${i + 1}: ${(performance.now() - t0).toFixed(1)} ms`);
      }
      return execute(q);
    } } as never,
    scope: { kind: 'tenant', tenantId: seedIds.tenant('acme') }, userType: 'crm', mode: 'Live',
    filters: { range, values: {} }, timezoneOffset: tz, now: new Date(),
  };
  await runReport(spec, ctx, { pageIndex: 0, pageSize: 20 });
  await database.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
