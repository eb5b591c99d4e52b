import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { TRANSACTION_PATHS } from '@portal/contracts';
import { startBenchServer } from './bench-server';
const cpuOf = (p: string) => { try { const s = readFileSync(p, 'utf8'); const [u, st] = s.slice(s.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number); return (u! + st!) * 10; } catch { return 0; } };
async function main() {
  const bench = await startBenchServer(20000);
  const tenant = await bench.token('tenant@demo.test');
  const db = bench.server.database.db;
  const pids = async () => (await db.execute<{ pid: number; backend_type: string; application_name: string }>(sql`select pid, backend_type, application_name from pg_stat_activity where datname = current_database()`)).rows;
  const snap = async () => new Map((await pids()).map((r) => [r.pid, cpuOf(`/proc/${r.pid}/stat`)]));
  const diff = (a: Map<number, number>, b: Map<number, number>) => [...b].reduce((s, [p, v]) => s + v - (a.get(p) ?? 0), 0);
  await new Promise((r) => setTimeout(r, 3000));
  let a = await snap(); await new Promise((r) => setTimeout(r, 5000)); let b = await snap();
  console.log('idle 5 s: db cpu ms', diff(a, b), (await pids()).map((r) => r.backend_type).join(','));
  const call = () => fetch(`${bench.origin}/svc/merchant/${TRANSACTION_PATHS.tenantColumns}`, { headers: { authorization: `Bearer ${tenant}`, mode: 'Live' } }).then((r) => r.json());
  for (let i = 0; i < 50; i++) await call();
  a = await snap(); const t0 = Date.now();
  for (let i = 0; i < 1000; i++) await call();
  b = await snap();
  console.log('1000 baseline calls in', Date.now() - t0, 'ms: db cpu ms/request', diff(a, b) / 1000);
  await bench.server.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
